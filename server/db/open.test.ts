import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { openDatabase, type Database } from './open.js';

const opened: Database[] = [];
const tempDirs: string[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function pragmas(db: Database) {
  return {
    journalMode: db.pragma('journal_mode', { simple: true }),
    foreignKeys: db.pragma('foreign_keys', { simple: true }),
    busyTimeout: db.pragma('busy_timeout', { simple: true }),
    synchronous: db.pragma('synchronous', { simple: true }),
  };
}

describe('openDatabase', () => {
  test('default', () => {
    const db = openDatabase(':memory:');
    opened.push(db);
    // synchronous 1 = NORMAL; an in-memory database has no WAL.
    expect(pragmas(db)).toEqual({
      journalMode: 'memory',
      foreignKeys: 1,
      busyTimeout: 5000,
      synchronous: 1,
    });
  });

  test('behavior: an in-memory database has larger pages from its first table on; a file keeps the default', () => {
    const memory = openDatabase(':memory:');
    opened.push(memory);
    memory.exec('CREATE TABLE t (x INTEGER)');
    expect(memory.pragma('page_size', { simple: true })).toBe(16384);

    const dir = mkdtempSync(join(tmpdir(), 'batchbook-open-'));
    tempDirs.push(dir);
    const path = join(dir, 'x.sqlite');
    const file = openDatabase(path);
    opened.push(file);
    file.exec('CREATE TABLE t (x INTEGER)');
    file.close();
    // Reopened, the file is read with the page size it was written with.
    const reopened = openDatabase(path);
    opened.push(reopened);
    expect(reopened.pragma('page_size', { simple: true })).toBe(4096);
    expect(reopened.prepare('SELECT count(*) FROM t').pluck().get()).toBe(0);
  });

  test('behavior: a file database gets its directory created and WAL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'batchbook-open-'));
    tempDirs.push(dir);
    const path = join(dir, 'a', 'b', 'x.sqlite');

    const db = openDatabase(path);
    opened.push(db);

    expect(existsSync(path)).toBe(true);
    expect(pragmas(db)).toEqual({
      journalMode: 'wal',
      foreignKeys: 1,
      busyTimeout: 5000,
      synchronous: 1,
    });
    // Reads go through a memory map (SQLite caps the size at its compile-time maximum).
    expect(db.pragma('mmap_size', { simple: true })).toBeGreaterThan(0);
  });

  test('behavior: foreign keys are enforced', () => {
    const db = openDatabase(':memory:');
    opened.push(db);
    db.exec(`
      CREATE TABLE parents (id INTEGER PRIMARY KEY);
      CREATE TABLE children (parent_id INTEGER NOT NULL REFERENCES parents (id));`);

    expect(() => db.prepare('INSERT INTO children (parent_id) VALUES (1)').run()).toThrowError(
      /FOREIGN KEY constraint failed/,
    );
  });
});
