import { describe, expect, it } from 'vitest';

import {
  ACCESS_LABELS,
  deviceLabel,
  exportFileName,
  profileErrorText,
  shouldWarnSuspension,
} from './profile-rules';

describe('profile rules', () => {
  it('names every access type in Swedish (spec §3)', () => {
    expect(ACCESS_LABELS).toEqual({
      VIEW: 'Visad',
      UPDATE: 'Uppdaterad',
      CREATE: 'Skapad',
      UNAUTHORIZED_ATTEMPT: 'Obehörig',
      ACCESS_DENIED: 'Nekad',
    });
  });

  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Chrome på Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari på iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge på Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox på Mac',
    ],
    [null, 'Okänd enhet'],
    ['curl/8.0', 'Webbläsare'],
  ])('%s → %s', (agent, label) => {
    expect(deviceLabel(agent)).toBe(label);
  });

  it.each([
    [1, false],
    [2, false],
    [3, true],
    [7, true],
  ])('after %i denied attempts, warn about suspension: %s', (attempts, warn) => {
    expect(shouldWarnSuspension(attempts)).toBe(warn);
  });

  it('names the export file by the Stockholm date', () => {
    expect(exportFileName(new Date('2026-11-22T23:30:00Z'))).toBe(
      'slantis-mina-data-2026-11-23.json',
    );
  });

  it.each([
    ['42501', 'Du har inte behörighet att visa denna profil'],
    ['P0002', 'Profil inte funnen'],
    [null, 'Kunde inte ladda profil'],
    ['08006', 'Kunde inte ladda profil'],
  ])('error %s → %s (spec §8)', (code, text) => {
    expect(profileErrorText(code)).toBe(text);
  });
});
