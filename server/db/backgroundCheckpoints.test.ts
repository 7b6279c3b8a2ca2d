import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { checkpointCatchingUp, startBackgroundCheckpoints } from './backgroundCheckpoints.js';
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

  test('behavior: stop is idempotent and leaves the database usable and checkpointable', async () => {
    const { db, path } = openFileDatabase();
    const checkpoints = startBackgroundCheckpoints(db, path);
    await Promise.all([checkpoints.stop(), checkpoints.stop()]);
    writeManyPages(db);
    expect(db.pragma('wal_checkpoint(TRUNCATE)')).toEqual([{ busy: 0, log: 0, checkpointed: 0 }]);
    expect(statSync(`${path}-wal`).size).toBe(0);
  });
});

describe('checkpointCatchingUp', () => {
  /** A checkpoint answering `results` in turn (the last one again when they run out). */
  function checkpoints(...results: [number, number, number][]) {
    const calls: number[] = [];
    const checkpoint = () => {
      calls.push(calls.length);
      return results[Math.min(calls.length - 1, results.length - 1)]!;
    };
    return { checkpoint, calls };
  }

  test('default: a WAL within the size checkpoints once', () => {
    const { checkpoint, calls } = checkpoints([0, 900, 900]);
    checkpointCatchingUp(checkpoint, 10, 1_000);
    expect(calls).toHaveLength(1);
  });

  test('behavior: a larger WAL checkpoints again until one finds no new commit, all copied', () => {
    const { checkpoint, calls } = checkpoints([0, 5_000, 5_000], [0, 5_040, 5_040], [0, 5_040, 5_040]);
    checkpointCatchingUp(checkpoint, 10, 1_000);
    expect(calls).toHaveLength(3);
  });

  test('behavior: it gives up after the attempts, or when a checkpoint is blocked', () => {
    let frames = 5_000;
    const growing = checkpoints();
    checkpointCatchingUp(
      () => {
        growing.calls.push(0);
        frames += 10;
        return [0, frames, frames];
      },
      4,
      1_000,
    );
    expect(growing.calls).toHaveLength(5);
    const blocked = checkpoints([0, 5_000, 4_000], [1, 5_010, 4_000]);
    checkpointCatchingUp(blocked.checkpoint, 10, 1_000);
    expect(blocked.calls).toHaveLength(2);
  });
});
