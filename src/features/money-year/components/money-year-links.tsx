import {
  IconCalendarEvent,
  IconCoins,
  IconReportAnalytics,
  IconShieldLock,
} from '@tabler/icons-react';
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

const ALLOWANCE = {
  to: '/veckopeng',
  title: copy.links.allowance,
  text: copy.links.allowanceText,
  icon: IconCoins,
  color: 'yellow',
} as const;

/**
 * Cards to the money year, the scam drills and the monthly report: in the learning area, and on a
 * teen's home with the allowance too (`home`; issue 41 §6).
 */
export function MoneyYearLinks({ home = false }: { home?: boolean }) {
  const links = home ? [...LINKS, ALLOWANCE] : LINKS;
  const id = home ? 'dina-verktyg' : 'mer-for-dig';
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="h3" id={id} mb="sm">
        {home ? copy.links.homeHeading : copy.links.heading}
      </Title>
      <SimpleGrid cols={home ? { base: 1, xs: 2 } : { base: 1, sm: 3 }} spacing="md">
        {links.map(({ to, title, text, icon: Icon, color }) => (
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
