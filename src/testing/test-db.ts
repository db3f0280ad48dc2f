import { SlantisDb } from '@/data/db';

/** A new, open database that no other test uses (fake-indexeddb lives as long as the run). */
export async function openTestDb(label: string): Promise<SlantisDb> {
  const db = new SlantisDb(`${label}-${crypto.randomUUID()}`);
  await db.open();
  return db;
}

/** Closes and deletes a database from openTestDb. */
export async function dropTestDb(db: SlantisDb): Promise<void> {
  db.close();
  await db.delete();
}
