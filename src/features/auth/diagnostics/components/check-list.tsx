import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
  type Icon,
} from '@tabler/icons-react';
import { Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';

import type { CheckResult, CheckStatus } from '../checks';
import { diagnosticsCopy } from '../copy';

const STATUS: Record<CheckStatus, { color: string; icon: Icon }> = {
  pass: { color: 'slantis', icon: IconCircleCheck },
  fail: { color: 'red', icon: IconCircleX },
  warning: { color: 'ember', icon: IconAlertTriangle },
  info: { color: 'blue', icon: IconInfoCircle },
};

/** A check's status as icon plus word, never colour alone. */
export function StatusBadge({ status }: { status: CheckStatus }) {
  const { color, icon: StatusIcon } = STATUS[status];
  return (
    <Badge
      color={color}
      variant="light"
      size="lg"
      leftSection={<StatusIcon size={16} aria-hidden />}
      // The light variant's default text shade is below 4.5:1 on its own background.
      style={{
        flexShrink: 0,
        color: `light-dark(var(--mantine-color-${color}-9), var(--mantine-color-${color}-2))`,
      }}
    >
      {diagnosticsCopy.checks.status[status]}
    </Badge>
  );
}

/** The diagnostic results as a list: name, status, message and technical details. */
export function CheckList({ results }: { results: CheckResult[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {results.map((result) => (
        <Paper component="li" key={result.id} withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Text component="h3" fw={700} size="md" m={0}>
              {result.name}
            </Text>
            <StatusBadge status={result.status} />
          </Group>
          <Text mt={4}>{result.message}</Text>
          {result.details && result.details.length > 0 && (
            <Stack gap={2} mt="xs">
              {result.details.map((line) => (
                <Code key={line} block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {line}
                </Code>
              ))}
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
