import { Alert, Button, Group, Loader, Text } from '@mantine/core';

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
      <Alert color="red" title={copy.error}>
        <Text>{state.message}</Text>
        <Button mt="sm" variant="light" onClick={reload}>
          {copy.retry}
        </Button>
      </Alert>
    );
  }
  return null;
}
