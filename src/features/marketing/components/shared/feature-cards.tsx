import { IconArrowRight } from '@tabler/icons-react';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { TextLink } from '@/components/link-button';

import type { SitePath } from '../../content-types';
import { FeatureIcon, type IconName } from './icons';

export type FeatureCardItem = {
  icon: IconName;
  title: string;
  text: string;
  link?: { label: string; to: SitePath };
};

/** Cards side by side on wide screens, stacked on phones; each title is an h3. */
export function FeatureCards({ items }: { items: readonly FeatureCardItem[] }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, md: items.length >= 3 ? 3 : 2 }}
      spacing="lg"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((item) => (
        <Card component="li" key={item.title}>
          <Stack gap="sm" h="100%">
            <FeatureIcon name={item.icon} />
            <Title order={3} size="h4">
              {item.title}
            </Title>
            <Text style={{ flex: 1 }}>{item.text}</Text>
            {item.link && (
              <TextLink to={item.link.to} fw={600}>
                {item.link.label}
                <IconArrowRight
                  size={16}
                  aria-hidden
                  style={{ marginLeft: 6, verticalAlign: '-0.15em' }}
                />
              </TextLink>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
