import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { listMigrations, migrate, MigrationError, type Migration } from './migrate.js';
import { openDatabase, type Database } from './open.js';

const now = () => new Date('2025-01-02T03:04:05.000Z');

const opened: Database[] = [];
const tempDirs: string[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function memoryDb(): Database {
  const db = openDatabase(':memory:');
  opened.push(db);
  return db;
}

function tableNames(db: Database): string[] {
  return db.prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").pluck().all();
}

describe('listMigrations', () => {
  test('default', () => {
    const migrations = listMigrations();
    expect(migrations.map((m) => [m.version, m.name])).toContainEqual([1, 'app_data']);
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    for (const m of migrations) expect(m.sql.trim()).not.toBe('');
  });
});

describe('migrate', () => {
  test('default', () => {
    const db = memoryDb();
    const latest = listMigrations().length;

    const result = migrate(db, { now });

    expect(result.version).toBe(latest);
    expect(result.applied).toEqual(listMigrations().map(({ version, name }) => ({ version, name })));
    expect(tableNames(db)).toEqual(expect.arrayContaining(['app_data', 'schema_migrations']));
    expect(db.prepare('SELECT * FROM schema_migrations WHERE version = 1').get()).toEqual({
      version: 1,
      name: 'app_data',
      applied_at: '2025-01-02T03:04:05.000Z',
    });
  });

  test('behavior: a second run is a no-op', () => {
    const db = memoryDb();
    migrate(db, { now });
    const before = db.prepare('SELECT * FROM schema_migrations ORDER BY version').all();

    const second = migrate(db, { now: () => new Date('2030-01-01T00:00:00.000Z') });

    expect(second).toEqual({ applied: [], version: listMigrations().length });
    expect(db.prepare('SELECT * FROM schema_migrations ORDER BY version').all()).toEqual(before);
  });

  test('behavior: applies only the missing migrations, in order', () => {
    const db = memoryDb();
    const migrations: Migration[] = [
      { version: 1, name: 'one', sql: 'CREATE TABLE ones (id INTEGER PRIMARY KEY);' },
      { version: 2, name: 'two', sql: 'CREATE TABLE twos (id INTEGER PRIMARY KEY);' },
      { version: 3, name: 'three', sql: 'ALTER TABLE twos ADD COLUMN label TEXT;' },
    ];
    expect(migrate(db, { now, migrations: migrations.slice(0, 1) }).applied).toEqual([{ version: 1, name: 'one' }]);

    const result = migrate(db, { now, migrations: [...migrations].reverse() });

    expect(result).toEqual({
      applied: [
        { version: 2, name: 'two' },
        { version: 3, name: 'three' },
      ],
      version: 3,
    });
    expect(tableNames(db)).toEqual(['ones', 'schema_migrations', 'twos']);
  });

  test('behavior: refuses a database newer than the code', () => {
    const db = memoryDb();
    migrate(db, { now });
    const future = listMigrations().length + 1;
    db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
      future,
      'from_the_future',
      now().toISOString(),
    );

    expect(() => migrate(db, { now })).toThrowError(MigrationError);
    expect(() => migrate(db, { now })).toThrowError(
      `database schema version ${future} (from_the_future) is newer than this code knows (latest ${future - 1})`,
    );
  });

  test('behavior: refuses an applied version whose name differs from the code', () => {
    const db = memoryDb();
    migrate(db, { now, migrations: [{ version: 1, name: 'one', sql: 'SELECT 1;' }] });

    expect(() => migrate(db, { now, migrations: [{ version: 1, name: 'uno', sql: 'SELECT 1;' }] })).toThrowError(
      'database applied migration 1 as "one" but the code has 001_uno',
    );
  });

  test('behavior: a failing migration is rolled back and reported', () => {
    const db = memoryDb();
    const migrations: Migration[] = [
      { version: 1, name: 'one', sql: 'CREATE TABLE ones (id INTEGER PRIMARY KEY);' },
      {
        version: 2,
        name: 'broken',
        sql: 'CREATE TABLE twos (id INTEGER PRIMARY KEY); INSERT INTO nowhere VALUES (1);',
      },
    ];

    expect(() => migrate(db, { now, migrations })).toThrowError(/migration 002_broken failed: no such table: nowhere/);
    expect(tableNames(db)).toEqual(['ones', 'schema_migrations']);
    expect(db.prepare('SELECT version FROM schema_migrations').pluck().all()).toEqual([1]);
  });

  test('behavior: a file database is WAL and keeps its schema across opens', () => {
    const dir = mkdtempSync(join(tmpdir(), 'batchbook-migrate-'));
    tempDirs.push(dir);
    const path = join(dir, 'nested', 'data', 'batchbook.sqlite');

    const first = openDatabase(path);
    opened.push(first);
    expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(migrate(first, { now }).applied.length).toBe(listMigrations().length);
    first.close();

    const second = openDatabase(path);
    opened.push(second);
    expect(second.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(migrate(second, { now })).toEqual({ applied: [], version: listMigrations().length });
    expect(tableNames(second)).toContain('app_data');
  });
});

describe('migration 014: settlement outcomes as data, solver bans', () => {
  test('behavior: stored outcome strings become a kind with a code and a message; notifications keep their rows', () => {
    const db = memoryDb();
    migrate(db, { now, migrations: listMigrations().slice(0, 13) });
    const attempt = db.prepare(
      `INSERT INTO settlement_attempts (network, auction_id, solution_uid, solver, solver_address, start_block,
         deadline_block, start_timestamp, end_block, end_timestamp, outcome, tx_hash)
       VALUES ('mainnet', 1, ?, 'baseline', '0x01', 1, 6, 0, 2, 12, ?, NULL)`,
    );
    attempt.run(1, 'driver failed: SlippageExceeded: swap gave 5: less than 6');
    attempt.run(2, 'timeout');
    attempt.run(3, 'success');
    db.prepare(
      `INSERT INTO notifications (id, network, account, type, message, timestamp_ms, metadata)
       VALUES ('order_filled:0xab', 'mainnet', '0x02', 'order_filled', 'filled', 5, '{}')`,
    ).run();
    migrate(db, { now });
    expect(
      db
        .prepare('SELECT solution_uid, outcome, outcome_code, outcome_message FROM settlement_attempts ORDER BY 1')
        .all(),
    ).toEqual([
      {
        solution_uid: 1,
        outcome: 'driverFailed',
        outcome_code: 'SlippageExceeded',
        outcome_message: 'swap gave 5: less than 6',
      },
      { solution_uid: 2, outcome: 'timeout', outcome_code: null, outcome_message: null },
      { solution_uid: 3, outcome: 'success', outcome_code: null, outcome_message: null },
    ]);
    expect(db.prepare('SELECT id, type, position FROM notifications').all()).toEqual([
      { id: 'order_filled:0xab', type: 'order_filled', position: 1 },
    ]);
    db.prepare(
      `INSERT INTO notifications (id, network, account, type, message, timestamp_ms, metadata)
       VALUES ('solver_banned:0x03', 'mainnet', '0x03', 'solver_banned', 'banned', 6, '{}')`,
    ).run();
  });
});
