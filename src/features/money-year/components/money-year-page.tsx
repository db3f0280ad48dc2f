import { IconArrowRight } from '@tabler/icons-react';
import { Alert, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { useOnline } from '@/hooks/use-online';

import type { CalendarItem, ChildMoneyYear } from '../api/money-year-api';
import { calendarCopy, moneyYearCopy as copy } from '../copy';
import { useChildrenMoneyYear, useMoneyYear } from '../hooks/use-money-year';
import { orderCalendar } from '../rules/calendar';
import { CalendarIcon } from './calendar-icon';
import { LoadState } from './load-state';
import { childLine, PersonalLine } from './personal-line';

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

/**
 * /pengaaret for a guardian: each child's money year, one tab per child when there are several
 * (the server sends it for children under 18 only; from 18 the child decides).
 */
export function ChildrenMoneyYearPage() {
  const online = useOnline();
  const { state, reload } = useChildrenMoneyYear(online);
  const parent = copy.parent;

  if (!online) return <Alert color="gray">{parent.offline}</Alert>;
  if (state.status !== 'ready') return <LoadState state={state} reload={reload} copy={parent} />;
  const children = state.data;
  if (children.length === 0) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="gray">{parent.none}</Alert>
        <LinkButton to="/familj" variant="light">
          {parent.toFamily}
        </LinkButton>
      </Stack>
    );
  }
  if (children.length === 1) return <ChildYear child={children[0]!} />;
  return (
    <Tabs defaultValue={children[0]!.childId} keepMounted={false}>
      <Tabs.List aria-label={parent.children} mb="lg">
        {children.map((child) => (
          <Tabs.Tab key={child.childId} value={child.childId} fz="md">
            {child.firstName}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {children.map((child) => (
        <Tabs.Panel key={child.childId} value={child.childId}>
          <ChildYear child={child} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function ChildYear({ child }: { child: ChildMoneyYear }) {
  const name = child.firstName;
  const year = child.moneyYear;
  if (!year) return <Alert color="gray">{copy.parent.adult(name)}</Alert>;
  const { forYou, later } = orderCalendar(year.items);
  const section = (id: string, title: string, items: CalendarItem[]) => (
    <CalendarSection
      id={`${id}-${child.childId}`}
      title={title}
      items={items}
      card={(item) => (
        <CalendarCard
          key={item.key}
          item={item}
          text={{ ...calendarCopy[item.key], ...copy.parent.items[item.key] }}
          line={childLine(item, name)}
        />
      )}
    />
  );
  return (
    <Stack gap="xl">
      <Text>{year.age === null ? copy.parent.noAge(name) : copy.parent.age(name, year.age)}</Text>
      {section('for-child', copy.parent.forChild(name), forYou)}
      {section('later', copy.later, later)}
    </Stack>
  );
}

function CalendarSection({
  id,
  title,
  items,
  card = (item) => <CalendarCard key={item.key} item={item} />,
}: {
  id: string;
  title: string;
  items: CalendarItem[];
  card?: (item: CalendarItem) => React.ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="h3" id={id} mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {items.map(card)}
      </SimpleGrid>
    </section>
  );
}

function CalendarCard({
  item,
  text = calendarCopy[item.key],
  line,
}: {
  item: CalendarItem;
  text?: { title: string; when: string; summary: string };
  /** The personal line in other words than the teen's own (a guardian's); default the teen's. */
  line?: string | null;
}) {
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
        {line === undefined ? (
          <PersonalLine item={item} />
        ) : (
          line && (
            <Text fw={600} c="teal.8" data-testid="personal-line">
              {line}
            </Text>
          )
        )}
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
