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
  const { volumeNum, volumeDen } = volumeFactor(order);
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

/**
 * Volume fees compound: a sell order keeps Π(1 − fᵢ) of its buy amount, a buy order pays Π(1 + fᵢ),
 * as `volumeNum / volumeDen`; `policies` counts them.
 */
function volumeFactor(order: AuctionOrder): { volumeNum: bigint; volumeDen: bigint; policies: bigint } {
  let volumeNum = 1n;
  let volumeDen = 1n;
  let policies = 0n;
  for (const policy of order.protocolFees) {
    if (policy.kind !== 'volume') continue;
    const factor = factorE18(policy.factor);
    volumeNum *= order.kind === 'sell' ? ONE_E18 - factor : ONE_E18 + factor;
    volumeDen *= ONE_E18;
    policies++;
  }
  return { volumeNum, volumeDen, policies };
}

/**
 * Whether no path pays the order's limit price at any size, so routing it cannot trade: the
 * quadratic of {@link maxFillAtLimit} is positive for every positive fill on every path (its
 * linear and constant terms are not negative, or it has no real root), tested without the square
 * root. Exact, not a heuristic: the pools' rounding only lowers what a route gives (or raises what
 * it takes) below the curve, surplus-type fees only take more, and the atom each volume fee's
 * rounding may leave the trader is allowed for (`policies` atoms of slack in the test).
 */
export function limitOutOfReach(order: AuctionOrder, pools: PoolBook, fee: (hops: number) => bigint): boolean {
  const { volumeNum, volumeDen, policies } = volumeFactor(order);
  // A volume factor of 1 or more is outside the policies' domain: no claim about it.
  if (volumeNum <= 0n) return false;
  const limitSell = order.sellAmount;
  const limitBuy = order.buyAmount;
  for (const { hops, p, q, r } of pools.curves(order.sellToken, order.buyToken)) {
    const f = fee(hops);
    let a: bigint, b: bigint, c: bigint;
    if (order.kind === 'sell') {
      // What the trader keeps is below out·k + policies: (out·k + policies)·Ls ≤ (a + f)·Lb for every a > 0.
      a = limitBuy * volumeDen * r;
      b = limitBuy * volumeDen * (q + f * r) - p * volumeNum * limitSell - policies * r * limitSell * volumeDen;
      c = volumeDen * q * (limitBuy * f - policies * limitSell);
    } else {
      // What the trader pays is above (a + f − policies)·k.
      const slackFee = f - policies;
      a = limitSell * volumeDen * r;
      b = volumeNum * limitBuy * (q - slackFee * r) - limitSell * volumeDen * p;
      c = slackFee * p * volumeNum * limitBuy;
    }
    if (a <= 0n) return false;
    if ((b < 0n || c < 0n) && b * b >= 4n * a * c) return false;
  }
  return true;
}

/** ⌊larger root⌋ of A·x² + B·x + C ≤ 0 with A ≥ 0, or 0 when the parabola never dips to 0. */
function largerRoot(a: bigint, b: bigint, c: bigint): bigint {
  if (a === 0n) return b < 0n ? -c / b : 0n;
  // All terms ≥ 0: no positive root (the square root is the costly part).
  if (b >= 0n && c >= 0n) return 0n;
  const discriminant = b * b - 4n * a * c;
  if (discriminant < 0n) return 0n;
  const root = (-b + isqrt(discriminant)) / (2n * a);
  return root > 0n ? root : 0n;
}
