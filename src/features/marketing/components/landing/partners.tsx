import { IconBrandOpenSource, IconUsers } from '@tabler/icons-react';
import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { TextLink } from '@/components/link-button';

import { landingCopy } from '../../copy/landing';
import { PageSection } from '../shared/page-section';

const copy = landingCopy.partners;

/**
 * The spec's 'we cooperate with' list, told honestly: what Slantis is built on today, and the
 * partners it wants – clearly labelled as an ambition. No logos of companies it has no deal with.
 */
export function Partners() {
  return (
    <PageSection heading={copy.heading} intro={copy.intro}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card>
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <IconBrandOpenSource size={26} aria-hidden />
              <Title order={3} size="h4">
                {copy.builtWith.heading}
              </Title>
            </Group>
            <List spacing={6}>
              {copy.builtWith.items.map((item) => (
                <List.Item key={item.name}>
                  <Text component="span" fw={700}>
                    {item.name}
                  </Text>
                  {` – ${item.text}`}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Card>
        <Card>
          <Stack gap="sm" align="flex-start">
            <Group gap="sm" wrap="nowrap">
              <IconUsers size={26} aria-hidden />
              <Title order={3} size="h4">
                {copy.ambition.heading}
              </Title>
              <Badge variant="light" color="ember">
                {copy.ambition.label}
              </Badge>
            </Group>
            <List spacing={6}>
              {copy.ambition.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
            <TextLink to="/kontakt" fw={600}>
              {copy.ambition.contact}
            </TextLink>
          </Stack>
        </Card>
      </SimpleGrid>
    </PageSection>
  );
}
