import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import { useAction } from '@/hooks/use-action';
import { useRemote } from '@/hooks/use-remote';
import { useAuthStore } from '@/stores/auth-store';

import {
  adultHandover,
  decideAdultSharing,
  type Handover,
  type SharingItem,
} from '../api/handover-api';
import { handoverCopy as copy } from '../copy';

export const ITEMS: SharingItem[] = ['spending', 'goals', 'learning'];

/**
 * /du-ar-18, for the person who opens it: an adult child walks her choices; a teen under 18 sees
 * the day it opens and what she will decide; a guardian sees what happens at each child's 18th
 * birthday (issue 41 §6). The heading is the page's h1.
 */
export function HandoverPage() {
  const parent = useAuthStore((state) => state.user?.role === 'foralder');
  const { state, reload } = useRemote(adultHandover);
  const heading = (text: string) => <Title order={1}>{text}</Title>;
  // No heading before the server has said who this is: never "Du är 18 nu" to a 15-year-old.
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
  if (parent) {
    return (
      <>
        {heading(copy.parent.heading)}
        <ParentHandover handover={state.data} />
      </>
    );
  }
  if (!state.data.adult) {
    return (
      <>
        {heading(copy.teen.heading)}
        <TeenHandover handover={state.data} />
      </>
    );
  }
  return (
    <>
      {heading(copy.heading)}
      {state.data.has_guardians ? (
        <HandoverFlow handover={state.data} />
      ) : (
        <Alert color="gray">{copy.noFamily}</Alert>
      )}
    </>
  );
}

/** A teen under 18: the day the choice opens and what it will be. */
function TeenHandover({ handover }: { handover: Handover }) {
  return (
    <Card>
      <Stack gap="md">
        {handover.turns_18 ? (
          <Text size="lg" fw={700}>
            {copy.teen.when(handover.turns_18)}
          </Text>
        ) : null}
        <Text>{copy.teen.text}</Text>
        <List spacing="xs">
          {ITEMS.map((item) => (
            <List.Item key={item}>{copy.items[item].label}</List.Item>
          ))}
        </List>
        <Text c="dimmed">{handover.has_guardians ? copy.teen.until : copy.teen.noFamily}</Text>
        <LinkButton
          to="/pengaaret/$item"
          params={{ item: 'fyller-18' }}
          variant="light"
          w="fit-content"
        >
          {copy.teen.moneyYear}
        </LinkButton>
      </Stack>
    </Card>
  );
}

/** A guardian: what happens at the 18th birthday, and each child's day or choice. */
function ParentHandover({ handover }: { handover: Handover }) {
  const children = handover.children ?? [];
  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="sm">
          <Text>{copy.parent.intro}</Text>
          <List spacing="xs">
            {copy.parent.steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Stack>
      </Card>
      <section aria-labelledby="barnen-18">
        <Title order={2} fz="h3" id="barnen-18" mb="sm">
          {copy.parent.children}
        </Title>
        <Stack gap="sm">
          {children.length === 0 && <Alert color="gray">{copy.parent.noChildren}</Alert>}
          {children.map((child) => (
            <Card key={child.child} withBorder component="article">
              <Stack gap="xs">
                <Title order={3} fz="h4">
                  {child.turns_18
                    ? copy.parent.turns(child.first_name, child.turns_18)
                    : copy.parent.adult(child.first_name)}
                </Title>
                <Text>
                  {child.turns_18
                    ? copy.parent.turnsText(child.first_name)
                    : child.decided
                      ? copy.parent.decided(child.first_name)
                      : copy.parent.undecided(child.first_name)}
                </Text>
              </Stack>
            </Card>
          ))}
          <LinkButton to="/familj" variant="light" w="fit-content">
            {copy.parent.toFamily}
          </LinkButton>
        </Stack>
      </section>
    </Stack>
  );
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
