import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/open.js';
import { createOrderbookStores } from '../db/stores/orderbookStores.js';

/** Real stores on a fresh in-memory database with the real migrations (no mocks). */
export function createMemoryStores(now = new Date('2026-01-01T00:00:00Z')) {
  const db = openDatabase(':memory:');
  migrate(db, { now: () => now });
  return { db, stores: createOrderbookStores(db, () => now) };
}
