import { describe, expect, it } from 'vitest';
import { decodeTradeFlags, encodeTradeFlags, settlementSignature, type TradeFlags } from './settlementContract.js';

describe('trade flags', () => {
  it('decode to what was encoded, for every combination', () => {
    const all: TradeFlags[] = [];
    for (const kind of ['sell', 'buy'] as const)
      for (const partiallyFillable of [false, true])
        for (const sellTokenBalance of ['erc20', 'external', 'internal'] as const)
          for (const buyTokenBalance of ['erc20', 'internal'] as const)
            for (const signingScheme of ['eip712', 'ethsign', 'eip1271', 'presign'] as const)
              all.push({ kind, partiallyFillable, sellTokenBalance, buyTokenBalance, signingScheme });
    for (const flags of all) expect(decodeTradeFlags(encodeTradeFlags(flags))).toEqual(flags);
    expect(new Set(all.map(encodeTradeFlags)).size).toBe(all.length);
  });

  it('pack as GPv2Trade does: a partially fillable buy order from internal balances, presigned', () => {
    // kind 1, partially fillable 2, sell balance internal 3 << 2, buy internal 16, presign 3 << 5.
    const flags = encodeTradeFlags({
      kind: 'buy',
      partiallyFillable: true,
      sellTokenBalance: 'internal',
      buyTokenBalance: 'internal',
      signingScheme: 'presign',
    });
    expect(flags).toBe(0b111_1111n);
    expect(
      encodeTradeFlags({
        kind: 'sell',
        partiallyFillable: false,
        sellTokenBalance: 'external',
        buyTokenBalance: 'erc20',
        signingScheme: 'ethsign',
      }),
    ).toBe(0b10_1000n);
  });
});

describe('settlementSignature', () => {
  const owner = `0x${'ab'.repeat(20)}` as const;
  it('puts the owner first for EIP-1271 and alone for presigned orders', () => {
    expect(settlementSignature('eip1271', owner, '0x1234')).toBe(`${owner}1234`);
    expect(settlementSignature('presign', owner, '0x')).toBe(owner);
    expect(settlementSignature('eip712', owner, `0x${'11'.repeat(65)}`)).toBe(`0x${'11'.repeat(65)}`);
  });
});
