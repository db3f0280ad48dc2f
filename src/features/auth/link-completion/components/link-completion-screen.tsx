import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCopy,
  IconExternalLink,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Button, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';

import { linkCompletionCopy as copy } from '../copy';
import type { CompletionState } from '../machine';
import { useLinkCompletion, type LinkCompletionOptions } from '../use-link-completion';

type ViewProps = {
  state: CompletionState;
  onOpenInBrowser: () => void;
  onCopyLink: () => void;
};

function Panel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={520} w="100%" mx="auto">
      <Stack align="center" gap="md" ta="center">
        {icon}
        {children}
      </Stack>
    </Paper>
  );
}

/** The completion screen for one state of the machine (spec §2 'Magic-link completion screen'). */
export function LinkCompletionView({ state, onOpenInBrowser, onCopyLink }: ViewProps) {
  switch (state.status) {
    case 'loading':
      return (
        <Panel icon={<Loader size="lg" aria-hidden />}>
          <div role="status" aria-live="polite">
            <Title order={1} size="h2">
              {copy.loading}
            </Title>
            <Text c="dimmed" mt="xs">
              {copy.loadingHint}
            </Text>
          </div>
        </Panel>
      );
    case 'success':
      return (
        <Panel
          icon={
            <ThemeIcon size={56} radius="xl" color="teal" variant="light">
              <IconCircleCheck size={34} aria-hidden />
            </ThemeIcon>
          }
        >
          <div role="status" aria-live="polite">
            <Title order={1} size="h2">
              {copy.success}
            </Title>
          </div>
        </Panel>
      );
    case 'webview_detected':
      return (
        <Panel
          icon={
            <ThemeIcon size={56} radius="xl" color="ember" variant="light">
              <IconExternalLink size={30} aria-hidden />
            </ThemeIcon>
          }
        >
          <Title order={1} size="h2">
            {copy.webview.title}
          </Title>
          <Text>{copy.webview.text}</Text>
          <Stack gap="sm" w="100%">
            <Button
              size="md"
              fullWidth
              leftSection={<IconExternalLink size={18} aria-hidden />}
              onClick={onOpenInBrowser}
            >
              {copy.webview.open}
            </Button>
            <Button
              size="md"
              fullWidth
              variant="light"
              leftSection={<IconCopy size={18} aria-hidden />}
              onClick={onCopyLink}
            >
              {copy.webview.copy}
            </Button>
          </Stack>
        </Panel>
      );
    case 'error':
      return (
        <Panel
          icon={
            <ThemeIcon size={56} radius="xl" color="red" variant="light">
              <IconAlertTriangle size={30} aria-hidden />
            </ThemeIcon>
          }
        >
          <Title order={1} size="h2">
            {copy.errorTitle}
          </Title>
          <Text role="alert">{state.message}</Text>
          <LinkButton to="/login" size="md" replace>
            {copy.backToLogin}
          </LinkButton>
        </Panel>
      );
  }
}

/**
 * Finishes a sign-in from an e-mailed link on /welcome and /dashboard: checks the session the
 * link created and sends the user on to the app, or explains what went wrong.
 */
export function LinkCompletionScreen(options: LinkCompletionOptions) {
  const { state, openInBrowser, copyLink } = useLinkCompletion(options);
  return (
    <LinkCompletionView
      state={state}
      onOpenInBrowser={openInBrowser}
      onCopyLink={() => void copyLink()}
    />
  );
}
