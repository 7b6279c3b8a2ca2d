import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

/** The better-sqlite3 connection type, re-exported so other `db/` modules need not import the driver. */
export type Database = BetterSqlite3.Database;

/** How long a writer waits for another connection's lock before failing with SQLITE_BUSY. */
const busyTimeoutMs = 5000;

/**
 * Bytes of the file SQLite reads through a memory map instead of `pread` into its page cache.
 * Random order lookups over a large database otherwise cost a system call per B-tree page
 * (docs/performance.md#order-reads). SQLite caps it at its compile-time maximum (2 GiB in
 * better-sqlite3) and only ever reads through the map: writes still go through the WAL with
 * `write()`, so durability is unchanged. A larger `cache_size` gains nothing more.
 */
const mmapSizeBytes = 2 ** 31;

/**
 * Page size of an in-memory database (SQLite's default, 4096, stays for files and their WAL).
 * A transaction in which a B-tree balance renumbers a page (through the never-used page at 1 GiB,
 * SQLite's pending-byte page) ends with the page cache visiting every page it holds: in memory,
 * the whole database, so such a commit costs more as a long simulation's database grows. Larger
 * pages mean fewer of them to visit; each page a transaction changes is copied whole to the
 * rollback journal, which is what larger pages cost (docs/performance.md#transactions-and-the-databases-growth).
 */
const inMemoryPageSizeBytes = 16_384;

/**
 * Opens (creating if needed) the SQLite database at `path`, `:memory:` for a private in-memory one.
 *
 * For a file the parent directory is created and the journal is WAL, so readers never block the
 * single writer. Every connection gets `foreign_keys = ON`, `busy_timeout = 5000` and
 * `synchronous = NORMAL` (durable with WAL except for the last transactions on power loss); a file
 * is read through a memory map (`mmap_size`), an in-memory database has larger pages (`page_size`).
 * Run `migrate` before use.
 *
 * @example
 * const db = openDatabase(config.databasePath)
 * migrate(db, { now: () => clock.now() })
 */
export function openDatabase(path: string): Database {
  const inMemory = !isFileDatabase(path);
  if (!inMemory) mkdirSync(dirname(path), { recursive: true });

  const db = new BetterSqlite3(path, { timeout: busyTimeoutMs });
  try {
    if (inMemory) {
      // Before any table exists: an empty database takes a new page size at once.
      db.pragma(`page_size = ${inMemoryPageSizeBytes}`);
    } else {
      const mode = db.pragma('journal_mode = WAL', { simple: true });
      if (mode !== 'wal') {
        throw new Error(`could not enable WAL on ${path}: journal_mode is ${String(mode)}`);
      }
      db.pragma(`mmap_size = ${mmapSizeBytes}`);
    }
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    db.pragma('synchronous = NORMAL');
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** Whether `path` names a database file (with a WAL), not `:memory:` or SQLite's private temporary database (''). */
export function isFileDatabase(path: string): boolean {
  return path !== ':memory:' && path !== '';
}
