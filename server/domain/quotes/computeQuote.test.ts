import type { Address } from 'viem';
import { describe, expect, test } from 'vitest';
import { PriceEstimationError } from '../errors.js';
import type { ResolvedAppData } from '../orders/orderRules.js';
import { createFakeChain } from '../testing/createFakeChain.js';
import { createMemoryStores } from '../../testing/memoryStores.js';
import {
  computeQuote,
  streamQuotes,
  type ComputeQuoteParameters,
  type ComputeQuoteReturnType,
  type QuoteStreamItem,
} from './computeQuote.js';
import { TOKENS } from '../../testing/fixtures.js';

const { WETH, USDC } = TOKENS;
const SCAM = '0x1111111111111111111111111111111111111111' as Address;
const trader = '0x2c7536e3605d9c16a7a3d7b1898e529396a65c23' as Address;
const now = new Date('2026-03-01T12:00:00Z');
const nowSeconds = now.getTime() / 1000;

// 1 ETH = 2500 USDC: one USDC atom is worth 4e8 wei, so 1e18 atoms are worth 4e26 wei.
function setup() {
  const chain = createFakeChain({
    now,
    prices: { [WETH]: 10n ** 18n, [USDC]: 4n * 10n ** 26n, [SCAM]: 10n ** 18n },
    gasPrice: 10_000_000_000n,
    tradeGas: 100_000n,
    tokens: [{ address: SCAM, symbol: 'SCAM', decimals: 18, unsupported: 'fee on transfer' }],
  });
  const { stores } = createMemoryStores();
  return { chain, stores };
}

const emptyAppData: ResolvedAppData = {
  hash: '0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d',
  text: '{}',
  hooks: { pre: [], post: [] },
  signer: undefined,
  replacedOrder: undefined,
  validFrom: undefined,
  hasWrappers: false,
  hasFlashloan: false,
};

function parameters(overrides: Partial<ComputeQuoteParameters> = {}): ComputeQuoteParameters {
  return {
    from: trader,
    sellToken: WETH,
    buyToken: USDC,
    receiver: null,
    side: { kind: 'sell', sellAmountAfterFee: 10n ** 18n },
    validTo: undefined,
    validFor: undefined,
    appData: emptyAppData,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
    priceQuality: 'optimal',
    signingScheme: 'eip712',
    onchainOrder: false,
    volumeFee: undefined,
    ...overrides,
  };
}

async function quoteError(run: () => Promise<unknown>): Promise<PriceEstimationError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof PriceEstimationError) return error;
    throw error;
  }
  throw new Error('expected a PriceEstimationError');
}

