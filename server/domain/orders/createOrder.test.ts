import * as fc from 'fast-check';
import { keccak256, stringToHex, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import { computeOrderUid, hashOrder, orderTypedData } from '../../../simulator/index.js';
import { ApiError } from '../errors.js';
import { createFakeChain } from '../testing/createFakeChain.js';
import { createMemoryStores } from '../../testing/memoryStores.js';
import { cancelOrders } from './cancelOrders.js';
import { createOrder, type CreateOrderDependencies, type OrderCreation } from './createOrder.js';
import { deriveOrderStatus } from './deriveOrderStatus.js';
import { TOKENS, plainSellOrderTerms } from '../../testing/fixtures.js';

const { WETH, USDC } = TOKENS;
const SCAM = '0x1111111111111111111111111111111111111111' as Address;
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as Address;
const now = new Date('2026-03-01T12:00:00Z');
const nowSeconds = now.getTime() / 1000;
const trader = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318');
const stranger = privateKeyToAccount('0x0123456789012345678901234567890123456789012345678901234567890123');
const owner = trader.address.toLowerCase() as Address;

function setup() {
  const chain = createFakeChain({
    now,
    prices: { [WETH]: 10n ** 18n, [USDC]: 4n * 10n ** 26n, [SCAM]: 10n ** 18n },
    tokens: [{ address: SCAM, symbol: 'SCAM', decimals: 18, unsupported: 'fee on transfer' }],
  });
  const { stores, db } = createMemoryStores();
  const activelyBidOn = new Set<string>();
  const dependencies: CreateOrderDependencies = {
    chain,
    stores,
    maxOpenOutOfMarketOrders: 3,
    isActivelyBidOn: (uid) => activelyBidOn.has(uid),
  };
  return { chain, stores, db, dependencies, activelyBidOn };
}

type Draft = Omit<OrderCreation, 'signature' | 'appDataHash' | 'from' | 'quoteId' | 'signingScheme'> &
  Partial<Pick<OrderCreation, 'from' | 'quoteId' | 'signingScheme' | 'appDataHash'>>;

function draft(overrides: Partial<Draft> = {}): Draft {
  return {
    sellToken: WETH,
    buyToken: USDC,
    receiver: null,
    sellAmount: 10n ** 18n,
    buyAmount: 2_400_000_000n,
    validTo: nowSeconds + 3600,
    ...plainSellOrderTerms,
    ...overrides,
  };
}

/** Signs the draft as a wallet would (hash of the app data text in the signed order). */
async function signed(order: Draft, account = trader, scheme: 'eip712' | 'ethsign' = 'eip712'): Promise<OrderCreation> {
  const message = { ...order, appData: keccak256(stringToHex(order.appData)) as Hex };
  const signature =
    scheme === 'eip712'
      ? await account.signTypedData(orderTypedData(message, 1))
      : await account.signMessage({ message: { raw: hashOrder(message, 1) } });
  return {
    from: account.address,
    quoteId: null,
    appDataHash: null,
    ...order,
    signingScheme: scheme,
    signature,
  };
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('createOrder', () => {
  test('default: an EIP-712 order is stored as an open limit order linked to a fresh quote', async () => {
    const { dependencies, stores, chain } = setup();
    const uid = await createOrder(await signed(draft()), dependencies);
    expect(uid).toMatch(/^0x[0-9a-f]{112}$/);
    expect(uid.slice(66, 106)).toBe(owner.slice(2));
    const order = stores.orders.getOrder(uid)!;
    expect(order).toMatchObject({
      owner,
      class: 'limit',
      fullAppData: '{}',
      outOfMarket: false,
      quoteId: expect.any(Number),
    });
    expect(order.quote).toMatchObject({ sellAmount: 10n ** 18n, buyAmount: 2_500_000_000n, verified: false });
    // The fresh quote is stored (in the order's transaction) under the id the order links.
    expect(stores.quotes.getQuote('mainnet', order.quoteId!)).toMatchObject({ sellAmount: 10n ** 18n, from: owner });
    expect(deriveOrderStatus(order, chain)).toBe('open');
    expect(stores.orders.getEvents(uid).map((event) => event.label)).toEqual(['created']);
  });

  test('behavior: eth_sign signatures are accepted and v is stored as 27/28', async () => {
    const { dependencies, stores } = setup();
    const uid = await createOrder(await signed(draft(), trader, 'ethsign'), dependencies);
    expect(stores.orders.getOrder(uid)?.signature).toMatch(/(1b|1c)$/);
  });

  test('behavior: the same order twice is DuplicatedOrder', async () => {
    const { dependencies } = setup();
    const order = await signed(draft());
    await createOrder(order, dependencies);
    expect((await errorOf(createOrder(order, dependencies))).errorType).toBe('DuplicatedOrder');
  });

  test('behavior: a stored quote named by quoteId is linked when it matches', async () => {
    const { dependencies, stores } = setup();
    const id = await stores.quotes.insertQuote({
      network: 'mainnet',
      from: owner,
      sellToken: WETH,
      buyToken: USDC,
      kind: 'sell',
      sellAmount: 10n ** 18n - 10n ** 15n,
      buyAmount: 2_497_500_000n,
      feeAmount: 10n ** 15n,
      gasAmount: 100_000n,
      gasPrice: 10_000_000_000n,
      sellTokenPrice: '1',
      verified: true,
      solver: '0x0000000000000000000000000000000000000001',
      signingScheme: 'eip712',
      onchainOrder: false,
      appDataHash: '0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d',
      sellAmountBeforeFee: 10n ** 18n,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    const uid = await createOrder({ ...(await signed(draft())), quoteId: id }, dependencies);
    expect(stores.orders.getOrder(uid)).toMatchObject({
      quoteId: id,
      quote: { verified: true, buyAmount: 2_497_500_000n },
    });
  });

  test('behavior: the checks run in the documented order (signature before amounts)', async () => {
    const { dependencies } = setup();
    const order = { ...(await signed(draft({ buyAmount: 0n }))), signature: `0x${'00'.repeat(65)}` as Hex };
    expect((await errorOf(createOrder(order, dependencies))).errorType).toBe('InvalidSignature');
  });

  test('behavior: a signature by someone else than from is WrongOwner naming both and the digest', async () => {
    const { dependencies } = setup();
    const order = { ...(await signed(draft(), stranger)), from: trader.address };
    const error = await errorOf(createOrder(order, dependencies));
    expect(error.errorType).toBe('WrongOwner');
    expect(error.description).toContain(stranger.address.toLowerCase());
    expect(error.description).toContain(owner);
  });

  test('behavior: metadata.signer must equal from', async () => {
    const { dependencies } = setup();
    const appData = JSON.stringify({ metadata: { signer: stranger.address } });
    const error = await errorOf(createOrder(await signed(draft({ appData })), dependencies));
    expect(error.errorType).toBe('AppdataFromMismatch');
  });

  test.each([
    ['SellAmountOverflow', { sellAmount: 1n << 256n }],
    ['SellAmountOverflow', { sellAmount: (1n << 256n) - 1n, feeAmount: 1n }],
    ['BuyAmountOverflow', { buyAmount: 1n << 256n }],
  ] as const)('behavior: %s comes before any other check', async (errorType, overrides) => {
    const { dependencies } = setup();
    // No wallet signs amounts beyond uint256: the placeholder signature is never looked at.
    const order = {
      ...draft(overrides),
      from: null,
      quoteId: null,
      appDataHash: null,
      signingScheme: 'eip712' as const,
    };
    const error = await errorOf(createOrder({ ...order, signature: `0x${'00'.repeat(65)}` }, dependencies));
    expect(error.errorType).toBe(errorType);
  });

  test.each([
    ['InvalidAppData', { appData: '{not json' }],
    ['InvalidAppData', { appData: JSON.stringify({ metadata: { enableFastPath: true } }) }],
    ['ZeroAmount', { sellAmount: 0n }],
    ['UnsupportedBuyTokenDestination', { buyTokenBalance: 'internal' as const }],
    ['UnsupportedSellTokenSource', { sellTokenBalance: 'external' as const }],
    ['OrderExpired', { validTo: nowSeconds - 1 }],
    ['InsufficientValidTo', { validTo: nowSeconds + 59 }],
    ['ExcessiveValidTo', { validTo: nowSeconds + 366 * 24 * 3600 }],
    ['SameBuyAndSellToken', { buyToken: NATIVE }],
    ['InvalidNativeSellToken', { sellToken: NATIVE }],
    ['UnsupportedToken', { buyToken: SCAM }],
    ['NonZeroFee', { feeAmount: 1n }],
    ['UnsupportedOrderType', { feeAmount: 1n, partiallyFillable: true }],
    [
      'TooMuchGas',
      {
        appData: JSON.stringify({
          metadata: { hooks: { pre: [{ target: USDC, callData: '0x', gasLimit: '8000000' }] } },
        }),
      },
    ],
    ['InvalidValidFrom', { appData: JSON.stringify({ metadata: { validFrom: nowSeconds + 3600 } }) }],
  ] as const)('behavior: %s', async (errorType, overrides) => {
    const { dependencies } = setup();
    const error = await errorOf(createOrder(await signed(draft(overrides)), dependencies));
    expect(error.errorType).toBe(errorType);
  });

  test('behavior: appDataHash must be the hash of appData', async () => {
    const { dependencies } = setup();
    const order = { ...(await signed(draft())), appDataHash: `0x${'12'.repeat(32)}` as Hex };
    expect((await errorOf(createOrder(order, dependencies))).errorType).toBe('AppDataHashMismatch');
  });

  test('behavior: balance and allowance to the vault relayer cover sellAmount', async () => {
    const { dependencies, chain } = setup();
    chain.setAllowance(WETH, owner, 10n ** 18n - 1n);
    expect((await errorOf(createOrder(await signed(draft()), dependencies))).errorType).toBe('InsufficientAllowance');
    chain.setAllowance(WETH, owner, 10n ** 18n);
    chain.setBalance(WETH, owner, 10n);
    expect((await errorOf(createOrder(await signed(draft()), dependencies))).errorType).toBe('InsufficientBalance');
  });

  test('behavior: banned owners and receivers are Forbidden', async () => {
    const { dependencies, chain } = setup();
    chain.ban(stranger.address);
    const error = await errorOf(createOrder(await signed(draft({ receiver: stranger.address })), dependencies));
    expect(error.errorType).toBe('Forbidden');
  });

  test('behavior: presign orders need from, skip funds checks, and wait for the presignature', async () => {
    const { dependencies, chain, stores } = setup();
    const base = draft({ validTo: nowSeconds + 2 * 365 * 24 * 3600 });
    const presign = { ...(await signed(base)), signingScheme: 'presign' as const, signature: '0x' as Hex };
    expect((await errorOf(createOrder({ ...presign, from: null }, dependencies))).errorType).toBe('MissingFrom');
    chain.setBalance(WETH, owner, 0n);
    const uid = await createOrder(presign, dependencies);
    expect(deriveOrderStatus(stores.orders.getOrder(uid)!, chain)).toBe('presignaturePending');
    chain.presign(uid, true);
    expect(deriveOrderStatus(stores.orders.getOrder(uid)!, chain)).toBe('open');
  });

  test('behavior: eip1271 orders are verified by the owner contract', async () => {
    const { dependencies, chain } = setup();
    const wallet = '0x9999999999999999999999999999999999999999' as Address;
    const order = {
      ...(await signed(draft())),
      signingScheme: 'eip1271' as const,
      from: wallet,
      signature: '0xabcd' as Hex,
    };
    expect((await errorOf(createOrder(order, dependencies))).errorType).toBe('InvalidEip1271Signature');
    chain.wallets.set(wallet, (_digest, signature) => signature === '0xabcd');
    await expect(createOrder(order, dependencies)).resolves.toMatch(/^0x/);
  });

  test('behavior: out-of-market orders are capped per owner', async () => {
    const { dependencies } = setup();
    // Asking 3000 USDC per WETH when the market gives 2500: out of market.
    for (let index = 0; index < 3; index++) {
      await createOrder(await signed(draft({ buyAmount: 3_000_000_000n + BigInt(index) })), dependencies);
    }
    const error = await errorOf(createOrder(await signed(draft({ buyAmount: 3_000_000_010n })), dependencies));
    expect(error.errorType).toBe('TooManyLimitOrders');
    // In-market orders are not capped.
    await expect(createOrder(await signed(draft({ buyAmount: 2_000_000_000n })), dependencies)).resolves.toMatch(/^0x/);
  });

  test('behavior: the same order submitted twice at once is stored once, the other is DuplicatedOrder', async () => {
    const { dependencies, stores } = setup();
    const order = await signed(draft());
    const [first, second] = await Promise.allSettled([
      createOrder(order, dependencies),
      createOrder(order, dependencies),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled' });
    expect(second).toMatchObject({ status: 'rejected', reason: { errorType: 'DuplicatedOrder' } });
    expect(stores.orders.getEvents((first as PromiseFulfilledResult<Hex>).value)).toHaveLength(1);
  });

  test('behavior: submissions of one turn (one commit) end as they would one after the other', async () => {
    // Few distinct orders (duplicates happen), in or out of market (cap 3), some replacing one of
    // two orders stored before: each check that reads stored orders meets the same turn's writes.
    const draftArbitrary = fc.record({
      buyAmount: fc.constantFrom(2_000_000_000n, 3_000_000_000n, 3_000_000_001n, 3_000_000_002n, 3_000_000_003n),
      replaces: fc.option(fc.constantFrom(0, 1), { nil: undefined }),
    });
    const earlier = await Promise.all([signed(draft({ buyAmount: 1n })), signed(draft({ buyAmount: 2n }))]);
    await fc.assert(
      fc.asyncProperty(fc.array(draftArbitrary, { minLength: 1, maxLength: 6 }), async (drafts) => {
        const run = async (concurrently: boolean) => {
          const { dependencies, stores } = setup();
          const replaceable: Hex[] = [];
          for (const order of earlier) replaceable.push(await createOrder(order, dependencies));
          const orders = await Promise.all(
            drafts.map(({ buyAmount, replaces }) => {
              const replaced = replaces === undefined ? undefined : replaceable[replaces];
              const appData = replaced ? JSON.stringify({ metadata: { replacedOrder: { uid: replaced } } }) : '{}';
              return signed(draft({ buyAmount, appData }));
            }),
          );
          const results: PromiseSettledResult<Hex>[] = [];
          if (concurrently) {
            results.push(...(await Promise.allSettled(orders.map((order) => createOrder(order, dependencies)))));
          } else {
            for (const order of orders) results.push(...(await Promise.allSettled([createOrder(order, dependencies)])));
          }
          const outcomes = results.map((result) =>
            result.status === 'fulfilled' ? result.value : (result.reason as ApiError).errorType,
          );
          const stored = [...replaceable, ...outcomes].map((uid) => {
            const order = uid.startsWith('0x') ? stores.orders.getOrder(uid as Hex) : undefined;
            return order && { outOfMarket: order.outOfMarket, cancelled: order.cancelledAt !== null };
          });
          return { outcomes, stored };
        };
        expect(await run(true)).toEqual(await run(false));
      }),
      { numRuns: 15 },
    );
  });

  test('behavior: a replacement submitted in the same turn as the order it replaces finds no order', async () => {
    // The replaced order is not committed (nor acknowledged) yet: as if it came second.
    const { dependencies, stores } = setup();
    const old = await signed(draft());
    const oldUid = computeOrderUid({
      order: { ...old, appData: keccak256(stringToHex('{}')) as Hex },
      chainId: 1,
      owner,
    });
    const appData = JSON.stringify({ metadata: { replacedOrder: { uid: oldUid } } });
    const replacement = await signed(draft({ appData, buyAmount: 2_300_000_000n }));
    const [first, second] = await Promise.allSettled([
      createOrder(old, dependencies),
      createOrder(replacement, dependencies),
    ]);
    expect(first).toEqual({ status: 'fulfilled', value: oldUid });
    expect(second).toMatchObject({ status: 'rejected', reason: { errorType: 'OrderNotFound' } });
    expect(stores.orders.getOrder(oldUid)?.cancelledAt).toBeNull();
  });

  test('behavior: a replacement cancels the old order and creates the new one atomically', async () => {
    const { dependencies, stores } = setup();
    const old = await createOrder(await signed(draft()), dependencies);
    const appData = JSON.stringify({ metadata: { replacedOrder: { uid: old } } });
    const replacement = await createOrder(await signed(draft({ appData, buyAmount: 2_300_000_000n })), dependencies);
    expect(stores.orders.getOrder(old)?.cancelledAt).toEqual(now);
    expect(stores.orders.getOrder(replacement)).toBeDefined();
  });

  test('behavior: replacing an unknown, foreign or recently auctioned order fails', async () => {
    const { dependencies, activelyBidOn } = setup();
    const unknown = `0x${'ab'.repeat(56)}` as Hex;
    const replacing = (uid: Hex) => JSON.stringify({ metadata: { replacedOrder: { uid } } });
    expect(
      (await errorOf(createOrder(await signed(draft({ appData: replacing(unknown) })), dependencies))).errorType,
    ).toBe('OrderNotFound');
    const foreign = await createOrder(await signed(draft(), stranger), dependencies);
    const error = await errorOf(createOrder(await signed(draft({ appData: replacing(foreign) })), dependencies));
    expect([error.errorType, error.family]).toEqual(['WrongOwner', 'orderCancellation']);
    const mine = await createOrder(await signed(draft({ buyAmount: 1n })), dependencies);
    activelyBidOn.add(mine);
    expect(
      (await errorOf(createOrder(await signed(draft({ appData: replacing(mine) })), dependencies))).errorType,
    ).toBe('OldOrderActivelyBidOn');
  });
});

describe('cancelOrders', () => {
  async function cancellationSignature(uids: Hex[], account = trader) {
    return account.signTypedData({
      domain: {
        name: 'Gnosis Protocol',
        version: 'v2',
        chainId: 1,
        verifyingContract: '0x9008D19f58AAbD9eD0D60971565AA8510560ab41',
      },
      types: { OrderCancellations: [{ name: 'orderUids', type: 'bytes[]' }] },
      primaryType: 'OrderCancellations',
      message: { orderUids: uids },
    });
  }

  test('default: the owner cancels several orders with one signature', async () => {
    const { dependencies, stores, chain } = setup();
    const first = await createOrder(await signed(draft()), dependencies);
    const second = await createOrder(await signed(draft({ buyAmount: 1n })), dependencies);
    await cancelOrders(
      {
        cancellation: { orderUids: [first, second] },
        signature: await cancellationSignature([first, second]),
        signingScheme: 'eip712',
      },
      { chain, orders: stores.orders },
    );
    expect(deriveOrderStatus(stores.orders.getOrder(first)!, chain)).toBe('cancelled');
    expect(stores.orders.getEvents(second).map((event) => event.label)).toEqual(['created', 'cancelled']);
  });

  test('behavior: a signer who does not own every order cancels none (WrongOwner)', async () => {
    const { dependencies, stores, chain } = setup();
    const mine = await createOrder(await signed(draft()), dependencies);
    const theirs = await createOrder(await signed(draft(), stranger), dependencies);
    const error = await errorOf(
      cancelOrders(
        {
          cancellation: { orderUids: [mine, theirs] },
          signature: await cancellationSignature([mine, theirs]),
          signingScheme: 'eip712',
        },
        { chain, orders: stores.orders },
      ),
    );
    expect(error.errorType).toBe('WrongOwner');
    expect(stores.orders.getOrder(mine)?.cancelledAt).toBeNull();
  });

  test('behavior: per-order checks come first: unknown, already cancelled, expired', async () => {
    const { dependencies, stores, chain } = setup();
    const uid = await createOrder(await signed(draft()), dependencies);
    const unknown = `0x${'cd'.repeat(56)}` as Hex;
    const cancel = async (uids: Hex[]) =>
      errorOf(
        cancelOrders(
          { cancellation: { orderUids: uids }, signature: await cancellationSignature(uids), signingScheme: 'eip712' },
          { chain, orders: stores.orders },
        ),
      );
    expect((await cancel([uid, unknown])).errorType).toBe('OrderNotFound');
    chain.invalidate(uid);
    expect((await cancel([uid])).errorType).toBe('AlreadyCancelled');
    const later = await createOrder(await signed(draft({ buyAmount: 5n })), dependencies);
    chain.setTime(new Date((nowSeconds + 7200) * 1000));
    expect((await cancel([later])).errorType).toBe('OrderExpired');
  });
});
