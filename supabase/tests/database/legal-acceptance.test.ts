import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { LEGAL_VERSION } from '@/lib/legal';

import { as, createUser, profileMetadata, tryStatement, type Actor } from '../helpers/actors';
import type { TestDatabase } from '../helpers/test-database';
import { withTestDatabase } from '../helpers/test-world';

// Issue 41 §8: the terms and privacy policy a member accepted at sign-up — their version and the
// day — are stored with the account, by the database, and a form showing an old version is asked
// to read them again.

let test: TestDatabase;
withTestDatabase((opened) => {
  test = opened;
});

async function member(metadata: Record<string, string>): Promise<Actor> {
  const email = `legal-${randomUUID().slice(0, 8)}@example.com`;
  const id = await createUser(test.db, email, { ...profileMetadata(), ...metadata });
  return { name: 'teenA', role: 'authenticated', id, email };
}

const acceptance = (actor: Actor) =>
  as(test.db, actor, async (q) => {
    const { rows } = await q.query<{
      accepted_version: string;
      accepted_at: Date | null;
      current_version: string;
    }>(
      `select accepted_version::text, accepted_at, current_version::text
       from public.my_legal_acceptance()`,
    );
    return rows[0];
  });

describe('the terms a member accepted', () => {
  it('are stored at sign-up with the version the form showed, and read back by the member', async () => {
    const elsa = await member({ villkor_version: LEGAL_VERSION });
    const row = await acceptance(elsa);
    expect(row).toMatchObject({ accepted_version: LEGAL_VERSION, current_version: LEGAL_VERSION });
    expect(row?.accepted_at).toBeInstanceOf(Date);
    // The metadata keeps no copy.
    const { rows } = await test.db.query<{ meta: Record<string, unknown> }>(
      `select raw_user_meta_data as meta from auth.users where id = $1`,
      [elsa.id],
    );
    expect(rows[0]?.meta).not.toHaveProperty('villkor_version');
  });

  it('a form opened before the terms changed is asked to read them again', async () => {
    await expect(member({ villkor_version: '2026-12-01' })).rejects.toMatchObject({
      code: '23514',
      message:
        'Villkoren har ändrats sedan du började. Ladda om sidan och läs dem igen innan du skapar kontot.',
    });
  });

  it('only the database writes them: a member cannot change what she accepted', async () => {
    const omar = await member({ villkor_version: LEGAL_VERSION });
    expect(
      await as(test.db, omar, (q) =>
        tryStatement(q, `update public.profiles set legal_version = '2030-01-01' where id = $1`, [
          omar.id,
        ]),
      ),
    ).toBe('42501');
  });
});
