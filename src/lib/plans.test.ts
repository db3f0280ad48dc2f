import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { BASIC_ACTIVE_GOAL_LIMIT } from './plans';

describe('plans', () => {
  it('holds the limits the server enforces (private.plans)', () => {
    const sql = readFileSync(
      join(process.cwd(), 'supabase/migrations/20261129000100_plans.sql'),
      'utf8',
    );
    expect(sql).toContain(`('basic', 'Basic', ${BASIC_ACTIVE_GOAL_LIMIT})`);
    expect(sql).toContain(`('familj', 'Familj', null)`);
  });
});
