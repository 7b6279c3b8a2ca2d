/**
 * What a simulated solver is: a name, a fixed address and a pure `solve` that proposes up to three
 * solutions for an auction. Proposals carry executed amounts (what the owner gives and the receiver
 * gets, after the network fee and the protocol fees the solver withheld) and the AMM swaps the
 * settlement needs; the protocol re-scores them (`solveAuction`) and never trusts a solver's score.
 */
import type { Address, Hex } from 'viem';
import type { Rng } from '../../world/rng.js';
import type { NetworkWorld } from '../../world/networkWorld.js';
import type { AmmSwap, Auction } from '../types.js';
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
};

export type SolverContext = {
  readonly world: NetworkWorld;
  /** The solver's own seeded stream. */
  readonly rng: Rng;
  /** The pools at the auction's start (fork it before planning). */
  readonly pools: PoolBook;
  readonly gasPrice: bigint;
};

export type Solver = {
  readonly name: string;
  readonly address: Address;
  /** Up to three proposals; more are cut to the three best by the protocol. */
  solve(auction: Auction, context: SolverContext): Proposal[];
};
