import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import * as fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { createGroupCommit } from './groupCommit.js';
import { openDatabase, type Database } from './open.js';

const opened: Database[] = [];
const directories: string[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

/** A table with SQLite-issued ids and a unique column, so a write can fail on its own. */
function database(path = ':memory:'): Database {
  const db = openDatabase(path);
  opened.push(db);
  db.exec('CREATE TABLE IF NOT EXISTS items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)');
  return db;
}

const insertItem = (db: Database, name: string) =>
  Number(db.prepare('INSERT INTO items (name) VALUES (?)').run(name).lastInsertRowid);
const names = (db: Database) => db.prepare('SELECT name FROM items ORDER BY id').pluck().all();

/** A group commit flushed by hand, so a test decides where a turn ends. */
function manual(db: Database) {
  const flushes: (() => void)[] = [];
  const commits = createGroupCommit(db, { schedule: (flush) => void flushes.push(flush) });
  return {
    commits,
    flush() {
      for (const flush of flushes.splice(0)) flush();
    },
  };
}

type Settled = { ok: true; value: unknown } | { ok: false; error: string };
const settle = (promise: Promise<unknown>): Promise<Settled> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error: String(error) }),
  );

describe('createGroupCommit', () => {
  test('default: the writes of one turn commit in one transaction, each promise after the commit', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'group-commit-'));
    directories.push(directory);
    const db = database(join(directory, 'db.sqlite'));
    // A second connection sees only what was committed.
    const reader = database(join(directory, 'db.sqlite'));
    const transactions: number[] = [];
    const commits = createGroupCommit(db);
    const ids = Promise.all(
      ['a', 'b', 'c'].map((name) =>
        commits.run(() => {
          transactions.push(db.inTransaction ? 1 : 0);
          const id = insertItem(db, name);
          expect(names(reader)).toEqual([]);
          return id;
        }),
      ),
    );
    expect(names(db)).toEqual([]); // nothing written before the turn ends
    expect(await ids).toEqual([1, 2, 3]);
    expect(names(reader)).toEqual(['a', 'b', 'c']);
    expect(transactions).toEqual([1, 1, 1]);
  });

  test('behavior: flush commits the queued writes at once; inside another transaction it leaves them queued', async () => {
    const db = database();
    const { commits, flush } = manual(db);
    const first = commits.run(() => insertItem(db, 'a'));
    commits.flush();
    expect(names(db)).toEqual(['a']);
    expect(await first).toBe(1);

    const second = settle(commits.run(() => insertItem(db, 'b')));
    db.transaction(() => {
      commits.flush(); // its commit would be the outer transaction's, which may still roll back
      expect(names(db)).toEqual(['a']);
    })();
    flush();
    expect(await second).toEqual({ ok: true, value: 2 });
    expect(names(db)).toEqual(['a', 'b']);
  });

  test('behavior: a write that throws is rolled back alone and rejects with its own error', async () => {
    const db = database();
    insertItem(db, 'taken');
    const { commits, flush } = manual(db);
    const first = settle(commits.run(() => insertItem(db, 'a')));
    const failing = settle(
      commits.run(() => {
        insertItem(db, 'written then rolled back');
        return insertItem(db, 'taken');
      }),
    );
    const last = settle(commits.run(() => insertItem(db, 'b')));
    flush();
    expect(await first).toEqual({ ok: true, value: 2 });
    expect(await failing).toMatchObject({ ok: false, error: expect.stringContaining('UNIQUE') });
    // Id 3 was never acknowledged (its insert rolled back), so SQLite issues it again, as it would
    // after the same failure committing alone.
    expect(await last).toEqual({ ok: true, value: 3 });
    expect(names(db)).toEqual(['taken', 'a', 'b']);
  });

  test('behavior: writes run once; when one throws, the group is rolled back and runs again, each write in a savepoint', async () => {
    const db = database();
    insertItem(db, 'taken');
    const { commits, flush } = manual(db);
    const runs: string[] = [];
    const write = (name: string) => () => {
      runs.push(name);
      return insertItem(db, name);
    };
    const clean = [commits.run(write('a')), commits.run(write('b'))];
    flush();
    expect(await Promise.all(clean)).toEqual([2, 3]);
    expect(runs).toEqual(['a', 'b']);

    runs.length = 0;
    const outcomes = [write('c'), write('taken'), write('d')].map((each) => settle(commits.run(each)));
    flush();
    expect(runs).toEqual(['c', 'taken', 'c', 'taken', 'd']);
    expect(await Promise.all(outcomes)).toMatchObject([
      { ok: true, value: 4 },
      { ok: false, error: expect.stringContaining('UNIQUE') },
      { ok: true, value: 5 },
    ]);
    expect(names(db)).toEqual(['taken', 'a', 'b', 'c', 'd']);

    // A write alone that throws has its answer from the first run.
    runs.length = 0;
    const alone = settle(commits.run(write('taken')));
    flush();
    expect(runs).toEqual(['taken']);
    expect(await alone).toMatchObject({ ok: false, error: expect.stringContaining('UNIQUE') });
  });

  test('behavior: when the whole transaction is lost, every write of the group rejects and none is kept', async () => {
    const db = database();
    const { commits, flush } = manual(db);
    const first = settle(commits.run(() => insertItem(db, 'a')));
    // As SQLite does on SQLITE_FULL or an I/O error: the transaction is rolled back under the writer.
    const failing = settle(
      commits.run(() => {
        db.exec('ROLLBACK');
        throw new Error('disk I/O error');
      }),
    );
    const last = settle(commits.run(() => insertItem(db, 'b')));
    flush();
    for (const outcome of [await first, await failing, await last]) expect(outcome.ok).toBe(false);
    expect(names(db)).toEqual([]);
    expect(db.inTransaction).toBe(false);
    // The next group commits normally.
    const next = commits.run(() => insertItem(db, 'c'));
    flush();
    expect(await next).toBe(1);
  });

  test('behavior: a group flushed after the database closed rejects instead of throwing', async () => {
    const db = database();
    const { commits, flush } = manual(db);
    const write = settle(commits.run(() => insertItem(db, 'a')));
    db.close();
    expect(() => flush()).not.toThrow();
    expect((await write).ok).toBe(false);
  });

  test('behavior: grouped writes end as the same writes one commit each would (state, ids, errors)', async () => {
    // Each write inserts a few names; a repeated name fails that write (UNIQUE), as a duplicate does.
    const writesArbitrary = fc.array(
      fc.record({
        names: fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'), { minLength: 1, maxLength: 3 }),
        turnEnds: fc.boolean(),
      }),
      { maxLength: 20 },
    );
    await fc.assert(
      fc.asyncProperty(writesArbitrary, async (writes) => {
        const write = (db: Database, names: string[]) => () => names.map((name) => insertItem(db, name));

        const sequential = database();
        const expected: Settled[] = writes.map(({ names }) => {
          try {
            return { ok: true, value: sequential.transaction(write(sequential, names))() };
          } catch (error) {
            return { ok: false, error: String(error) };
          }
        });

        const grouped = database();
        const { commits, flush } = manual(grouped);
        const outcomes: Promise<Settled>[] = [];
        for (const { names, turnEnds } of writes) {
          outcomes.push(settle(commits.run(write(grouped, names))));
          if (turnEnds) flush();
        }
        flush();
        expect(await Promise.all(outcomes)).toEqual(expected);
        expect(grouped.prepare('SELECT id, name FROM items ORDER BY id').all()).toEqual(
          sequential.prepare('SELECT id, name FROM items ORDER BY id').all(),
        );
      }),
      { numRuns: 200 },
    );
  });

  test('behavior: a write that reads first waits for another connection holding the write lock (a RESTART checkpoint) instead of failing', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'batchbook-group-commit-'));
    directories.push(directory);
    const path = join(directory, 'db.sqlite');
    const db = database(path);
    // Another connection takes the write lock for 200 ms, as the checkpoint worker's RESTART does.
    const holder = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const other = new (require(workerData.driver))(workerData.path);
       other.exec('BEGIN IMMEDIATE');
       parentPort.postMessage('locked');
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
       other.exec('COMMIT');
       other.close();`,
      { eval: true, workerData: { path, driver: createRequire(import.meta.url).resolve('better-sqlite3') } },
    );
    await new Promise((resolve) => holder.once('message', resolve));
    const { commits, flush } = manual(db);
    const written = commits.run(() => {
      const before = db.prepare('SELECT count(*) FROM items').pluck().get();
      insertItem(db, `after ${String(before)}`);
    });
    flush();
    await expect(written).resolves.toBeUndefined();
    expect(names(db)).toEqual(['after 0']);
    await holder.terminate();
  });
});
