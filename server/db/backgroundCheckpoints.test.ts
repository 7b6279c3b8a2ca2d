import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { checkpointStartingOver, startBackgroundCheckpoints } from './backgroundCheckpoints.js';
import { openDatabase, type Database } from './open.js';

const opened: Database[] = [];
const tempDirs: string[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openFileDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'batchbook-checkpoints-'));
  tempDirs.push(dir);
  const path = join(dir, 'db.sqlite');
  const db = openDatabase(path);
  opened.push(db);
  return { db, path };
}

/** Writes ~3,000 pages (12 MB) in one transaction: past SQLite's default 1,000-page checkpoint. */
function writeManyPages(db: Database) {
  db.exec('CREATE TABLE blobs (id INTEGER PRIMARY KEY, body BLOB NOT NULL)');
  const insert = db.prepare('INSERT INTO blobs (body) VALUES (?)');
  db.transaction(() => {
    for (let index = 0; index < 3_000; index += 1) insert.run(Buffer.alloc(4_000, index % 251));
  })();
}

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

describe('startBackgroundCheckpoints', () => {
  test('default: a worker thread copies committed pages into the database file; the serving connection does not', async () => {
    const { db, path } = openFileDatabase();
    const checkpoints = startBackgroundCheckpoints(db, path);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(100_000);
    writeManyPages(db);
    // The commit itself left the pages in the WAL (no checkpoint in the event loop)...
    expect(statSync(path).size).toBeLessThan(1_000_000);
    // ...and the background connection folds them into the file shortly after.
    const deadline = Date.now() + 10_000;
    while (statSync(path).size < 12_000_000 && Date.now() < deadline) await sleep(20);
    expect(statSync(path).size).toBeGreaterThanOrEqual(12_000_000);
    expect(db.prepare('SELECT count(*) FROM blobs').pluck().get()).toBe(3_000);
    await checkpoints.stop();
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
  });

  test('behavior: a worker that fails hands checkpoints back to the serving connection', async () => {
    const { db } = openFileDatabase();
    // The worker cannot open this path and ends with an error.
    const checkpoints = startBackgroundCheckpoints(db, join(tmpdir(), 'batchbook-missing', 'no', 'db.sqlite'));
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(100_000);
    const deadline = Date.now() + 10_000;
    while (db.pragma('wal_autocheckpoint', { simple: true }) !== 1_000 && Date.now() < deadline) await sleep(20);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    await checkpoints.stop();
  });

  test('behavior: under a steady stream of commits the WAL starts over long before the backstop', async () => {
    const { db, path } = openFileDatabase();
    const checkpoints = startBackgroundCheckpoints(db, path);
    db.exec('CREATE TABLE blobs (id INTEGER PRIMARY KEY, body BLOB NOT NULL)');
    const insert = db.prepare('INSERT INTO blobs (body) VALUES (?)');
    const body = Buffer.alloc(4_000, 1);
    const walPath = `${path}-wal`;
    // The WAL header's checkpoint sequence number (bytes 12–15) counts the times it started over.
    const startsOver = () => {
      const file = openSync(walPath, 'r');
      try {
        const header = Buffer.alloc(16);
        readSync(file, header, 0, 16, 0);
        return header.readUInt32BE(12);
      } finally {
        closeSync(file);
      }
    };
    insert.run(body);
    const first = startsOver();
    // ~8 pages every 2 ms (~16 MB a second), as a burst of quotes writes: a commit lands during
    // nearly every checkpoint, so the WAL never ends fully copied on its own.
    let largestWal = 0;
    const deadline = Date.now() + 20_000;
    while (startsOver() === first && Date.now() < deadline) {
      db.transaction(() => {
        for (let row = 0; row < 8; row += 1) insert.run(body);
      })();
      largestWal = Math.max(largestWal, statSync(walPath).size);
      await sleep(2);
    }
    await checkpoints.stop();
    expect(startsOver()).not.toBe(first);
    // Started over at the first ticks past 16 MB, far below the backstop's 100,000 pages (~400 MB).
    expect(largestWal).toBeLessThan(64 * 1024 * 1024);
  });

  test('behavior: stop is idempotent and leaves the database usable and checkpointable', async () => {
    const { db, path } = openFileDatabase();
    const checkpoints = startBackgroundCheckpoints(db, path);
    await Promise.all([checkpoints.stop(), checkpoints.stop()]);
    writeManyPages(db);
    expect(db.pragma('wal_checkpoint(TRUNCATE)')).toEqual([{ busy: 0, log: 0, checkpointed: 0 }]);
    expect(statSync(`${path}-wal`).size).toBe(0);
  });
});

