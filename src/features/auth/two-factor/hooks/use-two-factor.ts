import { useCallback } from 'react';

import { useRemote } from '@/hooks/use-remote';

import { twoFactorStatus } from '../api/two-factor-api';

/** Whether the signed-in person has two-factor on, and whether this session still needs the code. */
export function useTwoFactorStatus() {
  const load = useCallback(() => twoFactorStatus(), []);
  return useRemote(load);
}
