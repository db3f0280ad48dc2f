import copy from 'virtual:page/services';
import { SimpleGrid, Stack, Text } from '@mantine/core';

import classes from '../marketing.module.css';
import { JoinPromo } from '../shared/join-promo';
import { PageHero } from '../shared/page-hero';
import { ServiceCard } from './service-card';

/** /vara-tjanster (spec §2): every service with its badges, its page and its course. */
export function ServicesPage() {
  return (
    <Stack gap={48}>
      <PageHero page="services">
        <Stack gap={2}>
          <Text size="sm">{copy.accessHelp.public}</Text>
          <Text size="sm">{copy.accessHelp.member}</Text>
        </Stack>
      </PageHero>
      <SimpleGrid
        component="ul"
        aria-label={copy.listLabel}
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        className={classes.plainList}
      >
        {copy.items.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <JoinPromo />
      </SimpleGrid>
    </Stack>
  );
}
