/**
 * What the auction runner needs from the simulator's batch auctions (simulator/auction/): the
 * three pure steps of docs/protocol.md#auction-scoring-and-fees. An interface, so that the runner does not depend on
 * how they are composed (tests may pass another); `createContext` passes the simulator's.
 */
import type { Address } from 'viem';
import type {
  Auction,
  CandidateOrder,
  DroppedOrder,
  NetworkWorld,
  Rng,
  ScenarioFeePolicy,
  Settlement,
  Solution,
  Solver,
  SolverRejection,
} from '../../simulator/index.js';

export type BuildAuctionInput = {
  id: number;
  network: string;
  block: number;
  timestamp: number;
  candidates: readonly CandidateOrder[];
  world: NetworkWorld;
  feePolicies: readonly ScenarioFeePolicy[];
  inFlight: readonly string[];
};

export type AuctionEngine = {
  buildAuction(input: BuildAuctionInput): { auction: Auction; dropped: DroppedOrder[] };
  /** Solutions worst first, with ranking, winners and reference scores; the solvers that bid nothing. */
  solveAuction(
    auction: Auction,
    options: { world: NetworkWorld; rng: Rng; solvers: readonly Solver[]; banned: ReadonlySet<string> },
  ): { solutions: Solution[]; referenceScores: Record<Address, bigint>; rejections: SolverRejection[] };
  settleWinners(
    auction: Auction,
    winners: Solution[],
    options: { world: NetworkWorld; rng: Rng; block: number; timestamp: number; solvers: readonly Solver[] },
  ): Settlement[];
};

/** The scenario's fee policies of a network. */
export type FeePolicySource = (network: string) => readonly ScenarioFeePolicy[];
