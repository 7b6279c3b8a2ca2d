import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database } from './open.js';

/** How often the background connection folds the WAL into the database file. */
const CHECKPOINT_INTERVAL_MS = 100;
/**
 * The serving connection's own automatic checkpoint, in pages, kept only as a backstop should the
 * background thread fall behind: above one block's writes (~20,000 pages for a 10,000-order
 * auction), so a commit never checkpoints in the event loop in normal operation.
 */
const BACKSTOP_AUTOCHECKPOINT_PAGES = 100_000;
/** A WAL file larger than this is truncated back after a checkpoint (SQLite reuses it otherwise). */
const JOURNAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

// A CommonJS worker evaluated from source: the same code runs under tsx, vitest and the bundle.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const db = new Database(workerData.path, { timeout: workerData.busyTimeoutMs });
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
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
 * checkpoint every 100 ms, and `db`'s automatic checkpoint becomes a distant backstop. Without it
 * the commit that crosses SQLite's 1,000-page threshold copies the WAL into the database file while
 * every request waits (~0.5 s after an auction of 10,000 orders). Durability is unchanged: commits
 * are in the WAL before they are acknowledged, whoever checkpoints them later.
 *
 * `stop()` ends the worker and restores `db`'s defaults (call it before the final checkpoint).
 */
export function startBackgroundCheckpoints(db: Database, path: string): BackgroundCheckpoints {
  const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
  const busyTimeoutMs = db.pragma('busy_timeout', { simple: true }) as number;
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { driverPath, path, busyTimeoutMs, intervalMs: CHECKPOINT_INTERVAL_MS },
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
