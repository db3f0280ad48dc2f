import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { PRIZES } from '@/lib/gamification';

import { prizeCopy } from '../prize-copy';

// The database closes the month with its own copy of the prizes and checks the claim form's
// fields with the form's own messages (20261125000200_competition_close.sql).
const sql = readFileSync(
  join(process.cwd(), 'supabase/migrations/20261125000200_competition_close.sql'),
  'utf8',
);

describe('the SQL copy of Månadsavslut', () => {
  it('has the same three prizes as PRIZES', () => {
    const insert =
      /insert into private\.competition_prizes \(position, prize\) values([^;]+);/.exec(sql)?.[1];
    expect(insert).toBeDefined();
    const rows = [...(insert ?? '').matchAll(/\((\d+), '([^']+)'\)/g)].map(
      ([, position, prize]) => ({
        position: Number(position),
        prize,
      }),
    );
    expect(rows).toEqual(PRIZES.map(({ position, prize }) => ({ position, prize })));
  });

  it.each(Object.entries(prizeCopy.claims.errors))(
    'refuses a bad %s with the form’s message',
    (_field, message) => {
      expect(sql).toContain(`'${message}'`);
    },
  );
});
