import { IconLock } from '@tabler/icons-react';
import { Group, Stack, Text } from '@mantine/core';

import { useAuthStore } from '@/stores/auth-store';

import { goalsCopy } from '../copy';
import { PlanLink } from './plan-link';

const copy = goalsCopy.locked;

/**
 * Why a goal is read-only: it is beyond Basic's 5 active goals after the family's Familj ended.
 * A teen is told to ask a parent; a guardian gets the way to the family's plan.
 */
export function LockedGoalNote() {
  const guardian = useAuthStore((state) => state.user?.role === 'foralder');
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconLock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">{guardian ? copy.textGuardian : copy.text}</Text>
      </Group>
      {guardian && <PlanLink />}
    </Stack>
  );
}
