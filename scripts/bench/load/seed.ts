import pg from 'pg';

/** History each teen already has on the server, so a device's first pull has work to do. */
export async function seedHistory(databaseUrl: string, userIds: string[], rowsEach: number) {
  if (rowsEach === 0) return;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into public.transactions (id, user_id, type, category, description, amount_ore, occurred_at)
       select gen_random_uuid(), u, 'expense', 'food', 'Historik ' || n, 100 + n,
              now() - make_interval(hours => n)
       from unnest($1::uuid[]) u, generate_series(1, $2) n`,
      [userIds, rowsEach],
    );
  } finally {
    await db.end();
  }
}
