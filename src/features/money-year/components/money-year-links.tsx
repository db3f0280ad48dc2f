import { IconCalendarEvent, IconReportAnalytics, IconShieldLock } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { moneyYearCopy as copy } from '../copy';
import classes from './money-year.module.css';

function CardAnchor({ children, ...props }: React.ComponentPropsWithRef<'a'>) {
  return (
    <a {...props} className={classes.cardLink}>
      {children}
    </a>
  );
}
const CardLink = createLink(CardAnchor);

const LINKS = [
  {
    to: '/pengaaret',
    title: copy.links.moneyYear,
    text: copy.links.moneyYearText,
    icon: IconCalendarEvent,
    color: 'teal',
  },
  {
    to: '/bedragerier',
    title: copy.links.drills,
    text: copy.links.drillsText,
    icon: IconShieldLock,
    color: 'red',
  },
  {
    to: '/rapport',
    title: copy.links.report,
    text: copy.links.reportText,
    icon: IconReportAnalytics,
    color: 'orange',
  },
] as const;

/** Cards to the money year, the scam drills and the monthly report (the learning area). */
export function MoneyYearLinks() {
  return (
    <section aria-labelledby="mer-for-dig">
      <Title order={2} fz="h3" id="mer-for-dig" mb="sm">
        {copy.links.heading}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {LINKS.map(({ to, title, text, icon: Icon, color }) => (
          <CardLink key={to} to={to} preload="intent">
            <Card withBorder radius="lg" padding="md" h="100%">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon size={40} radius="xl" variant="light" color={color} aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={700}>{title}</Text>
                  <Text size="sm" c="dimmed">
                    {text}
                  </Text>
                </Stack>
              </Group>
            </Card>
          </CardLink>
        ))}
      </SimpleGrid>
    </section>
  );
}
