import { IconAlertTriangle } from '@tabler/icons-react';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { supportCopy } from '../copy';
import classes from './support.module.css';

const copy = supportCopy.urgent;

/** What to do right away when something is urgent (spec §2 urgent-problem box). */
export function UrgentBox() {
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      className={classes.urgent}
      component="section"
      aria-labelledby="bradskande"
    >
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="xl" color="red.8" variant="filled">
          <IconAlertTriangle size={22} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="h3" id="bradskande">
          {copy.heading}
        </Title>
      </Group>
      <Stack gap="sm">
        {copy.items.map((item) => (
          <div key={item.title}>
            <Text fw={700}>{item.title}</Text>
            <Text>{item.text}</Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
