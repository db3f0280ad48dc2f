import { afterAll, beforeAll } from 'vitest';

import { createWorld, type World } from './actors';
import { openTestDatabase, type TestDatabase } from './test-database';

/**
 * The opening every database test file shares: a migrated database of its own, opened before the
 * file's tests (beforeAll) and thrown away after them (afterAll). `opened` hands it to the file,
 * whose tests and hooks use it once beforeAll has run:
 *
 *   let test: TestDatabase;
 *   withTestDatabase((opened) => {
 *     test = opened;
 *   });
 */
export function withTestDatabase(opened: (test: TestDatabase) => void): void {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = await openTestDatabase();
    opened(test);
  });
  afterAll(async () => {
    await test?.dispose();
  });
}

/** withTestDatabase plus the standard world of actors (createWorld) in it. */
export function withTestWorld(opened: (handles: { test: TestDatabase; world: World }) => void) {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = await openTestDatabase();
    opened({ test, world: await createWorld(test.db) });
  });
  afterAll(async () => {
    await test?.dispose();
  });
}
