import { IconArrowRight } from '@tabler/icons-react';
import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { useOnline } from '@/hooks/use-online';

import type { CalendarItem } from '../api/money-year-api';
import { calendarCopy, moneyYearCopy as copy } from '../copy';
import { useMoneyYear } from '../hooks/use-money-year';
import { orderCalendar } from '../rules/calendar';
import { CalendarIcon } from './calendar-icon';
import { LoadState } from './load-state';
import { PersonalLine } from './personal-line';

/**
 * /pengaaret: the Swedish money year for the signed-in teen. The dates and what concerns the
 * teen come from the server (the birth date never reaches the app); the texts are copy.ts.
 */
export function MoneyYearPage() {
  const online = useOnline();
  const { state, reload } = useMoneyYear(online);

  if (!online) return <Alert color="gray">{copy.offline}</Alert>;
  if (state.status !== 'ready') return <LoadState state={state} reload={reload} copy={copy} />;
  const { forYou, later } = orderCalendar(state.data.items);
  return (
    <Stack gap="xl">
      <Text>{state.data.age === null ? copy.noAge : copy.age(state.data.age)}</Text>
      <CalendarSection id="for-you" title={copy.forYou} items={forYou} />
      <CalendarSection id="later" title={copy.later} items={later} />
    </Stack>
  );
}

function CalendarSection({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: CalendarItem[];
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="h3" id={id} mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {items.map((item) => (
          <CalendarCard key={item.key} item={item} />
        ))}
      </SimpleGrid>
    </section>
  );
}

function CalendarCard({ item }: { item: CalendarItem }) {
  const text = calendarCopy[item.key];
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={text.title}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <CalendarIcon itemKey={item.key} />
          <div>
            <Title order={3} fz="h4">
              {text.title}
            </Title>
            <Text size="sm" c="dimmed">
              {text.when}
            </Text>
          </div>
        </Group>
        <Text>{text.summary}</Text>
        <PersonalLine item={item} />
        <LinkButton
          to="/pengaaret/$item"
          params={{ item: item.key }}
          variant="light"
          mt="auto"
          rightSection={<IconArrowRight size={18} aria-hidden />}
          aria-label={`${copy.open}: ${text.title}`}
        >
          {copy.open}
        </LinkButton>
      </Stack>
    </Card>
  );
}
