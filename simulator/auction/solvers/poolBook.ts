/**
 * A solver's private view of the world's AMM pools: the reserves at the start of the auction plus
 * the swaps the solver has already planned, so the amounts it promises are exactly what the
 * settlement will get (swaps run in the planned order). Never mutates the world.
 */
import type { Address } from 'viem';
import { amountInOf, amountOutOf } from '../../world/amm.js';
import type { NetworkWorld } from '../../world/networkWorld.js';
import type { AmmSwap } from '../types.js';
import { NATIVE_TOKEN } from '../math.js';

type Pool = {
  readonly token0: Address;
  readonly token1: Address;
  reserve0: bigint;
  reserve1: bigint;
  readonly feeBps: bigint;
};

/** Output a planned hop keeps below its expected output, in basis points (room for pools that moved). */
export const SLIPPAGE_BPS = 10n;
/**
 * How far below its expected output a planned swap may fall before it reverts (the solver's
 * slippage tolerance). A shortfall beyond {@link SLIPPAGE_BPS} but within it is paid from the
 * settlement contract's buffers, as solvers cover their negative slippage; a tolerance as tight as
 * the room made winners revert whenever the next block's prices moved against them.
 */
export const SWAP_TOLERANCE_BPS = 100n;
const BPS = 10_000n;
/** What a hop's planned output keeps of its expected output, in basis points. */
const KEPT_BPS = BPS - SLIPPAGE_BPS;
/** ⌈x / KEPT_BPS⌉ is computed as (x + KEPT_BPS − 1) / KEPT_BPS. */
const KEPT_BPS_LESS_ONE = KEPT_BPS - 1n;

const TOLERATED_BPS = BPS - SWAP_TOLERANCE_BPS;

/** The least a swap expected to give `out` may give before it reverts. */
function tolerated(out: bigint): bigint {
  return (out * TOLERATED_BPS) / BPS;
}

/** One hop of a path: the pool it goes through (its state at the auction's start) and which side goes in. */
type Hop = { readonly tokenIn: Address; readonly tokenOut: Address; readonly pool: Pool; readonly inIsToken0: boolean };
/** A path between two tokens: its tokens, hops and pool keys, found once per pair of tokens. */
type Path = { readonly tokens: readonly Address[]; readonly hops: readonly Hop[]; readonly pools: readonly string[] };

function pairKey(a: Address, b: Address): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** A path's output curve: p·a / (q + r·a) for `a` atoms in (`PoolBook.curves`). */
export type Curve = { readonly hops: number; readonly p: bigint; readonly q: bigint; readonly r: bigint };

/** A planned route: its swaps, the amounts in and out, and the pools it touches. */
export type Route = {
  readonly swaps: readonly AmmSwap[];
  /** Sell-token atoms the route takes. */
  readonly amountIn: bigint;
  /** Buy-token atoms the route plans to deliver: the last hop's expected output less the room. */
  readonly amountOut: bigint;
  readonly hops: number;
  readonly pools: readonly string[];
  /** Expected output per hop (what the pool gives at the planned state). */
  readonly expected: readonly bigint[];
};

export class PoolBook {
  readonly wrappedNative: Address | undefined;
  /** tokenIn → tokenOut → pool (both directions), the reserves at the auction's start. */
  #base: ReadonlyMap<Address, ReadonlyMap<Address, Pool>>;
  /** Pools this book has moved: start state → current state. */
  #moved = new Map<Pool, Pool>();

  /** Paths depend on which pools exist, never on their reserves: shared by a book and its forks. */
  #pathCache: Map<Address, Map<Address, Path[]>>;
  /** Curves at the starting reserves, shared like the paths; a moved book keeps its own until it moves again. */
  #originCurves: Map<Address, Map<Address, readonly Curve[]>>;
  #movedCurves: Map<Address, Map<Address, readonly Curve[]>> | undefined;

  private constructor(
    base: ReadonlyMap<Address, ReadonlyMap<Address, Pool>>,
    wrappedNative: Address | undefined,
    pathCache = new Map<Address, Map<Address, Path[]>>(),
    originCurves = new Map<Address, Map<Address, readonly Curve[]>>(),
  ) {
    this.#base = base;
    this.wrappedNative = wrappedNative;
    this.#pathCache = pathCache;
    this.#originCurves = originCurves;
  }

