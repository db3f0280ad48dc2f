import { Badge, Card, SimpleGrid, Stack, Text, useMantineTheme } from '@mantine/core';

import type { InfoBlock, RarityName } from '../../content-types';
import classes from '../marketing.module.css';

type Props = Omit<Extract<InfoBlock, { kind: 'rarities' }>, 'kind'>;

const FALLBACK: Record<RarityName, string> = {
  common: 'gray',
  rare: 'blue',
  epic: 'violet',
  legendary: 'yellow',
};

/** Mantine's light yellow text is too pale on its own background (WCAG AA): a darker gold. */
const TEXT: Partial<Record<RarityName, string>> = {
  legendary: 'light-dark(#7a5000, var(--mantine-color-yellow-4))',
};

/** The four badge rarities in the theme's rarity colours (DESIGN.md), with what each takes. */
export function RarityList({ items }: Props) {
  const theme = useMantineTheme();
  const colors = (theme.other.rarity ?? FALLBACK) as Record<RarityName, string>;
  return (
    <SimpleGrid component="ul" cols={{ base: 1, xs: 2 }} spacing="md" className={classes.plainList}>
      {items.map((item) => (
        <Card component="li" key={item.rarity} padding="md">
          <Stack gap={6} align="flex-start">
            <Badge color={colors[item.rarity]} c={TEXT[item.rarity]} variant="light" size="lg">
              {item.label}
            </Badge>
            <Text fw={700}>{item.count}</Text>
            <Text size="sm">{item.text}</Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
