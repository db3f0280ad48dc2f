import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { prizeCopy } from '../prize-copy';

// The database checks the claim form's fields with the form's own messages
// (20261125000200_competition_close.sql). Its copy of the prizes is generated from PRIZES
// (scripts/gen-gamification-sql.ts; src/lib/gamification/catalog-sql.test.ts keeps it exact).
const sql = readFileSync(
  join(process.cwd(), 'supabase/migrations/20261125000200_competition_close.sql'),
  'utf8',
);

describe('the SQL copy of Månadsavslut', () => {
  it.each(Object.entries(prizeCopy.claims.errors))(
    'refuses a bad %s with the form’s message',
    (_field, message) => {
      expect(sql).toContain(`'${message}'`);
    },
  );
});
