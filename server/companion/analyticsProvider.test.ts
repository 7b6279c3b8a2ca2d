import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { migrate } from '../db/migrate.js';
import { openDatabase, type Database } from '../db/open.js';
import { findSettledHooks, insertSettledHook, type SettledHookRow } from '../db/tables/settledHooks.js';
import { createAnalyticsClient } from './analyticsClient.js';
import {
  IN_PROCESS_ANALYTICS_BASE_URL,
  createAnalyticsProvider,
  formatProviderTimestamp,
  periodStart,
} from './analyticsProvider.js';

const now = new Date('2026-06-15T12:00:00.000Z');
const hour = 3600 * 1000;

function settledHook(overrides: Partial<SettledHookRow> = {}): SettledHookRow {
  return {
    network: 'mainnet',
    chainId: 1,
    environment: 'prod',
    blockTime: new Date(now.getTime() - hour),
    blockNumber: 21_500_100,
    isBridging: false,
    success: true,
    appCode: 'CoW Swap',
    destinationChainId: null,
    destinationTokenAddress: null,
    hookType: 'pre',
    appId: null,
    target: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
    gasLimit: 80_000,
    appHash: `0x${'aa'.repeat(32)}`,
    txHash: `0x${'bb'.repeat(32)}`,
    orderUid: `0x${'cc'.repeat(56)}`,
    ...overrides,
  };
}

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db, { now: () => now });
});
afterEach(() => {
  db.close();
});

function provider(apiKey: string | undefined = 'local') {
  let counter = 0;
  return createAnalyticsProvider({
    apiKey,
    findSettledHooks: (query) => findSettledHooks(db, query),
    now: () => now,
    newExecutionId: () => `EXEC-${++counter}`,
  });
}

