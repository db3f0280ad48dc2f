import { IconAlertTriangle, IconBulb, IconCurrencyKroneSwedish } from '@tabler/icons-react';
import { Alert, Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import type { Block } from '@/content';

import { learningCopy } from '../copy';
import classes from './learning.module.css';

/** A lesson's body: paragraphs, h3 headings, lists, worked examples, tips, warnings, steps. */
export function LessonBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <Stack gap="md">
      {blocks.map((block, index) => (
        <LessonBlock key={index} block={block} />
      ))}
    </Stack>
  );
}

function LessonBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text size="md" lh={1.7}>
          {block.text}
        </Text>
      );
    case 'heading':
      return (
        <Title order={3} size="h4" mt="sm">
          {block.text}
        </Title>
      );
    case 'list':
      return (
        <List spacing={6} lh={1.6} withPadding>
          {block.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      );
    case 'example':
      return (
        <Paper withBorder radius="lg" p="md" className={classes.example}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon color="ember" variant="filled" size={40} radius="xl" aria-hidden>
              <IconCurrencyKroneSwedish size={24} />
            </ThemeIcon>
            <Stack gap={4}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                {learningCopy.player.exampleLabel}
              </Text>
              <Text fw={700}>{block.title}</Text>
              <Text lh={1.6}>{block.text}</Text>
            </Stack>
          </Group>
        </Paper>
      );
    case 'tip':
      return (
        <Alert
          variant="light"
          color="slantis"
          radius="lg"
          title={learningCopy.player.tipLabel}
          icon={<IconBulb aria-hidden />}
        >
          <Text size="md" lh={1.6}>
            {block.text}
          </Text>
        </Alert>
      );
    case 'warning':
      return (
        <Alert
          variant="light"
          color="orange"
          radius="lg"
          title={learningCopy.player.warningLabel}
          icon={<IconAlertTriangle aria-hidden />}
        >
          <Text size="md" lh={1.6}>
            {block.text}
          </Text>
        </Alert>
      );
    case 'steps':
      return <StepsBlock items={block.items} />;
  }
}

function StepsBlock({ items }: { items: { title: string; text: string }[] }) {
  return (
    <Box
      component="ol"
      aria-label={learningCopy.player.stepsLabel}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((step, index) => (
        <Box component="li" key={step.title} style={{ display: 'flex', gap: 14 }}>
          <Stack gap={0} align="center">
            <span className={classes.stepNumber} aria-hidden>
              {index + 1}
            </span>
            {index < items.length - 1 && <span className={classes.stepRail} />}
          </Stack>
          <Paper withBorder radius="lg" p="md" mb="md" style={{ flex: 1 }}>
            <Text fw={700}>{step.title}</Text>
            <Text lh={1.6} mt={4}>
              {step.text}
            </Text>
          </Paper>
        </Box>
      ))}
    </Box>
  );
}
