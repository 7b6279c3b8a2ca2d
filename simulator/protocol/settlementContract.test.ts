import {
  OrderBalance,
  SigningScheme as ContractsSigningScheme,
  encodeSignatureData,
  encodeTradeFlags as contractsEncodeTradeFlags,
} from '@cowprotocol/contracts';
import { describe, expect, test } from 'vitest';
import { decodeTradeFlags, encodeTradeFlags, settlementSignature, type TradeFlags } from './settlementContract.js';

const CONTRACTS_SCHEMES = {
  eip712: ContractsSigningScheme.EIP712,
  ethsign: ContractsSigningScheme.ETHSIGN,
  eip1271: ContractsSigningScheme.EIP1271,
  presign: ContractsSigningScheme.PRESIGN,
} as const;

function everyCombination(): TradeFlags[] {
  const all: TradeFlags[] = [];
  for (const kind of ['sell', 'buy'] as const)
    for (const partiallyFillable of [false, true])
      for (const sellTokenBalance of ['erc20', 'external', 'internal'] as const)
        for (const buyTokenBalance of ['erc20', 'internal'] as const)
          for (const signingScheme of ['eip712', 'ethsign', 'eip1271', 'presign'] as const)
            all.push({ kind, partiallyFillable, sellTokenBalance, buyTokenBalance, signingScheme });
  return all;
}

describe('trade flags', () => {
  test('behavior: every combination decodes to what was encoded', () => {
    const all = everyCombination();
    for (const flags of all) expect(decodeTradeFlags(encodeTradeFlags(flags))).toEqual(flags);
    expect(new Set(all.map(encodeTradeFlags)).size).toBe(all.length);
  });

  test("behavior: the bits are the settlement contract authors' encoding (@cowprotocol/contracts)", () => {
    for (const flags of everyCombination()) {
      const theirs = contractsEncodeTradeFlags({
        kind: flags.kind as never,
        partiallyFillable: flags.partiallyFillable,
        sellTokenBalance: flags.sellTokenBalance as OrderBalance,
        buyTokenBalance: flags.buyTokenBalance as OrderBalance,
        signingScheme: CONTRACTS_SCHEMES[flags.signingScheme],
      });
      expect(encodeTradeFlags(flags)).toBe(BigInt(theirs));
    }
  });
});

describe('settlementSignature', () => {
  const owner = `0x${'ab'.repeat(20)}` as const;
  test("behavior: the signature bytes are the contract authors' for each scheme: owner first for EIP-1271, alone for presign", () => {
    const ecdsa = `0x${'11'.repeat(64)}1b` as const;
    expect(settlementSignature('eip712', owner, ecdsa)).toBe(
      encodeSignatureData({ scheme: ContractsSigningScheme.EIP712, data: ecdsa }).toLowerCase(),
    );
    expect(settlementSignature('eip1271', owner, '0x1234')).toBe(
      encodeSignatureData({
        scheme: ContractsSigningScheme.EIP1271,
        data: { verifier: owner, signature: '0x1234' },
      }).toLowerCase(),
    );
    expect(settlementSignature('presign', owner, '0x')).toBe(
      encodeSignatureData({ scheme: ContractsSigningScheme.PRESIGN, data: owner }).toLowerCase(),
    );
  });
});
