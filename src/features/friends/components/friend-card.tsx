import {
  IconAward,
  IconBan,
  IconDots,
  IconFlag,
  IconFlame,
  IconHeartHandshake,
  IconTrash,
} from '@tabler/icons-react';
import { ActionIcon, Avatar, Group, Menu, Text } from '@mantine/core';

import type { Friend } from '../api/friends-api';
import { friendsCopy } from '../copy';
import classes from './friends.module.css';

const copy = friendsCopy.list;

export const friendName = (friend: Friend): string => friend.nickname ?? copy.noNickname;

export type FriendMenuAction = 'remove' | 'block' | 'report';

type Props = { friend: Friend; onAction: (action: FriendMenuAction, friend: Friend) => void };

/** An active friend: nickname, level, check-in streak, badges and the shared sparkompis streak. */
export function FriendCard({ friend, onAction }: Props) {
  const name = friendName(friend);
  return (
    <li className={classes.friend} data-testid="friend">
      <Avatar name={name} color="initials" radius="xl" size={44} aria-hidden />
      <div className={classes.who}>
        <Text fw={700} truncate>
          {name}
        </Text>
        <Group gap={10} wrap="wrap" className={classes.meta}>
          <span>{copy.level(friend.level ?? 1)}</span>
          <span className={classes.metaItem}>
            <IconFlame size={15} aria-hidden color="var(--mantine-color-ember-7)" />
            {copy.streak(friend.streak ?? 0)}
          </span>
          <span className={classes.metaItem}>
            <IconAward size={15} aria-hidden color="var(--mantine-color-violet-6)" />
            {copy.badges(friend.badgeCount ?? 0)}
          </span>
        </Group>
        {friend.friendStreak ? (
          <span className={classes.buddy}>
            <IconHeartHandshake size={16} aria-hidden />
            {copy.buddy(friend.friendStreak)}
          </span>
        ) : (
          <Text size="xs" c="dimmed" mt={4} className={classes.metaItem}>
            <IconHeartHandshake size={14} aria-hidden />
            {copy.buddyStart}
          </Text>
        )}
      </div>
      <FriendMenu friend={friend} onAction={onAction} />
    </li>
  );
}

/** Ta bort, Blockera, Anmäl: one tap each (remove and block then confirm). */
export function FriendMenu({ friend, onAction }: Props) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={44}
          radius="xl"
          aria-label={copy.actions(friendName(friend))}
        >
          <IconDots size={22} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onAction('remove', friend)}
        >
          {friendsCopy.remove.action}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconBan size={16} aria-hidden />}
          onClick={() => onAction('block', friend)}
        >
          {friendsCopy.block.action}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconFlag size={16} aria-hidden />}
          onClick={() => onAction('report', friend)}
        >
          {friendsCopy.report.action}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
