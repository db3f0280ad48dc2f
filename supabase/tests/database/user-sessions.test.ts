import { describe, expect, it } from 'vitest';

import { as, type Actor, type World } from '../helpers/actors';
import type { TestDatabase } from '../helpers/test-database';
import { withTestWorld } from '../helpers/test-world';

// Spec §4, issue 21: every sign-in opens its app session in the database (a trigger on
// auth.sessions, same id); start_user_session only answers the token's own session.

let test: TestDatabase;
let world: World;
withTestWorld((opened) => {
  ({ test, world } = opened);
});

/** A sign-in as Supabase Auth records it: an auth.sessions row, which opens the app session. */
async function signedIn(actor: Actor): Promise<Actor> {
  const sessionId = crypto.randomUUID();
  await test.db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, now(), now())`,
    [sessionId, actor.id],
  );
  return { ...actor, sessionId };
}

const start = (actor: Actor, userAgent: string | null) =>
  as(test.db, actor, async (q) => {
    const { rows } = await q.query<{ id: string }>(
      'select public.start_user_session(user_agent => $1) as id',
      [userAgent],
    );
    return rows[0]?.id;
  });

describe('start_user_session', () => {
  it("answers the token's own session, opened at sign-in, and records the device", async () => {
    const teen = await signedIn(world.actors.teenA);
    const id = await start(teen, 'Mozilla/5.0 (iPhone)');
    expect(id).toBe(teen.sessionId);
    const { rows } = await test.db.query<{ user_id: string; active: boolean; user_agent: string }>(
      'select user_id, active, user_agent from public.user_sessions where session_id = $1',
      [id],
    );
    expect(rows).toEqual([{ user_id: teen.id, active: true, user_agent: 'Mozilla/5.0 (iPhone)' }]);
  });

  it('cuts a long user agent to the column limit', async () => {
    const id = await start(await signedIn(world.actors.teenA), 'x'.repeat(600));
    const { rows } = await test.db.query<{ length: number }>(
      'select char_length(user_agent) as length from public.user_sessions where session_id = $1',
      [id],
    );
    expect(rows[0]?.length).toBe(512);
  });

  it('is refused to anonymous callers', async () => {
    await expect(start(world.actors.anon, null)).rejects.toThrow(/permission denied/);
  });
});
