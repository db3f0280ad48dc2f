import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Button, Code, Collapse, List, Paper, Stack, Text, Title } from '@mantine/core';

import { diagnosticsCopy } from '../copy';

const copy = diagnosticsCopy.instructions;

/** The provider settings an administrator must make (spec §9 'Required provider settings'). */
export function ConfigInstructions({ origin }: { origin: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={`${panelId}-heading`}>
      <Title order={2} size="h3" id={`${panelId}-heading`}>
        {copy.heading}
      </Title>
      <Button
        variant="default"
        w="fit-content"
        maw="100%"
        // The long label wraps on a small phone instead of running off the screen.
        h="auto"
        mih={44}
        py={8}
        styles={{ label: { whiteSpace: 'normal' } }}
        aria-expanded={open}
        aria-controls={panelId}
        rightSection={
          open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
        }
        onClick={() => setOpen((value) => !value)}
      >
        {open ? copy.hide : copy.show}
      </Button>
      <Collapse expanded={open} id={panelId}>
        <Paper withBorder radius="md" p="md">
          <Text>{copy.intro}</Text>
          <List type="ordered" mt="sm" spacing="sm">
            <List.Item>{copy.openSettings}</List.Item>
            <List.Item>
              {copy.siteUrl} <Code>{origin}</Code>
            </List.Item>
            <List.Item>
              {copy.redirectUrls}
              <List withPadding mt={4} spacing={2}>
                {['/welcome', '/dashboard', '/**'].map((path) => (
                  <List.Item key={path}>
                    <Code>{`${origin}${path}`}</Code>
                  </List.Item>
                ))}
              </List>
            </List.Item>
            <List.Item>{copy.confirmEmail}</List.Item>
            <List.Item>{copy.template}</List.Item>
          </List>
          <Text size="sm" c="dimmed" mt="sm">
            {copy.origin} <Code>{origin}</Code>
          </Text>
        </Paper>
      </Collapse>
    </Stack>
  );
}
