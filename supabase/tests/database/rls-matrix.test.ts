import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMatrixWorld, MATRIX_ACTOR_NAMES, type MatrixWorld } from '../helpers/actors';
import { expectedCell } from '../helpers/matrix-expectations';
import { runCell } from '../helpers/matrix-runner';
import {
  LOGIN_ATTEMPTS_TABLE,
  MATRIX_TABLES,
  type MatrixTable,
  type Owner,
} from '../helpers/matrix-tables';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database';

let test: TestDatabase;
let world: MatrixWorld;
const fixtures = new Map<string, Record<Owner, string>>();
let tables: MatrixTable[] = MATRIX_TABLES;

beforeAll(async () => {
  test = await openTestDatabase();
  world = await createMatrixWorld(test.db);
  const { rows } = await test.db.query(
    `select 1 from pg_tables where schemaname = 'public' and tablename = 'login_attempts'`,
  );
  if (rows.length > 0) tables = [...MATRIX_TABLES, LOGIN_ATTEMPTS_TABLE];
  for (const t of tables) {
    fixtures.set(t.table, {
      A: await t.fixture(test.db, world, 'A'),
      B: await t.fixture(test.db, world, 'B'),
      C: await t.fixture(test.db, world, 'C'),
    });
  }
});

afterAll(async () => {
  await test?.dispose();
});

describe.each([...MATRIX_TABLES, LOGIN_ATTEMPTS_TABLE].map((t) => [t.table, t] as const))(
  'RLS matrix: %s',
  (name, t) => {
    it.each(MATRIX_ACTOR_NAMES)('%s', async (actorName) => {
      if (!tables.includes(t)) return; // login_attempts before task C's migration exists
      const expected = expectedCell(name, actorName);
      expect(expected, `no expectation written for ${name} × ${actorName}`).toBeDefined();
      const actual = await runCell(test.db, world, t, world.actors[actorName], fixtures.get(name)!);
      expect(actual).toEqual(expected);
    });
  },
);
