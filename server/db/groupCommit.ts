/**
 * Group commit: writes requested during one event-loop turn share one SQLite transaction.
 *
 * Each commit costs a WAL append and its system calls whatever it holds, so a write alone costs
 * several times what it costs sharing a commit (docs/performance.md#writes). Requests that arrive
 * together (concurrent clients are answered together, so they
 * come back together) therefore write together: the first write of a turn schedules a flush with
 * `setImmediate`, which runs after the turn's I/O callbacks, so every request parsed in that turn
 * has queued its write by then.
 *
 * Guarantees:
 * - a write's promise settles only after the transaction holding it has committed (resolve) or
 *   after it was rolled back (reject): nothing acknowledged can be lost;
 * - writes run in the order they were queued, in one synchronous transaction (no other statement
 *   of the connection interleaves), so ids SQLite issues stay unique and increasing;
 * - a write that throws is rolled back alone and rejects with its own error, the others commit.
 *   Only an error that ends the whole transaction (SQLite rolls back on disk full or I/O errors) or
 *   a failed commit rejects every write of the group, since none of them was written.
 *
 * The group first runs without a savepoint per write: a savepoint costs two statements, and the
 * pages its write changes are copied to a statement journal, which past 64 KiB goes to a temporary
 * file (a group of ten submissions: one file created and unlinked, ~100 more page writes). Writes
 * rarely throw; when one does, that transaction is rolled back and the group runs again, each write
 * in its own savepoint.
 *
 * A write must be synchronous, must not queue another write (it would land in a later group), and
 * must act on nothing but the database: it may run twice (the first run rolled back), so its
 * result must follow from the database's state alone.
 */
import type { Database } from './open.js';

export type GroupCommit = {
  /** Runs `write` in the next group's transaction; resolves with its result once that has committed. */
  run<T>(write: () => T): Promise<T>;
  /**
   * Commits the queued writes now rather than at the end of the turn. A block produced in the
   * same turn as a submission (a control-API `advance` read in the same poll) must see the order
   * its client will be told was accepted. Inside another transaction it does nothing: a commit
   * there would be the outer transaction's, and the writes wait for the scheduled flush.
   */
  flush(): void;
};

type Queued = { write: () => unknown; resolve(value: unknown): void; reject(error: unknown): void };
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export type CreateGroupCommitOptions = {
  /** When the queued writes are flushed; `setImmediate` (the end of the current turn) by default. */
  schedule?: (flush: () => void) => void;
};

/**
 * @example
 * const commits = createGroupCommit(db);
 * const id = await commits.run(() => insertQuote(db, quote)); // committed by now
 */
export function createGroupCommit(db: Database, options: CreateGroupCommitOptions = {}): GroupCommit {
  const schedule = options.schedule ?? ((flush) => void setImmediate(flush));
  let queue: Queued[] = [];

  // Every write succeeds (the usual case), or a throw rolls the whole transaction back. Both
  // groups begin IMMEDIATE: a deferred transaction that reads before it writes gets SQLITE_BUSY at
  // once, without the busy wait, while another connection holds the write lock, as the checkpoint
  // worker's RESTART does for a few ms (backgroundCheckpoints.ts).
  const runGroupOptimistically = db.transaction((group: readonly Queued[]): Outcome[] =>
    group.map((entry): Outcome => ({ ok: true, value: entry.write() })),
  );
  // Nested in the group's transaction, better-sqlite3 runs this as a savepoint: a throw rolls back
  // to it and rethrows.
  const inSavepoint = db.transaction((write: () => unknown) => write());
  const runGroupInSavepoints = db.transaction((group: readonly Queued[]): Outcome[] =>
    group.map((entry): Outcome => {
      try {
        return { ok: true, value: inSavepoint(entry.write) };
      } catch (error) {
        // SQLite ended the whole transaction (e.g. SQLITE_FULL, SQLITE_IOERR): nothing of the
        // group is left to commit, and later writes must not run outside a transaction.
        if (!db.inTransaction) throw error;
        return { ok: false, error };
      }
    }),
  );

  function flush() {
    if (queue.length === 0 || db.inTransaction) return;
    const group = queue;
    queue = [];
    let outcomes: Outcome[];
    try {
      try {
        outcomes = runGroupOptimistically.immediate(group);
      } catch (error) {
        // Rolled back: nothing of the group was written. A write alone has its answer; else each
        // write again, in its own savepoint.
        if (group.length === 1) throw error;
        outcomes = runGroupInSavepoints.immediate(group);
      }
    } catch (error) {
      // Rolled back (or the commit failed, or the connection is closed): nothing was written.
      for (const entry of group) entry.reject(error);
      return;
    }
    group.forEach((entry, index) => {
      const outcome = outcomes[index] as Outcome;
      if (outcome.ok) entry.resolve(outcome.value);
      else entry.reject(outcome.error);
    });
  }

  return {
    run<T>(write: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (queue.length === 0) schedule(flush);
        queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
      });
    },
    flush,
  };
}

const groupCommits = new WeakMap<Database, GroupCommit>();

/** The connection's group commit, shared by its writers (the stores) and the auction runner. */
export function groupCommitOf(db: Database): GroupCommit {
  let commits = groupCommits.get(db);
  if (commits === undefined) {
    commits = createGroupCommit(db);
    groupCommits.set(db, commits);
  }
  return commits;
}
