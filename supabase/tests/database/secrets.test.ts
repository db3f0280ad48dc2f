import { describe, expect, it } from 'vitest';

import { tryStatement, type World } from '../helpers/actors';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// Issue 21 §6: the keys that encrypt and hash personnummer are not readable from the database's
// tables. Hosted they live in Supabase Vault; locally in a stand-in encrypted with a root key the
// stack keeps outside the database (migration 20261122000100_foundation).

let test: TestDatabase;
let world: World;
withTestWorld((opened) => {
  ({ test, world } = opened);
});

const storedPersonnummer = `select s.personnummer_encrypted from private.profile_secrets s
  where s.user_id = $1`;

/** Runs `fn` in a transaction that is always rolled back. */
async function rolledBack(fn: Parameters<TestDatabase['db']['transaction']>[0]) {
  await test.db
    .transaction(async (tx) => {
      await fn(tx);
      throw new Error('roll back');
    })
    .catch((error: Error) => {
      if (error.message !== 'roll back') throw error;
    });
}

describe('the keys behind personnummer', () => {
  it('are in no plain table: the old key table is gone and the stand-in holds ciphertext', async () => {
    const { rows } = await test.db.query<{ old_table: string | null; names: string[] }>(
      `select to_regclass('private.secrets')::text as old_table,
         (select array_agg(name order by name) from private.local_vault) as names`,
    );
    expect(rows[0]).toEqual({
      old_table: null,
      names: ['personnummer_encryption', 'personnummer_hmac', 'support_client_key'],
    });
    const leaked = await test.db.query<{ name: string }>(
      `select v.name from private.local_vault v
       where position(private.secret(v.name) in v.ciphertext) > 0`,
    );
    expect(leaked.rows).toEqual([]);
  });

  it('still encrypt and decrypt a member’s personnummer with the root key present', async () => {
    const { rows } = await test.db.query<{ personnummer: string }>(
      `select private.decrypt_personnummer((${storedPersonnummer})) as personnummer`,
      [world.actors.teenA.id],
    );
    expect(rows[0]!.personnummer).toMatch(/^\d{12}$/);
  });

  it('cannot be used by a connection without the root key, or with a wrong one', async () => {
    await rolledBack(async (tx) => {
      await tx.query(`select set_config('slantis.vault_root_key', '', true)`);
      expect(
        await tryStatement(tx, `select private.decrypt_personnummer((${storedPersonnummer}))`, [
          world.actors.teenA.id,
        ]),
      ).toBe('55000');
      expect(await tryStatement(tx, `select private.personnummer_hmac('200801012384')`)).toBe(
        '55000',
      );
      await tx.query(`select set_config('slantis.vault_root_key', repeat('ab', 32), true)`);
      // pgcrypto: "Wrong key or corrupt data".
      expect(await tryStatement(tx, `select private.secret('personnummer_encryption')`)).toBe(
        '39000',
      );
    });
  });

  it('go to Supabase Vault where it is installed, and are read back from it', async () => {
    await rolledBack(async (tx) => {
      // The part of Vault's interface the migration uses: vault.secrets, vault.create_secret()
      // and the vault.decrypted_secrets view (here without its encryption).
      await tx.exec(`
        create schema vault;
        create table vault.secrets (id uuid primary key default gen_random_uuid(),
          name text unique, description text, secret text not null);
        create function vault.create_secret(new_secret text, new_name text, new_description text)
          returns uuid language sql as $$
          insert into vault.secrets (name, description, secret)
          values (new_name, new_description, new_secret) returning id $$;
        create view vault.decrypted_secrets as
          select id, name, description, secret, secret as decrypted_secret from vault.secrets;`);
      await tx.query(`select private.store_secret('probe', '\\x0102ff'::bytea)`);
      await tx.query(`select private.store_secret('probe', '\\x09'::bytea)`); // kept, not replaced
      const { rows } = await tx.query<{ vault: string; read: string; local: boolean }>(
        `select (select secret from vault.secrets where name = 'slantis.probe') as vault,
           encode(private.secret('probe'), 'hex') as read,
           exists (select 1 from private.local_vault where name = 'probe') as local`,
      );
      expect(rows[0]).toEqual({ vault: '0102ff', read: '0102ff', local: false });
    });
  });

  it('are out of reach of the API roles', async () => {
    for (const role of ['anon', 'authenticated']) {
      await rolledBack(async (tx) => {
        await tx.query(`select set_config('role', $1, true)`, [role]);
        expect(await tryStatement(tx, `select * from private.local_vault`)).toBe('42501');
        expect(await tryStatement(tx, `select private.secret('personnummer_hmac')`)).toBe('42501');
      });
    }
  });
});
