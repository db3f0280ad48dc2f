import { IconClock, IconUserQuestion } from '@tabler/icons-react';
import { Avatar, Button, Group, Text } from '@mantine/core';

import type { Friend } from '../api/friends-api';
import { friendsCopy } from '../copy';
import { FriendMenu, friendName, type FriendMenuAction } from './friend-card';
import classes from './friends.module.css';

const copy = friendsCopy.requests;

type Props = {
  friend: Friend;
  pending: string | null;
  onAnswer: (friend: Friend, accept: boolean) => void;
  onWithdraw: (friend: Friend) => void;
  onAction: (action: FriendMenuAction, friend: Friend) => void;
};

/** A request: to answer (incoming), waiting for an answer (outgoing) or for guardians. */
export function RequestItem({ friend, pending, onAnswer, onWithdraw, onAction }: Props) {
  const name = friendName(friend);
  const incoming = friend.status === 'requested' && friend.direction === 'incoming';
  const title =
    friend.status === 'requested' ? (incoming ? copy.incoming(name) : copy.outgoing(name)) : name;
  const detail =
    friend.status === 'awaiting_guardians' && friend.waitingFor
      ? friendsCopy.waiting[friend.waitingFor]
      : incoming
        ? null
        : copy.outgoingWait;
  return (
    <li className={classes.friend} data-testid="friend-request">
      <Avatar radius="xl" size={44} color="gray" aria-hidden>
        {friend.status === 'requested' ? <IconUserQuestion size={22} /> : <IconClock size={22} />}
      </Avatar>
      <div className={classes.who}>
        <Text fw={700}>{title}</Text>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
        {incoming && (
          <Group gap="xs" mt={6}>
            <Button
              size="sm"
              h={40}
              loading={pending === `answer:${friend.id}`}
              onClick={() => onAnswer(friend, true)}
            >
              {copy.accept}
            </Button>
            <Button size="sm" h={40} variant="default" onClick={() => onAnswer(friend, false)}>
              {copy.decline}
            </Button>
          </Group>
        )}
        {friend.status === 'requested' && !incoming && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            px={0}
            mt={4}
            onClick={() => onWithdraw(friend)}
          >
            {copy.withdraw}
          </Button>
        )}
      </div>
      <FriendMenu friend={friend} onAction={onAction} />
    </li>
  );
}
