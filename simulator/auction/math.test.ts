import { describe, expect, test } from 'vitest';
import {
  computeProtocolFees,
  networkFee,
  orderSurplus,
  policyFee,
  quoteLimits,
  remainingAmounts,
  remainingOfKind,
  respectsLimit,
  scoreTrade,
  withholdProtocolFees,
} from './math.js';
import { TOKENS, candidate } from './testing/fixtures.js';
import type { AuctionOrder, FeePolicy } from './types.js';

/** Sell 100 A for at least 200 B (tiny numbers, so every step is checkable by hand). */
const sellOrder = (protocolFees: FeePolicy[] = [], fields: Partial<AuctionOrder> = {}): AuctionOrder => ({
  ...candidate('sell', { sellToken: TOKENS.USDC, buyToken: TOKENS.DAI, sellAmount: 100n, buyAmount: 200n }),
  protocolFees,
  ...fields,
});
/** Buy 100 B for at most 300 A. */
const buyOrder = (protocolFees: FeePolicy[] = []): AuctionOrder => ({
  ...candidate('buy', { sellToken: TOKENS.USDC, buyToken: TOKENS.DAI, kind: 'buy', sellAmount: 300n, buyAmount: 100n }),
  protocolFees,
});

describe('orderSurplus', () => {
  test('default: sell b − ⌈s·o.buy/o.sell⌉, buy ⌊o.sell·b/o.buy⌋ − s', () => {
    expect(orderSurplus(sellOrder(), { sell: 100n, buy: 260n })).toBe(60n);
    // Partial fill of 33: limit ⌈33·200/100⌉ = 66.
    expect(orderSurplus(sellOrder(), { sell: 33n, buy: 70n })).toBe(4n);
    expect(orderSurplus(buyOrder(), { sell: 250n, buy: 100n })).toBe(50n);
    // Partial fill of 33 bought: limit ⌊300·33/100⌋ = 99.
    expect(orderSurplus(buyOrder(), { sell: 90n, buy: 33n })).toBe(9n);
  });

  test('behavior: limit prices', () => {
    expect(respectsLimit(sellOrder(), { sell: 100n, buy: 200n })).toBe(true);
    expect(respectsLimit(sellOrder(), { sell: 100n, buy: 199n })).toBe(false);
    expect(respectsLimit(buyOrder(), { sell: 300n, buy: 100n })).toBe(true);
    expect(respectsLimit(buyOrder(), { sell: 301n, buy: 100n })).toBe(false);
  });
});

describe('policyFee', () => {
  test('surplus: surplus·f/(1−f), capped at traded buy·m/(1−m) (sell)', () => {
    const uncapped: FeePolicy = { kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.5 };
    // 60 · 0.5/0.5 = 60; cap 260 · 0.5/0.5 = 260.
    expect(policyFee(sellOrder(), uncapped, { sell: 100n, buy: 260n }, 'backward')).toBe(60n);
    const capped: FeePolicy = { kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.01 };
    // cap 260 · 0.01/0.99 = 2.6 → 2.
    expect(policyFee(sellOrder(), capped, { sell: 100n, buy: 260n }, 'backward')).toBe(2n);
  });

  test('surplus: buy orders are capped at traded sell·m/(1+m)', () => {
    const policy: FeePolicy = { kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.25 };
    // surplus 50 → 50; cap 250 · 0.25/1.25 = 50 → 50. With m = 0.2: 250 · 0.2/1.2 = 41.6 → 41.
    expect(policyFee(buyOrder(), policy, { sell: 250n, buy: 100n }, 'backward')).toBe(50n);
    expect(policyFee(buyOrder(), { ...policy, maxVolumeFactor: 0.2 }, { sell: 250n, buy: 100n }, 'backward')).toBe(41n);
  });

  test('volume: traded buy·f/(1−f) (sell), traded sell·f/(1+f) (buy)', () => {
    const policy: FeePolicy = { kind: 'volume', factor: 0.01 };
    // 990 · 0.01/0.99 = 10; 1010 · 0.01/1.01 = 10.
    expect(policyFee(sellOrder(), policy, { sell: 100n, buy: 990n }, 'backward')).toBe(10n);
    expect(policyFee(buyOrder(), policy, { sell: 1010n, buy: 100n }, 'backward')).toBe(10n);
    // Forward (what a solver withholds): 1000 · 0.01 = 10.
    expect(policyFee(sellOrder(), policy, { sell: 100n, buy: 1000n }, 'forward')).toBe(10n);
  });

  test('priceImprovement: over the quote where it beats the limit; none below it', () => {
    const quote = { sellAmount: 100n, buyAmount: 250n, fee: 0n };
    const policy: FeePolicy = { kind: 'priceImprovement', factor: 0.5, maxVolumeFactor: 0.5, quote };
    expect(quoteLimits(sellOrder(), quote)).toEqual({ sell: 100n, buy: 250n });
    // 270 − 250 = 20 → 20·0.5/0.5 = 20.
    expect(policyFee(sellOrder(), policy, { sell: 100n, buy: 270n }, 'backward')).toBe(20n);
    // Worse than the quote (but within the limit): no fee.
    expect(policyFee(sellOrder(), policy, { sell: 100n, buy: 240n }, 'backward')).toBe(0n);
    // The quote's fee lowers it: q.buy − ⌊q.fee·q.buy/q.sell⌋ = 250 − ⌊10·250/100⌋ = 225.
    expect(quoteLimits(sellOrder(), { ...quote, fee: 10n })).toEqual({ sell: 100n, buy: 225n });
  });

  test('priceImprovement: buy orders against min(o.sell, ⌊(q.sell + q.fee)·o.buy/q.buy⌋)', () => {
    const quote = { sellAmount: 240n, buyAmount: 100n, fee: 10n };
    const policy: FeePolicy = { kind: 'priceImprovement', factor: 0.5, maxVolumeFactor: 0.5, quote };
    expect(quoteLimits(buyOrder(), quote)).toEqual({ sell: 250n, buy: 100n });
    // 250 − 230 = 20 → 20; cap 230 · 0.5/1.5 = 76.
    expect(policyFee(buyOrder(), policy, { sell: 230n, buy: 100n }, 'backward')).toBe(20n);
  });
});

