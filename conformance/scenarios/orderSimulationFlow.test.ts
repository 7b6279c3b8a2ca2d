/**
 * Flow: "why won't my order fill?" — `GET /restricted/api/v1/debug/simulation/{uid}` over stored
 * orders while the simulated world changes under them: an order that executes names its balance
 * changes; draining the balance, revoking the allowance, banning the owner, a missing
 * presignature, an expired or a traded order each name their reason; `POST` simulates an order
 * that was never stored.
 */
import type { Hex } from 'viem';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  baseOrder,
  orderBody,
  orderDigest,
  orderUid,
  randomAccount,
  signedOrder,
  startScenario,
  CHAIN_IDS,
  ONE_ETHER,
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

async function simulate(uid: Hex, blockNumber?: number) {
  const { data, response, error } = await scenario
    .clients()
    .orderbook.GET('/restricted/api/v1/debug/simulation/{uid}', {
      params: { path: { uid }, query: blockNumber === undefined ? {} : { block_number: blockNumber } },
    });
  return { data, status: response.status, error };
}

test('default: an in-market order executes at the latest block, selling its amount and crediting the owner', async () => {
  const owner = randomAccount();
  const uid = await submit((await signedOrder(owner, baseOrder(await scenario.now()))).body);
  const { data: snapshot } = await scenario.clients().simulator.GET('/sim/v1/snapshot');
  const { data, status } = await simulate(uid);
  expect(status).toBe(200);
  expect(data).toMatchObject({ blockNumber: snapshot!.block.number, executes: true, reason: null, error: null });
  const address = owner.address.toLowerCase();
  expect(data?.balanceChanges).toEqual([
    { address, token: TOKENS.WETH.toLowerCase(), amount: (-ONE_ETHER).toString() },
    { address, token: TOKENS.USDC.toLowerCase(), amount: data?.executedAmounts?.buy },
  ]);
  expect(BigInt(data!.executedAmounts!.buy)).toBeGreaterThanOrEqual(1000n);
});

test('behavior: the reason follows the world: allowance revoked, then balance drained, then owner banned', async () => {
  const { simulator } = scenario.clients();
  const owner = randomAccount();
  const uid = await submit((await signedOrder(owner, baseOrder(await scenario.now(), { buyAmount: 1001n }))).body);

  await simulator.POST('/sim/v1/allowances/revoke', { body: { token: TOKENS.WETH, owner: owner.address } });
  expect((await simulate(uid)).data?.reason?.kind).toBe('allowance');
  await simulator.POST('/sim/v1/balances/drain', { body: { token: TOKENS.WETH, account: owner.address } });
  // Both missing: the balance is met first.
  expect((await simulate(uid)).data?.reason?.kind).toBe('balance');
  await simulator.PUT('/sim/v1/bans/{address}', { params: { path: { address: owner.address } } });
  const banned = (await simulate(uid)).data;
  expect(banned).toMatchObject({ executes: false, reason: { kind: 'ban' }, executedAmounts: null, balanceChanges: [] });
  expect(banned?.error).toBe(banned?.reason?.description);
});

test('behavior: a presign order waits for its presignature; a later block past validTo is expired; an earlier one is 400', async () => {
  const { simulator } = scenario.clients();
  const owner = randomAccount();
  const order = baseOrder(await scenario.now(), { buyAmount: 1002n, validTo: (await scenario.now()) + 120 });
  const uid = await submit(orderBody(order, { signingScheme: 'presign', signature: '0x', from: owner.address }));
  expect(uid).toBe(orderUid(orderDigest(order, CHAIN_IDS.mainnet), owner.address, order.validTo));
  expect((await simulate(uid)).data?.reason?.kind).toBe('presignature');
  await simulator.POST('/sim/v1/presignatures', { body: { orderUid: uid, signed: true } });
  const { data } = await simulate(uid);
  expect(data?.executes).toBe(true);

  // 12 s blocks on mainnet: 20 blocks later is past the order's two minutes.
  expect((await simulate(uid, data!.blockNumber + 20)).data?.reason?.kind).toBe('validity');
  const earlier = await simulate(uid, data!.blockNumber - 1);
  expect(earlier.status).toBe(400);
  expect(earlier.error).toMatchObject({ errorType: 'InvalidParameter' });
});

test('behavior: once the order traded in full, it is already filled', async () => {
  const { simulator } = scenario.clients();
  const owner = randomAccount();
  const uid = await submit((await signedOrder(owner, baseOrder(await scenario.now(), { buyAmount: 1003n }))).body);
  expect((await simulate(uid)).data?.executes).toBe(true);
  await simulator.POST('/sim/v1/advance', { body: { blocks: 3 } });
  const { data: order } = await scenario
    .clients()
    .orderbook.GET('/api/v1/orders/{UID}', { params: { path: { UID: uid } } });
  expect(order?.status).toBe('fulfilled');
  expect((await simulate(uid)).data).toMatchObject({ executes: false, reason: { kind: 'validity' } });
});

test('behavior: POST simulates an order never stored, with the same answer as once stored', async () => {
  const { orderbook } = scenario.clients();
  const owner = randomAccount();
  const made = await signedOrder(owner, baseOrder(await scenario.now(), { buyAmount: 1004n }));
  const { from: _from, ...signed } = made.body;
  const body = { ...signed, owner: owner.address, appData: '{}' };
  const posted = await orderbook.POST('/restricted/api/v1/debug/simulation', { body: body as never });
  expect(posted.response.status).toBe(200);
  expect(posted.data?.executes).toBe(true);
  const uid = await submit(made.body);
  expect((await simulate(uid)).data).toEqual(posted.data);
});
