import { IconMail, IconPhoneCall } from '@tabler/icons-react';
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
import { CALLBACK_HOURS, channelState } from '../rules/opening-hours';
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

/**
 * The two ways to reach a person (spec §2, §9; issue 41 §3): a call-back at a time the person
 * picks (the form is #ring-upp, on the same page), with whether we call right now in Sweden, and
 * e-mail, which becomes a ticket. No phone number to dial and no chat: we have neither.
 */
export function ContactChannels() {
  const promised = useAnswerPromise();
  const calling = channelState(CALLBACK_HOURS, useNow());
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Channel
          icon={<IconPhoneCall size={22} aria-hidden />}
          title={copy.callback.title}
          hours={copy.callback.hours}
          status={
            <Badge
              variant="filled"
              color={calling.open ? 'slantis' : 'gray.7'}
              data-testid="callback-status"
            >
              {calling.open ? copy.open : copy.closed(calling.next)}
            </Badge>
          }
        >
          <Text size="sm">{copy.callback.text}</Text>
          <Anchor href="#ring-upp" fw={600}>
            {copy.callback.action}
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
          <Text size="sm">{copy.email.text}</Text>
          <Anchor href={copy.email.href} fw={600}>
            {copy.email.action}
          </Anchor>
        </Channel>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {copy.noChat}
      </Text>
    </Stack>
  );
}
