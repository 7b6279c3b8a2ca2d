/** `winner_calls`: what a winner's landed settlement did besides its trades. */
import type { Address, Hex } from 'viem';
import { bigintReplacer } from '../../../simulator/index.js';
import type { WinnerCalls } from '../../domain/auctions/types.js';
import type { Database } from '../open.js';
import { statement } from '../statement.js';

const insertSql = `
  INSERT INTO winner_calls (network, auction_id, solution_uid, calls) VALUES (?, ?, ?, ?)`;
const findSql = `SELECT calls FROM winner_calls WHERE network = ? AND auction_id = ? AND solution_uid = ?`;

type StoredCall = { target: Address; value: string; callData: Hex };

export function insertWinnerCalls(db: Database, row: WinnerCalls): void {
  const { network, auctionId, solutionUid, ...calls } = row;
  statement(db, insertSql).run(network, auctionId, solutionUid, JSON.stringify(calls, bigintReplacer));
}

export function findWinnerCalls(
  db: Database,
  network: string,
  auctionId: number,
  solutionUid: number,
): WinnerCalls | undefined {
  const row = statement<[string, number, number], { calls: string }>(db, findSql).get(network, auctionId, solutionUid);
  if (row === undefined) return undefined;
  const stored = JSON.parse(row.calls) as {
    clearingPrices: Record<Address, string>;
    swaps: { tokenIn: Address; tokenOut: Address; amountIn: string; minAmountOut: string }[];
    pre: StoredCall[];
    custom: { beforeSwap: number; call: StoredCall }[];
    post: StoredCall[];
    jitOrders: (Omit<WinnerCalls['jitOrders'][number], 'sellAmount' | 'buyAmount'> & {
      sellAmount: string;
      buyAmount: string;
    })[];
  };
  const call = ({ target, value, callData }: StoredCall) => ({ target, value: BigInt(value), callData });
  return {
    network,
    auctionId,
    solutionUid,
    clearingPrices: Object.fromEntries(
      Object.entries(stored.clearingPrices).map(([token, price]) => [token, BigInt(price)]),
    ) as Record<Address, bigint>,
    swaps: stored.swaps.map((swap) => ({
      ...swap,
      amountIn: BigInt(swap.amountIn),
      minAmountOut: BigInt(swap.minAmountOut),
    })),
    pre: stored.pre.map(call),
    custom: stored.custom.map(({ beforeSwap, call: custom }) => ({ beforeSwap, call: call(custom) })),
    post: stored.post.map(call),
    jitOrders: stored.jitOrders.map((order) => ({
      ...order,
      sellAmount: BigInt(order.sellAmount),
      buyAmount: BigInt(order.buyAmount),
    })),
  };
}
