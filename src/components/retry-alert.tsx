import { Alert, Button, Text } from '@mantine/core';

type Props = {
  title: string;
  /** What went wrong, when there is something to say. */
  message?: string | null;
  retryLabel: string;
  onRetry: () => void;
};

/** Loading failed: the reason, and a button that tries again. */
export function RetryAlert({ title, message, retryLabel, onRetry }: Props) {
  return (
    <Alert color="red" title={title}>
      {message && <Text>{message}</Text>}
      <Button mt="sm" variant="light" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
