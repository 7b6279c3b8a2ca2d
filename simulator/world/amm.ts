/**
 * Constant-product (Uniswap v2 style) pool math on bigints: exact, no floating point.
 * Fees are in basis points of the input amount.
 */

/** Fees are expressed in basis points: 30 = 0.3 %. */
export const FEE_DENOMINATOR = 10_000n;

/**
 * Output of selling `amountIn` into a pool: ⌊amountIn·(1−fee)·reserveOut / (reserveIn + amountIn·(1−fee))⌋.
 * Zero when an input or reserve is not positive.
 *
 * @example
 * getAmountOut({ amountIn: 1000n, reserveIn: 10_000n, reserveOut: 10_000n, feeBps: 30n }) // 906n
 */
export function getAmountOut(parameters: {
  amountIn: bigint;
  reserveIn: bigint;
  reserveOut: bigint;
  feeBps: bigint;
}): bigint {
  return amountOutOf(parameters.amountIn, parameters.reserveIn, parameters.reserveOut, parameters.feeBps);
}

/** {@link getAmountOut} with positional arguments, for loops that route many amounts (no object per call). */
export function amountOutOf(amountIn: bigint, reserveIn: bigint, reserveOut: bigint, feeBps: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const amountInWithFee = amountIn * (FEE_DENOMINATOR - feeBps);
  return (amountInWithFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + amountInWithFee);
}

/**
 * Smallest input that buys at least `amountOut`: ⌈reserveIn·amountOut / ((reserveOut − amountOut)·(1−fee))⌉.
 * Undefined when the pool cannot deliver `amountOut` (it is not below `reserveOut`).
 *
 * @example
 * getAmountIn({ amountOut: 906n, reserveIn: 10_000n, reserveOut: 10_000n, feeBps: 30n }) // 1000n
 */
export function getAmountIn(parameters: {
  amountOut: bigint;
  reserveIn: bigint;
  reserveOut: bigint;
  feeBps: bigint;
}): bigint | undefined {
  return amountInOf(parameters.amountOut, parameters.reserveIn, parameters.reserveOut, parameters.feeBps);
}

/** {@link getAmountIn} with positional arguments, for loops that route many amounts (no object per call). */
export function amountInOf(amountOut: bigint, reserveIn: bigint, reserveOut: bigint, feeBps: bigint): bigint | undefined {
  if (amountOut <= 0n || reserveIn <= 0n || amountOut >= reserveOut) return undefined;
  const numerator = reserveIn * amountOut * FEE_DENOMINATOR;
  const denominator = (reserveOut - amountOut) * (FEE_DENOMINATOR - feeBps);
  return ceilDiv(numerator, denominator);
}

/** ⌈a / b⌉ for a ≥ 0, b > 0. */
export function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/** ⌊√n⌋ for n ≥ 0 (Newton's method on bigints). */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('square root of a negative number');
  if (n < 2n) return n;
  // Newton's method from any start at or above ⌊√n⌋ ends at ⌊√n⌋: start just above the float
  // root (a few steps), or, past the float range, at 2^⌈bits/2⌉.
  const approximate = Math.sqrt(Number(n));
  let x = Number.isFinite(approximate)
    ? BigInt(Math.ceil(approximate * (1 + 2 ** -40))) + 1n
    : 2n ** BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/**
 * Reserves after arbitrageurs bring a pool to the price `price0 / price1` (values per atom, as
 * any common-unit fractions `numerator / denominator`) keeping k = reserve0·reserve1:
 * reserve0' = ⌊√(k·price1/price0)⌋, reserve1' = ⌊k / reserve0'⌋.
 *
 * @example
 * // 1 ETH = 2000 USDC (both 18 decimals here for simplicity), pool at 1:1000 moves to 1:2000
 * realignReserves({ reserve0: 1_000n, reserve1: 1_000_000n, price0: [2000n, 1n], price1: [1n, 1n] })
 * // { reserve0: 707n, reserve1: 1414427n }
 */
export function realignReserves(parameters: {
  reserve0: bigint;
  reserve1: bigint;
  /** Value of one atom of token 0 as `[numerator, denominator]`. */
  price0: readonly [bigint, bigint];
  /** Value of one atom of token 1, in the same unit as `price0`. */
  price1: readonly [bigint, bigint];
}): { reserve0: bigint; reserve1: bigint } {
  const { reserve0, reserve1, price0, price1 } = parameters;
  const k = reserve0 * reserve1;
  if (k === 0n || price0[0] <= 0n || price1[0] <= 0n) return { reserve0, reserve1 };
  // reserve0'^2 = k · (p1n/p1d) / (p0n/p0d)
  const next0 = isqrt((k * price1[0] * price0[1]) / (price1[1] * price0[0]));
  if (next0 === 0n) return { reserve0, reserve1 };
  return { reserve0: next0, reserve1: k / next0 };
}
