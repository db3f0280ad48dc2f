import { IconMail, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';

import { supportCopy } from '../copy';
import { useAnswerPromise } from '../hooks/use-answer-promise';
import { useNow } from '../hooks/use-now';
import { channelState, PHONE_HOURS } from '../rules/opening-hours';
import classes from './support.module.css';

const copy = supportCopy.channels;

function Channel({
  icon,
  title,
  hours,
  status,
  children,
}: {
  icon: ReactNode;
  title: string;
  hours: string;
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.card}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" variant="light" color="slantis">
            {icon}
          </ThemeIcon>
          <div>
            <Title order={3} fz="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {hours}
            </Text>
          </div>
        </Group>
        {status}
        {children}
      </Stack>
    </Paper>
  );
}

/** Phone, e-mail and chat (spec §2, §9), with whether each is open right now in Sweden. */
export function ContactChannels({ formHref = '#kontaktformular' }: { formHref?: string }) {
  const promised = useAnswerPromise();
  const phone = channelState(PHONE_HOURS, useNow());
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Channel
        icon={<IconPhone size={22} aria-hidden />}
        title={copy.phone.title}
        hours={copy.phone.hours}
        status={
          <Badge
            variant="filled"
            color={phone.open ? 'slantis' : 'gray.7'}
            data-testid="phone-status"
          >
            {phone.open ? copy.open : copy.closed(phone.next)}
          </Badge>
        }
      >
        <Anchor href={copy.phone.href} fw={600}>
          {copy.phone.action}
        </Anchor>
      </Channel>
      <Channel
        icon={<IconMail size={22} aria-hidden />}
        title={copy.email.title}
        hours={copy.email.hours(promised)}
        status={
          <Badge variant="filled" color="slantis">
            {copy.always}
          </Badge>
        }
      >
        <Anchor href={copy.email.href} fw={600}>
          {copy.email.action}
        </Anchor>
      </Channel>
      <Channel
        icon={<IconMessageCircle size={22} aria-hidden />}
        title={copy.chat.title}
        hours={copy.chat.hours}
        status={
          <Badge variant="filled" color="gray.7">
            {copy.chat.soon}
          </Badge>
        }
      >
        <Text size="sm">{copy.chat.note(promised)}</Text>
        <Anchor href={formHref} fw={600}>
          {copy.chat.action}
        </Anchor>
      </Channel>
    </SimpleGrid>
  );
}
