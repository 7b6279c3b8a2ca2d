/**
 * Flow: a presign order (docs/protocol.md#signing-schemes) waits for its on-chain presignature. It is
 * `presignaturePending` until the control API sets `setPreSignature(uid, true)`, `open` then, and
 * pending again once revoked; the API cannot cancel it (`OnChainOrder`, section 4); an on-chain
 * invalidation cancels it (`invalidated: true`).
 */
import type { Hex } from 'viem';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  baseOrder,
  expectError,
  orderBody,
  orderDigest,
  orderUid,
  randomAccount,
  signCancellations,
  startScenario,
  CHAIN_IDS,
  type Scenario,
} from './support.js';

let scenario: Scenario;
beforeAll(async () => {
  scenario = await startScenario();
});
afterAll(() => scenario?.close());

test('flow: presign order pending → presigned (open) → revoked (pending) → OnChainOrder → invalidated', async () => {
  const { orderbook, simulator } = scenario.clients();
  const owner = randomAccount();
  const order = baseOrder(await scenario.now());
  const uid = orderUid(orderDigest(order, CHAIN_IDS.mainnet), owner.address, order.validTo);

  const created = await orderbook.POST('/api/v1/orders', {
    body: orderBody(order, { signingScheme: 'presign', signature: '0x', from: owner.address }) as never,
  });
  expect(created.response.status).toBe(201);
  expect(created.data).toBe(uid);

  const status = async () => {
    const { data } = await orderbook.GET('/api/v1/orders/{UID}', { params: { path: { UID: uid } } });
    return data;
  };
  expect(await status()).toMatchObject({ status: 'presignaturePending', signingScheme: 'presign', invalidated: false });

  const presign = async (signed: boolean) => {
    const { response, data } = await simulator.POST('/sim/v1/presignatures', { body: { orderUid: uid, signed } });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ orderUid: uid, signed, owner: owner.address.toLowerCase() });
  };
  await presign(true);
  expect((await status())?.status).toBe('open');
  await presign(false);
  expect((await status())?.status).toBe('presignaturePending');
  await presign(true);
  expect((await status())?.status).toBe('open');

  // Off-chain cancellation is refused even with a valid owner signature.
  const cancel = await orderbook.DELETE('/api/v1/orders', {
    body: { orderUids: [uid], signature: await signCancellations(owner, [uid]), signingScheme: 'eip712' },
  });
  expectError(cancel, 400, 'OnChainOrder');
  const cancelOne = await orderbook.DELETE('/api/v1/orders/{UID}', {
    params: { path: { UID: uid } },
    body: { signature: await signCancellations(owner, [uid]), signingScheme: 'eip712' },
  });
  expectError(cancelOne, 400, 'OnChainOrder');
  expect((await status())?.status).toBe('open');

  const invalidated = await simulator.POST('/sim/v1/invalidations', { body: { orderUid: uid } });
  expect(invalidated.response.status).toBe(200);
  expect(await status()).toMatchObject({
    status: 'cancelled',
    invalidated: true,
  });
});

test('behavior: presign has no maximum validTo and accepts the legacy owner-address signature', async () => {
  const { orderbook } = scenario.clients();
  const owner = randomAccount();
  const order = baseOrder(await scenario.now(), { validTo: (await scenario.now()) + 2 * 365 * 24 * 3600 });
  const created = await orderbook.POST('/api/v1/orders', {
    body: orderBody(order, { signingScheme: 'presign', signature: owner.address, from: owner.address }) as never,
  });
  expect(created.response.status).toBe(201);
  expect(created.data).toBe(orderUid(orderDigest(order, CHAIN_IDS.mainnet), owner.address, order.validTo));
});

test('behavior: presign without `from` is 400 MissingFrom', async () => {
  const order = baseOrder(await scenario.now());
  const result = await scenario.clients().orderbook.POST('/api/v1/orders', {
    body: orderBody(order, { signingScheme: 'presign', signature: '0x' }) as never,
  });
  expectError(result, 400, 'MissingFrom');
});

test('behavior: a presign order skips the balance check (drained owner is accepted, pending)', async () => {
  const { orderbook, simulator } = scenario.clients();
  const owner = randomAccount();
  const order = baseOrder(await scenario.now());
  const drained = await simulator.POST('/sim/v1/balances/drain', {
    body: { token: order.sellToken, account: owner.address },
  });
  expect(drained.response.status).toBe(200);
  const created = await orderbook.POST('/api/v1/orders', {
    body: orderBody(order, { signingScheme: 'presign', signature: '0x', from: owner.address }) as never,
  });
  expect(created.response.status).toBe(201);
  const { data } = await orderbook.GET('/api/v1/orders/{UID}', { params: { path: { UID: created.data as Hex } } });
  expect(data?.status).toBe('presignaturePending');
});