describe('checkpointStartingOver', () => {
  type Result = [number, number, number];
  /** Checkpoints answering `passive` and `restart` in turn (the last one again when they run out). */
  function checkpoints(passiveResults: Result[], restartResults: Result[] = [[0, 0, 0]]) {
    const calls: string[] = [];
    const answer = (kind: string, results: Result[]) => () => {
      const count = calls.filter((call) => call === kind).length;
      calls.push(kind);
      return results[Math.min(count, results.length - 1)]!;
    };
    const pause = () => void calls.push('pause');
    return { passive: answer('passive', passiveResults), restart: answer('restart', restartResults), pause, calls };
  }

  test('default: a WAL below the size checkpoints once and is left to grow', () => {
    const { passive, restart, pause, calls } = checkpoints([[0, 900, 900]]);
    checkpointStartingOver(passive, restart, pause, 10, 1_000, 100);
    expect(calls).toEqual(['passive']);
  });

  test('behavior: a larger WAL is copied until few frames are new, then started over', () => {
    const { passive, restart, pause, calls } = checkpoints([
      [0, 5_000, 5_000],
      [0, 6_500, 6_500],
      [0, 6_540, 6_540],
    ]);
    checkpointStartingOver(passive, restart, pause, 10, 1_000, 100);
    expect(calls).toEqual(['passive', 'passive', 'passive', 'restart']);
  });

  test('behavior: after a RESTART refused by a writer, a pause and a passive checkpoint come before the next', () => {
    const refusedOnce = checkpoints(
      [[0, 5_000, 5_000]],
      [
        [1, 5_010, 5_010],
        [0, 5_020, 5_020],
      ],
    );
    checkpointStartingOver(refusedOnce.passive, refusedOnce.restart, refusedOnce.pause, 10, 1_000, 100);
    expect(refusedOnce.calls).toEqual(['passive', 'passive', 'restart', 'pause', 'passive', 'restart']);

    // A block committed during the pause: its pages are copied by a passive checkpoint, not under
    // a RESTART, which waits for the next passive one that finds few new.
    const blockCommitted = checkpoints(
      [
        [0, 5_000, 5_000],
        [0, 5_000, 5_000],
        [0, 29_000, 29_000],
        [0, 29_020, 29_020],
      ],
      [
        [1, 5_000, 5_000],
        [0, 29_020, 29_020],
      ],
    );
    checkpointStartingOver(blockCommitted.passive, blockCommitted.restart, blockCommitted.pause, 10, 1_000, 100);
    expect(blockCommitted.calls).toEqual(['passive', 'passive', 'restart', 'pause', 'passive', 'passive', 'restart']);

    // A block's transaction holds the lock for long: the tick ends after its attempts.
    const writerAtWork = checkpoints([[0, 5_000, 5_000]], [[1, 5_000, 5_000]]);
    checkpointStartingOver(writerAtWork.passive, writerAtWork.restart, writerAtWork.pause, 3, 1_000, 100);
    expect(writerAtWork.calls).toEqual([
      'passive',
      ...['passive', 'restart', 'pause'],
      ...['passive', 'restart', 'pause'],
      ...['passive', 'restart', 'pause'],
    ]);
  });

  test('behavior: it stops when another checkpoint runs, or when a writer started the WAL over', () => {
    const blocked = checkpoints([
      [0, 5_000, 5_000],
      [1, -1, -1],
    ]);
    checkpointStartingOver(blocked.passive, blocked.restart, blocked.pause, 10, 1_000, 100);
    expect(blocked.calls).toEqual(['passive', 'passive']);

    const startedOver = checkpoints([
      [0, 5_000, 5_000],
      [0, 40, 40],
    ]);
    checkpointStartingOver(startedOver.passive, startedOver.restart, startedOver.pause, 10, 1_000, 100);
    expect(startedOver.calls).toEqual(['passive', 'passive']);
  });
});
