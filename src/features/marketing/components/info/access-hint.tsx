import { IconLock } from '@tabler/icons-react';
import { Group, Text } from '@mantine/core';

/** A small 'lock + text' line under a link that needs login (visible, so nobody is surprised). */
export function AccessHint({ label }: { label: string }) {
  return (
    <Group gap={4} wrap="nowrap" c="dimmed">
      <IconLock size={14} aria-hidden />
      <Text size="sm" c="dimmed" component="span">
        {label}
      </Text>
    </Group>
  );
}
