import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { judgeAttempt, retryDelayMs, type RetryPolicy } from './delivery.js';

const policy: RetryPolicy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 30_000 };

describe('retryDelayMs', () => {
  test('behavior: after attempt n the delay lies in [d/2, d] for d = base·2^(n−1), capped', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, draw) => {
          const full = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
          const delay = retryDelayMs(attempt, policy, () => draw);
          expect(delay).toBeGreaterThanOrEqual(full / 2);
          expect(delay).toBeLessThanOrEqual(full);
        },
      ),
    );
  });

  test('behavior: the jitter spreads deliveries that failed together', () => {
    const draws = [0, 0.25, 0.5, 0.75, 0.999];
    expect(draws.map((draw) => retryDelayMs(3, policy, () => draw))).toEqual([2000, 2500, 3000, 3500, 3998]);
  });
});

describe('judgeAttempt', () => {
  const failure = { reason: 'HTTP 500', permanent: false };

  test('behavior: success is delivered; a failure is retried after the drawn delay until the last attempt', () => {
    expect(judgeAttempt(1, undefined, policy, 700)).toEqual({ state: 'delivered' });
    expect(judgeAttempt(4, failure, policy, 700)).toEqual({ state: 'pending', retryInMs: 700, reason: 'HTTP 500' });
    expect(judgeAttempt(5, failure, policy, 700)).toEqual({ state: 'dead', reason: 'HTTP 500' });
  });

  test('behavior: a permanent failure is dead at the first attempt', () => {
    expect(judgeAttempt(1, { reason: 'HTTP 410', permanent: true }, policy, 700)).toEqual({
      state: 'dead',
      reason: 'HTTP 410',
    });
  });
});
