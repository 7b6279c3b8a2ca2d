import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, test } from 'vitest';
import { CompanionError, OrderPostError } from '../domain/errors.js';
import { errorHandler, logUnexpectedError } from './errorHandler.js';

async function serve(surface: 'orderbook' | 'companion', failure: () => never) {
  const app = new Koa();
  app.silent = true;
  const logged: unknown[] = [];
  app.on('error', (error) => logged.push(error));
  app.use(errorHandler(() => surface));
  app.use(() => failure());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`);
  const result = {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as Record<string, any>,
    logged,
  };
  server.close();
  return result;
}

describe('errorHandler', () => {
  test('default: a domain error renders its documented body', async () => {
    const result = await serve('orderbook', () => {
      throw new OrderPostError('DuplicatedOrder', 'order already exists');
    });
    expect(result).toMatchObject({
      status: 400,
      body: { errorType: 'DuplicatedOrder', description: 'order already exists' },
    });
    expect(result.type).toMatch(/^application\/json/);
    expect(result.logged).toEqual([]);
  });

  test('behavior: an unexpected error is a generic 500, logged once, details not exposed', async () => {
    const result = await serve('orderbook', () => {
      throw new Error('database exploded at /secret/path');
    });
    expect(result.status).toBe(500);
    expect(result.body).toEqual({ errorType: 'InternalServerError', description: '' });
    expect(result.logged).toHaveLength(1);
  });

  test('behavior: companion unexpected errors are {message}', async () => {
    const result = await serve('companion', () => {
      throw new TypeError('boom');
    });
    expect(result.status).toBe(500);
    expect(Object.keys(result.body)).toEqual(['message']);
    expect(result.body.message).not.toContain('boom');
  });

  test('behavior: companion domain errors keep their message', async () => {
    const result = await serve('companion', () => {
      throw new CompanionError('conflict', 'Affiliate code already taken');
    });
    expect(result).toMatchObject({ status: 409, body: { message: 'Affiliate code already taken' } });
  });
});

describe('logUnexpectedError', () => {
  const logged = () => {
    const lines: unknown[][] = [];
    return {
      lines,
      log: { error: (...args: unknown[]) => lines.push(args), debug: (...args: unknown[]) => lines.push(args) },
    };
  };
  /** What Koa reports once the response went out and the client's connection then failed. */
  const afterResponse = (code: string) => Object.assign(new Error('Parse Error'), { code, headerSent: true });

  test('default: an unexpected error is logged with its stack', () => {
    const { lines, log } = logged();
    const error = new Error('database exploded');
    logUnexpectedError('info', log)(error);
    expect(lines).toEqual([['unexpected error', error]]);
  });

  test('behavior: a client connection that fails after the response is not an unexpected error', () => {
    // Truncated or garbage bytes after a request, a reset: the client's doing, one stack trace each.
    for (const code of ['HPE_INVALID_EOF_STATE', 'HPE_CLOSED_CONNECTION', 'ECONNRESET', 'EPIPE']) {
      const { lines, log } = logged();
      logUnexpectedError('info', log)(afterResponse(code));
      expect(lines).toEqual([]);
      logUnexpectedError('debug', log)(afterResponse(code));
      expect(lines).toEqual([['client connection error', `${code}: Parse Error`]]);
    }
    // The same codes before any response are the server's problem (a 500 went out): logged.
    const { lines, log } = logged();
    logUnexpectedError('info', log)(Object.assign(new Error('upstream reset'), { code: 'ECONNRESET' }));
    expect(lines).toHaveLength(1);
  });

  test('behavior: silent logs nothing', () => {
    const { lines, log } = logged();
    logUnexpectedError('silent', log)(new Error('x'));
    expect(lines).toEqual([]);
  });
});
