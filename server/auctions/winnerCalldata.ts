/**
 * A winner's settlement calldata, for the order debug report. At settlement only what the trades
 * do not say is kept (`winner_calls`: clearing prices, swaps, the solution's calls, its JIT
 * orders); the calldata, mostly trades, is encoded when a report asks for it, from the
 * settlement's stored trades and the orders they filled.
 */
import type { Address, Hex } from 'viem';
import {
  NATIVE_TOKEN,
  encodeSettlement,
  settlementSignature,
  type SettledTrade,
  type SettlementInteraction,
  type Solution,
} from '../../simulator/index.js';
import type { Database } from '../db/open.js';
import { findSettlementAttempts } from '../db/tables/settlementAttempts.js';
import { findTradesByTxHash } from '../db/tables/trades.js';
import { findWinnerCalls } from '../db/tables/winnerCalls.js';
import type { WinnerCalls } from '../domain/auctions/types.js';
import type { Order } from '../domain/orders/types.js';
import { uniswapV2SwapCall, unwrapCall } from '../solvers/settleCalldata.js';

/** The landed settlement's input and its calls in the contract's three phases. */
export type WinnerCalldata = {
  callData: Hex;
  /** Equal to `callData`: batchbook executes interactions a solver marked `internalize`. */
  uninternalizedCallData: Hex;
  interactions: [SettlementInteraction[], SettlementInteraction[], SettlementInteraction[]];
};

const plain = ({ target, value, callData }: SettlementInteraction): SettlementInteraction => ({
  target,
  value,
  callData,
});

/** What of a winning solution its settlement's calldata needs besides the stored trades. */
export function winnerCallsOf(network: string, auctionId: number, winner: Solution): WinnerCalls {
  return {
    network,
    auctionId,
    solutionUid: winner.solutionUid,
    clearingPrices: winner.clearingPrices,
    swaps: winner.swaps ?? [],
    pre: (winner.calls?.pre ?? []).map(plain),
    custom: (winner.calls?.custom ?? []).map(({ beforeSwap, call }) => ({ beforeSwap, call: plain(call) })),
    post: (winner.calls?.post ?? []).map(plain),
    // A JIT order's signature already has the bytes the contract reads (its owner first, where the scheme wants it).
    jitOrders: (winner.jitOrders ?? []).map((order) => ({
      uid: order.uid,
      sellToken: order.sellToken,
      buyToken: order.buyToken,
      receiver: order.receiver,
      sellAmount: order.sellAmount,
      buyAmount: order.buyAmount,
      validTo: order.validTo,
      appData: order.appData,
      kind: order.kind,
      partiallyFillable: order.partiallyFillable,
      // The edge admits JIT orders on ERC-20 balances only.
      sellTokenBalance: 'erc20',
      buyTokenBalance: 'erc20',
      signingScheme: order.signingScheme,
      signature: order.signature,
    })),
  };
}

/**
 * The calldata of solution `solutionUid`'s settlement of auction `auctionId`, when it landed;
 * undefined when it did not (or was settled before its calls were kept).
 */
export function winnerCalldata(
  db: Database,
  context: { network: string; orderOf: (uid: Hex) => Order | undefined; wrappedNative: Address | undefined },
  auctionId: number,
  solutionUid: number,
): WinnerCalldata | undefined {
  const { network } = context;
  const calls = findWinnerCalls(db, network, auctionId, solutionUid);
  const attempt = findSettlementAttempts(db, network, auctionId).find((entry) => entry.solutionUid === solutionUid);
  if (calls === undefined || attempt?.outcome.kind !== 'success' || attempt.txHash === null) return undefined;
  const jitOrders = new Map(calls.jitOrders.map((order) => [order.uid, order]));
  const pre = [...calls.pre];
  const post = [...calls.post];
  const trades: SettledTrade[] = [];
  let unwrap = 0n;
  const settled = findTradesByTxHash(db, network, attempt.txHash).sort((a, b) => a.logIndex - b.logIndex);
  for (const trade of settled) {
    const executed = { executedSell: trade.sellAmount, executedBuy: trade.buyAmount };
    const jit = jitOrders.get(trade.orderUid);
    if (jit !== undefined) {
      trades.push({ order: jit, signature: jit.signature, ...executed });
    } else {
      const order = context.orderOf(trade.orderUid);
      if (order === undefined) return undefined;
      trades.push({
        order,
        signature: settlementSignature(order.signingScheme, order.owner, order.signature),
        ...executed,
      });
      // The driver runs the orders' hooks after the solution's own calls of the phase.
      pre.push(...order.interactions.pre.map(plain));
      post.push(...order.interactions.post.map(plain));
    }
    if (trade.buyToken === NATIVE_TOKEN) unwrap += trade.buyAmount;
  }
  const intra: SettlementInteraction[] = [];
  const customBefore = (swapIndex: number) =>
    calls.custom.filter((entry) => entry.beforeSwap === swapIndex).map((entry) => entry.call);
  calls.swaps.forEach((swap, index) => intra.push(...customBefore(index), uniswapV2SwapCall(swap)));
  intra.push(...customBefore(calls.swaps.length));
  if (unwrap > 0n && context.wrappedNative !== undefined) intra.push(unwrapCall(context.wrappedNative, unwrap));
  const interactions: WinnerCalldata['interactions'] = [pre, intra, post];
  const callData = encodeSettlement({ auctionId, clearingPrices: calls.clearingPrices, trades, interactions });
  return { callData, uninternalizedCallData: callData, interactions };
}
