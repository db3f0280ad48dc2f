import { IconRefresh } from '@tabler/icons-react';
import { Avatar, Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';

import { nicknameInitials } from '@/lib/nicknames';

import { competitionCopy } from '../copy';
import { AVATAR_COLORS } from './leaderboard-row';

const copy = competitionCopy.nickname;

type Props = {
  suggestions: readonly string[];
  value: string | null;
  onChange: (nickname: string) => void;
  onMore: () => void;
  disabled?: boolean;
};

/**
 * A few nickname suggestions as radio cards, and 'Nya förslag' for another few. There is no
 * text field on purpose: a nickname is always one of the server's words.
 */
export function NicknamePicker({ suggestions, value, onChange, onMore, disabled = false }: Props) {
  return (
    <Stack gap="sm">
      <Radio.Group
        name="nickname"
        label={copy.label}
        value={value}
        onChange={onChange}
        labelProps={{ mb: 'xs' }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {suggestions.map((nickname) => (
            <Radio.Card
              key={nickname}
              value={nickname}
              radius="lg"
              p="sm"
              mih={52}
              disabled={disabled}
              data-nickname={nickname}
            >
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Avatar
                  name={nickname}
                  color="initials"
                  allowedInitialsColors={AVATAR_COLORS}
                  radius="xl"
                  size={32}
                  aria-hidden
                >
                  {nicknameInitials(nickname)}
                </Avatar>
                <Text fw={700}>{nickname}</Text>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Group>
        <Button
          variant="subtle"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={onMore}
          disabled={disabled}
          mih={44}
        >
          {copy.more}
        </Button>
      </Group>
    </Stack>
  );
}
