import { IconArrowLeft, IconBook, IconBulb, IconExternalLink } from '@tabler/icons-react';
import { Alert, Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { courseLink } from '@/content';
import { useOnline } from '@/hooks/use-online';
import { useAuthStore } from '@/stores/auth-store';

import type { CalendarKey } from '../api/money-year-api';
import { calendarCopy, moneyYearCopy as copy } from '../copy';
import { useMoneyYear } from '../hooks/use-money-year';
import { CalendarIcon } from './calendar-icon';
import { PersonalLine } from './personal-line';

export const isCalendarKey = (value: string): value is CalendarKey => value in calendarCopy;

/**
 * /pengaaret/<item>: one item of the money year on one screen — what it is, the teen's own date
 * (when online), the sources and the lesson that goes deeper. The text works offline.
 */
export function MoneyYearItem({ itemKey }: { itemKey: string }) {
  const online = useOnline();
  const known = isCalendarKey(itemKey);
  // A guardian's own dates are not the item's point (her children's are on /pengaaret).
  const teen = useAuthStore((store) => store.user?.role !== 'foralder');
  const { state } = useMoneyYear(online && known && teen);
  if (!known) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="gray">{copy.notFound}</Alert>
        <BackLink />
      </Stack>
    );
  }
  const text = calendarCopy[itemKey];
  const item =
    state.status === 'ready'
      ? state.data.items.find((candidate) => candidate.key === itemKey)
      : undefined;
  const lesson = courseLink(text.lesson.courseId);
  return (
    <Stack gap="lg" maw={720}>
      <BackLink />
      <Card withBorder radius="lg" padding="xl" component="article">
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <CalendarIcon itemKey={itemKey} size={56} />
            <div>
              <Title order={1}>{text.title}</Title>
              <Text c="dimmed">{text.when}</Text>
            </div>
          </Group>
          {item && <PersonalLine item={item} />}
          {text.body.map((paragraph) => (
            <Text key={paragraph} lh={1.65}>
              {paragraph}
            </Text>
          ))}
          {text.tip && (
            <Alert color="orange" variant="light" icon={<IconBulb aria-hidden />}>
              {text.tip}
            </Alert>
          )}
          <section aria-labelledby="kallor">
            <Title order={3} fz="h5" id="kallor" mb={4}>
              {copy.sources}
            </Title>
            <List size="sm" spacing={4}>
              {text.sources.map((source) => (
                <List.Item key={source.url}>
                  <Anchor href={source.url} target="_blank" rel="noopener noreferrer">
                    {source.name}
                    <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4 }} />
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </section>
          {itemKey === 'fyller-18' && (
            <LinkButton to="/du-ar-18" variant="light" style={{ alignSelf: 'flex-start' }}>
              {copy.handover}
            </LinkButton>
          )}
          <LinkButton
            to={lesson.to}
            search={{ ...lesson.search, lektion: text.lesson.lessonId }}
            leftSection={<IconBook size={18} aria-hidden />}
            size="md"
            style={{ alignSelf: 'flex-start' }}
          >
            {copy.toLesson(text.lesson.title)}
          </LinkButton>
        </Stack>
      </Card>
    </Stack>
  );
}

function BackLink() {
  return (
    <LinkButton
      to="/pengaaret"
      variant="subtle"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      px={0}
      style={{ alignSelf: 'flex-start' }}
    >
      {copy.back}
    </LinkButton>
  );
}
