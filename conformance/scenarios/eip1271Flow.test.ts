/**
 * Flow: an ERC-1271 order (docs/protocol.md#signing-schemes) from a 2-of-3 threshold wallet deployed through
 * the control API. The signature concatenates owners' 65-byte ECDSA signatures of the order
 * digest: one is below the threshold (`InvalidEip1271Signature`), two are accepted. The API cannot
 * cancel it (`OnChainOrder`, section 4); an on-chain invalidation cancels it.
 */
import { concatHex, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  baseOrder,
  expectError,
  orderBody,
  orderDigest,
  orderUid,
  randomAccount,
  signCancellations,
  signDigest,
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

test('flow: 2-of-3 wallet: one signature → InvalidEip1271Signature, two → 201, OnChainOrder, invalidated', async () => {
  const { orderbook, simulator } = scenario.clients();
  const owners = [randomAccount(), randomAccount(), randomAccount()] as const;
  const deployed = await simulator.POST('/sim/v1/wallets', {
    body: { owners: owners.map((owner) => owner.address), threshold: 2 },
  });
  expect(deployed.response.status).toBe(201);
  const wallet = deployed.data!.address as Address;
  expect(deployed.data).toMatchObject({ threshold: 2 });

  const order = baseOrder(await scenario.now());
  const digest = orderDigest(order, CHAIN_IDS.mainnet);
  const uid = orderUid(digest, wallet, order.validTo);
  const [first, second, third] = await Promise.all(owners.map((owner) => signDigest(owner, digest, 'eip712')));
  if (!first || !second || !third) throw new Error('three owner signatures expected');

  const one = await orderbook.POST('/api/v1/orders', {
    body: orderBody(order, { signingScheme: 'eip1271', signature: first, from: wallet }) as never,
  });
  expectError(one, 400, 'InvalidEip1271Signature');

  // A signature by someone who is not an owner does not count towards the threshold.
  const outsider = await signDigest(randomAccount(), digest, 'eip712');
  const withOutsider = await orderbook.POST('/api/v1/orders', {
    body: orderBody(order, {
      signingScheme: 'eip1271',
      signature: concatHex([first, outsider]),
      from: wallet,
    }) as never,
  });
  expectError(withOutsider, 400, 'InvalidEip1271Signature');

  const noFrom = await orderbook.POST('/api/v1/orders', {
    body: orderBody(order, { signingScheme: 'eip1271', signature: concatHex([first, third]) }) as never,
  });
  expectError(noFrom, 400, 'MissingFrom');

  const two = await orderbook.POST('/api/v1/orders', {
    body: orderBody(order, {
      signingScheme: 'eip1271',
      signature: concatHex([first, third]),
      from: wallet,
    }) as never,
  });
  expect(two.response.status).toBe(201);
  expect(two.data).toBe(uid);

  const read = async () =>
    (await orderbook.GET('/api/v1/orders/{UID}', { params: { path: { UID: uid as Hex } } })).data;
  expect(await read()).toMatchObject({
    owner: wallet.toLowerCase(),
    signingScheme: 'eip1271',
    status: 'open',
    class: 'limit',
  });

  // No owner's ECDSA cancellation applies to a contract order.
  for (const signer of [owners[0], owners[1]]) {
    const cancel = await orderbook.DELETE('/api/v1/orders', {
      body: { orderUids: [uid], signature: await signCancellations(signer, [uid]), signingScheme: 'eip712' },
    });
    expectError(cancel, 400, 'OnChainOrder');
  }
  expect((await read())?.status).toBe('open');

  const invalidated = await simulator.POST('/sim/v1/invalidations', { body: { orderUid: uid } });
  expect(invalidated.response.status).toBe(200);
  expect(await read()).toMatchObject({ status: 'cancelled', invalidated: true });
});

test('behavior: an eip1271 quote adds 27,000 verification gas; an on-chain order quote lives 10 minutes', async () => {
  const { orderbook } = scenario.clients();
  const from = randomAccount().address;
  const quote = async (extra: Record<string, unknown>) => {
    const result = await orderbook.POST('/api/v1/quote', {
      body: {
        from,
        sellToken: TOKENS.WETH,
        buyToken: TOKENS.USDC,
        kind: 'sell',
        sellAmountAfterFee: ONE_ETHER.toString(),
        ...extra,
      } as never,
    });
    expect(result.response.status).toBe(200);
    return result.data!;
  };
  const now = await scenario.now();
  const ecdsa = await quote({ signingScheme: 'eip712' });
  const contract = await quote({ signingScheme: 'eip1271', onchainOrder: true });
  expect(BigInt(contract.quote.gasAmount) - BigInt(ecdsa.quote.gasAmount)).toBe(27_000n);
  expect(BigInt(contract.quote.feeAmount)).toBeGreaterThan(BigInt(ecdsa.quote.feeAmount));
  expect(Date.parse(ecdsa.expiration) / 1000 - now).toBe(60);
  expect(Date.parse(contract.expiration) / 1000 - now).toBe(600);
});
