import { Group, Loader, Text } from '@mantine/core';

import { RetryAlert } from '@/components/retry-alert';
import type { Remote } from '@/hooks/use-remote';

type Props = {
  state: Remote<unknown>;
  reload: () => void;
  copy: { loading: string; error: string; retry: string };
};

/** What a money-year page shows while its data loads, or when it failed to: nothing once ready. */
export function LoadState({ state, reload, copy }: Props) {
  if (state.status === 'loading') {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{copy.loading}</Text>
      </Group>
    );
  }
  if (state.status === 'error') {
    return (
      <RetryAlert
        title={copy.error}
        message={state.message}
        retryLabel={copy.retry}
        onRetry={reload}
      />
    );
  }
  return null;
}
