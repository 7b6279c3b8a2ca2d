/**
 * Executed hooks from the analytics provider (`getHooks`), with a 5-minute cache per parameter set.
 */
import { CompanionError } from '../errors.js';
import { companionMessages } from './messages.js';
import type { CompanionServices, HookRow, HooksQuery, HooksSource } from './ports.js';

/** How long a parameter set's hooks are reused, and what `Cache-Control` tells clients. */
export const HOOKS_CACHE_TTL_MS = 5 * 60 * 1000;
export const HOOKS_CACHE_CONTROL = 'max-age=300, public, s-maxage=300';

/** Query defaults of the document (and of the reference). */
export const HOOKS_DEFAULTS = { maxWaitTimeMs: 300_000, limit: 1000, offset: 0 } as const;

export type GetHooksParameters = HooksQuery & { maxWaitTimeMs: number };

/**
 * `{hooks, count}` for one chain and period.
 *
 * @throws CompanionError unavailable `Hooks analytics is not configured` without an analytics key;
 * internal `Internal server error while fetching hooks` on any provider failure or timeout.
 */
export async function getHooks(
  services: CompanionServices,
  parameters: GetHooksParameters,
): Promise<{ hooks: HookRow[]; count: number }> {
  if (!services.hooks) throw new CompanionError('unavailable', companionMessages.hooksNotConfigured);
  const { maxWaitTimeMs, ...query } = parameters;
  let hooks: readonly HookRow[];
  try {
    hooks = await services.hooks.fetchHooks(query, { maxWaitTimeMs });
  } catch (error) {
    services.reportError(error);
    throw new CompanionError('internal', companionMessages.hooksInternalError, { cause: error });
  }
  return { hooks: [...hooks], count: hooks.length };
}

export type CachedHooksSourceParameters = {
  /** Milliseconds of a monotonic clock (real time: a paused simulated clock must not pin the cache). */
  now: () => number;
  ttlMs?: number;
  /** Most parameter sets kept (offsets make the key space unbounded); the oldest go first. */
  maxEntries?: number;
};

/**
 * Wraps a source so each parameter set (blockchain, period, limit, offset) is fetched at most once
 * per `ttlMs`; concurrent requests for one set share the provider round trip. Failures are not
 * cached.
 *
 * @example
 * const hooks = createCachedHooksSource(client, { now: () => performance.now() })
 */
export function createCachedHooksSource(source: HooksSource, parameters: CachedHooksSourceParameters): HooksSource {
  const ttlMs = parameters.ttlMs ?? HOOKS_CACHE_TTL_MS;
  const maxEntries = parameters.maxEntries ?? 1000;
  const entries = new Map<string, { expiresAt: number; rows: Promise<readonly HookRow[]> }>();
  return {
    fetchHooks(query, options) {
      const key = JSON.stringify([query.blockchain, query.period, query.limit, query.offset]);
      const now = parameters.now();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now) return cached.rows;
      entries.delete(key);
      for (const [oldKey, entry] of entries) if (entry.expiresAt <= now) entries.delete(oldKey);
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      const rows = source.fetchHooks(query, options);
      const entry = { expiresAt: now + ttlMs, rows };
      entries.set(key, entry);
      rows.then(
        // The TTL counts from when the rows arrived, not from when they were asked for.
        () => {
          if (entries.get(key) === entry) entry.expiresAt = parameters.now() + ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return rows;
    },
  };
}
