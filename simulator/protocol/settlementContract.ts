/**
 * The settlement contract's `settle` call as GPv2Settlement declares it, and the packing of a
 * trade's flags and signature the contract decodes (`GPv2Trade.sol`, `GPv2Signing.sol`).
 */
import { concat, parseAbi, type Address, type Hex } from 'viem';
import type { BuyTokenBalance, OrderKind, SellTokenBalance } from './hashOrder.js';
import type { SigningScheme } from './signatures.js';

export const SETTLEMENT_ABI = parseAbi([
  'struct Trade { uint256 sellTokenIndex; uint256 buyTokenIndex; address receiver; uint256 sellAmount; uint256 buyAmount; uint32 validTo; bytes32 appData; uint256 feeAmount; uint256 flags; uint256 executedAmount; bytes signature; }',
  'struct Interaction { address target; uint256 value; bytes callData; }',
  'function settle(address[] tokens, uint256[] clearingPrices, Trade[] trades, Interaction[][3] interactions)',
  'function setPreSignature(bytes orderUid, bool signed)',
  'function invalidateOrder(bytes orderUid)',
]);

export type TradeFlags = {
  kind: OrderKind;
  partiallyFillable: boolean;
  sellTokenBalance: SellTokenBalance;
  buyTokenBalance: BuyTokenBalance;
  signingScheme: SigningScheme;
};

const SIGNING_SCHEMES = ['eip712', 'ethsign', 'eip1271', 'presign'] as const;

/** GPv2Trade's flags: kind, partially fillable, balances and signing scheme. */
export function decodeTradeFlags(flags: bigint): TradeFlags {
  const sellBalance = (flags >> 2n) & 3n;
  return {
    kind: (flags & 1n) === 0n ? 'sell' : 'buy',
    partiallyFillable: (flags & 2n) !== 0n,
    sellTokenBalance: sellBalance === 2n ? 'external' : sellBalance === 3n ? 'internal' : 'erc20',
    buyTokenBalance: (flags & 16n) === 0n ? 'erc20' : 'internal',
    signingScheme: SIGNING_SCHEMES[Number((flags >> 5n) & 3n)]!,
  };
}

/** The flags {@link decodeTradeFlags} reads back. */
export function encodeTradeFlags(flags: TradeFlags): bigint {
  const sellBalance = { erc20: 0n, external: 2n, internal: 3n }[flags.sellTokenBalance];
  return (
    (flags.kind === 'buy' ? 1n : 0n) |
    (flags.partiallyFillable ? 2n : 0n) |
    (sellBalance << 2n) |
    (flags.buyTokenBalance === 'internal' ? 16n : 0n) |
    (BigInt(SIGNING_SCHEMES.indexOf(flags.signingScheme)) << 5n)
  );
}

/**
 * A trade's `signature` bytes as the contract reads them for an order book order (whose API
 * signature leaves the owner out): ECDSA signatures as they are, an EIP-1271 signature after its
 * owner's address, a presigned order's owner alone.
 */
export function settlementSignature(scheme: SigningScheme, owner: Address, signature: Hex): Hex {
  if (scheme === 'presign') return owner;
  if (scheme === 'eip1271') return concat([owner, signature]);
  return signature;
}
