import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Button, Divider, Loader, Stack, Text, ThemeIcon } from '@mantine/core';

import { LinkButton } from '@/components/link-button';

import { transactionsCopy } from '../copy';
import { useTransactionPage } from '../hooks/use-transactions';
import type { TransactionRow as Row } from '../types';
import { EditTransactionModal } from './edit-transaction-modal';
import { TransactionRow } from './transaction-row';
import classes from './transactions.module.css';

const copy = transactionsCopy.list;
export const TRANSACTIONS_PAGE_SIZE = 20;

/** The user's transactions, newest first, 20 at a time with 'Visa fler köp'. */
export function TransactionList({ pageSize = TRANSACTIONS_PAGE_SIZE }: { pageSize?: number }) {
  const [limit, setLimit] = useState(pageSize);
  const [editing, setEditing] = useState<Row | null>(null);
  const page = useTransactionPage(limit);

  if (!page) {
    return (
      <Stack align="center" py="xl" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{copy.loading}</Text>
      </Stack>
    );
  }

  if (page.rows.length === 0) {
    return (
      <Stack align="center" ta="center" py="xl" gap="sm">
        <ThemeIcon variant="light" size={56} radius="xl" aria-hidden>
          <IconReceipt size={30} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {copy.emptyTitle}
        </Text>
        <Text c="dimmed" maw={360}>
          {copy.emptyText}
        </Text>
        <LinkButton to="/add-transaction" size="md">
          {copy.emptyAction}
        </LinkButton>
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <ul className={classes.list} aria-label={copy.title}>
        {page.rows.map((row, index) => (
          <li key={row.id}>
            {index > 0 && <Divider />}
            <TransactionRow row={row} onOpen={setEditing} />
          </li>
        ))}
      </ul>
      {page.hasMore && (
        <Button
          variant="light"
          size="md"
          onClick={() => setLimit((current) => current + pageSize)}
          style={{ alignSelf: 'center' }}
        >
          {copy.showMore}
        </Button>
      )}
      {editing && <EditTransactionModal row={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
