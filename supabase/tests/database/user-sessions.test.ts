import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { as, createWorld, type Actor, type World } from '../helpers/actors';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database';

// Spec §4: an app session for sign-ins that skip auth-proxy (link, code, recovery).

let test: TestDatabase;
let world: World;
beforeAll(async () => {
  test = await openTestDatabase();
  world = await createWorld(test.db);
});
afterAll(async () => {
  await test?.dispose();
});

const start = (actor: Actor, userAgent: string | null) =>
  as(test.db, actor, async (q) => {
    const { rows } = await q.query<{ id: string }>(
      'select public.start_user_session(user_agent => $1) as id',
      [userAgent],
    );
    return rows[0]?.id;
  });

describe('start_user_session', () => {
  it('starts an active session owned by the caller and returns its id', async () => {
    const teen = world.actors.teenA;
    const id = await start(teen, 'Mozilla/5.0 (iPhone)');
    const { rows } = await test.db.query<{ user_id: string; active: boolean; user_agent: string }>(
      'select user_id, active, user_agent from public.user_sessions where session_id = $1',
      [id],
    );
    expect(rows).toEqual([{ user_id: teen.id, active: true, user_agent: 'Mozilla/5.0 (iPhone)' }]);
  });

  it('cuts a long user agent to the column limit', async () => {
    const id = await start(world.actors.teenA, 'x'.repeat(600));
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
