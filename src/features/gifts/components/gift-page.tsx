import { useCallback, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';

import { RetryAlert } from '@/components/retry-alert';
import { useAction } from '@/hooks/use-action';
import { useRemote } from '@/hooks/use-remote';
import { formatDateLong, formatKr } from '@/lib/format';

import { giftLinkView, pledgeGift, type GiftLinkView } from '../api/gifts-api';
import { giftCopy } from '../copy';
import {
  checkGiftForm,
  GIVER_NAME_MAX,
  GREETING_MAX,
  type GiftFormInput,
} from '../rules/gift-form';

const copy = giftCopy.relative;
const EMPTY: GiftFormInput = { amount: '', giverName: '', greeting: '' };

/** /gava/<token>: what a relative without an account sees — one child, one goal, one form. */
export function GiftPage({ token }: { token: string }) {
  const load = useCallback(() => giftLinkView(token), [token]);
  const { state, reload } = useRemote(load);

  return (
    <Container size={520} px="md" py="xl">
      <Stack gap="lg">
        <Text fw={800} size="lg" c="teal.8">
          {copy.brand}
        </Text>
        {state.status === 'loading' && <Loader aria-label={copy.loading} />}
        {state.status === 'error' && (
          <RetryAlert
            title={copy.failed}
            message={state.message}
            retryLabel={copy.retry}
            onRetry={reload}
          />
        )}
        {state.status === 'ready' && !state.data && <LinkGone />}
        {state.status === 'ready' && state.data && (
          <GiftForm token={token} view={state.data} onGone={reload} />
        )}
      </Stack>
    </Container>
  );
}

function LinkGone() {
  return (
    <Card>
      <Stack gap="sm">
        <Title order={1} size="h2">
          {copy.goneHeading}
        </Title>
        <Text>{copy.gone}</Text>
      </Stack>
    </Card>
  );
}

function GoalProgress({ view }: { view: GiftLinkView }) {
  return (
    <Card>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {copy.saving}
        </Text>
        <Text fw={700} size="xl">
          {view.goal_title}
        </Text>
        <Progress
          value={view.percent}
          size="lg"
          radius="xl"
          color="teal"
          aria-label={copy.progress(view.percent)}
        />
        <Group justify="space-between">
          <Text fw={600}>{copy.progress(view.percent)}</Text>
          <Text c="dimmed">
            {copy.savedOf(formatKr(view.saved_ore), formatKr(view.target_ore))}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

function GiftForm({
  token,
  view,
  onGone,
}: {
  token: string;
  view: GiftLinkView;
  onGone: () => void;
}) {
  const [input, setInput] = useState<GiftFormInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof GiftFormInput | 'form', string>>>({});
  const [sent, setSent] = useState(false);
  const { busy, run } = useAction(pledgeGift, {
    onDone: () => {
      setSent(true);
      setInput(EMPTY);
    },
    onError: (error) => {
      if ((error as { code?: string }).code === 'P0002') onGone();
      else setErrors({ form: (error as Error).message });
    },
  });
  const set = (field: keyof GiftFormInput) => (value: string) =>
    setInput((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    const checked = checkGiftForm(input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    await run({ token, ...checked.value });
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {copy.heading(view.first_name)}
        </Title>
        <Text>{copy.intro(view.first_name)}</Text>
      </Stack>
      <GoalProgress view={view} />
      {sent ? (
        <Alert color="teal" title={copy.thanksHeading} role="status">
          <Stack gap="sm">
            <Text>{copy.thanks(view.first_name)}</Text>
            <Button variant="light" w="fit-content" onClick={() => setSent(false)}>
              {copy.another}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Card>
          <form
            aria-label={copy.submit}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack gap="sm">
              <TextInput
                label={copy.amount}
                description={copy.amountHint}
                inputMode="decimal"
                rightSection={<Text c="dimmed">kr</Text>}
                value={input.amount}
                onChange={(e) => set('amount')(e.currentTarget.value)}
                error={errors.amount}
                size="md"
              />
              <TextInput
                label={copy.giverName}
                description={copy.giverNameHint}
                maxLength={GIVER_NAME_MAX}
                autoComplete="off"
                value={input.giverName}
                onChange={(e) => set('giverName')(e.currentTarget.value)}
                error={errors.giverName}
                size="md"
              />
              <Textarea
                label={copy.greeting}
                description={copy.greetingHint(GREETING_MAX - input.greeting.length)}
                maxLength={GREETING_MAX}
                autosize
                minRows={2}
                value={input.greeting}
                onChange={(e) => set('greeting')(e.currentTarget.value)}
                error={errors.greeting}
                size="md"
              />
              {errors.form && <Text c="var(--mantine-color-error)">{errors.form}</Text>}
              <Button type="submit" size="md" loading={busy}>
                {copy.submit}
              </Button>
              <Text size="sm" c="dimmed">
                {copy.privacy} {copy.validUntil(formatDateLong(view.expires_at))}
              </Text>
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
}
