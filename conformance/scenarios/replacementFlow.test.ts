/**
 * Flow: replacing an order through app data `metadata.replacedOrder` (docs/protocol.md#validation-order
 * step 10). "Actively bid on" is the reference's rule: the old order is in a solution of one of
 * the last five competitions. A resting limit order that is in every auction but in no solution
 * can be replaced (how a wallet edits a limit order); one that a solver proposed to settle cannot.
 */
import type { Hex } from 'viem';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  appDataHash,
  baseOrder,
  expectError,
  randomAccount,
  signedOrder,
  startScenario,
  type Scenario,
} from './support.js';

let scenario: Scenario;
beforeAll(async () => {
  scenario = await startScenario();
});
afterAll(() => scenario?.close());

const replacing = (uid: Hex) => JSON.stringify({ metadata: { replacedOrder: { uid } } });

async function submit(body: Record<string, unknown>) {
  return scenario.clients().orderbook.POST('/api/v1/orders', { body: body as never });
}

async function read(uid: Hex) {
  const { data } = await scenario.clients().orderbook.GET('/api/v1/orders/{UID}', { params: { path: { UID: uid } } });
  return data;
}

async function mine(blocks: number) {
  const { response } = await scenario.clients().simulator.POST('/sim/v1/advance', { body: { blocks } });
  expect(response.status).toBe(200);
}

test('flow: a resting out-of-market order, auctioned but never in a solution, is replaced', async () => {
  const owner = randomAccount();
  const now = await scenario.now();
  // Far above the market: in every auction, in no solution.
  const old = await signedOrder(owner, baseOrder(now, { buyAmount: 10n ** 12n }));
  expect((await submit(old.body)).response.status).toBe(201);
  await mine(2);
  const { data: auction } = await scenario.clients().orderbook.GET('/api/v1/auction');
  expect(auction?.orders.map((order) => order.uid)).toContain(old.uid);

  const text = replacing(old.uid);
  const replacement = await signedOrder(
    owner,
    baseOrder(now, { buyAmount: 10n ** 12n - 1n, appData: appDataHash(text) }),
    { appDataText: text },
  );
  const created = await submit(replacement.body);
  expect(created.response.status).toBe(201);
  expect(created.data).toBe(replacement.uid);
  expect(await read(old.uid)).toMatchObject({ status: 'cancelled', invalidated: true });
  expect(await read(replacement.uid)).toMatchObject({ status: 'open', invalidated: false });
});

test('flow: an order right after its acknowledgement is replaced; one in a solution is not', async () => {
  const owner = randomAccount();
  const now = await scenario.now();
  const first = await signedOrder(owner, baseOrder(now));
  expect((await submit(first.body)).response.status).toBe(201);
  // Replaced before any auction saw it.
  const secondText = replacing(first.uid);
  const second = await signedOrder(owner, baseOrder(now, { buyAmount: 1001n, appData: appDataHash(secondText) }), {
    appDataText: secondText,
  });
  expect((await submit(second.body)).response.status).toBe(201);
  expect((await read(first.uid))?.status).toBe('cancelled');

  // In market: the next auction's solvers propose to settle it.
  await mine(1);
  const thirdText = replacing(second.uid);
  const third = await signedOrder(owner, baseOrder(now, { buyAmount: 1002n, appData: appDataHash(thirdText) }), {
    appDataText: thirdText,
  });
  expectError(await submit(third.body), 400, 'OldOrderActivelyBidOn');
  expect((await read(second.uid))?.status).not.toBe('cancelled');
});
