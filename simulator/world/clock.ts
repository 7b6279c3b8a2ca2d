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

/** A clock the simulator can move forward: the manual clock, or the wall clock plus an offset. */
export type AdvanceableClock = Clock & {
  /** Moves time forward; never backwards. */
  advance(milliseconds: number): void;
};

export type OffsetClock = AdvanceableClock & {
  /** How far ahead of the base clock this clock runs, in milliseconds. */
  offsetMs(): number;
};

/**
 * `base` plus an offset that `advance` grows: in `wall` mode the control API can still jump time
 * ahead (to expire orders) while the clock keeps following real time.
 *
 * @example
 * const clock = createOffsetClock(createWallClock())
 * clock.advance(3_600_000) // one hour ahead of the machine's clock from now on
 */
export function createOffsetClock(base: Clock, offsetMs = 0): OffsetClock {
  let offset = offsetMs;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance(milliseconds) {
      if (!Number.isFinite(milliseconds) || milliseconds < 0) {
        throw new RangeError(`cannot advance the clock by ${milliseconds} ms`);
      }
      offset += milliseconds;
    },
    offsetMs: () => offset,
  };
}

/** Whether `clock` can be moved forward (a ManualClock or an OffsetClock). */
export function isAdvanceableClock(clock: Clock): clock is AdvanceableClock {
  return typeof (clock as Partial<AdvanceableClock>).advance === 'function';
}
