import { describe, expect, test } from 'vitest';
import { isOutOfMarket } from './isOutOfMarket.js';

describe('isOutOfMarket', () => {
  const quote = { sellAmount: 1_000n, buyAmount: 3_000n, feeAmount: 10n };

  test('default: a sell order asking no more than the quote after fee is in market', () => {
    // Quoted buy after fee: 3000 − ⌊10·3000/1000⌋ = 2970 for 1000 sold.
    expect(isOutOfMarket({ order: { kind: 'sell', sellAmount: 1_000n, buyAmount: 2_970n }, quote })).toBe(false);
    expect(isOutOfMarket({ order: { kind: 'sell', sellAmount: 1_000n, buyAmount: 2_971n }, quote })).toBe(true);
  });

  test('behavior: a buy order must offer sell + fee for the quoted buy', () => {
    expect(isOutOfMarket({ order: { kind: 'buy', sellAmount: 1_010n, buyAmount: 3_000n }, quote })).toBe(false);
    expect(isOutOfMarket({ order: { kind: 'buy', sellAmount: 1_009n, buyAmount: 3_000n }, quote })).toBe(true);
  });

  test('behavior: no quote, or a zero quoted sell amount, is out of market', () => {
    expect(isOutOfMarket({ order: { kind: 'sell', sellAmount: 1n, buyAmount: 1n }, quote: undefined })).toBe(true);
    expect(
      isOutOfMarket({ order: { kind: 'sell', sellAmount: 1n, buyAmount: 1n }, quote: { ...quote, sellAmount: 0n } }),
    ).toBe(true);
  });
});
