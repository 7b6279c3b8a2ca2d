/**
 * Flow: what the order-book reads return for real orders, member by member, where the reference
 * (`cowprotocol/services`) is specific: the app data an order carried is served by
 * `GET /api/v1/app_data/{hash}` (the reference registers it with the order); a presign order's
 * `signature` reads `0x` whichever form it was sent in (the reference keeps no bytes for it); the
 * order status of a traded order lists every solution of its competition, worst first, with
 * `executedAmounts` null where a solution does not execute the order (the reference's
 * `SolutionInclusion`, serialized without skipping the empty option); an order invalidated on
 * chain has no `onchainUser`/`onchainOrderData` (the reference sets those only for orders placed on
 * chain, such as EthFlow orders).
 */
import type { Hex } from 'viem';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  appDataHash,
  baseOrder,
  orderBody,
  orderDigest,
  orderUid,
  randomAccount,
  signedOrder,
  startScenario,
  CHAIN_IDS,
  TOKENS,
  type Scenario,
} from './support.js';

let scenario: Scenario;
beforeAll(async () => {
  scenario = await startScenario();
});
afterAll(() => scenario?.close());

async function submit(body: Record<string, unknown>): Promise<Hex> {
  const { response, data, error } = await scenario.clients().orderbook.POST('/api/v1/orders', { body: body as never });
  expect({ status: response.status, error }).toEqual({ status: 201, error: undefined });
  return data as Hex;
}

test('behavior: the full app data of an order is served by GET /app_data/{hash} and usable as a bare hash', async () => {
  const { orderbook } = scenario.clients();
  const owner = randomAccount();
  const text = JSON.stringify({ appCode: 'orderReadShapes', metadata: {}, version: '1.3.0', nonce: owner.address });
  const hash = appDataHash(text);
  const now = await scenario.now();
  await submit((await signedOrder(owner, baseOrder(now, { appData: hash }), { appDataText: text })).body);

  const { response, data } = await orderbook.GET('/api/v1/app_data/{app_data_hash}', {
    params: { path: { app_data_hash: hash } },
  });
  expect(response.status).toBe(200);
  expect(data).toEqual({ fullAppData: text });

  // A later order may then name the document by its hash alone (legacy form).
  const second = await signedOrder(owner, baseOrder(now, { appData: hash, buyAmount: 999n }));
  second.body.appData = hash;
  const uid = await submit(second.body);
  const read = await orderbook.GET('/api/v1/orders/{UID}', { params: { path: { UID: uid } } });
  expect(read.data).toMatchObject({ appData: hash, fullAppData: text });
});

test('behavior: a presign order reads back with signature 0x, also when sent the legacy owner address', async () => {
  const { orderbook } = scenario.clients();
  const owner = randomAccount();
  const now = await scenario.now();
  for (const [index, signature] of [owner.address.toLowerCase() as Hex, '0x' as Hex].entries()) {
    const order = baseOrder(now, { buyAmount: 1000n + BigInt(index) });
    const uid = await submit(orderBody(order, { signingScheme: 'presign', signature, from: owner.address }));
    expect(uid).toBe(orderUid(orderDigest(order, CHAIN_IDS.mainnet), owner.address, order.validTo));
    const read = await orderbook.GET('/api/v1/orders/{UID}', { params: { path: { UID: uid } } });
    expect(read.data).toMatchObject({ signingScheme: 'presign', signature: '0x' });
    const listed = await orderbook.POST('/api/v1/orders/by_uids', { body: [uid] as never });
    expect(listed.data).toMatchObject([{ order: { signature: '0x' } }]);
  }
});

test("behavior: a traded order's status lists every solution of its competition, executedAmounts null where absent", async () => {
  const { orderbook, simulator } = scenario.clients();
  const owner = randomAccount();
  const now = await scenario.now();
  const made = await signedOrder(owner, baseOrder(now, { buyAmount: 1234n }));
  const uid = await submit(made.body);
  // Orders on other pairs, so that some solutions leave this order out.
  for (const [index, sellToken] of [TOKENS.DAI, TOKENS.USDC].entries()) {
    const other = baseOrder(now, {
      sellToken,
      buyToken: TOKENS.WETH,
      sellAmount: index === 0 ? 1000n * 10n ** 18n : 1000n * 10n ** 6n,
      buyAmount: 1n + BigInt(index),
    });
    await submit((await signedOrder(randomAccount(), other)).body);
  }
  const before = await simulator.GET('/sim/v1/snapshot');
  const advanced = await simulator.POST('/sim/v1/advance', { body: { blocks: 3 } });
  expect(advanced.response.status).toBe(200);

  const { data: trades } = await orderbook.GET('/api/v1/trades', { params: { query: { orderUid: uid } } });
  expect(trades).toHaveLength(1);
  // The first trades of this server: the token's first trade is one of these blocks, not later than the order's.
  const { data: metadata } = await orderbook.GET('/api/v1/token/{token}/metadata', {
    params: { path: { token: TOKENS.WETH } },
  });
  expect(metadata?.firstTradeBlock).toBeGreaterThan(before.data!.block.number);
  expect(metadata?.firstTradeBlock).toBeLessThanOrEqual(trades![0]!.blockNumber);
  expect(BigInt(metadata?.nativePrice ?? 0)).toBeGreaterThan(0n);
  const { data: competition } = await orderbook.GET('/api/v1/solver_competition/by_tx_hash/{tx_hash}', {
    params: { path: { tx_hash: trades![0]!.txHash! } },
  });
  const { data: status } = await orderbook.GET('/api/v1/orders/{UID}/status', { params: { path: { UID: uid } } });
  expect(status?.type).toBe('traded');
  expect(competition!.solutions.some((solution) => solution.orders.every((order) => order.id !== uid))).toBe(true);
  expect(status?.value).toEqual(
    competition!.solutions.map((solution) => {
      const entry = solution.orders.find((order) => order.id === uid);
      return {
        solver: solution.solverAddress,
        executedAmounts: entry ? { sell: entry.sellAmount, buy: entry.buyAmount } : null,
      };
    }),
  );
});

test('behavior: an order invalidated on chain reads cancelled, without onchainUser or onchainOrderData', async () => {
  const { orderbook, simulator } = scenario.clients();
  const owner = randomAccount();
  const made = await signedOrder(owner, baseOrder(await scenario.now(), { buyAmount: 4321n }));
  const uid = await submit(made.body);
  const invalidated = await simulator.POST('/sim/v1/invalidations', { body: { orderUid: uid } });
  expect(invalidated.response.status).toBe(200);

  const reads = [
    (await orderbook.GET('/api/v1/orders/{UID}', { params: { path: { UID: uid } } })).data,
    ...((await orderbook.POST('/api/v1/orders/by_uids', { body: [uid] as never })).data as { order: unknown }[]).map(
      (entry) => entry.order,
    ),
    ...((await orderbook.GET('/api/v1/account/{owner}/orders', { params: { path: { owner: owner.address } } })).data ??
      []),
  ];
  expect(reads).toHaveLength(3);
  for (const read of reads) {
    expect(read).toMatchObject({ uid, status: 'cancelled', invalidated: true });
    expect(read).not.toHaveProperty('onchainUser');
    expect(read).not.toHaveProperty('onchainOrderData');
    expect(read).not.toHaveProperty('ethflowData');
  }
});
