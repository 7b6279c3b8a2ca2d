import { describe, expect, test } from 'vitest';
import { ceilDiv, getAmountIn, getAmountOut, isqrt, realignReserves } from './amm.js';

describe('getAmountOut', () => {
  test('default: 0.3 % fee, worked by hand', () => {
    // 1000·9970·10000 / (10000·10000 + 1000·9970) = 99,700,000,000 / 109,970,000 = 906.6…
    expect(getAmountOut({ amountIn: 1000n, reserveIn: 10_000n, reserveOut: 10_000n, feeBps: 30n })).toBe(906n);
  });

  test('behavior: no fee', () => {
    // 100·1000 / (1000 + 100) = 90.9…
    expect(getAmountOut({ amountIn: 100n, reserveIn: 1000n, reserveOut: 1000n, feeBps: 0n })).toBe(90n);
  });

  test('behavior: zero input or empty pool gives nothing', () => {
    expect(getAmountOut({ amountIn: 0n, reserveIn: 1000n, reserveOut: 1000n, feeBps: 30n })).toBe(0n);
    expect(getAmountOut({ amountIn: 10n, reserveIn: 0n, reserveOut: 1000n, feeBps: 30n })).toBe(0n);
  });

  test('behavior: exact for 18-decimal amounts', () => {
    // 1 WETH into 62,500 WETH / 200,000,000 USDC at 5 bps:
    // 1e18·9995·2e14 / (6.25e22·10000 + 1e18·9995) = 3,198,348,852.8… atoms of USDC
    expect(
      getAmountOut({
        amountIn: 10n ** 18n,
        reserveIn: 62_500n * 10n ** 18n,
        reserveOut: 200_000_000n * 10n ** 6n,
        feeBps: 5n,
      }),
    ).toBe(3_198_348_852n);
  });
});

describe('getAmountIn', () => {
  test('default: the smallest input that buys the amount', () => {
    // ⌈10000·906·10000 / ((10000 − 906)·9970)⌉ = ⌈90,600,000,000 / 90,667,180⌉ = ⌈999.26⌉
    expect(getAmountIn({ amountOut: 906n, reserveIn: 10_000n, reserveOut: 10_000n, feeBps: 30n })).toBe(1000n);
    expect(getAmountOut({ amountIn: 999n, reserveIn: 10_000n, reserveOut: 10_000n, feeBps: 30n })).toBe(905n);
  });

  test('behavior: no fee', () => {
    // ⌈1000·90 / 910⌉ = ⌈98.9⌉
    expect(getAmountIn({ amountOut: 90n, reserveIn: 1000n, reserveOut: 1000n, feeBps: 0n })).toBe(99n);
  });

  test('behavior: undefined when the pool cannot deliver', () => {
    expect(getAmountIn({ amountOut: 1000n, reserveIn: 1000n, reserveOut: 1000n, feeBps: 0n })).toBeUndefined();
    expect(getAmountIn({ amountOut: 0n, reserveIn: 1000n, reserveOut: 1000n, feeBps: 0n })).toBeUndefined();
  });
});

describe('isqrt', () => {
  test.each([
    [0n, 0n],
    [1n, 1n],
    [3n, 1n],
    [4n, 2n],
    [99n, 9n],
    [10n ** 36n, 10n ** 18n],
    [10n ** 36n - 1n, 10n ** 18n - 1n],
  ])('default: isqrt(%s) = %s', (n, root) => {
    expect(isqrt(n)).toBe(root);
  });

  test('behavior: negative input throws', () => {
    expect(() => isqrt(-1n)).toThrow(RangeError);
  });
});

describe('ceilDiv', () => {
  test('default', () => {
    expect(ceilDiv(10n, 5n)).toBe(2n);
    expect(ceilDiv(11n, 5n)).toBe(3n);
    expect(ceilDiv(0n, 5n)).toBe(0n);
  });
});

describe('realignReserves', () => {
  test('default: keeps k and moves to the target price', () => {
    // k = 1e9; reserve0² = 1e9 · 1/2000 = 500,000 → 707; reserve1 = ⌊1e9 / 707⌋ = 1,414,427
    expect(realignReserves({ reserve0: 1_000n, reserve1: 1_000_000n, price0: [2000n, 1n], price1: [1n, 1n] })).toEqual({
      reserve0: 707n,
      reserve1: 1_414_427n,
    });
  });

  test('behavior: a pool already at the price is unchanged', () => {
    expect(realignReserves({ reserve0: 10_000n, reserve1: 10_000n, price0: [1n, 1n], price1: [1n, 1n] })).toEqual({
      reserve0: 10_000n,
      reserve1: 10_000n,
    });
  });
});
