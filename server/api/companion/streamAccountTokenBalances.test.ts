/**
 * `GET /{chainId}/accounts/{userAddress}/balances/sse` through a real EventSource client, against the real
 * server on loopback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { start, type StartedServer } from '../../main.js';
import { signOrders } from '../../seeding/signedOrders.js';
import { TOKENS } from '../../testing/fixtures.js';
import { createStreamTestScope } from '../../testing/followEventStream.js';

const { WETH, USDC, DAI } = TOKENS;
const account = '0x3333333333333333333333333333333333333333';
const balanceTypes = ['initial_balances', 'balance_update'] as const;

const scope = createStreamTestScope();
afterEach(() => scope.closeAll());
const testServer = scope.server;
const followed = scope.follow;

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

describe('streamAccountTokenBalances', () => {
  test('default: initial_balances as the JSON route reads them, then each change the control API makes, old and new', async () => {
    const server = await testServer();
    const query = `tokens=${WETH},${USDC}`;
    const stream = followed(`${server.url}/1/accounts/${account}/balances/sse?${query}`, { types: balanceTypes });
    const [initial] = await stream.waitFor(1);
    const json = await (await fetch(`${server.url}/1/accounts/${account}/balances?${query}`)).json();
    expect(initial).toEqual({ type: 'initial_balances', id: '', data: { balances: json } });
    const [wethBefore, usdcBefore] = json as { balance: string; allowance: string }[];

    await post(`${server.url}/mainnet/sim/v1/balances/mint`, { token: USDC, account, amount: '5000000000' });
    // A token the stream does not follow changes nothing in it.
    await post(`${server.url}/mainnet/sim/v1/balances/mint`, { token: DAI, account, amount: '7' });
    await post(`${server.url}/mainnet/sim/v1/allowances`, { token: WETH, owner: account, amount: '12345' });
    const events = await stream.waitFor(3);
    const timestamp = server.context.simulation.clock.now().getTime();
    expect(events.slice(1)).toEqual([
      {
        type: 'balance_update',
        id: '',
        data: {
          type: 'balance_change',
          chainId: 1,
          timestamp,
          userAddress: account,
          tokenAddress: USDC,
          oldBalance: usdcBefore!.balance,
          newBalance: (BigInt(usdcBefore!.balance) + 5_000_000_000n).toString(),
        },
      },
      {
        type: 'balance_update',
        id: '',
        data: {
          type: 'allowance_change',
          chainId: 1,
          timestamp,
          userAddress: account,
          tokenAddress: WETH,
          oldAllowance: wethBefore!.allowance,
          newAllowance: '12345',
        },
      },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.received).toHaveLength(3);
  });

  test('behavior: a settlement in a block changes the balances of both tokens of the trader', async () => {
    const server = await testServer();
    const [order] = signOrders(1, 31, 'balance-streams');
    const owner = order!.owner.toLowerCase();
    const stream = followed(`${server.url}/mainnet/accounts/${owner}/balances/sse?tokens=${WETH},${USDC}`, {
      types: balanceTypes,
    });
    await stream.waitFor(1);
    await post(`${server.url}/mainnet/api/v1/orders`, JSON.parse(order!.body));
    await post(`${server.url}/mainnet/sim/v1/advance`, { blocks: 2 });
    const trades = (await (await fetch(`${server.url}/mainnet/api/v1/trades?orderUid=${order!.uid}`)).json()) as {
      sellAmount: string;
      buyAmount: string;
    }[];
    expect(trades).toHaveLength(1);
    await stream.waitFor(3);
    const changes = stream.received.slice(1).map((event) => event.data as Record<string, string>);
    const balanceChanges = changes.filter((change) => change.type === 'balance_change');
    expect(balanceChanges.map((change) => change.tokenAddress)).toEqual([WETH, USDC]);
    const [weth, usdc] = balanceChanges;
    expect(BigInt(weth!.oldBalance!) - BigInt(weth!.newBalance!)).toBe(BigInt(trades[0]!.sellAmount));
    expect(BigInt(usdc!.newBalance!) - BigInt(usdc!.oldBalance!)).toBe(BigInt(trades[0]!.buyAmount));
  });

  test('behavior: an idle stream gets event: ping with data {}', async () => {
    const server = await testServer({ STREAM_KEEPALIVE_SECONDS: '0.05' });
    const stream = followed(`${server.url}/1/accounts/${account}/balances/sse?tokens=${WETH}`, {
      types: ['initial_balances', 'ping'],
    });
    const events = await stream.waitFor(2);
    expect(events[1]).toEqual({ type: 'ping', id: '', data: {} });
  });

  test('behavior: a bad token list is 400 and an unknown chain 404, as {message} JSON before any stream', async () => {
    const server = await testServer();
    const refused = followed(`${server.url}/1/accounts/${account}/balances/sse?tokens=0xnope`, { types: balanceTypes });
    await refused.waitForEnd();
    expect(refused.endings).toEqual([{ code: 400 }]);
    for (const [path, status] of [
      [`/1/accounts/${account}/balances/sse?tokens=,`, 400],
      [`/999999/accounts/${account}/balances/sse?tokens=${WETH}`, 404],
    ] as const) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
  });

  test('behavior: balance streams count against STREAM_CONNECTIONS_PER_CLIENT; the next is 429 {message} with Retry-After', async () => {
    const server = await testServer({ STREAM_CONNECTIONS_PER_CLIENT: '1' });
    const url = `${server.url}/1/accounts/${account}/balances/sse?tokens=${WETH}`;
    await followed(url, { types: balanceTypes }).waitFor(1);
    const refused = await fetch(url);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ message: expect.stringContaining('event streams') });
  });

  test('behavior: through a graceful restart the client reconnects and starts again from initial_balances, then follows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'batchbook-balance-streams-'));
    scope.defer(() => rmSync(dir, { recursive: true, force: true }));
    const env = { DATABASE_URL: join(dir, 'db.sqlite'), CLOCK: 'manual', LOG_LEVEL: 'silent', HOST: '127.0.0.1' };
    let server: StartedServer = await start({ ...env, PORT: '0' });
    scope.defer(() => server.close());
    const port = new URL(server.url).port;
    const stream = followed(`${server.url}/1/accounts/${account}/balances/sse?tokens=${USDC}`, { types: balanceTypes });
    await stream.waitFor(1);
    await post(`${server.url}/mainnet/sim/v1/balances/mint`, { token: USDC, account, amount: '5' });
    await stream.waitFor(2);

    await server.close();
    server = await start({ ...env, PORT: port });
    const [, , again] = await stream.waitFor(3);
    const minted = (stream.received[1]!.data as { newBalance: string }).newBalance;
    expect(again).toMatchObject({ type: 'initial_balances', data: { balances: [{ balance: minted }] } });
    await post(`${server.url}/mainnet/sim/v1/balances/mint`, { token: USDC, account, amount: '6' });
    const [, , , update] = await stream.waitFor(4);
    expect(update!.data).toMatchObject({ oldBalance: minted, newBalance: (BigInt(minted) + 6n).toString() });
  });
});
