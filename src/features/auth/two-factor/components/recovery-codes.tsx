import { Button, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';

import { twoFactorCopy } from '../copy';

const copy = twoFactorCopy.recovery;

/** The recovery codes, shown this once, with a copy button. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {copy.title}
      </Title>
      <Text size="sm">{copy.why}</Text>
      <Code block data-testid="recovery-codes" fz="md">
        {codes.join('\n')}
      </Code>
      <Group justify="space-between">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy: copyCodes }) => (
            <Button variant="default" onClick={copyCodes}>
              {copied ? copy.copied : copy.copy}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onSaved}>{copy.saved}</Button>
      </Group>
    </Stack>
  );
}
