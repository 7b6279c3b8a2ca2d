import type { Address } from 'viem';
import { describe, expect, test } from 'vitest';
import { meanEfficiency, peerToPeerVolume, percentile, ratio } from './realism.js';

const A = '0x00000000000000000000000000000000000000aa' as Address;
const B = '0x00000000000000000000000000000000000000bb' as Address;
const ONE = 10n ** 18n;

describe('realism measures', () => {
  test('behavior: opposite trades in one settlement count as matched up to the smaller flow', () => {
    // 10 A sold for 20 B, and 30 B sold for 15 A (both tokens worth 1 native per unit):
    // A flows in 10, out 15 → 10 matched; B flows in 30, out 20 → 20 matched; 40 sold in all.
    const trades = [
      { sellToken: A, buyToken: B, sellAmount: 10n * ONE, buyAmount: 20n * ONE },
      { sellToken: B, buyToken: A, sellAmount: 30n * ONE, buyAmount: 15n * ONE },
    ];
    expect(peerToPeerVolume(trades, { [A]: ONE, [B]: ONE }, undefined)).toEqual({
      matched: 30n * ONE,
      total: 40n * ONE,
    });
    // One direction only: all of it went through pools.
    expect(peerToPeerVolume(trades.slice(0, 1), { [A]: ONE, [B]: ONE }, undefined)).toEqual({
      matched: 0n,
      total: 10n * ONE,
    });
  });

  test('behavior: percentiles by nearest rank, ratios and means with four decimals rounded down', () => {
    expect(percentile([5, 1, 2, 3, 4], 50)).toBe(3);
    expect(percentile([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3], 95)).toBe(2);
    expect(percentile([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3], 95)).toBe(3);
    expect(percentile([], 95)).toBeNull();
    expect(ratio(2n, 3n)).toBe('0.6666');
    expect(ratio(0n, 0n)).toBe('1.0000');
    expect(
      meanEfficiency([
        { executed: 5n, absorbable: 10n },
        { executed: 30n, absorbable: 10n },
      ]),
    ).toBe('0.7500');
  });
});