describe('computeQuote', () => {
  test('default: sell after fee prices the whole amount and charges gas × gasPrice in the sell token', async () => {
    const { chain, stores } = setup();
    const result = await computeQuote(parameters(), chain, stores.quotes);
    expect(result).toMatchObject({
      sellAmount: 10n ** 18n,
      buyAmount: 2_500_000_000n,
      feeAmount: 1_000_000_000_000_000n, // 100,000 gas × 10 gwei
      gasAmount: 100_000n,
      gasPrice: 10_000_000_000n,
      sellTokenPrice: '1',
      validTo: nowSeconds + 1800,
      verified: true,
    });
    expect(result.id).toBeTypeOf('number');
    expect(result.expiration).toEqual(new Date(now.getTime() + 60_000));
    expect(stores.quotes.getQuote('mainnet', result.id!)).toMatchObject({
      sellAmount: 10n ** 18n,
      feeAmount: 10n ** 15n,
    });
  });

  test('behavior: sell before fee deducts the fee and scales the buy amount', async () => {
    const { chain, stores } = setup();
    const result = await computeQuote(
      parameters({ side: { kind: 'sell', sellAmountBeforeFee: 10n ** 18n } }),
      chain,
      stores.quotes,
    );
    expect(result.sellAmount).toBe(10n ** 18n - 10n ** 15n);
    expect(result.buyAmount).toBe(2_497_500_000n);
    expect(result.feeAmount).toBe(10n ** 15n);
  });

  test('behavior: buy orders quote the sell amount for the exact buy amount', async () => {
    const { chain, stores } = setup();
    const result = await computeQuote(
      parameters({ side: { kind: 'buy', buyAmountAfterFee: 2_500_000_000n } }),
      chain,
      stores.quotes,
    );
    expect(result).toMatchObject({ kind: 'buy', sellAmount: 10n ** 18n, buyAmount: 2_500_000_000n });
  });

  test('behavior: the fee is rounded up in sell-token atoms and the price may be fractional', async () => {
    const { chain, stores } = setup();
    const result = await computeQuote(
      parameters({ sellToken: USDC, buyToken: WETH, side: { kind: 'sell', sellAmountAfterFee: 10n ** 9n } }),
      chain,
      stores.quotes,
    );
    // 1e15 wei / 4e8 wei per atom = 2,500,000 atoms (2.5 USDC).
    expect(result.feeAmount).toBe(2_500_000n);
    expect(result.sellTokenPrice).toBe('400000000');
  });

  test('behavior: a before-fee amount that does not cover the fee carries the fee', async () => {
    const { chain, stores } = setup();
    const error = await quoteError(() =>
      computeQuote(
        parameters({ sellToken: USDC, buyToken: WETH, side: { kind: 'sell', sellAmountBeforeFee: 1_000_000n } }),
        chain,
        stores.quotes,
      ),
    );
    expect(error.errorType).toBe('SellAmountDoesNotCoverFee');
    expect(error.data).toEqual({ fee_amount: '2500000' });
  });

  test('behavior: ERC-1271 verification and hook gas are added to the fee', async () => {
    const { chain, stores } = setup();
    const hooks = { pre: [{ target: USDC, callData: '0x' as const, gasLimit: 50_000n }], post: [] };
    const result = await computeQuote(
      parameters({ signingScheme: 'eip1271', appData: { ...emptyAppData, hooks } }),
      chain,
      stores.quotes,
    );
    expect(result.gasAmount).toBe(177_000n);
    expect(result.feeAmount).toBe(177_000n * 10_000_000_000n);
  });

  test('behavior: fast quotes are not stored and expire at the epoch', async () => {
    const { chain, stores } = setup();
    const result = await computeQuote(parameters({ priceQuality: 'fast' }), chain, stores.quotes);
    expect(result.id).toBeUndefined();
    expect(result.expiration.getTime()).toBe(0);
    expect(result.verified).toBe(false);
  });

  test('behavior: on-chain order quotes stay valid for 10 minutes', async () => {
    const { chain, stores } = setup();
    const result = await computeQuote(
      parameters({ onchainOrder: true, signingScheme: 'presign' }),
      chain,
      stores.quotes,
    );
    expect(result.expiration).toEqual(new Date(now.getTime() + 600_000));
  });

  test('behavior: a trader who cannot pay gets an unverified quote', async () => {
    const { chain, stores } = setup();
    chain.setBalance(WETH, trader, 0n);
    expect((await computeQuote(parameters(), chain, stores.quotes)).verified).toBe(false);
  });

  test('behavior: a volume fee lowers the buy amount and is reported in bps', async () => {
    const { chain, stores } = setup();
    const result = await computeQuote(parameters({ volumeFee: 0.0002 }), chain, stores.quotes);
    expect(result.buyAmount).toBe(2_500_000_000n - 500_000n);
    expect(result.protocolFeeBps).toBe('2');
  });

  test.each([
    ['InsufficientValidTo', { validTo: nowSeconds + 30 }],
    ['InsufficientValidTo', { validTo: nowSeconds - 30 }],
    ['ExcessiveValidTo', { validTo: nowSeconds + 3 * 3600 + 1 }],
    ['SameBuyAndSellToken', { buyToken: WETH }],
    ['SameBuyAndSellToken', { buyToken: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as Address }],
    ['InvalidNativeSellToken', { sellToken: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as Address }],
    ['UnsupportedToken', { buyToken: SCAM }],
    ['NoLiquidity', { buyToken: '0x2222222222222222222222222222222222222222' as Address }],
    ['UnsupportedSellTokenSource', { sellTokenBalance: 'external' as const }],
    ['UnsupportedBuyTokenDestination', { buyTokenBalance: 'internal' as const }],
  ] as const)('behavior: %s', async (errorType, overrides) => {
    const { chain, stores } = setup();
    expect((await quoteError(() => computeQuote(parameters(overrides), chain, stores.quotes))).errorType).toBe(
      errorType,
    );
  });

  test('behavior: a banned trader is Forbidden', async () => {
    const { chain, stores } = setup();
    chain.ban(trader);
    expect((await quoteError(() => computeQuote(parameters(), chain, stores.quotes))).errorType).toBe('Forbidden');
  });
});

