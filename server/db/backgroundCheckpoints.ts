import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database } from './open.js';

/**
 * How often the background connection folds the WAL into the database file. Under a steady stream
 * of writes each checkpoint copies the pages written since the last one, and a page written many
 * times in between (a table's last page, an index's inner pages) is copied once: every second
 * rather than every 100 ms (with the WAL started over below) costs less CPU per accepted submission
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
 * A writer starts the WAL over only when its transaction begins after a checkpoint copied all of
 * it. Under a steady stream of commits (quotes, submissions) one nearly always lands while a
 * checkpoint copies, so passive checkpoints alone let the WAL grow to the backstop, whose
 * checkpoint in the event loop stalls every request (docs/performance.md#writes). Past this size
 * the worker starts the WAL over itself: passive checkpoints until one finds few new frames, then
 * a RESTART checkpoint, which copies those few while holding writers off. The serving connection's
 * write transactions therefore begin IMMEDIATE, so they wait for the lock (its busy timeout) instead
 * of failing as a deferred transaction that has already read does.
 */
const RESTART_ABOVE_BYTES = 16 * 1024 * 1024;
/** New frames few enough for the RESTART checkpoint to copy while the serving connection's writes wait. */
const RESTART_WITHIN_BYTES = 1024 * 1024;
/** Checkpoints a tick runs, at most, to come within that of the WAL's end and start it over. */
const RESTART_ATTEMPTS = 20;
/** The wait after a RESTART checkpoint found the writer at work: a commit of the event loop takes a few ms. */
const RESTART_PAUSE_MS = 5;
/** A WAL file larger than this is truncated back when it starts over (SQLite reuses it otherwise). */
const JOURNAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/** `wal_checkpoint`'s answer: whether it was blocked, the WAL's frames, the frames copied. */
type CheckpointResult = [busy: number, walFrames: number, copiedFrames: number];

/**
 * One tick: a passive checkpoint; past `restartAboveFrames`, more passive ones (at most `attempts`),
 * and right after each that found at most `withinFrames` frames committed since the one before,
 * `restart`: a RESTART checkpoint, which starts the WAL over, or gives up at once when a writer
 * holds the lock (then `pause`). A RESTART never follows a pause directly: a block may have
 * committed meanwhile, and its pages would be copied while every writer waits. Self-contained:
 * the worker runs its source text.
 */
export function checkpointStartingOver(
  passive: () => CheckpointResult,
  restart: () => CheckpointResult,
  pause: () => void,
  attempts: number,
  restartAboveFrames: number,
  withinFrames: number,
): void {
  let [busy, walFrames] = passive();
  if (busy !== 0 || walFrames < restartAboveFrames) return;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const [nowBusy, nowFrames]: CheckpointResult = passive();
    // Another checkpoint runs (its answer is -1), or a writer started the WAL over meanwhile.
    if (nowBusy !== 0 || nowFrames < walFrames) return;
    const fewNew = nowFrames - walFrames <= withinFrames;
    walFrames = nowFrames;
    if (!fewNew) continue;
    const [refused] = restart();
    if (refused === 0) return;
    pause();
  }
}

// A CommonJS worker evaluated from source: the same code runs under tsx, vitest and the bundle.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const db = new Database(workerData.path, { timeout: workerData.busyTimeoutMs });
const passive = db.prepare('PRAGMA wal_checkpoint(PASSIVE)').raw();
const restart = db.prepare('PRAGMA wal_checkpoint(RESTART)').raw();
// Prepared (the schema read) with the usual patience; from here on it never waits for a lock: a
// RESTART checkpoint that finds a writer at work gives up (a block's transaction may hold the lock
// for a second) rather than hold back the writes queued behind it.
db.pragma('busy_timeout = 0');
const checkpointStartingOver = ${checkpointStartingOver.toString()};
const pauseCell = new Int32Array(new SharedArrayBuffer(4));
const timer = setInterval(() => {
  try {
    checkpointStartingOver(
      () => passive.get(),
      () => restart.get(),
      () => Atomics.wait(pauseCell, 0, 0, workerData.restartPauseMs),
      workerData.restartAttempts,
      workerData.restartAboveFrames,
      workerData.restartWithinFrames,
    );
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
 * checkpoint every second (and starts a long WAL over, see `checkpointStartingOver`), and `db`'s
 * automatic checkpoint becomes a distant backstop. Without it the commit that crosses SQLite's
 * 1,000-page threshold copies the WAL into the database file while every request waits
 * (docs/performance.md#writes). Durability is unchanged: commits are in the WAL before they are
 * acknowledged, whoever checkpoints them later, and a checkpoint syncs the database file before
 * the WAL starts over.
 *
 * `stop()` ends the worker and restores `db`'s defaults (call it before the final checkpoint).
 */
export function startBackgroundCheckpoints(db: Database, path: string): BackgroundCheckpoints {
  const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
  const busyTimeoutMs = db.pragma('busy_timeout', { simple: true }) as number;
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: {
      driverPath,
      path,
      busyTimeoutMs,
      intervalMs: CHECKPOINT_INTERVAL_MS,
      restartAttempts: RESTART_ATTEMPTS,
      restartPauseMs: RESTART_PAUSE_MS,
      restartAboveFrames: Math.floor(RESTART_ABOVE_BYTES / pageSize),
      restartWithinFrames: Math.floor(RESTART_WITHIN_BYTES / pageSize),
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
