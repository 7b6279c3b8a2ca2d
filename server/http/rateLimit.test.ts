import { describe, expect, test } from 'vitest';
import { operations as orderbookOperations } from '../../generated/orderbook/routes.js';
import { createRateLimiter, rateLimitCategory } from './rateLimit.js';

describe('createRateLimiter', () => {
  test('default: allows a one-second burst, then asks the client to wait', () => {
    let now = 0;
    const limiter = createRateLimiter({ quote: 10, order: 5, read: 100 }, () => now);
    for (let index = 0; index < 10; index++) expect(limiter.take('1.2.3.4', 'quote').allowed).toBe(true);
    expect(limiter.take('1.2.3.4', 'quote')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 100; // one token back after 1/10 s
    expect(limiter.take('1.2.3.4', 'quote').allowed).toBe(true);
    expect(limiter.take('1.2.3.4', 'quote').allowed).toBe(false);
  });

  test('behavior: clients and categories have separate buckets', () => {
    const limiter = createRateLimiter({ quote: 1, order: 1, read: 1 }, () => 0);
    expect(limiter.take('a', 'quote').allowed).toBe(true);
    expect(limiter.take('a', 'quote').allowed).toBe(false);
    expect(limiter.take('b', 'quote').allowed).toBe(true);
    expect(limiter.take('a', 'order').allowed).toBe(true);
  });

  test('behavior: slow rates ask for longer waits', () => {
    const limiter = createRateLimiter({ quote: 0.25, order: 1, read: 1 }, () => 0);
    limiter.take('a', 'quote');
    expect(limiter.take('a', 'quote')).toEqual({ allowed: false, retryAfterSeconds: 4 });
  });
});

describe('rateLimitCategory', () => {
  test('default', () => {
    expect(rateLimitCategory('quote', 'post')).toBe('quote');
    expect(rateLimitCategory('quoteStream', 'post')).toBe('quote');
    expect(rateLimitCategory('createOrder', 'post')).toBe('order');
    expect(rateLimitCategory('cancelOrders', 'delete')).toBe('order');
    expect(rateLimitCategory('getOrder', 'get')).toBe('read');
  });
});

describe('rate-limited operations', () => {
  test('behavior: every order-book operation, which the rate limits guard, documents its 429', () => {
    const undocumented = orderbookOperations
      .filter((operation) => !operation.statuses.includes(429))
      .map((operation) => operation.operationId);
    expect(undocumented).toEqual([]);
  });
});
