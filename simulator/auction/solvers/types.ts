/**
 * What a simulated solver is: a name, a fixed address and a pure `solve` that proposes up to three
 * solutions for an auction. Proposals carry executed amounts (what the owner gives and the receiver
 * gets, after the network fee and the protocol fees the solver withheld) and the AMM swaps the
 * settlement needs; the protocol re-scores them (`solveAuction`) and never trusts a solver's score.
 */
import type { Address, Hex } from 'viem';
import { chance, type Rng } from '../../world/rng.js';
import type { NetworkWorld } from '../../world/networkWorld.js';
import type { AmmSwap, Auction, AuctionOrder, SolutionCalls } from '../types.js';
import type { PoolBook } from './poolBook.js';

export type ProposedTrade = {
  uid: Hex;
  /** Sell amount taken from the owner, network and protocol fees included. */
  executedSell: bigint;
  /** Buy amount paid to the receiver. */
  executedBuy: bigint;
  /** Network fee charged, in the sell token (part of `executedSell`). */
  networkFee: bigint;
};

export type Proposal = {
  trades: ProposedTrade[];
  swaps: AmmSwap[];
  clearingPrices: Record<Address, bigint>;
  /** Orders the proposal brings (an engine's JIT orders), traded by `trades` like the auction's. */
  jitOrders?: AuctionOrder[];
  /** Calls of its own (an engine's pre-, post- and custom interactions). */
  calls?: SolutionCalls;
};

export type SolverContext = {
  readonly world: NetworkWorld;
  /** The solver's own seeded stream. */
  readonly rng: Rng;
  /** The pools at the auction's start (fork it before planning). */
  readonly pools: PoolBook;
  readonly gasPrice: bigint;
};

/**
 * How often a solver misbehaves, each a probability in [0, 1] drawn from the auction's seeded
 * streams. The scenario sets them per solver (`solvers[].faults`); an honest solver has none.
 */
export type SolverFaults = {
  /** It answers nothing for an auction. */
  readonly noAnswer: number;
  /** Its proposals break the auction's rules (more than an order offers): they are dropped and never bid. */
  readonly invalidSolution: number;
  /** A winning settlement reverts on chain after it was submitted. */
  readonly revert: number;
  /** A winning settlement does not land by the auction's deadline block. */
  readonly timeout: number;
};

export const NO_FAULTS: SolverFaults = Object.freeze({ noAnswer: 0, invalidSolution: 0, revert: 0, timeout: 0 });

export type Solver = {
  readonly name: string;
  readonly address: Address;
  /** Up to three proposals; more are cut to the three best by the protocol. */
  solve(auction: Auction, context: SolverContext): Proposal[];
  /** How the solver fails, by declaration (none: it always answers and settles what it wins). */
  readonly faults?: SolverFaults | undefined;
};

/** A declared fault's draw: never for 0 and always for 1 without drawing, else `chance`. */
export function drawn(rng: Rng, probability: number): boolean {
  if (!(probability > 0)) return false;
  if (probability >= 1) return true;
  return chance(rng, probability);
}
