/**
 * What a faulty solver does to its proposals: the shapes of the unhappy paths the protocol must
 * survive, applied to any solver whose declared `faults` draw them (`solveAuction`), and to the
 * chaos solver's unfair proposals.
 */
import { ceilDiv, remainingAmounts } from '../math.js';
import type { AuctionOrder } from '../types.js';
import type { Proposal, ProposedTrade } from './types.js';

/**
 * Trades moved by `bps` basis points for their traders (positive: better, negative: worse),
 * never beyond the order's limit price and never below the network fee.
 */
export function shiftTrades(
  trades: readonly ProposedTrade[],
  orders: ReadonlyMap<string, AuctionOrder>,
  bps: bigint,
): ProposedTrade[] {
  return trades.map((trade) => {
    const order = orders.get(trade.uid)!;
    if (order.kind === 'sell') {
      const limit = ceilDiv(trade.executedSell * order.buyAmount, order.sellAmount);
      const shifted = trade.executedBuy + (trade.executedBuy * bps) / 10_000n;
      return { ...trade, executedBuy: shifted > limit ? shifted : limit };
    }
    const limit = (order.sellAmount * trade.executedBuy) / order.buyAmount;
    const shifted = trade.executedSell - (trade.executedSell * bps) / 10_000n;
    const bounded = shifted < limit ? shifted : limit;
    return { ...trade, executedSell: bounded > trade.networkFee ? bounded : trade.executedSell };
  });
}

/**
 * An invalid solution: every trade executes one atom more than the auction offers its order, as a
 * solver that misread the auction would, so the protocol's validation drops it before it can bid.
 */
export function invalidate(proposal: Proposal, orders: ReadonlyMap<string, AuctionOrder>): Proposal {
  return {
    ...proposal,
    trades: proposal.trades.map((trade) => {
      const order = orders.get(trade.uid);
      if (order === undefined) return trade;
      const remaining = remainingAmounts(order);
      return order.kind === 'sell'
        ? { ...trade, executedSell: remaining.sell + 1n }
        : { ...trade, executedBuy: remaining.buy + 1n };
    }),
  };
}
