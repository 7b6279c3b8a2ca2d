/**
 * Flows: what a cancellation changes while auctions run. The current auction (`GET /auction`)
 * lists only orders that are still open, however old it is; a signed cancellation that races a
 * settlement already under way (the order is a winner, settling at the next block) waits for it:
 * the order reads as it was until the block, then `fulfilled` if the settlement filled it
 * (no `order_cancelled` for the owner) or `cancelled` if it did not.
 */
import type { Hex } from 'viem';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { baseOrder, randomAccount, signCancellation, signedOrder, startScenario, type Scenario } from './support.js';

let scenario: Scenario;
beforeAll(async () => {
  scenario = await startScenario();
});
afterAll(() => scenario?.close());

async function mine(blocks: number) {
  const { response } = await scenario.clients().simulator.POST('/sim/v1/advance', { body: { blocks } });
  expect(response.status).toBe(200);
}

async function read(uid: Hex) {
  const { data } = await scenario.clients().orderbook.GET('/api/v1/orders/{UID}', { params: { path: { UID: uid } } });
  return data!;
}

async function competitionType(uid: Hex) {
  const { data } = await scenario.clients().orderbook.GET('/api/v1/orders/{UID}/status', {
    params: { path: { UID: uid } },
  });
  return data!.type;
}

async function auctionUids() {
  const { data } = await scenario.clients().orderbook.GET('/api/v1/auction');
  return data?.orders.map((order) => order.uid) ?? [];
}

async function cancel(owner: ReturnType<typeof randomAccount>, uid: Hex) {
  const { response } = await scenario.clients().orderbook.DELETE('/api/v1/orders/{UID}', {
    params: { path: { UID: uid } },
    body: { signature: await signCancellation(owner, uid), signingScheme: 'eip712' },
  });
  expect(response.status).toBe(200);
}

test('flow: the current auction leaves out orders cancelled or expired since it was built', async () => {
  const { orderbook, simulator } = scenario.clients();
  const owner = randomAccount();
  const now = await scenario.now();
  // Far above the market: in every auction, in no solution.
  const resting = async (validFor: number, buyAmount: bigint) => {
    const order = await signedOrder(owner, baseOrder(now, { buyAmount, validTo: now + validFor }));
    expect((await orderbook.POST('/api/v1/orders', { body: order.body as never })).response.status).toBe(201);
    return order.uid;
  };
  const kept = await resting(3_600, 10n ** 12n);
  const cancelled = await resting(3_600, 10n ** 12n + 1n);
  const expiring = await resting(600, 10n ** 12n + 2n);
  await mine(1);
  expect(await auctionUids()).toEqual(expect.arrayContaining([kept, cancelled, expiring]));

  await cancel(owner, cancelled);
  // Time passes without a block: no new auction is built.
  const later = await simulator.POST('/sim/v1/advance', { body: { seconds: 900 } });
  expect(later.response.status).toBe(200);
  const listed = await auctionUids();
  expect(listed).toContain(kept);
  expect(listed).not.toContain(cancelled);
  expect(listed).not.toContain(expiring);
});

test('flow: a cancellation racing a settlement under way is not shown until the settlement decides', async () => {
  const { orderbook, companion } = scenario.clients();
  const owner = randomAccount();
  const order = await signedOrder(owner, baseOrder(await scenario.now()));
  expect((await orderbook.POST('/api/v1/orders', { body: order.body as never })).response.status).toBe(201);
  // Mine until an auction makes the order a winner (its settlement runs at the next block).
  for (let block = 0; block < 20 && (await competitionType(order.uid)) !== 'executing'; block++) await mine(1);
  expect(await competitionType(order.uid)).toBe('executing');

  await cancel(owner, order.uid);
  expect(await read(order.uid)).toMatchObject({ status: 'open', invalidated: false });
  expect(await competitionType(order.uid)).toBe('executing');
  expect(await auctionUids()).toContain(order.uid);

  await mine(1);
  const settled = await read(order.uid);
  const { data: notifications } = await companion.GET('/accounts/{account}/notifications', {
    params: { path: { account: owner.address } },
  });
  const types = (notifications ?? []).map((notification) => notification.type);
  if (settled.status === 'fulfilled') {
    // The settlement won the race: the owner hears only that the order was filled.
    expect(types).toContain('order_filled');
    expect(types).not.toContain('order_cancelled');
  } else {
    // The settlement failed (a solver may revert on purpose): now the cancellation takes effect.
    expect(settled).toMatchObject({ status: 'cancelled', invalidated: true, executedSellAmount: '0' });
    expect(types).toContain('order_cancelled');
    expect(types).not.toContain('order_filled');
  }
  // Either way the story does not change one block later.
  await mine(1);
  expect((await read(order.uid)).status).toBe(settled.status);
});
