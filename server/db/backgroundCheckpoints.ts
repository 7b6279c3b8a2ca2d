import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database } from './open.js';

/**
 * How often the background connection folds the WAL into the database file. Under a steady stream
 * of writes each checkpoint copies the pages written since the last one, and a page written many
 * times in between (a table's last page, an index's inner pages) is copied once: every second
 * rather than every 100 ms (with the catch-up below) costs less CPU per accepted submission
 * (docs/performance.md#writes).
 */
const CHECKPOINT_INTERVAL_MS = 1000;
/**
 * The serving connection's own automatic checkpoint, in pages, kept only as a backstop should the
 * background thread fall behind: above one block's writes (~20,000 pages for a 10,000-order
 * auction), so a commit never checkpoints in the event loop in normal operation.
 */
const BACKSTOP_AUTOCHECKPOINT_PAGES = 100_000;
/**
 * A writer starts the WAL over only after a checkpoint that copied all of it. Under steady writes a
 * checkpoint seldom ends so (commits land while it copies, the more the longer it takes), and the
 * WAL grows to the backstop, whose checkpoint in the event loop stalls every request for over a
 * second (docs/performance.md#writes). Past this size the worker repeats its
 * checkpoint (at most this many times a tick) until one finds no new commit.
 */
const CATCH_UP_ABOVE_BYTES = 128 * 1024 * 1024;
const CATCH_UP_ATTEMPTS = 10;
/** A WAL file larger than this is truncated back after a checkpoint (SQLite reuses it otherwise). */
const JOURNAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/** `wal_checkpoint`'s answer: whether it was blocked, the WAL's frames, the frames copied. */
type CheckpointResult = [busy: number, walFrames: number, copiedFrames: number];

/**
 * One checkpoint; past `aboveFrames`, more (at most `attempts`) until one finds no commit made since
 * the one before, all copied: the next commit then starts the WAL over. Self-contained: the worker
 * runs its source text.
 */
export function checkpointCatchingUp(checkpoint: () => CheckpointResult, attempts: number, aboveFrames: number): void {
  let [busy, walFrames] = checkpoint();
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (busy !== 0 || walFrames <= aboveFrames) return;
    const previousFrames = walFrames;
    const [nowBusy, nowFrames, copiedFrames] = checkpoint();
    if (nowBusy === 0 && nowFrames === previousFrames && copiedFrames === nowFrames) return;
    busy = nowBusy;
    walFrames = nowFrames;
  }
}

// A CommonJS worker evaluated from source: the same code runs under tsx, vitest and the bundle.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const db = new Database(workerData.path, { timeout: workerData.busyTimeoutMs });
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)').raw();
const checkpointCatchingUp = ${checkpointCatchingUp.toString()};
const timer = setInterval(() => {
  try {
    checkpointCatchingUp(() => checkpoint.get(), workerData.catchUpAttempts, workerData.catchUpAboveFrames);
  } catch (error) {
    // Busy or locked (another checkpoint runs): the next tick tries again. Anything else ends the
    // worker, and the serving connection goes back to checkpointing itself.
    if (error.code !== 'SQLITE_BUSY' && error.code !== 'SQLITE_LOCKED') throw error;
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.postMessage('closed');
});
`;

export type BackgroundCheckpoints = { stop(): Promise<void> };

/**
 * Moves WAL checkpoints off the event loop: a worker thread with its own connection runs a passive
 * checkpoint every second, and `db`'s automatic checkpoint becomes a distant backstop. Without it
 * the commit that crosses SQLite's 1,000-page threshold copies the WAL into the database file while
 * every request waits (docs/performance.md#writes). Durability is unchanged: commits
 * are in the WAL before they are acknowledged, whoever checkpoints them later.
 *
 * `stop()` ends the worker and restores `db`'s defaults (call it before the final checkpoint).
 */
export function startBackgroundCheckpoints(db: Database, path: string): BackgroundCheckpoints {
  const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
  const busyTimeoutMs = db.pragma('busy_timeout', { simple: true }) as number;
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: {
      driverPath,
      path,
      busyTimeoutMs,
      intervalMs: CHECKPOINT_INTERVAL_MS,
      catchUpAttempts: CATCH_UP_ATTEMPTS,
      catchUpAboveFrames: Math.floor(CATCH_UP_ABOVE_BYTES / (db.pragma('page_size', { simple: true }) as number)),
    },
  });
  // Never keeps the process alive on its own.
  worker.unref();
  let stopping: Promise<void> | undefined;
  // No background thread any more (it failed, or stopped on its own): the serving connection
  // checkpoints as SQLite does by default.
  const restoreDefault = () => {
    if (db.open) db.pragma('wal_autocheckpoint = 1000');
  };
  const failed = new Promise<void>((resolve) =>
    worker.once('error', () => {
      restoreDefault();
      resolve();
    }),
  );
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      if (stopping === undefined) restoreDefault();
      resolve();
    }),
  );
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_AUTOCHECKPOINT_PAGES}`);
  db.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT_BYTES}`);
  return {
    stop: () => {
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => worker.once('message', () => resolve()));
        worker.postMessage('stop');
        await Promise.race([closed, failed, exited]);
        await worker.terminate();
        restoreDefault();
      })();
      return stopping;
    },
  };
}
