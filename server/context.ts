import type { Database } from './db/open.js';
import type { Config } from './config.js';
import { createManualClock, createWallClock, type Clock } from '../simulator/index.js';

/** Everything a handler may use; passed explicitly, no container (STYLE.md). */
export type AppContext = {
  readonly config: Config;
  readonly db: Database;
  readonly clock: Clock;
  readonly version: string;
};

export type CreateContextOverrides = Partial<Omit<AppContext, 'config' | 'db'>>;

/** The start time of the manual clock when none is given: fixed, so runs are reproducible. */
export const MANUAL_CLOCK_EPOCH = new Date('2026-01-01T00:00:00.000Z');

export function createContext(config: Config, db: Database, overrides: CreateContextOverrides = {}): AppContext {
  return {
    config,
    db,
    clock: overrides.clock ?? (config.clock === 'manual' ? createManualClock(MANUAL_CLOCK_EPOCH) : createWallClock()),
    version: overrides.version ?? 'batchbook 0.1.0',
  };
}
