/**
 * The one source of time. Nothing in batchbook calls `Date.now()` or `new Date()` without an
 * argument: components receive a Clock.
 */
export type Clock = {
  /** Current time. */
  now(): Date;
};

/** Follows the machine's clock. */
export function createWallClock(): Clock {
  return { now: () => new Date(Date.now()) };
}

export type ManualClock = Clock & {
  /** Moves time forward; never backwards. */
  advance(milliseconds: number): void;
  set(time: Date): void;
};

/** Moves only when told to: what tests and CI runs want. */
export function createManualClock(start: Date): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(milliseconds) {
      if (!Number.isFinite(milliseconds) || milliseconds < 0) {
        throw new RangeError(`cannot advance the clock by ${milliseconds} ms`);
      }
      current += milliseconds;
    },
    set(time) {
      if (time.getTime() < current) throw new RangeError('the clock cannot go backwards');
      current = time.getTime();
    },
  };
}
