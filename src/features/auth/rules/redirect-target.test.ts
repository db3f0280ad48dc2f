import { describe, expect, it } from 'vitest';

import { redirectTargetOrDefault, safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it.each([
    ['/profile', '/profile'],
    ['/leaderboard?tab=weekly', '/leaderboard?tab=weekly'],
    ['/app/kurs#lektion-2', '/app/kurs#lektion-2'],
    ['/bel%C3%B6ningar', '/bel%C3%B6ningar'],
    ['/', '/'],
  ])('keeps the same-origin path %j', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });

  it.each([
    ['https://evil.example/steal'],
    ['//evil.example/steal'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['profile'],
    [''],
    ['/login'],
    ['/login?redirect=/app'],
    [undefined],
    [42],
  ])('refuses %j', (input) => {
    expect(safeRedirectTarget(input)).toBeNull();
  });

  it('falls back to /app', () => {
    expect(redirectTargetOrDefault('https://evil.example')).toBe('/app');
    expect(redirectTargetOrDefault('/profile')).toBe('/profile');
  });
});
