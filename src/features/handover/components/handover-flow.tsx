import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';

import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import { useAction } from '@/hooks/use-action';
import { useRemote } from '@/hooks/use-remote';

import {
  adultHandover,
  decideAdultSharing,
  type Handover,
  type SharingItem,
} from '../api/handover-api';
import { handoverCopy as copy } from '../copy';

export const ITEMS: SharingItem[] = ['spending', 'goals', 'learning'];

/** /du-ar-18: the loading and the cases where there is nothing to decide. */
export function HandoverPage() {
  const { state, reload } = useRemote(adultHandover);
  if (state.status === 'loading') return <Loader aria-label={copy.loading} />;
  if (state.status === 'error') {
    return (
      <RetryAlert
        title={copy.failed}
        message={state.message}
        retryLabel={copy.retry}
        onRetry={reload}
      />
    );
  }
  if (!state.data.adult) return <Alert color="gray">{copy.notAdult}</Alert>;
  if (!state.data.has_guardians) return <Alert color="gray">{copy.noFamily}</Alert>;
  return <HandoverFlow handover={state.data} />;
}

type Answers = Partial<Record<SharingItem, boolean>>;

/**
 * One item at a time: what the guardians see of it, yes or no; then what they always see, and a
 * summary to save. Nothing changes on the server before "Spara mina val".
 */
export function HandoverFlow({ handover }: { handover: Handover }) {
  const [step, setStep] = useState(0); // 0 intro, 1..3 items, 4 summary, 5 done
  const [answers, setAnswers] = useState<Answers>(handover.decided_at ? handover.shared : {});
  const { busy, run } = useAction(decideAdultSharing, {
    onDone: () => setStep(ITEMS.length + 2),
    failure: (error) => ({ title: copy.failed, message: (error as Error).message }),
  });
  const total = ITEMS.length + 1;

  if (step === 0) {
    return (
      <Card>
        <Stack gap="md">
          <Text size="lg">{copy.intro.text(handover.guardians)}</Text>
          <Text c="dimmed">{copy.intro.default}</Text>
          <Button size="md" w="fit-content" onClick={() => setStep(1)}>
            {copy.intro.start}
          </Button>
        </Stack>
      </Card>
    );
  }

  if (step <= ITEMS.length) {
    const item = ITEMS[step - 1]!;
    const answer = (share: boolean) => {
      setAnswers((current) => ({ ...current, [item]: share }));
      setStep(step + 1);
    };
    return (
      <Card>
        <Stack gap="md">
          <Progress value={(step / total) * 100} size="sm" aria-hidden />
          <Text size="sm" c="dimmed">
            {copy.step(step, total)}
          </Text>
          <Title order={2} size="h3">
            {copy.items[item].label}
          </Title>
          <Text>{copy.items[item].what}</Text>
          <Text fw={600}>{copy.question(handover.guardians)}</Text>
          <Group gap="sm">
            <Button
              size="md"
              leftSection={<IconEye size={18} />}
              variant={answers[item] === true ? 'filled' : 'light'}
              onClick={() => answer(true)}
            >
              {copy.yes}
            </Button>
            <Button
              size="md"
              leftSection={<IconEyeOff size={18} />}
              variant={answers[item] === false ? 'filled' : 'light'}
              color="gray"
              onClick={() => answer(false)}
            >
              {copy.no}
            </Button>
          </Group>
          <Button variant="subtle" w="fit-content" px={0} onClick={() => setStep(step - 1)}>
            {copy.back}
          </Button>
        </Stack>
      </Card>
    );
  }

  if (step === ITEMS.length + 1) {
    const shared = {
      spending: answers.spending ?? false,
      goals: answers.goals ?? false,
      learning: answers.learning ?? false,
    };
    return (
      <Card>
        <Stack gap="md">
          <Progress value={100} size="sm" aria-hidden />
          <Text size="sm" c="dimmed">
            {copy.step(total, total)}
          </Text>
          <Title order={2} size="h3">
            {copy.summary.heading}
          </Title>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {ITEMS.map((item) => (
              <Group key={item} component="li" justify="space-between" wrap="nowrap">
                <Text>{copy.items[item].label}</Text>
                <Badge color={shared[item] ? 'teal' : 'gray'} variant="light" size="lg">
                  {shared[item] ? copy.summary.shared : copy.summary.hidden}
                </Badge>
              </Group>
            ))}
          </Stack>
          <Alert color="blue" variant="light" title={copy.always.heading}>
            {copy.always.text}
          </Alert>
          <Text size="sm" c="dimmed">
            {copy.summary.told}
          </Text>
          <Group gap="sm">
            <Button size="md" loading={busy} onClick={() => void run(shared)}>
              {copy.summary.save}
            </Button>
            <Button variant="subtle" disabled={busy} onClick={() => setStep(step - 1)}>
              {copy.back}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }

  return (
    <SectionCard heading={copy.done.heading}>
      <Text>{copy.done.text}</Text>
      <Group gap="sm">
        <Button component={Link} to="/app">
          {copy.done.home}
        </Button>
        <Button
          component={Link}
          to="/profile"
          search={{ flik: 'installningar' } as never}
          variant="light"
        >
          {copy.done.settings}
        </Button>
      </Group>
    </SectionCard>
  );
}
