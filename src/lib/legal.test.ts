import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { LEGAL_VERSION } from './legal';

const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');

describe('the legal version', () => {
  it.each(['content/pages/anvandarvillkor.md', 'content/pages/integritetspolicy.md'])(
    '%s applies from it',
    (file) => {
      expect(read(file)).toMatch(new RegExp(`^effectiveFrom: '${LEGAL_VERSION}'$`, 'm'));
    },
  );

  it('is the version the database stores at sign-up', () => {
    expect(read('supabase/migrations/20261126000100_registration_rules.sql')).toContain(
      `select date '${LEGAL_VERSION}'`,
    );
  });
});
