/**
 * Per-client rate limits (docs/decisions.md#the-specification-wins): a token bucket per client
 * address and category, 429 `RateLimited` with `Retry-After` when empty. Time comes from an injected monotonic clock
 * (real time even when the simulated clock is manual, so a paused world does not block clients).
 */
import type { Middleware } from 'koa';
import { ApiError } from '../domain/errors.js';

export type RateLimitCategory = 'quote' | 'order' | 'read';

/** Sustained requests per second per client; the burst is one second's worth (at least one request). */
export type RateLimits = Readonly<Record<RateLimitCategory, number>>;

/** Beyond this many tracked clients, full buckets are forgotten (they would allow a burst anyway). */
const MAX_TRACKED_BUCKETS = 10_000;

type Bucket = { tokens: number; updatedMs: number };

export type RateLimiter = {
  /** Takes one token; returns the seconds to wait when none is left. */
  take(client: string, category: RateLimitCategory): { allowed: true } | { allowed: false; retryAfterSeconds: number };
};

export function createRateLimiter(limits: RateLimits, nowMs: () => number): RateLimiter {
  const buckets = new Map<string, Bucket>();
  return {
    take(client, category) {
      const rate = limits[category];
      const capacity = Math.max(1, rate);
      const key = `${category}:${client}`;
      const now = nowMs();
      const bucket = buckets.get(key) ?? { tokens: capacity, updatedMs: now };
      bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.updatedMs) / 1000) * rate);
      bucket.updatedMs = now;
      if (!buckets.has(key)) {
        if (buckets.size >= MAX_TRACKED_BUCKETS) prune(buckets, limits, now);
        buckets.set(key, bucket);
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / rate)) };
    },
  };
}

function prune(buckets: Map<string, Bucket>, limits: RateLimits, now: number) {
  for (const [key, bucket] of buckets) {
    const rate = limits[key.slice(0, key.indexOf(':')) as RateLimitCategory];
    if (bucket.tokens + ((now - bucket.updatedMs) / 1000) * rate >= Math.max(1, rate)) buckets.delete(key);
  }
}

/** The category of an operation: quotes, writes (orders, cancellations, app data), reads. */
export function rateLimitCategory(operationId: string, method: string): RateLimitCategory {
  if (operationId === 'quote' || operationId === 'quoteStream') return 'quote';
  return method === 'get' || method === 'head' ? 'read' : 'order';
}

export function rateLimit(limiter: RateLimiter, category: RateLimitCategory): Middleware {
  return async function limitRate(ctx, next) {
    const result = limiter.take(ctx.ip, category);
    if (!result.allowed) {
      ctx.set('Retry-After', String(result.retryAfterSeconds));
      throw new ApiError('RateLimited', `too many ${category} requests; retry in ${result.retryAfterSeconds} s`);
    }
    await next();
  };
}