  /** A book of the world's current reserves (pools of unsupported tokens left out). */
  static fromWorld(world: NetworkWorld): PoolBook {
    const base = new Map<Address, Map<Address, Pool>>();
    const add = (from: Address, to: Address, pool: Pool) => {
      let inner = base.get(from);
      if (inner === undefined) base.set(from, (inner = new Map()));
      inner.set(to, pool);
    };
    for (const state of world.listPools()) {
      const { token0, token1, reserve0, reserve1, feeBps } = state;
      if (world.getToken(token0)?.unsupported !== undefined || world.getToken(token1)?.unsupported !== undefined)
        continue;
      const pool = { token0, token1, reserve0, reserve1, feeBps };
      add(token0, token1, pool);
      add(token1, token0, pool);
    }
    return new PoolBook(base, world.wrappedNativeToken);
  }

  /** A fresh view of the same starting reserves (planned swaps not included). */
  fork(): PoolBook {
    return new PoolBook(this.#base, this.wrappedNative, this.#pathCache, this.#originCurves);
  }

  /** A copy of this view, planned swaps included; changes to either never reach the other. */
  clone(): PoolBook {
    const copy = new PoolBook(this.#base, this.wrappedNative, this.#pathCache, this.#originCurves);
    for (const [base, pool] of this.#moved) copy.#moved.set(base, { ...pool });
    // The same reserves until one of the two moves (which then drops it).
    copy.#movedCurves = this.#movedCurves ??= new Map();
    return copy;
  }

  /** What books that start from the same reserves share: this book's forks and clones, and theirs. */
  get origin(): object {
    return this.#base;
  }

  /** Whether nothing is planned on this book: it is at its origin's reserves. */
  get atOrigin(): boolean {
    return this.#moved.size === 0;
  }

  #reserves(tokenIn: Address, tokenOut: Address) {
    const base = this.#base.get(tokenIn)?.get(tokenOut);
    if (base === undefined) return undefined;
    const pool = this.#moved.get(base) ?? base;
    return pool.token0 === tokenIn
      ? { reserveIn: pool.reserve0, reserveOut: pool.reserve1, feeBps: pool.feeBps }
      : { reserveIn: pool.reserve1, reserveOut: pool.reserve0, feeBps: pool.feeBps };
  }

  /** What selling `amountIn` into a path's hop gives, on the pool as this book has moved it. */
  #hopOut(hop: Hop, amountIn: bigint): bigint {
    const pool = this.#moved.get(hop.pool) ?? hop.pool;
    return hop.inIsToken0
      ? amountOutOf(amountIn, pool.reserve0, pool.reserve1, pool.feeBps)
      : amountOutOf(amountIn, pool.reserve1, pool.reserve0, pool.feeBps);
  }

  /** The least input a path's hop takes to give `amountOut`, on the pool as this book has moved it. */
  #hopIn(hop: Hop, amountOut: bigint): bigint | undefined {
    const pool = this.#moved.get(hop.pool) ?? hop.pool;
    return hop.inIsToken0
      ? amountInOf(amountOut, pool.reserve0, pool.reserve1, pool.feeBps)
      : amountInOf(amountOut, pool.reserve1, pool.reserve0, pool.feeBps);
  }

  /** Whether a pool trades `a` against `b` directly. */
  hasPool(a: Address, b: Address): boolean {
    return this.#base.get(this.asPoolToken(a))?.has(this.asPoolToken(b)) === true;
  }

  /** The token a pool trades for `token` (the native placeholder trades as wrapped native). */
  asPoolToken(token: Address): Address {
    return token === NATIVE_TOKEN && this.wrappedNative !== undefined ? this.wrappedNative : token;
  }

