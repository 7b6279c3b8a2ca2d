import type { OrderKind } from './types.js';

export type IsOutOfMarketParameters = {
  order: { kind: OrderKind; sellAmount: bigint; buyAmount: bigint };
  /** The order's quote; undefined means no quote (treated as a quoted buy amount of 0). */
  quote: { sellAmount: bigint; buyAmount: bigint; feeAmount: bigint } | undefined;
};

/**
 * Whether a limit order asks for more than its quote offers (docs/protocol.md#out-of-market).
 * Sell: o.sell·(q.buy − ⌊q.fee·q.buy/q.sell⌋) < q.sell·o.buy. Buy: o.sell·q.buy < (q.sell + q.fee)·o.buy.
 * No quote, or a quote that cannot be evaluated (q.sell = 0), counts as out of market.
 *
 * @example
 * isOutOfMarket({ order: { kind: 'sell', sellAmount: 100n, buyAmount: 300n }, quote: { sellAmount: 100n, buyAmount: 310n, feeAmount: 0n } }) // false
 */
export function isOutOfMarket({ order, quote }: IsOutOfMarketParameters): boolean {
  if (!quote || quote.sellAmount === 0n) return true;
  if (order.kind === 'sell') {
    const quotedBuyAfterFee = quote.buyAmount - (quote.feeAmount * quote.buyAmount) / quote.sellAmount;
    return order.sellAmount * quotedBuyAfterFee < quote.sellAmount * order.buyAmount;
  }
  return order.sellAmount * quote.buyAmount < (quote.sellAmount + quote.feeAmount) * order.buyAmount;
}
