/**
 * The settlement contract's `settle` call as GPv2Settlement declares it, and the packing of a
 * trade's flags and signature the contract decodes (`GPv2Trade.sol`, `GPv2Signing.sol`).
 */
import { concat, encodeFunctionData, parseAbi, toHex, zeroAddress, type Address, type Hex } from 'viem';
import type { BuyTokenBalance, Order, OrderKind, SellTokenBalance } from './hashOrder.js';
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

/** A trade as `settle` takes it (GPv2Trade.Data). */
export type TradeData = {
  sellTokenIndex: bigint;
  buyTokenIndex: bigint;
  receiver: Address;
  sellAmount: bigint;
  buyAmount: bigint;
  validTo: number;
  appData: Hex;
  feeAmount: bigint;
  flags: bigint;
  executedAmount: bigint;
  signature: Hex;
};

/** A call the settlement contract makes (GPv2Interaction). */
export type SettlementInteraction = { target: Address; value: bigint; callData: Hex };

/** A trade as it settled: the signed order, its signature as the contract reads it, what it executed. */
export type SettledTrade = {
  order: Omit<Order, 'feeAmount'> & Pick<TradeFlags, 'signingScheme'>;
  /** The `signature` bytes of the trade (see {@link settlementSignature}). */
  signature: Hex;
  /** Sell amount taken, fees included, and buy amount delivered. */
  executedSell: bigint;
  executedBuy: bigint;
  /**
   * The trade's two custom prices when they are not its executed amounts: the reference driver
   * prices a JIT order at its limit, the sell token at the order's buy amount.
   */
  prices?: { sell: bigint; buy: bigint };
};

/**
 * The settlement transaction's input as the reference driver encodes it
 * (`crates/driver/src/domain/competition/solution/encoding.rs`): the uniform clearing prices
 * sorted by token; each trade with its own two token entries priced so that the contract's
 * arithmetic gives back exactly what it executed (the sell token at the buy amount, the buy token
 * at the sell amount, fees included) unless the trade names its prices, its executed amount the sell amount of a sell order and the
 * buy amount of a buy order, and no signed fee; the interactions in their three phases; then the
 * auction id as 8 big-endian bytes.
 *
 * @example
 * const input = encodeSettlement({ auctionId: 7, clearingPrices, trades, interactions: [[], swaps, []] })
 */
export function encodeSettlement(settlement: {
  auctionId: number;
  clearingPrices: Readonly<Record<Address, bigint>>;
  trades: readonly SettledTrade[];
  interactions: readonly [SettlementInteraction[], SettlementInteraction[], SettlementInteraction[]];
}): Hex {
  const uniform = Object.entries(settlement.clearingPrices).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const tokens = uniform.map(([token]) => token as Address);
  const clearingPrices = uniform.map(([, price]) => price);
  const trades = settlement.trades.map(({ order, signature, executedSell, executedBuy, prices }): TradeData => {
    tokens.push(order.sellToken, order.buyToken);
    clearingPrices.push(prices?.sell ?? executedBuy, prices?.buy ?? executedSell);
    return {
      sellTokenIndex: BigInt(tokens.length - 2),
      buyTokenIndex: BigInt(tokens.length - 1),
      receiver: order.receiver ?? zeroAddress,
      sellAmount: order.sellAmount,
      buyAmount: order.buyAmount,
      validTo: order.validTo,
      appData: order.appData,
      feeAmount: 0n,
      flags: encodeTradeFlags(order),
      executedAmount: order.kind === 'sell' ? executedSell : executedBuy,
      signature,
    };
  });
  const settle = encodeFunctionData({
    abi: SETTLEMENT_ABI,
    functionName: 'settle',
    args: [tokens, clearingPrices, trades, settlement.interactions.map((phase) => [...phase]) as never],
  });
  return concat([settle, toHex(BigInt(settlement.auctionId), { size: 8 })]);
}
