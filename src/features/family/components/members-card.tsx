import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Avatar, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';

import { showToast } from '@/components/toast';
import { formatDate } from '@/lib/format';

import {
  createInvite,
  removeMember,
  revokeInvite,
  type FamilyMember,
  type MemberRole,
  type MyFamily,
} from '../api/family-api';
import { familyCopy as copy } from '../copy';
import { groupCode, inviteLink } from '../rules/invite-code';

type Props = { family: MyFamily & { family: { id: string; name: string } }; onChange: () => void };

async function run(action: () => Promise<unknown>, done: string, onChange: () => void) {
  try {
    await action();
    showToast(done, '', 'success');
    onChange();
  } catch (e) {
    showToast(copy.errors.generic, (e as Error).message, 'error');
  }
}

/** Who is in the family; guardians also remove members and manage invites. */
export function MembersCard({ family, onChange }: Props) {
  const guardian = family.me?.role === 'guardian';
  const [confirming, setConfirming] = useState<FamilyMember | null>(null);
  const leaving = confirming?.is_me === true;
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {family.family.name}
        </Title>
        <Text fw={700}>{copy.members.heading}</Text>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {family.members.map((member) => (
            <Group key={member.user_id} component="li" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Avatar
                  name={member.display_name}
                  color="slantis"
                  variant="filled"
                  radius="xl"
                  aria-hidden
                />
                <div>
                  <Text fw={600}>
                    {member.display_name}
                    {member.is_me && (
                      <Badge ml="xs" size="sm" variant="filled">
                        {copy.members.me}
                      </Badge>
                    )}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {member.role === 'guardian' ? copy.members.guardian : copy.members.child}
                  </Text>
                </div>
              </Group>
              {(member.is_me || guardian) && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setConfirming(member)}
                  aria-label={
                    member.is_me
                      ? copy.members.leave
                      : `${copy.members.remove} ${member.display_name}`
                  }
                >
                  {member.is_me ? copy.members.leave : copy.members.remove}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
        {guardian && <Invites family={family} onChange={onChange} />}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={leaving ? copy.members.leave : copy.members.remove}
        centered
      >
        <Stack>
          <Text>
            {leaving
              ? copy.members.confirmLeave
              : copy.members.confirmRemove(confirming?.display_name ?? '')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {copy.members.cancel}
            </Button>
            <Button
              color="red"
              onClick={() => {
                const member = confirming;
                setConfirming(null);
                if (member)
                  void run(
                    () => removeMember(family.family.id, member.user_id),
                    copy.members.removed,
                    onChange,
                  );
              }}
            >
              {copy.members.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function Invites({ family, onChange }: Props) {
  const invite = (role: MemberRole) =>
    run(() => createInvite(family.family.id, role), copy.invites.heading, onChange);
  const copyLink = async (code: string) => {
    await navigator.clipboard?.writeText(inviteLink(window.location.origin, code));
    showToast(copy.invites.copied, '', 'success');
  };
  return (
    <Stack gap="xs" mt="sm">
      <Text fw={700}>{copy.invites.heading}</Text>
      {family.invites.length === 0 && <Text c="dimmed">{copy.invites.none}</Text>}
      {family.invites.map((item) => (
        <Card key={item.id} withBorder padding="sm" data-testid="invite">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {item.member_role === 'child' ? copy.invites.forChild : copy.invites.forGuardian} ·{' '}
              {copy.invites.validUntil(formatDate(item.expires_at))}
            </Text>
            <Text ff="monospace" fz={24} fw={800} data-testid="invite-code">
              {groupCode(item.code)}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCopy size={16} aria-hidden />}
                onClick={() => void copyLink(item.code)}
              >
                {copy.invites.copyLink}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => void run(() => revokeInvite(item.id), copy.invites.revoke, onChange)}
              >
                {copy.invites.revoke}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
      <Text size="sm">{copy.invites.how}</Text>
      <Group>
        <Button variant="light" onClick={() => void invite('child')}>
          {copy.invites.child}
        </Button>
        <Button variant="default" onClick={() => void invite('guardian')}>
          {copy.invites.guardian}
        </Button>
      </Group>
    </Stack>
  );
}
