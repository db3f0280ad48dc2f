import { describe, expect, it } from 'vitest';

import { hashPin, PIN_HASH_ITERATIONS, pinMatches } from './pin-hash';

describe('device PIN hash (PBKDF2-SHA-256)', () => {
  it('matches the PIN it was made from and nothing else', async () => {
    const stored = await hashPin('2580', 1_000);
    expect(await pinMatches('2580', stored)).toBe(true);
    expect(await pinMatches('2581', stored)).toBe(false);
    expect(await pinMatches('25800', stored)).toBe(false);
    expect(await pinMatches('', stored)).toBe(false);
  });

  it('salts every hash: the same PIN never gives the same stored value', async () => {
    const [a, b] = await Promise.all([hashPin('2580', 1_000), hashPin('2580', 1_000)]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(JSON.stringify(a)).not.toContain('2580');
  });

  it('is slow by default and keeps the cost it was made with', async () => {
    expect(PIN_HASH_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const stored = await hashPin('135790', 2_000);
    expect(stored.iterations).toBe(2_000);
    expect(await pinMatches('135790', { ...stored, iterations: 2_001 })).toBe(false);
  });
});
