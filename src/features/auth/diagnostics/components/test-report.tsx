import { IconRefresh, IconSend } from '@tabler/icons-react';
import { useId } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';

import { diagnosticsCopy } from '../copy';
import { useDiagnostics } from '../use-diagnostics';
import { useTestMagicLink } from '../use-test-magic-link';
import { CheckList } from './check-list';
import { ConfigInstructions } from './config-instructions';

const { checks, form } = diagnosticsCopy;

function DiagnosticChecks() {
  const { results, running, rerun } = useDiagnostics();
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id={headingId}>
          {checks.heading}
        </Title>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={rerun}
          loading={running}
          loaderProps={{ 'aria-label': checks.running }}
        >
          {checks.rerun}
        </Button>
      </Group>
      <Text c="dimmed">{checks.intro}</Text>
      <div aria-live="polite" aria-busy={running}>
        {running && results.length === 0 ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{checks.running}</Text>
          </Group>
        ) : (
          <CheckList results={results} />
        )}
      </div>
    </Stack>
  );
}

function TestLinkForm() {
  const { email, setEmail, sending, send } = useTestMagicLink();
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {form.heading}
      </Title>
      <Text c="dimmed">{form.intro}</Text>
      <Paper
        component="form"
        withBorder
        radius="md"
        p="md"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={form.label}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={form.placeholder}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            disabled={sending}
          />
          <Button
            type="submit"
            w={{ base: '100%', xs: 'fit-content' }}
            disabled={sending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {sending ? form.sending : form.submit}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The /test-report page body: automated checks, a test-link form and admin instructions. */
export function TestReport() {
  return (
    <Stack gap="xl">
      <DiagnosticChecks />
      <TestLinkForm />
      <ConfigInstructions origin={window.location.origin} />
    </Stack>
  );
}
