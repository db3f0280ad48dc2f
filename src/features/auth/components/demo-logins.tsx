import { IconUsers } from '@tabler/icons-react';
import { Alert, Code, List, Text } from '@mantine/core';

import { env } from '@/config/env';

import { authCopy } from '../copy';
import { isLocalStack } from '../rules/is-local-stack';

/** The seeded demo logins; shown only when the app runs against the local stack. */
export function DemoLogins({ supabaseUrl = env.supabaseUrl }: { supabaseUrl?: string }) {
  if (!isLocalStack(supabaseUrl)) return null;
  const { title, intro, password, accounts } = authCopy.demo;
  return (
    <Alert
      variant="light"
      color="slantis"
      title={title}
      icon={<IconUsers aria-hidden />}
      role="note"
    >
      <Text size="sm">
        {intro} <Code>{password}</Code>
      </Text>
      <List size="sm" mt="xs" spacing={2}>
        {accounts.map((account) => (
          <List.Item key={account.email}>
            <Code>{account.email}</Code> – {account.who}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
