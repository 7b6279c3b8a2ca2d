/**
 * Every documented error of the order book a client can reach over HTTP (docs/protocol.md:
 * cancellations, errors, validation order, quoting), each asserting status, `errorType` and
 * `Content-Type: application/json`, on signed orders (the validation order runs its checks in
 * order, so each case is valid up to the check it breaks).
 * Also reads (bounds, paging, by_uids, status) and the rate limits. Every response also goes
 * through the conformance checker (documented status, schema, headers).
 */
import type { Address, Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { unknownUid } from '../fixtures/values.js';
import {
  appDataHash,
  baseOrder,
  expectError,
  orderBody,
  randomAccount,
  signCancellation,
  signCancellations,
  signedOrder,
  startScenario,
  CHAIN_IDS,
  NATIVE,
  ONE_ETHER,
  TOKENS,
  type Network,
  type OrderData,
  type Scenario,
} from './support.js';

let scenario: Scenario;
beforeAll(async () => {
  scenario = await startScenario();
});
afterAll(() => scenario?.close());

const UINT256_MAX = 2n ** 256n - 1n;
/** 65 bytes that are no ECDSA signature of anything (r = s = 0). */
const JUNK_SIGNATURE: Hex = `0x${'00'.repeat(64)}1b`;

const orderbook = (network: Network = 'mainnet') => scenario.clients(network).orderbook;
const simulator = () => scenario.clients().simulator;

function submit(body: Record<string, unknown>, network: Network = 'mainnet') {
  return orderbook(network).POST('/api/v1/orders', { body: body as never });
}

/** Signs a base order (sell 1 WETH for 1000 USDC atoms, 30 min) with `overrides`, by `account`. */
async function signed(
  overrides: Partial<OrderData> = {},
  options: { account?: PrivateKeyAccount; appDataText?: string; from?: Address; scheme?: 'eip712' | 'ethsign' } = {},
) {
  const account = options.account ?? randomAccount();
  const order = baseOrder(await scenario.now(), overrides);
  const result = await signedOrder(account, order, {
    ...(options.appDataText === undefined ? {} : { appDataText: options.appDataText }),
    ...(options.from === undefined ? {} : { from: options.from }),
    ...(options.scheme === undefined ? {} : { scheme: options.scheme }),
  });
  return { ...result, account, order };
}

/** Posts a signed base order and expects 201 with its uid. */
async function create(overrides: Partial<OrderData> = {}, options: Parameters<typeof signed>[1] = {}) {
  const made = await signed(overrides, options);
  const created = await submit(made.body);
  expect(created.response.status, JSON.stringify(created.error)).toBe(201);
  expect(created.data).toBe(made.uid);
  return made;
}

async function getOrder(uid: Hex) {
  return (await orderbook().GET('/api/v1/orders/{UID}', { params: { path: { UID: uid } } })).data;
}

describe('submission errors (docs/protocol.md#validation-order)', () => {
  test('0. a sellAmount above uint256 is 400 SellAmountOverflow', async () => {
    const order = baseOrder(await scenario.now(), { sellAmount: UINT256_MAX + 1n });
    expectError(
      await submit(orderBody(order, { signingScheme: 'eip712', signature: JUNK_SIGNATURE })),
      400,
      'SellAmountOverflow',
    );
  });

  test('0. a buyAmount above uint256 is 400 BuyAmountOverflow', async () => {
    const order = baseOrder(await scenario.now(), { buyAmount: UINT256_MAX + 1n });
    expectError(
      await submit(orderBody(order, { signingScheme: 'eip712', signature: JUNK_SIGNATURE })),
      400,
      'BuyAmountOverflow',
    );
  });

  test('2. app data that is not JSON, an unknown bare hash or enableFastPath are 400 InvalidAppData', async () => {
    for (const appDataText of [
      'not json',
      `0x${'42'.repeat(32)}`,
      JSON.stringify({ metadata: { enableFastPath: true } }),
    ]) {
      const { body } = await signed({}, { appDataText });
      expectError(await submit(body), 400, 'InvalidAppData');
    }
  });

  test('2. appDataHash that is not the hash of appData is 400 AppDataHashMismatch', async () => {
    const { body } = await signed();
    expectError(await submit({ ...body, appDataHash: `0x${'ab'.repeat(32)}` }), 400, 'AppDataHashMismatch');
  });

  test('1, 2. with several faults the earlier check wins: app data JSON before its hash, the replaced order before both', async () => {
    const wrongHash = `0x${'ab'.repeat(32)}`;
    const notJson = await signed({}, { appDataText: 'not json' });
    expectError(await submit({ ...notJson.body, appDataHash: wrongHash }), 400, 'InvalidAppData');

    const missingText = JSON.stringify({ metadata: { replacedOrder: { uid: unknownUid } } });
    const missing = await signed({ appData: appDataHash(missingText) }, { appDataText: missingText });
    expectError(await submit({ ...missing.body, appDataHash: wrongHash }), 404, 'OrderNotFound');
  });

  test('3. an unrecoverable signature is 400 InvalidSignature (also v other than 0/1/27/28)', async () => {
    const { body } = await signed();
    expectError(await submit({ ...body, signature: JUNK_SIGNATURE }), 400, 'InvalidSignature');
    const v29 = `${(body.signature as string).slice(0, -2)}1d`;
    expectError(await submit({ ...body, signature: v29 }), 400, 'InvalidSignature');
  });

  test('3. v 0/1 is accepted as 27/28', async () => {
    const { body, uid } = await signed();
    const signature = body.signature as string;
    const v = parseInt(signature.slice(-2), 16) - 27;
    const created = await submit({ ...body, signature: `${signature.slice(0, -2)}0${v}` });
    expect(created.response.status).toBe(201);
    expect(created.data).toBe(uid);
    // Stored (and returned) with v 27/28 (docs/protocol.md#signing-schemes).
    expect((await getOrder(uid))?.signature).toBe(signature.toLowerCase());
  });

  test('3. `from` different from metadata.signer is 400 AppdataFromMismatch', async () => {
    const account = randomAccount();
    const appDataText = JSON.stringify({ metadata: { signer: randomAccount().address } });
    const { body } = await signed(
      { appData: appDataHash(appDataText) },
      { account, appDataText, from: account.address },
    );
    expectError(await submit(body), 400, 'AppdataFromMismatch');
  });

  test('3. a signature by another key than `from` is 400 WrongOwner (401 is for replacements only)', async () => {
    const claimed = randomAccount();
    for (const scheme of ['eip712', 'ethsign'] as const) {
      const { body, account } = await signed({}, { from: claimed.address, scheme });
      const error = expectError(await submit(body), 400, 'WrongOwner');
      expect(error.description.toLowerCase()).toContain(claimed.address.toLowerCase());
      expect(error.description.toLowerCase()).toContain(account.address.toLowerCase());
    }
  });

  test('3. presign and eip1271 orders without `from` are 400 MissingFrom', async () => {
    const order = baseOrder(await scenario.now());
    expectError(await submit(orderBody(order, { signingScheme: 'presign', signature: '0x' })), 400, 'MissingFrom');
    expectError(
      await submit(orderBody(order, { signingScheme: 'eip1271', signature: JUNK_SIGNATURE })),
      400,
      'MissingFrom',
    );
  });

  test('3. an order signed for mainnet posted to /xdai is rejected (WrongOwner with `from`)', async () => {
    const account = randomAccount();
    const mainnetSigned = await signedOrder(account, baseOrder(await scenario.now()), {
      chainId: CHAIN_IDS.mainnet,
      from: account.address,
    });
    expectError(await submit(mainnetSigned.body, 'xdai'), 400, 'WrongOwner');
    // The same body is valid where it was signed.
    expect((await submit(mainnetSigned.body, 'mainnet')).response.status).toBe(201);
  });

  test('4. a zero sell or buy amount is 400 ZeroAmount', async () => {
    expectError(await submit((await signed({ sellAmount: 0n })).body), 400, 'ZeroAmount');
    expectError(await submit((await signed({ buyAmount: 0n })).body), 400, 'ZeroAmount');
  });

  test('5. a banned owner or receiver is 403 Forbidden (ban via the control API)', async () => {
    const owner = randomAccount();
    const receiver = randomAccount();
    for (const address of [owner.address, receiver.address]) {
      const banned = await simulator().PUT('/sim/v1/bans/{address}', { params: { path: { address } } });
      expect(banned.response.status).toBe(200);
    }
    expectError(await submit((await signed({}, { account: owner })).body), 403, 'Forbidden');
    expectError(await submit((await signed({ receiver: receiver.address })).body), 403, 'Forbidden');
    // A banned trader cannot quote either (403, as the reference).
    const quoted = await orderbook().POST('/api/v1/quote', {
      body: {
        from: owner.address,
        sellToken: TOKENS.WETH,
        buyToken: TOKENS.USDC,
        kind: 'sell',
        sellAmountBeforeFee: ONE_ETHER.toString(),
      } as never,
    });
    expectError(quoted, 403, 'Forbidden');
  });

  test('5. a partially fillable market order (non-zero fee) is 400 UnsupportedOrderType', async () => {
    const { body } = await signed({ feeAmount: 1n, partiallyFillable: true });
    expectError(await submit(body), 400, 'UnsupportedOrderType');
  });

  test('5. balance kinds other than erc20 are 400 UnsupportedBuyTokenDestination / UnsupportedSellTokenSource', async () => {
    expectError(
      await submit((await signed({ buyTokenBalance: 'internal' })).body),
      400,
      'UnsupportedBuyTokenDestination',
    );
    expectError(await submit((await signed({ sellTokenBalance: 'external' })).body), 400, 'UnsupportedSellTokenSource');
    expectError(await submit((await signed({ sellTokenBalance: 'internal' })).body), 400, 'UnsupportedSellTokenSource');
  });

  test('5. validTo in the past is 400 OrderExpired (docs/decisions.md#the-specification-wins)', async () => {
    const now = await scenario.now();
    expectError(await submit((await signed({ validTo: now - 10 })).body), 400, 'OrderExpired');
  });

  test('5. validTo less than 60 s ahead is 400 InsufficientValidTo', async () => {
    const now = await scenario.now();
    for (const validTo of [now, now + 30, now + 59]) {
      expectError(await submit((await signed({ validTo })).body), 400, 'InsufficientValidTo');
    }
    expect((await submit((await signed({ validTo: now + 60 })).body)).response.status).toBe(201);
  });

  test('5. validTo beyond 1 year (limit) or 3 h (market) is 400 ExcessiveValidTo', async () => {
    const now = await scenario.now();
    const year = 365 * 24 * 3600;
    expectError(await submit((await signed({ validTo: now + year + 1 })).body), 400, 'ExcessiveValidTo');
    expect((await submit((await signed({ validTo: now + year })).body)).response.status).toBe(201);
    expectError(
      await submit((await signed({ validTo: now + 3 * 3600 + 1, feeAmount: 1n })).body),
      400,
      'ExcessiveValidTo',
    );
    // Exactly 3 h passes the window; the market order then fails on its fee (step 7).
    expectError(await submit((await signed({ validTo: now + 3 * 3600, feeAmount: 1n })).body), 400, 'NonZeroFee');
  });

  test('5. the same sell and buy token (also native vs. wrapped native) is 400 SameBuyAndSellToken', async () => {
    expectError(await submit((await signed({ buyToken: TOKENS.WETH })).body), 400, 'SameBuyAndSellToken');
    expectError(await submit((await signed({ buyToken: NATIVE })).body), 400, 'SameBuyAndSellToken');
  });

  test('5. selling the native placeholder is 400 InvalidNativeSellToken', async () => {
    expectError(await submit((await signed({ sellToken: NATIVE })).body), 400, 'InvalidNativeSellToken');
  });

  test('5. a token the scenario marks unsupported (stETH) is 400 UnsupportedToken', async () => {
    expectError(await submit((await signed({ buyToken: TOKENS.stETH })).body), 400, 'UnsupportedToken');
    expectError(
      await submit((await signed({ sellToken: TOKENS.stETH, buyToken: TOKENS.WETH })).body),
      400,
      'UnsupportedToken',
    );
  });

  test('6. a revoked allowance is 400 InsufficientAllowance, a drained balance 400 InsufficientBalance', async () => {
    const revoked = randomAccount();
    const revoke = await simulator().POST('/sim/v1/allowances/revoke', {
      body: { token: TOKENS.WETH, owner: revoked.address },
    });
    expect(revoke.response.status).toBe(200);
    expectError(await submit((await signed({}, { account: revoked })).body), 400, 'InsufficientAllowance');

    // An allowance just below sellAmount + feeAmount is still short (the spec: the whole amount).
    const short = randomAccount();
    await simulator().POST('/sim/v1/allowances', {
      body: { token: TOKENS.WETH, owner: short.address, amount: (ONE_ETHER - 1n).toString() },
    });
    expectError(await submit((await signed({}, { account: short })).body), 400, 'InsufficientAllowance');

    const drained = randomAccount();
    const drain = await simulator().POST('/sim/v1/balances/drain', {
      body: { token: TOKENS.WETH, account: drained.address },
    });
    expect(drain.response.status).toBe(200);
    expectError(await submit((await signed({}, { account: drained })).body), 400, 'InsufficientBalance');
    // Allowance is checked before balance.
    await simulator().POST('/sim/v1/allowances/revoke', { body: { token: TOKENS.WETH, owner: drained.address } });
    expectError(await submit((await signed({}, { account: drained })).body), 400, 'InsufficientAllowance');
    await simulator().POST('/sim/v1/allowances', {
      body: { token: TOKENS.WETH, owner: drained.address, amount: ONE_ETHER.toString() },
    });
    // Minting exactly the amount makes the same order acceptable.
    await simulator().POST('/sim/v1/balances/mint', {
      body: { token: TOKENS.WETH, account: drained.address, amount: ONE_ETHER.toString() },
    });
    expect((await submit((await signed({}, { account: drained })).body)).response.status).toBe(201);
  });

  test('7. a buy token without liquidity is accepted unquoted (NoLiquidity → no quote)', async () => {
    const made = await create({ buyToken: TOKENS.UNKNOWN });
    expect(await getOrder(made.uid)).toMatchObject({ status: 'open', class: 'limit', quote: null });
  });

  test('7. a non-zero signed fee is 400 NonZeroFee', async () => {
    expectError(await submit((await signed({ feeAmount: 1n })).body), 400, 'NonZeroFee');
  });

  test('8. hooks whose gas exceeds 8,000,000 with the trade are 400 TooMuchGas', async () => {
    const appDataText = JSON.stringify({
      metadata: {
        hooks: { pre: [{ target: `0x${'42'.repeat(20)}`, callData: '0x', gasLimit: '8000000' }], post: [] },
      },
    });
    const appData = appDataHash(appDataText);
    expectError(await submit((await signed({ appData }, { appDataText })).body), 400, 'TooMuchGas');
  });

  test('9. validTo less than 60 s after metadata.validFrom is 400 InvalidValidFrom', async () => {
    const now = await scenario.now();
    const validTo = now + 1800;
    const appDataText = JSON.stringify({ metadata: { validFrom: validTo - 30 } });
    const appData = appDataHash(appDataText);
    expectError(await submit((await signed({ appData, validTo }, { appDataText })).body), 400, 'InvalidValidFrom');
  });

  test('10. the same order twice is 400 DuplicatedOrder', async () => {
    const made = await create();
    expectError(await submit(made.body), 400, 'DuplicatedOrder');
  });

  test('10. replacement: same owner replaces (old cancelled); other owner 401 WrongOwner; unknown target 404 OrderNotFound', async () => {
    const owner = randomAccount();
    const original = await create({}, { account: owner });

    const replacing = (uid: Hex) => JSON.stringify({ metadata: { replacedOrder: { uid } } });
    const replacementText = replacing(original.uid);
    const replacement = await create(
      { appData: appDataHash(replacementText), buyAmount: 2000n },
      { account: owner, appDataText: replacementText },
    );
    expect((await getOrder(original.uid))?.status).toBe('cancelled');
    expect(await getOrder(replacement.uid)).toMatchObject({ status: 'open', fullAppData: replacementText });

    // The replaced order is no longer cancellable: the replacement check (§4 per uid) fails.
    const twiceText = replacing(original.uid);
    const twice = await signed(
      { appData: appDataHash(twiceText), buyAmount: 3000n },
      { account: owner, appDataText: twiceText },
    );
    expectError(await submit(twice.body), 400, 'AlreadyCancelled');

    const stealText = replacing(replacement.uid);
    const steal = await signed({ appData: appDataHash(stealText) }, { appDataText: stealText });
    expectError(await submit(steal.body), 401, 'WrongOwner');
    expect((await getOrder(replacement.uid))?.status).toBe('open');

    const missingText = replacing(unknownUid as Hex);
    const missing = await signed({ appData: appDataHash(missingText) }, { appDataText: missingText });
    expectError(await submit(missing.body), 404, 'OrderNotFound');
  });
});

describe('limit-order cap (MAX_LIMIT_ORDERS=2)', () => {
  let capped: Scenario;
  beforeAll(async () => {
    capped = await startScenario({ MAX_LIMIT_ORDERS: '2' });
  });
  afterAll(() => capped?.close());

  test('7. the third open out-of-market order is 400 TooManyLimitOrders; in-market and freed slots pass', async () => {
    const { orderbook: book } = capped.clients();
    const owner = randomAccount();
    const now = await capped.now();
    // 1 WETH for a million USDC: far out of market.
    const outOfMarket = (buyAmount: bigint) => baseOrder(now, { buyAmount });
    const post = async (order: OrderData) =>
      book.POST('/api/v1/orders', { body: (await signedOrder(owner, order)).body as never });

    const first = await post(outOfMarket(10n ** 12n));
    const second = await post(outOfMarket(10n ** 12n + 1n));
    expect([first.response.status, second.response.status]).toEqual([201, 201]);
    expectError(await post(outOfMarket(10n ** 12n + 2n)), 400, 'TooManyLimitOrders');
    // Another owner has its own allowance of out-of-market orders.
    const other = await book.POST('/api/v1/orders', {
      body: (await signedOrder(randomAccount(), outOfMarket(10n ** 12n))).body as never,
    });
    expect(other.response.status).toBe(201);
    // An in-market order is not capped.
    expect((await post(baseOrder(now, { buyAmount: 1000n }))).response.status).toBe(201);
    // Cancelling one frees a slot.
    const uid = first.data as Hex;
    const cancelled = await book.DELETE('/api/v1/orders', {
      body: { orderUids: [uid], signature: await signCancellations(owner, [uid]), signingScheme: 'eip712' },
    });
    expect(cancelled.response.status).toBe(200);
    expect((await post(outOfMarket(10n ** 12n + 3n))).response.status).toBe(201);
  });
});

describe('quote errors (docs/protocol.md#errors, #quoting)', () => {
  const quote = (body: Record<string, unknown>) => orderbook().POST('/api/v1/quote', { body: body as never });
  const base = () => ({
    from: randomAccount().address,
    sellToken: TOKENS.WETH,
    buyToken: TOKENS.USDC,
    kind: 'sell',
    sellAmountBeforeFee: ONE_ETHER.toString(),
  });

  test('a sell amount before fee below the fee is 400 SellAmountDoesNotCoverFee with data.fee_amount', async () => {
    // 1000 atoms of USDC ($0.001) still buy some WETH, but cannot pay for the gas.
    const error = expectError(
      await quote({ ...base(), sellToken: TOKENS.USDC, buyToken: TOKENS.WETH, sellAmountBeforeFee: '1000' }),
      400,
      'SellAmountDoesNotCoverFee',
    );
    expect(error.data?.['fee_amount']).toMatch(/^[0-9]+$/);
    expect(BigInt(error.data?.['fee_amount'] as string)).toBeGreaterThan(1n);
  });

  test('a token without any pool or price is 400 NoLiquidity (docs/decisions.md#the-specification-wins)', async () => {
    expectError(await quote({ ...base(), buyToken: TOKENS.UNKNOWN }), 400, 'NoLiquidity');
  });

  test('an unsupported token is 400 UnsupportedToken', async () => {
    expectError(await quote({ ...base(), buyToken: TOKENS.stETH }), 400, 'UnsupportedToken');
  });

  test('the same token on both sides is 400 SameBuyAndSellToken', async () => {
    expectError(await quote({ ...base(), buyToken: TOKENS.WETH }), 400, 'SameBuyAndSellToken');
  });

  test('validTo under 60 s is 400 InsufficientValidTo; beyond 3 h is 400 ExcessiveValidTo', async () => {
    const now = await scenario.now();
    expectError(await quote({ ...base(), validTo: now + 30 }), 400, 'InsufficientValidTo');
    expectError(await quote({ ...base(), validTo: now + 4 * 3600 }), 400, 'ExcessiveValidTo');
    expectError(await quote({ ...base(), validFor: 4 * 3600 }), 400, 'ExcessiveValidTo');
  });
});

describe('cancellation errors (docs/protocol.md#cancellations)', () => {
  const cancel = (body: Record<string, unknown>) => orderbook().DELETE('/api/v1/orders', { body: body as never });

  test('an unrecoverable signature is 400 InvalidSignature', async () => {
    const made = await create();
    expectError(
      await cancel({ orderUids: [made.uid], signature: JUNK_SIGNATURE, signingScheme: 'eip712' }),
      400,
      'InvalidSignature',
    );
    expect((await getOrder(made.uid))?.status).toBe('open');
  });

  test('a signature by someone else than the owner is 401 WrongOwner (none of the batch is cancelled)', async () => {
    const owner = randomAccount();
    const mine = await create({}, { account: owner });
    const theirs = await create({ buyAmount: 1001n });
    expectError(
      await cancel({
        orderUids: [mine.uid, theirs.uid],
        signature: await signCancellations(owner, [mine.uid, theirs.uid]),
        signingScheme: 'eip712',
      }),
      401,
      'WrongOwner',
    );
    expect((await getOrder(mine.uid))?.status).toBe('open');
    expect((await getOrder(theirs.uid))?.status).toBe('open');
  });

  test('an unknown uid is 404 OrderNotFound (before the signature is looked at)', async () => {
    expectError(
      await cancel({ orderUids: [unknownUid], signature: JUNK_SIGNATURE, signingScheme: 'eip712' }),
      404,
      'OrderNotFound',
    );
    const signer = randomAccount();
    expectError(
      await cancel({
        orderUids: [unknownUid],
        signature: await signCancellations(signer, [unknownUid as Hex]),
        signingScheme: 'eip712',
      }),
      404,
      'OrderNotFound',
    );
  });

  test('cancelling twice is 400 AlreadyCancelled (bulk and single routes, eip712 and ethsign)', async () => {
    const owner = randomAccount();
    const made = await create({}, { account: owner });
    const first = await cancel({
      orderUids: [made.uid],
      signature: await signCancellations(owner, [made.uid], CHAIN_IDS.mainnet, 'ethsign'),
      signingScheme: 'ethsign',
    });
    expect(first.response.status).toBe(200);
    expect(first.data).toBe('Cancelled');
    expectError(
      await cancel({
        orderUids: [made.uid],
        signature: await signCancellations(owner, [made.uid]),
        signingScheme: 'eip712',
      }),
      400,
      'AlreadyCancelled',
    );
    const single = await orderbook().DELETE('/api/v1/orders/{UID}', {
      params: { path: { UID: made.uid } },
      body: { signature: await signCancellation(owner, made.uid), signingScheme: 'eip712' },
    });
    expectError(single, 400, 'AlreadyCancelled');
  });

  test('the single-uid route cancels with an OrderCancellation signature', async () => {
    const owner = randomAccount();
    const made = await create({}, { account: owner });
    const single = await orderbook().DELETE('/api/v1/orders/{UID}', {
      params: { path: { UID: made.uid } },
      body: { signature: await signCancellation(owner, made.uid), signingScheme: 'eip712' },
    });
    expect(single.response.status).toBe(200);
    expect((await getOrder(made.uid))?.status).toBe('cancelled');
  });

  test('an order past its validTo is 400 OrderExpired (time advanced via the control API)', async () => {
    const owner = randomAccount();
    const now = await scenario.now();
    const made = await create({ validTo: now + 120 }, { account: owner });
    await scenario.advance(200);
    expect((await getOrder(made.uid))?.status).toBe('expired');
    expectError(
      await cancel({
        orderUids: [made.uid],
        signature: await signCancellations(owner, [made.uid]),
        signingScheme: 'eip712',
      }),
      400,
      'OrderExpired',
    );
  });

  test('more than 128 uids is 400 InvalidParameter', async () => {
    const uids = Array.from({ length: 129 }, (_, index) => `0x${index.toString(16).padStart(112, '0')}` as Hex);
    expectError(
      await cancel({
        orderUids: uids,
        signature: await signCancellations(randomAccount(), uids),
        signingScheme: 'eip712',
      }),
      400,
      'InvalidParameter',
    );
  });
});

describe('reads (docs/protocol.md#errors)', () => {
  test('an unknown uid is 404 NotFound (order and status)', async () => {
    expectError(
      await orderbook().GET('/api/v1/orders/{UID}', { params: { path: { UID: unknownUid } } }),
      404,
      'NotFound',
    );
    expectError(
      await orderbook().GET('/api/v1/orders/{UID}/status', { params: { path: { UID: unknownUid } } }),
      404,
      'NotFound',
    );
  });

  test('account orders: limit 0 and 1001 are 400 LIMIT_OUT_OF_BOUNDS; newest first; offset pages', async () => {
    const owner = randomAccount();
    const list = (query: { limit?: number; offset?: number }) =>
      orderbook().GET('/api/v1/account/{owner}/orders', {
        params: { path: { owner: owner.address }, query },
      });
    expectError(await list({ limit: 0 }), 400, 'LIMIT_OUT_OF_BOUNDS');
    expectError(await list({ limit: 1001 }), 400, 'LIMIT_OUT_OF_BOUNDS');
    expect((await list({ limit: 1000 })).data).toEqual([]);

    const uids: Hex[] = [];
    for (const buyAmount of [1000n, 1001n, 1002n]) {
      uids.push((await create({ buyAmount }, { account: owner })).uid);
      await scenario.advance(1);
    }
    const newestFirst = [...uids].reverse();
    expect((await list({})).data?.map((order) => order.uid)).toEqual(newestFirst);
    expect((await list({ limit: 2 })).data?.map((order) => order.uid)).toEqual(newestFirst.slice(0, 2));
    expect((await list({ limit: 2, offset: 2 })).data?.map((order) => order.uid)).toEqual(newestFirst.slice(2));
    expect((await list({ limit: 2, offset: 3 })).data).toEqual([]);
    // Another owner's list does not see them.
    const other = await orderbook().GET('/api/v1/account/{owner}/orders', {
      params: { path: { owner: randomAccount().address } },
    });
    expect(other.data).toEqual([]);
  });

  test('by_uids: unknown uids are dropped; 129 uids are 400', async () => {
    const a = await create();
    const b = await create({ buyAmount: 1001n });
    const found = await orderbook().POST('/api/v1/orders/by_uids', { body: [a.uid, unknownUid, b.uid] });
    expect(found.response.status).toBe(200);
    const uids = (found.data ?? []).map((entry) => ('order' in entry ? entry.order.uid : entry.error.uid));
    expect(uids.sort()).toEqual([a.uid, b.uid].sort());

    const tooMany = Array.from({ length: 129 }, (_, index) => `0x${index.toString(16).padStart(112, '0')}`);
    expectError(await orderbook().POST('/api/v1/orders/by_uids', { body: tooMany }), 400, 'InvalidParameter');
  });

  test('status: scheduled after creation, cancelled after cancellation', async () => {
    const owner = randomAccount();
    const made = await create({}, { account: owner });
    const status = async () =>
      (await orderbook().GET('/api/v1/orders/{UID}/status', { params: { path: { UID: made.uid } } })).data;
    expect((await status())?.type).toBe('scheduled');
    const cancelled = await orderbook().DELETE('/api/v1/orders', {
      body: { orderUids: [made.uid], signature: await signCancellations(owner, [made.uid]), signingScheme: 'eip712' },
    });
    expect(cancelled.response.status).toBe(200);
    expect((await status())?.type).toBe('cancelled');
  });
});

describe('rate limits (RATE_LIMIT=on RATE_LIMIT_QUOTES=2 RATE_LIMIT_ORDERS=2)', () => {
  let limited: Scenario;
  beforeAll(async () => {
    limited = await startScenario({ RATE_LIMIT: 'on', RATE_LIMIT_QUOTES: '2', RATE_LIMIT_ORDERS: '2' });
  });
  afterAll(() => limited?.close());

  test('the third quote of a burst is 429 RateLimited with Retry-After', async () => {
    const { orderbook: book } = limited.clients();
    const body = {
      from: randomAccount().address,
      sellToken: TOKENS.WETH,
      buyToken: TOKENS.USDC,
      kind: 'sell',
      sellAmountBeforeFee: ONE_ETHER.toString(),
    };
    // Sent together, so the bucket (2 per second) cannot refill in between, even on a slow machine.
    const results = await Promise.all([0, 1, 2].map(() => book.POST('/api/v1/quote', { body: body as never })));
    expect(results.map((result) => result.response.status).sort()).toEqual([200, 200, 429]);
    const limitedResult = results.find((result) => result.response.status === 429)!;
    expectError(limitedResult, 429, 'RateLimited');
    const retryAfter = limitedResult.response.headers.get('retry-after');
    expect(retryAfter).toMatch(/^[0-9]+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // Reads have their own budget.
    const read = await book.GET('/api/v1/orders/{UID}', { params: { path: { UID: unknownUid } } });
    expect(read.response.status).toBe(404);
  });

  test('the third order submission of a burst is 429 RateLimited (checked before anything else)', async () => {
    const { orderbook: book } = limited.clients();
    const order = baseOrder(await limited.now(), { sellAmount: 0n });
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        book.POST('/api/v1/orders', {
          body: orderBody(order, { signingScheme: 'eip712', signature: JUNK_SIGNATURE }) as never,
        }),
      ),
    );
    expect(results.map((result) => result.response.status).sort()).toEqual([400, 400, 429]);
    const limitedResult = results.find((result) => result.response.status === 429)!;
    expectError(limitedResult, 429, 'RateLimited');
    expect(limitedResult.response.headers.get('retry-after')).toMatch(/^[0-9]+$/);
  });
});
