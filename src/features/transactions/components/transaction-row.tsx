import { Badge, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';

import { categoryLabels } from '@/lib/categories';
import { formatDate, formatKr } from '@/lib/format';
import { originLabel } from '@/lib/money-origin';

import { categoryIcons } from '../categories';
import { transactionsCopy } from '../copy';
import type { TransactionRow as Row } from '../types';
import classes from './transactions.module.css';

/**
 * One purchase or income: icon, description, date and the signed amount. Tap to edit. Money
 * Slantis put in for the teen (a veckopeng, a reward for a task) is the server's (issue 40): it
 * shows where it came from and opens no edit dialog.
 */
export function TransactionRow({ row, onOpen }: { row: Row; onOpen: (row: Row) => void }) {
  const Icon = categoryIcons[row.category];
  const income = row.type === 'income';
  const signedOre = income ? row.amountOre : -row.amountOre;
  const origin = originLabel(row);
  const content = (
    <Group wrap="nowrap" gap="md">
      <ThemeIcon
        variant="light"
        color={income ? 'slantis' : 'gray'}
        size={44}
        radius="xl"
        aria-hidden
      >
        <Icon size={22} />
      </ThemeIcon>
      <div className={classes.rowText}>
        <Text fw={600} truncate="end">
          {row.description}
        </Text>
        <Text size="sm" c="dimmed">
          {categoryLabels[row.category]} · {formatDate(row.occurredAt)}
        </Text>
        {origin && (
          <Badge
            variant="light"
            color="gray"
            size="sm"
            mt={4}
            title={transactionsCopy.list.fromSlantis}
          >
            {origin}
          </Badge>
        )}
      </div>
      <Text
        fw={700}
        ml="auto"
        className={classes.amount}
        c={income ? 'var(--slantis-income-color)' : undefined}
      >
        {formatKr(signedOre, { signed: true })}
      </Text>
    </Group>
  );
  if (origin) {
    return <div className={`${classes.row} ${classes.static}`}>{content}</div>;
  }
  return (
    <UnstyledButton
      className={classes.row}
      onClick={() => onOpen(row)}
      aria-haspopup="dialog"
      w="100%"
    >
      {content}
    </UnstyledButton>
  );
}