  /**
   * The paths from `sellToken` to `buyToken`: the direct pool and every two-hop path through a
   * token with pools to both (wrapped native, stablecoins, ...), in token order so that ties
   * resolve the same way on every run.
   */
  #paths(sellToken: Address, buyToken: Address): Path[] {
    const sell = this.asPoolToken(sellToken);
    const buy = this.asPoolToken(buyToken);
    if (sell === buy) return [];
    let fromSellCache = this.#pathCache.get(sell);
    if (fromSellCache === undefined) this.#pathCache.set(sell, (fromSellCache = new Map()));
    let paths = fromSellCache.get(buy);
    if (paths !== undefined) return paths;
    const tokenPaths: Address[][] = [];
    if (this.#base.get(sell)?.has(buy) === true) tokenPaths.push([sell, buy]);
    const fromSell = this.#base.get(sell);
    if (fromSell !== undefined) {
      for (const middle of [...fromSell.keys()].sort()) {
        if (middle === buy || middle === sell) continue;
        if (this.#base.get(middle)?.has(buy) === true) tokenPaths.push([sell, middle, buy]);
      }
    }
    paths = tokenPaths.map((tokens) => {
      const hops: Hop[] = [];
      for (let hop = 0; hop + 1 < tokens.length; hop++) {
        const pool = this.#base.get(tokens[hop]!)!.get(tokens[hop + 1]!)!;
        hops.push({ tokenIn: tokens[hop]!, tokenOut: tokens[hop + 1]!, pool, inIsToken0: pool.token0 === tokens[hop] });
      }
      return { tokens, hops, pools: poolsOf(tokens) };
    });
    fromSellCache.set(buy, paths);
    return paths;
  }

  /**
   * Sells exactly `amountIn` along a path (each hop keeps {@link SLIPPAGE_BPS} of its output as
   * room); `amountIn(hops)` lets the caller take a hop-dependent network fee first. Best of the
   * direct pool and the path through wrapped native; undefined without liquidity.
   */
  routeSell(sellToken: Address, buyToken: Address, amountIn: (hops: number) => bigint): Route | undefined {
    // The paths are compared by their output; the best one's hop amounts make its swaps.
    let best: { path: Path; amounts: bigint[]; outs: bigint[] } | undefined;
    let bestOutput = 0n;
    for (const path of this.#paths(sellToken, buyToken)) {
      const input = amountIn(path.hops.length);
      if (input <= 0n) continue;
      // amounts[i]: what goes into hop i (the last entry: what the route delivers); outs[i]: hop i's output.
      const amounts = [input];
      const outs: bigint[] = [];
      let amount = input;
      for (const hop of path.hops) {
        const out = this.#hopOut(hop, amount);
        amount = (out * KEPT_BPS) / BPS;
        outs.push(out);
        amounts.push(amount);
        if (amount === 0n) break;
      }
      if (amount === 0n) continue;
      if (best === undefined || amount > bestOutput) {
        best = { path, amounts, outs };
        bestOutput = amount;
      }
    }
    if (best === undefined) return undefined;
    const { path, amounts, outs } = best;
    const swaps: AmmSwap[] = [];
    for (let index = 0; index < path.hops.length; index++) {
      const hop = path.hops[index]!;
      swaps.push({
        tokenIn: hop.tokenIn,
        tokenOut: hop.tokenOut,
        amountIn: amounts[index]!,
        minAmountOut: tolerated(outs[index]!),
      });
    }
    return {
      swaps,
      amountIn: amounts[0]!,
      amountOut: bestOutput,
      hops: swaps.length,
      pools: path.pools,
      expected: outs,
    };
  }

  /**
   * Buys at least `amountOut` (the swaps expect {@link SLIPPAGE_BPS} more per hop, as room).
   * `extraIn(hops)` is added to the input when comparing paths (the network fee). Best path by
   * total input; undefined without liquidity.
   */
  routeBuy(
    sellToken: Address,
    buyToken: Address,
    amountOut: bigint,
    extraIn: (hops: number) => bigint,
  ): Route | undefined {
    if (amountOut <= 0n) return undefined;
    // The paths are compared by their cost first; only the best one's swaps are built.
    let best: { path: Path; inputs: bigint[]; cost: bigint } | undefined;
    for (const path of this.#paths(sellToken, buyToken)) {
      // Walk back from the output: each hop must give its minimum plus room.
      const inputs: bigint[] = new Array<bigint>(path.hops.length);
      let needed: bigint | undefined = amountOut;
      for (let hop = path.hops.length - 1; hop >= 0 && needed !== undefined; hop--) {
        needed = this.#hopIn(path.hops[hop]!, (needed * BPS + KEPT_BPS_LESS_ONE) / KEPT_BPS);
        if (needed !== undefined) inputs[hop] = needed;
      }
      if (needed === undefined) continue;
      const cost = inputs[0]! + extraIn(path.hops.length);
      if (best === undefined || cost < best.cost) best = { path, inputs, cost };
    }
    if (best === undefined) return undefined;
    const { path, inputs } = best;
    const swaps: AmmSwap[] = [];
    const expected: bigint[] = [];
    path.hops.forEach((hop, index) => {
      const out = this.#hopOut(hop, inputs[index]!);
      expected.push(out);
      swaps.push({
        tokenIn: hop.tokenIn,
        tokenOut: hop.tokenOut,
        amountIn: inputs[index]!,
        minAmountOut: tolerated(out),
      });
    });
    return { swaps, amountIn: inputs[0]!, amountOut, hops: swaps.length, pools: path.pools, expected };
  }

  /**
   * Each path's output curve as the solver plans it (every hop keeps {@link SLIPPAGE_BPS} of its
   * output as room, rounding ignored): out(a) = p·a / (q + r·a) for `a` atoms in. A hop is such a
   * Möbius map and so is a chain of them: hops compose in closed form.
   */
  curves(sellToken: Address, buyToken: Address): readonly Curve[] {
    // Routing asks for the same pair's curves on the same reserves many times (each order of a pair).
    let cache: Map<Address, Map<Address, readonly Curve[]>>;
    if (this.#moved.size === 0) cache = this.#originCurves;
    else cache = this.#movedCurves ??= new Map();
    let fromSell = cache.get(sellToken);
    if (fromSell === undefined) cache.set(sellToken, (fromSell = new Map()));
    let curves = fromSell.get(buyToken);
    if (curves === undefined) fromSell.set(buyToken, (curves = this.#curves(sellToken, buyToken)));
    return curves;
  }

  #curves(sellToken: Address, buyToken: Address): Curve[] {
    return this.#paths(sellToken, buyToken).map((path) => {
      let curve = { p: 1n, q: 1n, r: 0n };
      for (const hop of path.hops) {
        const { reserveIn, reserveOut, feeBps } = this.#reserves(hop.tokenIn, hop.tokenOut)!;
        const gamma = BPS - feeBps;
        const next = { p: gamma * reserveOut * (BPS - SLIPPAGE_BPS), q: reserveIn * BPS * BPS, r: gamma * BPS };
        curve = { p: curve.p * next.p, q: curve.q * next.q, r: next.q * curve.r + next.r * curve.p };
      }
      return { hops: path.hops.length, ...curve };
    });
  }

  /** Records a planned route's swaps: the pools move as the settlement will move them. */
  commit(route: Route): void {
    route.swaps.forEach((swap, index) => this.#move(swap, route.expected[index]!));
  }

  /**
   * Replays `swaps` in order on a fresh view of the starting reserves, with the world's AMM math,
   * as a settlement at the auction's block makes them: each swap's actual output, or undefined
   * when one would revert (no pool, nothing out, or less than its `minAmountOut`).
   */
  replay(swaps: readonly AmmSwap[]): bigint[] | undefined {
    return this.fork().execute(swaps);
  }

  /**
   * Executes `swaps` in order on this view, as a settlement makes them on the pools as they are
   * now: each swap's actual output, or undefined when one would revert (no pool, nothing out, or
   * less than its `minAmountOut`); the view is then left partly moved, so execute on a `clone()`.
   */
  execute(swaps: readonly AmmSwap[]): bigint[] | undefined {
    const outputs: bigint[] = [];
    for (const swap of swaps) {
      const base = swap.tokenIn === swap.tokenOut ? undefined : this.#base.get(swap.tokenIn)?.get(swap.tokenOut);
      if (base === undefined || swap.amountIn <= 0n) return undefined;
      const pool = this.#moved.get(base) ?? base;
      const out =
        pool.token0 === swap.tokenIn
          ? amountOutOf(swap.amountIn, pool.reserve0, pool.reserve1, pool.feeBps)
          : amountOutOf(swap.amountIn, pool.reserve1, pool.reserve0, pool.feeBps);
      if (out === 0n || out < swap.minAmountOut) return undefined;
      this.#move(swap, out);
      outputs.push(out);
    }
    return outputs;
  }

  #move(swap: AmmSwap, out: bigint): void {
    this.#movedCurves = undefined;
    const base = this.#base.get(swap.tokenIn)!.get(swap.tokenOut)!;
    let pool = this.#moved.get(base);
    if (pool === undefined) this.#moved.set(base, (pool = { ...base }));
    if (pool.token0 === swap.tokenIn) {
      pool.reserve0 += swap.amountIn;
      pool.reserve1 -= out;
    } else {
      pool.reserve1 += swap.amountIn;
      pool.reserve0 -= out;
    }
  }
}

function poolsOf(path: readonly Address[]): string[] {
  const pools: string[] = [];
  for (let hop = 0; hop + 1 < path.length; hop++) pools.push(pairKey(path[hop]!, path[hop + 1]!));
  return pools;
}
