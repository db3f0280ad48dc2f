import { IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { familyCopy } from '../copy';

const copy = familyCopy.parentHome.welcome;

/** A guardian with no child linked yet: what the home will show, and how to link a child. */
export function WelcomeParentCard() {
  return (
    <Card withBorder padding="lg" data-testid="welcome-parent">
      <Stack gap="md" maw={640}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size={48} aria-hidden>
            <IconUsers size={26} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {copy.title}
          </Title>
        </Group>
        <Text>{copy.text}</Text>
        <List type="ordered" spacing="xs">
          {copy.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        <Button component={Link} to="/familj" size="md" w="fit-content">
          {copy.button}
        </Button>
      </Stack>
    </Card>
  );
}
