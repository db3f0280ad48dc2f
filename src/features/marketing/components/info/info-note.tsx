import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

type Props = { tone: 'info' | 'warning'; title: string; text: string; headingOrder?: 3 | 4 };

/** A highlighted note (not an alert: it is there from the start); its title is a heading. */
export function InfoNote({ tone, title, text, headingOrder = 3 }: Props) {
  const color = tone === 'warning' ? 'ember' : 'slantis';
  const Icon = tone === 'warning' ? IconAlertTriangle : IconInfoCircle;
  return (
    <Paper
      role="note"
      radius="lg"
      p="md"
      maw={720}
      bg={`var(--mantine-color-${color}-light)`}
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-filled)` }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Icon
          size={22}
          aria-hidden
          style={{ flex: 'none', marginTop: 2 }}
          color={`var(--mantine-color-${color}-light-color)`}
        />
        <Stack gap={4}>
          <Title order={headingOrder} size="h5">
            {title}
          </Title>
          <Text>{text}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}
