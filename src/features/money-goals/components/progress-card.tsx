import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import type { CardVariant } from '../rules/budget';

const COLORS: Record<CardVariant, string> = {
  default: 'slantis',
  success: 'green',
  warning: 'ember',
};

type Props = {
  title: string;
  subtitle?: ReactNode;
  icon: Icon;
  variant: CardVariant;
  /** Overrides the variant's colour (red when over budget). */
  color?: string;
  /** The big number, e.g. '850 kr'. */
  amount: string;
  /** After it, smaller: e.g. 'av 1 200 kr'. */
  total: string;
  percent: number;
  progressLabel: string;
  /** Text under the bar, e.g. '350 kr kvar'. */
  footer?: ReactNode;
  /** Buttons at the top right. */
  actions?: ReactNode;
  children?: ReactNode;
  /** For tests to find a kind of card (e.g. 'locked-goal'). */
  testId?: string;
};

/** Spec §3 budget/goal card: title, current of total, icon, and a variant. */
export function ProgressCard(props: Props) {
  const color = props.color ?? COLORS[props.variant];
  const Icon = props.icon;
  return (
    <Card
      data-variant={props.variant}
      data-testid={props.testId}
      h="100%"
      style={{
        borderColor:
          props.variant === 'warning' ? `var(--mantine-color-${color}-filled)` : undefined,
      }}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color={color} size={44} radius="xl" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <div>
              <Title order={2} size="h4">
                {props.title}
              </Title>
              {props.subtitle && (
                <Text size="sm" c="dimmed">
                  {props.subtitle}
                </Text>
              )}
            </div>
          </Group>
          {props.actions}
        </Group>
        <Text lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
          <Text span fz={28} fw={800}>
            {props.amount}
          </Text>{' '}
          <Text span fz="lg" fw={600} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {props.total}
          </Text>
        </Text>
        <Progress
          value={props.percent}
          color={color}
          size="lg"
          radius="xl"
          aria-label={props.progressLabel}
        />
        {props.footer}
        {props.children}
      </Stack>
    </Card>
  );
}
