/**
 * Flow: quoting as clients do (docs/protocol.md#quoting): the three size shapes, validity, price quality
 * (fast: unstored; optimal: stored with an id for 60 s), `verified` against the trader's ledger,
 * app data echo, the exact fee formula, and routes through the wrapped native token.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  appDataHash,
  expectError,
  randomAccount,
  startScenario,
  NATIVE,
  ONE_ETHER,
  TOKENS,
  type Scenario,
} from './support.js';

let scenario: Scenario;
beforeAll(async () => {
  scenario = await startScenario();
});
afterAll(() => scenario?.close());

const COW = '0xDEf1CA1fb7FBcDC777520aa7f396b4E015F497aB';

async function quote(body: Record<string, unknown>) {
  return scenario.clients().orderbook.POST('/api/v1/quote', {
    body: {
      from: randomAccount().address,
      sellToken: TOKENS.WETH,
      buyToken: TOKENS.USDC,
      ...body,
    } as never,
  });
}

async function quoted(body: Record<string, unknown>) {
  const result = await quote(body);
  expect(result.response.status, JSON.stringify(result.error)).toBe(200);
  return result.data!;
}

/** ⌈a / b⌉ for positive bigints. */
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** A decimal string with up to 18 decimals, scaled by 1e18. */
function scaled18(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, '0').slice(0, 18));
}

test('behavior: the three size shapes', async () => {
  const beforeFee = await quoted({ kind: 'sell', sellAmountBeforeFee: ONE_ETHER.toString() });
  expect(BigInt(beforeFee.quote.sellAmount) + BigInt(beforeFee.quote.feeAmount)).toBe(ONE_ETHER);
  expect(BigInt(beforeFee.quote.buyAmount)).toBeGreaterThan(0n);

  const afterFee = await quoted({ kind: 'sell', sellAmountAfterFee: ONE_ETHER.toString() });
  expect(afterFee.quote.sellAmount).toBe(ONE_ETHER.toString());
  // Selling more (the fee is not taken out) buys more.
  expect(BigInt(afterFee.quote.buyAmount)).toBeGreaterThan(BigInt(beforeFee.quote.buyAmount));

  const buy = await quoted({ kind: 'buy', buyAmountAfterFee: '1000000000' });
  expect(buy.quote).toMatchObject({ kind: 'buy', buyAmount: '1000000000', partiallyFillable: false });
  expect(BigInt(buy.quote.sellAmount)).toBeGreaterThan(0n);
  for (const response of [beforeFee, afterFee, buy]) {
    expect(response.quote).toMatchObject({ sellTokenBalance: 'erc20', buyTokenBalance: 'erc20' });
    expect(response.protocolFeeBps).toBeUndefined();
  }
});

test('behavior: fee = ⌈gasAmount × gasPrice / sellTokenPrice⌉ exactly', async () => {
  for (const sellToken of [TOKENS.WETH, TOKENS.USDC, TOKENS.DAI]) {
    const buyToken = sellToken === TOKENS.WETH ? TOKENS.USDC : TOKENS.WETH;
    const { quote: q } = await quoted({ sellToken, buyToken, kind: 'sell', sellAmountAfterFee: ONE_ETHER.toString() });
    const fee = ceilDiv(BigInt(q.gasAmount) * BigInt(q.gasPrice) * 10n ** 18n, scaled18(q.sellTokenPrice));
    expect(BigInt(q.feeAmount)).toBe(fee);
  }
});

test('behavior: validity: default validFor 1800 s, validFor, validTo', async () => {
  const now = await scenario.now();
  expect((await quoted({ kind: 'sell', sellAmountAfterFee: '1000000000000000' })).quote.validTo).toBe(now + 1800);
  expect((await quoted({ kind: 'sell', sellAmountAfterFee: '1000000000000000', validFor: 600 })).quote.validTo).toBe(
    now + 600,
  );
  expect(
    (await quoted({ kind: 'sell', sellAmountAfterFee: '1000000000000000', validTo: now + 900 })).quote.validTo,
  ).toBe(now + 900);
});

test('behavior: fast quotes are unstored (id null, epoch expiration); optimal are stored for 60 s', async () => {
  const now = await scenario.now();
  const fast = await quoted({ kind: 'sell', sellAmountAfterFee: ONE_ETHER.toString(), priceQuality: 'fast' });
  // The reference's `id: Option<QuoteId>` is serialized without skipping: null, not absent.
  expect(fast).toHaveProperty('id', null);
  expect(Date.parse(fast.expiration)).toBe(0);
  expect(fast.verified).toBe(false);
  const optimal = await quoted({ kind: 'sell', sellAmountAfterFee: ONE_ETHER.toString(), priceQuality: 'optimal' });
  expect(optimal.id).toEqual(expect.any(Number));
  expect(Date.parse(optimal.expiration) / 1000).toBe(now + 60);
  // A timeout above the default is capped, not refused.
  const capped = await quoted({ kind: 'sell', sellAmountAfterFee: ONE_ETHER.toString(), timeout: 60_000 });
  expect(capped.id).toEqual(expect.any(Number));
});

test('behavior: verified only when the trader can pay (drained trader → false)', async () => {
  const trader = randomAccount();
  const base = { from: trader.address, kind: 'sell', sellAmountAfterFee: ONE_ETHER.toString() };
  expect((await quoted(base)).verified).toBe(true);
  const drained = await scenario.clients().simulator.POST('/sim/v1/balances/drain', {
    body: { token: TOKENS.WETH, account: trader.address },
  });
  expect(drained.response.status).toBe(200);
  expect((await quoted(base)).verified).toBe(false);
});

test('behavior: app data text is echoed with its hash; a wrong appDataHash is 400 AppDataHashMismatch', async () => {
  const text = JSON.stringify({ appCode: 'batchbook-quote-flow', metadata: {}, version: '1.4.0' });
  const withText = await quoted({ kind: 'sell', sellAmountAfterFee: ONE_ETHER.toString(), appData: text });
  expect(withText.quote).toMatchObject({ appData: text, appDataHash: appDataHash(text) });
  expectError(
    await quote({
      kind: 'sell',
      sellAmountAfterFee: ONE_ETHER.toString(),
      appData: text,
      appDataHash: `0x${'ab'.repeat(32)}`,
    }),
    400,
    'AppDataHashMismatch',
  );
});

test('behavior: routes through the wrapped native token; the native placeholder buys like WETH', async () => {
  // COW/USDC has no pool: COW → WETH → USDC.
  const routed = await quoted({
    sellToken: COW,
    buyToken: TOKENS.USDC,
    kind: 'sell',
    sellAmountAfterFee: ONE_ETHER.toString(),
  });
  expect(BigInt(routed.quote.buyAmount)).toBeGreaterThan(0n);
  const viaNative = await quoted({
    sellToken: TOKENS.USDC,
    buyToken: NATIVE,
    kind: 'sell',
    sellAmountAfterFee: '1000000000',
  });
  const viaWeth = await quoted({
    sellToken: TOKENS.USDC,
    buyToken: TOKENS.WETH,
    kind: 'sell',
    sellAmountAfterFee: '1000000000',
  });
  expect(viaNative.quote.buyAmount).toBe(viaWeth.quote.buyAmount);
  expect(viaNative.quote.buyToken.toLowerCase()).toBe(NATIVE.toLowerCase());
});
