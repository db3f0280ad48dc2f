import {
  IconChartBar,
  IconChecklist,
  IconPigMoney,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { familyCopy } from '../copy';

const copy = familyCopy.parentHome.tools;

const TOOLS: { key: keyof Omit<typeof copy, 'heading'>; icon: Icon; color: string }[] = [
  { key: 'task', icon: IconChecklist, color: 'ember' },
  { key: 'goal', icon: IconPigMoney, color: 'teal' },
  { key: 'invite', icon: IconUserPlus, color: 'blue' },
  { key: 'insights', icon: IconChartBar, color: 'violet' },
];

/** The parent's own tools on her home: each opens the family page where the form lives. */
export function ParentTools() {
  return (
    <section aria-labelledby="parent-tools-heading">
      <Title order={2} size="h3" mb="sm" id="parent-tools-heading">
        {copy.heading}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {TOOLS.map(({ key, icon: ToolIcon, color }) => (
          <Card
            key={key}
            component={Link}
            to="/familj"
            withBorder
            padding="md"
            className="parent-tool"
            aria-label={copy[key].title}
          >
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" color={color} radius="xl" size="lg" aria-hidden>
                  <ToolIcon size={20} />
                </ThemeIcon>
                <Text fw={700}>{copy[key].title}</Text>
              </Group>
              <Text size="sm" c="dimmed">
                {copy[key].text}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
