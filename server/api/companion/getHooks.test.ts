import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertSettledHook, type SettledHookRow } from '../../db/tables/settledHooks.js';
import type { components, operations } from '../../../generated/companion/client.js';
import { answeredWithHeaders, companionClient } from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

let server: TestServer;
beforeAll(async () => {
  // No analytics configuration: the default key and the built-in provider, called in process.
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function settledHook(overrides: Partial<SettledHookRow>): SettledHookRow {
  return {
    network: 'mainnet',
    chainId: 1,
    environment: 'prod',
    blockTime: server.context.clock.now(),
    blockNumber: 21_500_100,
    isBridging: false,
    success: true,
    appCode: 'CoW Swap',
    destinationChainId: null,
    destinationTokenAddress: null,
    hookType: 'pre',
    appId: 'permit',
    target: '0x000000000022d473030f116ddee9f6b43ac78ba3',
    gasLimit: 80_000,
    appHash: `0x${'aa'.repeat(32)}`,
    txHash: `0x${'bb'.repeat(32)}`,
    orderUid: `0x${'cc'.repeat(56)}`,
    ...overrides,
  };
}

async function getHooks(url: string, query: operations['getHooks']['parameters']['query']) {
  const answer = answeredWithHeaders(await companionClient({ url }).GET('/hooks', { params: { query } }));
  // Errors answer in the hooks shape too: `{hooks: [], count: 0, error}`.
  return { ...answer, json: answer.json as components['schemas']['HooksResponse'] };
}

/**
 * `GET /hooks` with a raw query string: missing and off-enum parameters, which the typed client
 * refuses to send, are what the 400 test is about.
 */
async function getHooksRaw(query: string) {
  const response = await fetch(`${server.url}/hooks?${query}`);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    json: (await response.json()) as components['schemas']['HooksFailure'],
  };
}

const appCodes = (answer: { json: components['schemas']['HooksResponse'] }) =>
  answer.json.hooks.map((hook) => hook.app_code);

describe('getHooks', () => {
  test('default: the built-in provider answers from the settled hooks, newest first, cached 300 s', async () => {
    const now = server.context.clock.now().getTime();
    insertSettledHook(server.context.db, settledHook({ blockTime: new Date(now - 60_000), hookType: 'post' }));
    insertSettledHook(server.context.db, settledHook({ blockTime: new Date(now - 30_000), appCode: 'newest' }));
    insertSettledHook(server.context.db, settledHook({ blockTime: new Date(now - 2 * 86_400_000), appCode: 'old' }));
    insertSettledHook(server.context.db, settledHook({ chainId: 8453, network: 'base', appCode: 'on base' }));

    const response = await getHooks(server.url, { blockchain: 'mainnet', period: 'last 1d' });
    expect(response.status).toBe(200);
    expect(response.cacheControl).toBe('max-age=300, public, s-maxage=300');
    expect(response.json.count).toBe(2);
    expect(appCodes(response)).toEqual(['newest', 'CoW Swap']);
    expect(response.json.hooks[0]).toEqual({
      environment: 'prod',
      block_time: new Date(now - 30_000).toISOString().replace('T', ' ').replace('Z', ' UTC'),
      is_bridging: false,
      success: true,
      app_code: 'newest',
      destination_chain_id: null,
      destination_token_address: null,
      hook_type: 'pre',
      app_id: 'permit',
      target: '0x000000000022d473030f116ddee9f6b43ac78ba3',
      gas_limit: 80000,
      app_hash: `0x${'aa'.repeat(32)}`,
      tx_hash: `0x${'bb'.repeat(32)}`,
    });

    const week = await getHooks(server.url, { blockchain: 'mainnet', period: 'last 7d', limit: 2, offset: 1 });
    expect(appCodes(week)).toEqual(['CoW Swap', 'old']);
    expect(appCodes(await getHooks(server.url, { blockchain: 'base', period: 'last 3h' }))).toEqual(['on base']);

    // Cached per parameter set: a hook settled now shows up only after 5 minutes (or with other parameters).
    insertSettledHook(server.context.db, settledHook({ appCode: 'later' }));
    expect((await getHooks(server.url, { blockchain: 'mainnet', period: 'last 1d' })).json.count).toBe(2);
    expect((await getHooks(server.url, { blockchain: 'mainnet', period: 'last 1d', limit: 999 })).json.count).toBe(3);
  });

  test('behavior: bad parameters are 400 in the hooks shape, never cached', async () => {
    for (const query of [
      'blockchain=mainnet',
      'period=last%201d',
      'blockchain=goerli&period=last%201d',
      'blockchain=mainnet&period=last%201d&limit=0',
      'blockchain=mainnet&period=last%201d&maxWaitTimeMs=10',
    ]) {
      const response = await getHooksRaw(query);
      expect(response.status).toBe(400);
      expect(response.cacheControl).toBe('no-store');
      expect(response.json).toEqual({ hooks: [], count: 0, error: expect.any(String) });
    }
    expect((await getHooksRaw('blockchain=mainnet')).json.error).toMatch(/period/);
  });

  test('behavior: the built-in provider is served under /analytics/v1 for other clients', async () => {
    // Raw fetch: the provider speaks the analytics service's API, which no document of ours describes.
    const key = { 'X-DUNE-API-KEY': 'batchbook-local' };
    const executed = await fetch(`${server.url}/analytics/v1/query/5302473/execute`, {
      method: 'POST',
      headers: { ...key, 'content-type': 'application/json' },
      body: JSON.stringify({ query_parameters: { blockchain: 'base', period: 'last 30d' } }),
    });
    expect(executed.status).toBe(200);
    const { execution_id } = (await executed.json()) as { execution_id: string };
    const results = await fetch(`${server.url}/analytics/v1/execution/${execution_id}/results?limit=5`, {
      headers: key,
    });
    const { result } = (await results.json()) as { result: { rows: { app_code: string }[] } };
    expect(result.rows.map((row) => row.app_code)).toEqual(['on base']);
    const anonymous = await fetch(`${server.url}/analytics/v1/execution/${execution_id}/results`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'invalid API Key' });
  });

  test('behavior: ANALYTICS_BASE_URL points the client at a provider over HTTP (here another batchbook)', async () => {
    const client = await startTestServer({ ANALYTICS_BASE_URL: `${server.url}/analytics/v1` });
    try {
      const response = await getHooks(client.url, { blockchain: 'base', period: 'last 12m' });
      expect(response.status).toBe(200);
      expect(appCodes(response)).toEqual(['on base']);
    } finally {
      await client.close();
    }
  });

  test('behavior: a failing provider is 500 Internal server error while fetching hooks, no-store', async () => {
    const wrongKey = await startTestServer({
      ANALYTICS_BASE_URL: `${server.url}/analytics/v1`,
      ANALYTICS_API_KEY: 'wrong',
    });
    const unreachable = await startTestServer({ ANALYTICS_BASE_URL: 'http://127.0.0.1:1/api/v1' });
    try {
      for (const target of [wrongKey, unreachable]) {
        expect(await getHooks(target.url, { blockchain: 'mainnet', period: 'last 1d' })).toEqual({
          status: 500,
          cors: '*',
          cacheControl: 'no-store',
          json: { hooks: [], count: 0, error: 'Internal server error while fetching hooks' },
        });
      }
    } finally {
      await wrongKey.close();
      await unreachable.close();
    }
  });

  test('behavior: ANALYTICS_API_KEY=none is 503 Hooks analytics is not configured', async () => {
    const off = await startTestServer({ ANALYTICS_API_KEY: 'none' });
    try {
      expect(await getHooks(off.url, { blockchain: 'mainnet', period: 'last 1d' })).toEqual({
        status: 503,
        cors: '*',
        cacheControl: 'no-store',
        json: { hooks: [], count: 0, error: 'Hooks analytics is not configured' },
      });
      // The built-in provider has no key to accept either.
      const provider = await fetch(`${off.url}/analytics/v1/query/5302473/results`, {
        headers: { 'X-DUNE-API-KEY': 'batchbook-local' },
      });
      expect(provider.status).toBe(401);
    } finally {
      await off.close();
    }
  });
});
