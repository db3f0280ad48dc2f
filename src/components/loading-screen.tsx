import { Center, Loader, Stack, Text } from '@mantine/core';

/** Full-height spinner with a visible label, announced to screen readers. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <Center mih="60dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" aria-hidden />
        <Text fw={600}>{label}</Text>
      </Stack>
    </Center>
  );
}
