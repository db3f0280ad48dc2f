import { dayKey } from '@/lib/dates';

import type { AccessType } from '../api/profile-api';

export { deviceLabel } from '@/lib/device-label';

export const ACCESS_LABELS: Record<AccessType, string> = {
  VIEW: 'Visad',
  UPDATE: 'Uppdaterad',
  CREATE: 'Skapad',
  UNAUTHORIZED_ATTEMPT: 'Obehörig',
  ACCESS_DENIED: 'Nekad',
};

export const ACCESS_COLORS: Record<AccessType, string> = {
  VIEW: 'blue.9',
  UPDATE: 'teal.9',
  CREATE: 'grape.9',
  UNAUTHORIZED_ATTEMPT: 'red.9',
  ACCESS_DENIED: 'orange.9',
};

/** From the third unauthorised attempt in a session, warn about suspension (spec §6). */
export const SUSPENSION_WARNING_FROM = 3;
export const shouldWarnSuspension = (attempts: number) => attempts >= SUSPENSION_WARNING_FROM;

/** 'slantis-mina-data-2026-11-23.json' (the Stockholm date). */
export function exportFileName(now: Date): string {
  return `slantis-mina-data-${dayKey(now)}.json`;
}

/** The spec §8 text for a failed profile load, by the server's error code. */
export function profileErrorText(code: string | null): string {
  if (code === '42501') return 'Du har inte behörighet att visa denna profil';
  if (code === 'P0002') return 'Profil inte funnen';
  return 'Kunde inte ladda profil';
}