describe('streamQuotes', () => {
  // Three price sources for WETH → USDC, asked in this order; 1 WETH should buy 2500 USDC.
  const threeRoutes = (gas: [bigint, bigint, bigint], buy: [bigint, bigint, bigint]) =>
    createFakeChain({
      now,
      prices: { [WETH]: 10n ** 18n, [USDC]: 4n * 10n ** 26n },
      gasPrice: 10_000_000_000n,
      routes: ({ amount }) =>
        gas.map((routeGas, index) => ({ sellAmount: amount, buyAmount: buy[index]!, gas: routeGas })),
    });

  async function collect(items: AsyncIterable<QuoteStreamItem>) {
    const collected: QuoteStreamItem[] = [];
    for await (const item of items) collected.push(item);
    return collected;
  }

  test('default: each candidate that beats the best so far, stored with its own id; the last is what computeQuote answers', async () => {
    const chain = threeRoutes([100_000n, 100_000n, 100_000n], [2_400_000_000n, 2_500_000_000n, 2_450_000_000n]);
    const { stores } = createMemoryStores();
    const items = await collect(streamQuotes(parameters(), chain, stores.quotes));
    const quotes = items.map((item) => ('quote' in item ? item.quote : item.error));
    expect(quotes.map((quote) => (quote as ComputeQuoteReturnType).buyAmount)).toEqual([
      2_400_000_000n,
      2_500_000_000n,
    ]);
    const ids = quotes.map((quote) => (quote as ComputeQuoteReturnType).id!);
    expect(new Set(ids).size).toBe(2);
    for (const [index, id] of ids.entries()) {
      expect(stores.quotes.getQuote('mainnet', id)).toMatchObject({
        buyAmount: [2_400_000_000n, 2_500_000_000n][index],
      });
    }
    const { id: _streamedId, ...last } = quotes.at(-1) as ComputeQuoteReturnType;
    const { id: _quotedId, ...quoted } = await computeQuote(parameters(), chain, stores.quotes);
    expect(last).toEqual(quoted);
  });

  test('behavior: the fee counts: more buy token through a route costing more gas can rank lower', async () => {
    // Route 2 buys 1 USDC atom more but costs 0.001 WETH more gas: per WETH paid it is worse.
    const chain = threeRoutes([100_000n, 200_000n, 100_000n], [2_500_000_000n, 2_500_000_001n, 2_400_000_000n]);
    const { stores } = createMemoryStores();
    const items = await collect(streamQuotes(parameters(), chain, stores.quotes));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ quote: { buyAmount: 2_500_000_000n, gasAmount: 100_000n } });
  });

  test('behavior: a verified candidate outranks a better priced one the trader cannot pay', async () => {
    // Sell after fee: the trader holds enough for the cheaper route's fee only.
    const chain = threeRoutes([100_000n, 300_000n, 100_000n], [2_400_000_000n, 2_600_000_000n, 2_300_000_000n]);
    chain.setBalance(WETH, trader, 10n ** 18n + 1_000_000_000_000_000n);
    const { stores } = createMemoryStores();
    const items = await collect(streamQuotes(parameters({ priceQuality: 'fast' }), chain, stores.quotes));
    expect(items.map((item) => 'quote' in item && [item.quote.buyAmount, item.quote.verified])).toEqual([
      [2_400_000_000n, true],
    ]);
    // priceQuality is ignored: streamed quotes are stored.
    expect(items[0]).toMatchObject({ quote: { id: expect.any(Number) } });
  });

  test('behavior: without any route the stream is one terminal error; a failing check throws before it starts', async () => {
    const noRoute = createFakeChain({
      now,
      prices: { [WETH]: 10n ** 18n, [USDC]: 4n * 10n ** 26n },
      routes: () => [],
    });
    const { stores } = createMemoryStores();
    const items = await collect(streamQuotes(parameters(), noRoute, stores.quotes));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ error: { errorType: 'NoLiquidity' } });

    const tooSmall = await collect(
      streamQuotes(parameters({ side: { kind: 'sell', sellAmountBeforeFee: 1000n } }), setup().chain, stores.quotes),
    );
    expect(tooSmall).toMatchObject([
      { error: { errorType: 'SellAmountDoesNotCoverFee', data: { fee_amount: expect.any(String) } } },
    ]);

    const { chain } = setup();
    chain.ban(trader);
    expect(() => streamQuotes(parameters(), chain, stores.quotes)).toThrow(PriceEstimationError);
  });
});
