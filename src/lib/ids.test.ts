import { describe, expect, it } from 'vitest';

import { nameBasedUuid } from './ids';

describe('nameBasedUuid', () => {
  it('is stable for the same name and differs for another', async () => {
    const a = await nameBasedUuid('lesson', 'u1', 'budgetering-101-intro');
    expect(await nameBasedUuid('lesson', 'u1', 'budgetering-101-intro')).toBe(a);
    expect(await nameBasedUuid('lesson', 'u2', 'budgetering-101-intro')).not.toBe(a);
    expect(await nameBasedUuid('lesson', 'u1b', 'udgetering-101-intro')).not.toBe(a);
  });

  it('looks like a UUID Postgres accepts (version 8, RFC variant)', async () => {
    expect(await nameBasedUuid('x')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
