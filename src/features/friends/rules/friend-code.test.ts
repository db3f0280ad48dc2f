import { describe, expect, it } from 'vitest';

import { friendLink, groupFriendCode, isFriendCode, normalizeFriendCode } from './friend-code';

describe('friend codes', () => {
  it.each([
    ['k7qx 3mza', 'K7QX3MZA', true],
    ['K7QX-3MZA', 'K7QX3MZA', true],
    ['K7QX3MZ', 'K7QX3MZ', false],
    ['K7QX3MZO', 'K7QX3MZO', false],
    ['K7QX3MZ1', 'K7QX3MZ1', false],
    ['', '', false],
  ])('%s → %s (valid: %s)', (raw, normalized, valid) => {
    expect(normalizeFriendCode(raw)).toBe(normalized);
    expect(isFriendCode(raw)).toBe(valid);
  });

  it('groups a code in fours and links to /vanner with the code', () => {
    expect(groupFriendCode('K7QX3MZA')).toBe('K7QX 3MZA');
    expect(friendLink('https://slantis.se', 'K7QX3MZA')).toBe(
      'https://slantis.se/vanner?kod=K7QX3MZA',
    );
  });
});
