/**
 * What the auction runner needs from the simulator's batch auctions (simulator/auction/): the
 * three pure steps of PROTOCOL.md section 9. An interface, so that the runner does not depend on
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
  /** Solutions worst first, with ranking, winners and reference scores. */
  solveAuction(
    auction: Auction,
    options: { world: NetworkWorld; rng: Rng },
  ): { solutions: Solution[]; referenceScores: Record<Address, bigint> };
  settleWinners(
    auction: Auction,
    winners: Solution[],
    options: { world: NetworkWorld; rng: Rng; block: number; timestamp: number },
  ): Settlement[];
};

/** The scenario's fee policies of a network. */
export type FeePolicySource = (network: string) => readonly ScenarioFeePolicy[];
