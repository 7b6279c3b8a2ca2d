/**
 * The largest part of a partially fillable order the pools can fill at its limit price, in closed
 * form. Along a path the output for `a` atoms in is p·a / (q + r·a) (`PoolBook.curves`); the order
 * pays a fixed network fee `f` (sell token) and its volume fees scale what it gets (sell) or pays
 * (buy). Surplus-type fees never break a limit (they take a share of the surplus), so they do not
 * bound the fill. The limit condition is then a quadratic in the fill whose larger root is the
 * maximum; rounding in the pools is left to the caller, which checks the exact trade.
 */
import { isqrt } from '../../world/amm.js';
import { factorE18, ONE_E18 } from '../math.js';
import type { AuctionOrder } from '../types.js';
import type { PoolBook } from './poolBook.js';

/**
 * For a sell order: the most sell-token atoms (network fee included) one trade may take; for a buy
 * order: the most buy-token atoms. 0 when no path pays the limit price at all.
 *
 * @example
 * // sell WETH for at least 3,150 USDC each through a WETH/USDC pool at 3,200:
 * maxFillAtLimit(order, pools, (hops) => networkFee[hops]) // what the pool absorbs above 3,150
 */
export function maxFillAtLimit(order: AuctionOrder, pools: PoolBook, fee: (hops: number) => bigint): bigint {
  // Volume fees compound: a sell order keeps Π(1 − fᵢ) of its buy amount, a buy order pays Π(1 + fᵢ).
  let volumeNum = 1n;
  let volumeDen = 1n;
  for (const policy of order.protocolFees) {
    if (policy.kind !== 'volume') continue;
    const factor = factorE18(policy.factor);
    volumeNum *= order.kind === 'sell' ? ONE_E18 - factor : ONE_E18 + factor;
    volumeDen *= ONE_E18;
  }
  const limitSell = order.sellAmount;
  const limitBuy = order.buyAmount;
  let best = 0n;
  for (const { hops, p, q, r } of pools.curves(order.sellToken, order.buyToken)) {
    const f = fee(hops);
    let fill: bigint;
    if (order.kind === 'sell') {
      // a pool input, sell s = a + f: p·a·k·Ls ≥ (a + f)·Lb·(q + r·a), k = volumeNum / volumeDen.
      const a = largerRoot(
        limitBuy * volumeDen * r,
        limitBuy * volumeDen * (q + f * r) - p * volumeNum * limitSell,
        limitBuy * volumeDen * f * q,
      );
      fill = a > 0n ? a + f : 0n;
    } else {
      // b bought, pool input a = q·b / (p − r·b): (a + f)·k·Lb ≤ b·Ls.
      fill = largerRoot(
        limitSell * volumeDen * r,
        volumeNum * limitBuy * (q - f * r) - limitSell * volumeDen * p,
        f * p * volumeNum * limitBuy,
      );
      // The pool cannot give its whole reserve: b stays below p / r.
      if (r > 0n && fill * r >= p) fill = p / r - 1n;
    }
    if (fill > best) best = fill;
  }
  return best;
}

/** ⌊larger root⌋ of A·x² + B·x + C ≤ 0 with A ≥ 0, or 0 when the parabola never dips to 0. */
function largerRoot(a: bigint, b: bigint, c: bigint): bigint {
  if (a === 0n) return b < 0n ? -c / b : 0n;
  const discriminant = b * b - 4n * a * c;
  if (discriminant < 0n) return 0n;
  const root = (-b + isqrt(discriminant)) / (2n * a);
  return root > 0n ? root : 0n;
}
