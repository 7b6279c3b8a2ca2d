import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { createCachedHooksSource, getHooks } from '../domain/companion/hooks.js';
import type { CompanionServices, HookRow, HooksQuery } from '../domain/companion/ports.js';
import { CompanionError } from '../domain/errors.js';
import { AnalyticsProviderError, createAnalyticsClient, toHookRow } from './analyticsClient.js';

const row: HookRow = {
  environment: 'prod',
  block_time: '2026-11-24 09:41:23.000 UTC',
  is_bridging: false,
  success: true,
  app_code: 'CoW Swap',
  destination_chain_id: null,
  destination_token_address: null,
  hook_type: 'pre',
  app_id: '9b6a5a1c3e3f4d1d8f0e2a4b7c6d5e4f',
  target: '0x000000000022d473030f116ddee9f6b43ac78ba3',
  gas_limit: 80000,
  app_hash: `0x${'5a'.repeat(32)}`,
  tx_hash: `0x${'3f'.repeat(32)}`,
};
const query: HooksQuery = { blockchain: 'mainnet', period: 'last 7d', limit: 10, offset: 5 };

type Seen = { method: string; url: string; key: string | undefined; body: string };
type Route = (request: Seen) => { status?: number; body: unknown } | 'hang';

/** A Dune-like provider on a loopback port, answering from `route` and recording every request. */
async function fakeProvider(route: Route) {
  const seen: Seen[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        key: req.headers['x-dune-api-key'] as string,
        body,
      };
      seen.push(request);
      const answer = route(request);
      if (answer === 'hang') return;
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/api/v1`, seen };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A fake clock advanced by the injected sleep: polling takes no real time. */
function fakeTime() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}

/** Finishes on the `finishOnPoll`-th poll; the query's results belong to `latestExecution`. */
function duneRoute(options: { finishOnPoll?: number; latestExecution?: string; rows?: unknown[] } = {}): Route {
  let polls = 0;
  return ({ method, url }) => {
    if (method === 'POST' && url === '/api/v1/query/5302473/execute') {
      return { body: { execution_id: 'EXEC-1', state: 'QUERY_STATE_PENDING' } };
    }
    if (method === 'GET' && url === '/api/v1/execution/EXEC-1/results') {
      polls++;
      const finished = polls >= (options.finishOnPoll ?? 1);
      return {
        body: finished
          ? {
              execution_id: 'EXEC-1',
              is_execution_finished: true,
              state: 'QUERY_STATE_COMPLETED',
              result: { rows: [] },
            }
          : { execution_id: 'EXEC-1', is_execution_finished: false, state: 'QUERY_STATE_EXECUTING' },
      };
    }
    if (method === 'GET' && url.startsWith('/api/v1/query/5302473/results?')) {
      return {
        body: {
          execution_id: options.latestExecution ?? 'EXEC-1',
          is_execution_finished: true,
          state: 'QUERY_STATE_COMPLETED',
          result: { rows: options.rows ?? [{ ...row, extra_column: 1 }] },
        },
      };
    }
    if (method === 'GET' && url.startsWith('/api/v1/execution/EXEC-1/results?')) {
      return {
        body: {
          execution_id: 'EXEC-1',
          is_execution_finished: true,
          state: 'QUERY_STATE_COMPLETED',
          result: { rows: [{ ...row, hook_type: 'post' }] },
        },
      };
    }
    return { status: 404, body: { error: 'not found' } };
  };
}

describe('createAnalyticsClient', () => {
  test('default: execute, poll every 2 s until finished, then read the page', async () => {
    const provider = await fakeProvider(duneRoute({ finishOnPoll: 3 }));
    const time = fakeTime();
    const client = createAnalyticsClient({ baseUrl: `${provider.baseUrl}/`, apiKey: 'secret', ...time });
    expect(await client.fetchHooks(query, { maxWaitTimeMs: 300_000 })).toEqual([row]);
    expect(provider.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/v1/query/5302473/execute',
      'GET /api/v1/execution/EXEC-1/results',
      'GET /api/v1/execution/EXEC-1/results',
      'GET /api/v1/execution/EXEC-1/results',
      'GET /api/v1/query/5302473/results?limit=10&offset=5',
    ]);
    expect(provider.seen.every((r) => r.key === 'secret')).toBe(true);
    expect(JSON.parse(provider.seen[0]!.body)).toEqual({
      query_parameters: { blockchain: 'mainnet', period: 'last 7d' },
    });
    expect(time.sleeps).toEqual([2000, 2000]);
  });

  test('behavior: gives up when maxWaitTimeMs runs out, sleeping at most what is left', async () => {
    const provider = await fakeProvider(duneRoute({ finishOnPoll: Infinity }));
    const time = fakeTime();
    const client = createAnalyticsClient({ baseUrl: provider.baseUrl, apiKey: 'secret', ...time });
    await expect(client.fetchHooks(query, { maxWaitTimeMs: 5000 })).rejects.toThrow(/did not finish within 5000 ms/);
    expect(time.sleeps).toEqual([2000, 2000, 1000]);
    expect(provider.seen.filter((r) => r.url === '/api/v1/execution/EXEC-1/results')).toHaveLength(4);
  });

  test('behavior: reads its own execution when another one is the latest of the query', async () => {
    const provider = await fakeProvider(duneRoute({ latestExecution: 'EXEC-OTHER' }));
    const client = createAnalyticsClient({ baseUrl: provider.baseUrl, apiKey: 'k', ...fakeTime() });
    expect(await client.fetchHooks(query, { maxWaitTimeMs: 1000 })).toEqual([{ ...row, hook_type: 'post' }]);
    expect(provider.seen.at(-1)?.url).toBe('/api/v1/execution/EXEC-1/results?limit=10&offset=5');
  });

  test.each([
    ['an error status', () => ({ status: 500, body: { error: 'boom' } }), /answered 500/],
    ['a 401', () => ({ status: 401, body: { error: 'invalid API Key' } }), /answered 401/],
    ['invalid JSON', () => ({ body: '{not json' }), /invalid JSON/],
    ['no execution id', () => ({ body: { state: 'QUERY_STATE_PENDING' } }), /no execution_id/],
  ] satisfies [string, Route, RegExp][])(
    'behavior: %s fails with AnalyticsProviderError',
    async (_, route, message) => {
      const provider = await fakeProvider(route);
      const client = createAnalyticsClient({ baseUrl: provider.baseUrl, apiKey: 'k', ...fakeTime() });
      const failure = client.fetchHooks(query, { maxWaitTimeMs: 1000 });
      await expect(failure).rejects.toBeInstanceOf(AnalyticsProviderError);
      await expect(failure).rejects.toThrow(message);
    },
  );

  test('behavior: a failed execution and a malformed row fail', async () => {
    const failed = await fakeProvider(({ method }) =>
      method === 'POST'
        ? { body: { execution_id: 'EXEC-1' } }
        : { body: { execution_id: 'EXEC-1', is_execution_finished: true, state: 'QUERY_STATE_FAILED' } },
    );
    const client = createAnalyticsClient({ baseUrl: failed.baseUrl, apiKey: 'k', ...fakeTime() });
    await expect(client.fetchHooks(query, { maxWaitTimeMs: 1000 })).rejects.toThrow(/QUERY_STATE_FAILED/);

    const malformed = await fakeProvider(duneRoute({ rows: [{ ...row, gas_limit: 'lots' }] }));
    const second = createAnalyticsClient({ baseUrl: malformed.baseUrl, apiKey: 'k', ...fakeTime() });
    await expect(second.fetchHooks(query, { maxWaitTimeMs: 1000 })).rejects.toThrow(/row 0: gas_limit/);
  });

  test('behavior: an unreachable or hung provider fails instead of waiting forever', async () => {
    const unreachable = createAnalyticsClient({ baseUrl: 'http://127.0.0.1:1/api/v1', apiKey: 'k', ...fakeTime() });
    await expect(unreachable.fetchHooks(query, { maxWaitTimeMs: 1000 })).rejects.toThrow(/unreachable/);
    const hung = await fakeProvider(() => 'hang');
    const client = createAnalyticsClient({ baseUrl: hung.baseUrl, apiKey: 'k', requestTimeoutMs: 100, ...fakeTime() });
    await expect(client.fetchHooks(query, { maxWaitTimeMs: 1000 })).rejects.toThrow(/unreachable/);
  });
});

describe('toHookRow', () => {
  test('behavior: absent optional columns become null; other columns are dropped', () => {
    const { destination_chain_id, destination_token_address, app_id, ...required } = row;
    expect(toHookRow({ ...required, unknown: 'x' })).toEqual({
      ...required,
      destination_chain_id: null,
      destination_token_address: null,
      app_id: null,
    });
    expect(() => toHookRow({ ...row, hook_type: 'middle' })).toThrow(/hook_type/);
    expect(() => toHookRow(null)).toThrow(/the row/);
  });
});

describe('createCachedHooksSource', () => {
  function countingSource(result: () => Promise<readonly HookRow[]>) {
    const calls: HooksQuery[] = [];
    return { calls, source: { fetchHooks: (q: HooksQuery) => (calls.push(q), result()) } };
  }

  test('default: one provider round trip per parameter set for 5 minutes', async () => {
    let now = 0;
    const { calls, source } = countingSource(async () => [row]);
    const cached = createCachedHooksSource(source, { now: () => now });
    await cached.fetchHooks(query, { maxWaitTimeMs: 1 });
    await cached.fetchHooks(query, { maxWaitTimeMs: 2 });
    expect(calls).toHaveLength(1);
    await cached.fetchHooks({ ...query, offset: 6 }, { maxWaitTimeMs: 1 });
    await cached.fetchHooks({ ...query, period: 'last 1d' }, { maxWaitTimeMs: 1 });
    expect(calls).toHaveLength(3);
    now += 5 * 60 * 1000 - 1;
    await cached.fetchHooks(query, { maxWaitTimeMs: 1 });
    expect(calls).toHaveLength(3);
    now += 1;
    await cached.fetchHooks(query, { maxWaitTimeMs: 1 });
    expect(calls).toHaveLength(4);
  });

  test('behavior: concurrent requests share one round trip; failures are not cached', async () => {
    let fail = true;
    const { calls, source } = countingSource(async () => {
      if (fail) throw new Error('provider down');
      return [row];
    });
    const cached = createCachedHooksSource(source, { now: () => 0 });
    const both = await Promise.allSettled([
      cached.fetchHooks(query, { maxWaitTimeMs: 1 }),
      cached.fetchHooks(query, { maxWaitTimeMs: 1 }),
    ]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toHaveLength(1);
    fail = false;
    expect(await cached.fetchHooks(query, { maxWaitTimeMs: 1 })).toEqual([row]);
    expect(calls).toHaveLength(2);
  });
});

describe('getHooks', () => {
  const services = (hooks: CompanionServices['hooks'], errors: unknown[] = []) =>
    ({ hooks, reportError: (error: unknown) => errors.push(error) }) as unknown as CompanionServices;
  const parameters = { ...query, maxWaitTimeMs: 1000 };

  test('default: {hooks, count}', async () => {
    const result = await getHooks(services({ fetchHooks: async () => [row, row] }), parameters);
    expect(result).toEqual({ hooks: [row, row], count: 2 });
  });

  test('behavior: no analytics key is 503, a provider failure 500 with the exact message (and logged)', async () => {
    await expect(getHooks(services(undefined), parameters)).rejects.toMatchObject({
      kind: 'unavailable',
      shortMessage: 'Hooks analytics is not configured',
    });
    const errors: unknown[] = [];
    const failure = getHooks(
      services({ fetchHooks: async () => Promise.reject(new Error('down')) }, errors),
      parameters,
    );
    await expect(failure).rejects.toBeInstanceOf(CompanionError);
    await expect(failure).rejects.toMatchObject({
      kind: 'internal',
      shortMessage: 'Internal server error while fetching hooks',
    });
    expect(errors).toHaveLength(1);
  });
});
