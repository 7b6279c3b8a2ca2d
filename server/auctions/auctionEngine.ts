/**
 * What the auction runner needs from the simulator's batch auctions (simulator/auction/): the
 * three pure steps of docs/protocol.md#auction-scoring-and-fees. An interface, so that the runner does not depend on
 * how they are composed (tests may pass another); `createContext` passes the simulator's.
 */
import type {
  Auction,
  CandidateOrder,
  CollectedSolutions,
  Competitor,
  DroppedOrder,
  NetworkWorld,
  Rng,
  ScenarioFeePolicy,
  OpenCollection,
  Settlement,
  Solution,
  SolveAuctionReturnType,
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
  /** The competition in two steps: the solvers' answers (external engines' later), then the winners. */
  askSolvers(
    auction: Auction,
    options: { world: NetworkWorld; rng: Rng; solvers: readonly Competitor[]; banned: ReadonlySet<string> },
  ): OpenCollection;
  selectWinners(collected: CollectedSolutions, options: { rng: Rng }): SolveAuctionReturnType;
  settleWinners(
    auction: Auction,
    winners: Solution[],
    options: { world: NetworkWorld; rng: Rng; block: number; timestamp: number; solvers: readonly Competitor[] },
  ): Settlement[];
};

/** The scenario's fee policies of a network. */
export type FeePolicySource = (network: string) => readonly ScenarioFeePolicy[];