describe('computeProtocolFees', () => {
  test('behavior: applied last to first on fee-adjusted prices, listed in policy order', () => {
    const order = sellOrder([
      { kind: 'volume', factor: 0.01 },
      { kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.5 },
    ]);
    // Last (surplus): (250 − 200)·1 = 50, buy becomes 300; first (volume): 300·0.01/0.99 = 3.
    const fees = computeProtocolFees(order, { sell: 100n, buy: 250n });
    expect(fees.map((fee) => [fee.policy.kind, fee.amount, fee.token])).toEqual([
      ['volume', 3n, TOKENS.DAI],
      ['surplus', 50n, TOKENS.DAI],
    ]);
    // The forward withholding is its inverse: 303 → −3 (1 %) → 300 → −50 (half of 100) → 250.
    expect(withholdProtocolFees(order, { sell: 100n, buy: 303n })).toEqual({ sell: 100n, buy: 250n });
  });

  test('behavior: buy orders pay in the sell token, their sell amount shrinks going back', () => {
    const order = buyOrder([
      { kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.5 },
      { kind: 'volume', factor: 0.25 },
    ]);
    // Last (volume): 250·0.25/1.25 = 50, sell becomes 200; first (surplus): (300 − 200)·1 = 100,
    // capped at 200·0.5/1.5 = 66.
    const fees = computeProtocolFees(order, { sell: 250n, buy: 100n });
    expect(fees.map((fee) => [fee.policy.kind, fee.amount, fee.token])).toEqual([
      ['surplus', 66n, TOKENS.USDC],
      ['volume', 50n, TOKENS.USDC],
    ]);
  });
});

describe('scoreTrade', () => {
  test('default: (surplus + fees) in the surplus token, in native wei', () => {
    const prices = { [TOKENS.USDC]: 3n * 10n ** 18n, [TOKENS.DAI]: 2n * 10n ** 18n };
    const order = sellOrder([{ kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.5 }]);
    // surplus 50, fee 50 → 100 DAI atoms × 2 = 200.
    expect(scoreTrade(order, { sell: 100n, buy: 250n }, prices)).toMatchObject({
      surplus: 50n,
      score: 200n,
      surplusNative: 100n,
    });
    // Buy order: surplus 50 USDC atoms → ⌊50·100/300⌋ = 16 DAI atoms × 2 = 32.
    expect(scoreTrade(buyOrder(), { sell: 250n, buy: 100n }, prices).score).toBe(32n);
  });

  test('behavior: network fee ⌈gas × gasPrice × 1e18 / sellPrice⌉', () => {
    // 45,000 gas at 12 gwei in USDC at 3200 USDC/ETH (price 3.125e26): 1.728 USDC.
    expect(networkFee(45_000n, 12_000_000_000n, 3125n * 10n ** 23n)).toBe(1_728_000n);
    expect(networkFee(1n, 1n, 3n * 10n ** 18n)).toBe(1n);
  });
});

describe('remainingOfKind', () => {
  test('behavior: what is left in the amount the kind fixes, as remainingAmounts gives it', () => {
    const orders = [
      sellOrder(),
      sellOrder([], { executed: 40n }),
      sellOrder([], { executed: 100n }),
      sellOrder([], { available: { sell: 30n, buy: 60n } }),
      { ...buyOrder(), executed: 25n },
      { ...buyOrder(), available: { sell: 90n, buy: 30n } },
    ];
    expect(orders.map(remainingOfKind)).toEqual([100n, 60n, 0n, 30n, 75n, 30n]);
    for (const order of orders) {
      const remaining = remainingAmounts(order);
      expect(remainingOfKind(order)).toBe(order.kind === 'sell' ? remaining.sell : remaining.buy);
    }
  });
});