async function call(p: ReturnType<typeof provider>, method: string, path: string, body?: unknown, key = 'local') {
  const response = await p.fetch(`${IN_PROCESS_ANALYTICS_BASE_URL}${path}`, {
    method,
    headers: { 'X-DUNE-API-KEY': key },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as any };
}

describe('createAnalyticsProvider', () => {
  test('behavior: execution ids derive from the seed, the sequence and the simulated time (same seed, same requests: same ids)', async () => {
    const seeded = (seed: number) =>
      createAnalyticsProvider({
        apiKey: 'local',
        findSettledHooks: (query) => findSettledHooks(db, query),
        now: () => now,
        seed,
      });
    const body = { query_parameters: { blockchain: 'mainnet', period: 'last 3h' } };
    const idsOf = async (p: ReturnType<typeof seeded>) => [
      (await call(p, 'POST', '/query/5302473/execute', body)).json.execution_id,
      (await call(p, 'POST', '/query/5302473/execute', body)).json.execution_id,
    ];
    const first = await idsOf(seeded(1));
    expect(first[0]).toMatch(/^[0-9A-F]{32}$/);
    expect(first[1]).not.toBe(first[0]);
    expect(await idsOf(seeded(1))).toEqual(first);
    expect((await idsOf(seeded(2)))[0]).not.toBe(first[0]);
  });

  test('default: execute, status, paged results of the execution and of the query', async () => {
    insertSettledHook(db, settledHook({ blockTime: new Date(now.getTime() - 2 * hour), hookType: 'post' }));
    insertSettledHook(
      db,
      settledHook({ blockTime: new Date(now.getTime() - hour), isBridging: true, destinationChainId: 42161 }),
    );
    insertSettledHook(db, settledHook({ blockTime: new Date(now.getTime() - 4 * hour) })); // outside `last 3h`
    insertSettledHook(db, settledHook({ chainId: 100, network: 'xdai' })); // another chain
    const p = provider();
    const executed = await call(p, 'POST', '/query/5302473/execute', {
      query_parameters: { blockchain: 'mainnet', period: 'last 3h' },
    });
    expect(executed).toEqual({ status: 200, json: { execution_id: 'EXEC-1', state: 'QUERY_STATE_PENDING' } });

    const status = await call(p, 'GET', '/execution/EXEC-1/status');
    expect(status.json).toMatchObject({
      execution_id: 'EXEC-1',
      is_execution_finished: true,
      state: 'QUERY_STATE_COMPLETED',
    });
    expect(status.json.result_metadata.total_row_count).toBe(2);

    const all = await call(p, 'GET', '/execution/EXEC-1/results');
    expect(
      all.json.result.rows.map((r: any) => [r.block_time, r.hook_type, r.is_bridging, r.destination_chain_id]),
    ).toEqual([
      ['2026-06-15 11:00:00.000 UTC', 'pre', true, 42161],
      ['2026-06-15 10:00:00.000 UTC', 'post', false, null],
    ]);
    expect(all.json.result.rows[0]).toEqual({
      environment: 'prod',
      block_time: '2026-06-15 11:00:00.000 UTC',
      is_bridging: true,
      success: true,
      app_code: 'CoW Swap',
      destination_chain_id: 42161,
      destination_token_address: null,
      hook_type: 'pre',
      app_id: null,
      target: '0x000000000022d473030f116ddee9f6b43ac78ba3',
      gas_limit: 80000,
      app_hash: `0x${'aa'.repeat(32)}`,
      tx_hash: `0x${'bb'.repeat(32)}`,
    });

    const page = await call(p, 'GET', '/query/5302473/results?limit=1&offset=1');
    expect(page.json).toMatchObject({ execution_id: 'EXEC-1', is_execution_finished: true });
    expect(page.json.result.rows.map((r: any) => r.hook_type)).toEqual(['post']);
    expect(page.json.result.metadata).toMatchObject({ row_count: 1, total_row_count: 2 });
    const first = await call(p, 'GET', '/query/5302473/results?limit=1');
    expect(first.json.next_offset).toBe(1);
  });

  test('behavior: the client reads it in process', async () => {
    insertSettledHook(db, settledHook({ chainId: 100, network: 'xdai', appCode: 'gnosis app' }));
    const p = provider();
    const client = createAnalyticsClient({ baseUrl: IN_PROCESS_ANALYTICS_BASE_URL, apiKey: 'local', fetch: p.fetch });
    const rows = await client.fetchHooks(
      { blockchain: 'gnosis', period: 'last 1d', limit: 1000, offset: 0 },
      { maxWaitTimeMs: 1000 },
    );
    expect(rows.map((r) => r.app_code)).toEqual(['gnosis app']);
    expect(
      await client.fetchHooks(
        { blockchain: 'mainnet', period: 'last 1d', limit: 1000, offset: 0 },
        { maxWaitTimeMs: 1000 },
      ),
    ).toEqual([]);
  });

  test('behavior: Dune-style errors', async () => {
    const p = provider();
    expect(await call(p, 'POST', '/query/5302473/execute', {}, 'wrong')).toEqual({
      status: 401,
      json: { error: 'invalid API Key' },
    });
    expect((await call(provider(undefined), 'GET', '/execution/x/status', undefined, '')).status).toBe(401);
    expect((await call(p, 'POST', '/query/1/execute', {})).status).toBe(404);
    expect((await call(p, 'GET', '/query/5302473/results')).status).toBe(404);
    expect((await call(p, 'GET', '/execution/nope/results')).json).toEqual({ error: 'Execution not found' });
    expect((await call(p, 'GET', '/query/5302473/execute')).status).toBe(405);
    const badChain = await call(p, 'POST', '/query/5302473/execute', {
      query_parameters: { blockchain: 'goerli', period: 'last 1d' },
    });
    expect(badChain.status).toBe(400);
    expect(badChain.json.error).toMatch(/blockchain must be one of/);
    const badPeriod = await call(p, 'POST', '/query/5302473/execute', {
      query_parameters: { blockchain: 'base', period: 'last 2d' },
    });
    expect(badPeriod.json.error).toMatch(/period must be one of/);
    expect(
      (
        await call(p, 'POST', '/query/5302473/execute', {
          query_parameters: { blockchain: 'constructor', period: 'last 1d' },
        })
      ).status,
    ).toBe(400);
  });

  test('behavior: a malformed percent-encoding in the path is 400, not 500', async () => {
    const p = provider();
    for (const path of ['/execution/%ZZ/status', '/execution/EXEC-1%E0%A4%A/results', '/query/%/results']) {
      expect(await call(p, 'GET', path)).toEqual({
        status: 400,
        json: { error: 'Malformed percent-encoding in the path' },
      });
    }
  });

  test('behavior: keeps only the newest executions', async () => {
    let counter = 0;
    const p = createAnalyticsProvider({
      apiKey: 'local',
      findSettledHooks: () => [],
      now: () => now,
      newExecutionId: () => `EXEC-${++counter}`,
      maxExecutions: 2,
    });
    for (let i = 0; i < 3; i++) {
      await call(p, 'POST', '/query/5302473/execute', { query_parameters: { blockchain: 'base', period: 'last 1d' } });
    }
    expect((await call(p, 'GET', '/execution/EXEC-1/status')).status).toBe(404);
    expect((await call(p, 'GET', '/execution/EXEC-3/status')).status).toBe(200);
  });
});

describe('periodStart', () => {
  test('behavior: hours and days back, months by the calendar (UTC)', () => {
    const at = new Date('2026-05-31T10:00:00.000Z');
    expect(periodStart(at, 'last 3h').toISOString()).toBe('2026-05-31T07:00:00.000Z');
    expect(periodStart(at, 'last 1d').toISOString()).toBe('2026-05-30T10:00:00.000Z');
    expect(periodStart(at, 'last 30d').toISOString()).toBe('2026-05-01T10:00:00.000Z');
    expect(periodStart(at, 'last 3m').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(periodStart(at, 'last 6m').toISOString()).toBe('2025-11-30T10:00:00.000Z');
    expect(periodStart(at, 'last 12m').toISOString()).toBe('2025-05-31T10:00:00.000Z');
  });

  test('behavior: provider timestamps', () => {
    expect(formatProviderTimestamp(new Date('2026-11-24T09:41:23Z'))).toBe('2026-11-24 09:41:23.000 UTC');
  });
});
