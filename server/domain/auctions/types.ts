/**
 * The batch auctions as the order book stores and serves them (docs/protocol.md#auction-scoring-and-fees):
 * plain data with bigint amounts and lower-case hex, and the read port the handlers use.
 * The auction runner (`server/auctions/`) writes them; `server/db/stores/auctionStore.ts` holds them.
 */
import type { Address, Hex } from 'viem';
import type {
  AmmSwap,
  FeePolicy,
  SettledTrade,
  SettlementInteraction,
  SettlementOutcome,
  SolutionExclusion,
  SolverBan,
  SolverRejection,
} from '../../../simulator/index.js';

/** A protocol fee policy, factors in [0, 1): the simulator's type, one definition. */
export type { FeePolicy };

export type ProtocolFee = { policy: FeePolicy; token: Address; amount: bigint };

export type StoredAuction = {
  network: string;
  id: number;
  block: number;
  deadlineBlock: number;
  /** Unix seconds of the auction's block. */
  timestamp: number;
  prices: Record<Address, bigint>;
  referenceScores: Record<Address, bigint>;
  surplusCapturingJitOrderOwners: Address[];
  /** Sorted by uid. */
  orderUids: Hex[];
  /** Solvers that bid nothing, and why (none stored for auctions older than the record of them). */
  rejections: SolverRejection[];
};

/** An order as it entered an auction. */
export type StoredAuctionOrder = { uid: Hex; executed: bigint; protocolFees: FeePolicy[] };

export type StoredSolutionOrder = {
  uid: Hex;
  sellToken: Address;
  buyToken: Address;
  executedSell: bigint;
  executedBuy: bigint;
  networkFee: bigint;
  protocolFees: ProtocolFee[];
};

export type StoredSolution = {
  network: string;
  auctionId: number;
  solutionUid: number;
  solver: string;
  solverAddress: Address;
  score: bigint;
  ranking: number;
  isWinner: boolean;
  filteredOut: boolean;
  clearingPrices: Record<Address, bigint>;
  referenceScore: bigint | null;
  txHash: Hex | null;
  /** Why it did not win; null for winners (and solutions stored before the record of it). */
  exclusion: SolutionExclusion | null;
  orders: StoredSolutionOrder[];
};

export type StoredSettlementAttempt = {
  network: string;
  auctionId: number;
  solutionUid: number;
  solver: string;
  solverAddress: Address;
  startBlock: number;
  deadlineBlock: number;
  startTimestamp: number;
  endBlock: number | null;
  endTimestamp: number | null;
  outcome: SettlementOutcome;
  txHash: Hex | null;
};

/**
 * What a winner's landed settlement did besides its trades (which `trades` holds), kept to encode
 * its calldata when asked: the uniform clearing prices, the AMM swaps and the solution's own calls
 * (`custom` ones each before the swap of index `beforeSwap`), and the JIT orders it traded, which
 * the order book does not hold.
 */
export type WinnerCalls = {
  network: string;
  auctionId: number;
  solutionUid: number;
  clearingPrices: Record<Address, bigint>;
  swaps: AmmSwap[];
  pre: SettlementInteraction[];
  custom: { beforeSwap: number; call: SettlementInteraction }[];
  post: SettlementInteraction[];
  jitOrders: (SettledTrade['order'] & { uid: Hex; signature: Hex })[];
};

export type StoredTrade = {
  network: string;
  blockNumber: number;
  logIndex: number;
  orderUid: Hex;
  owner: Address;
  sellToken: Address;
  buyToken: Address;
  sellAmount: bigint;
  sellAmountBeforeFees: bigint;
  buyAmount: bigint;
  executedFee: bigint;
  protocolFees: ProtocolFee[];
  txHash: Hex;
  auctionId: number;
  solutionUid: number;
  surplusNative: bigint;
};

/** One auction's competition: the auction and its solutions, worst first. */
export type Competition = {
  auction: StoredAuction;
  solutions: StoredSolution[];
  /** Settlement transactions of the winners, in solution order. */
  transactionHashes: Hex[];
  /** Solvers the participation guard kept out of the auction. */
  bannedSolvers: SolverBan[];
};

/** What the debug report shows of one auction an order took part in. */
export type OrderAuctionReport = {
  auction: StoredAuction;
  /** The order's fee policies in this auction. */
  feePolicies: FeePolicy[];
  /** Solutions that executed the order (with the order's amounts), worst first. */
  solutions: (Omit<StoredSolution, 'orders'> & { order: StoredSolutionOrder })[];
  settlementAttempts: StoredSettlementAttempt[];
  trades: StoredTrade[];
  /** Solvers the participation guard kept out of the auction. */
  bannedSolvers: SolverBan[];
};

export type TradeFilter = { network: string } & ({ owner: Address } | { orderUid: Hex });

/** Read side of the auctions, for the handlers. */
export type AuctionReadStore = {
  getLatestAuction(network: string): { auction: StoredAuction; orders: StoredAuctionOrder[] } | undefined;
  getCompetition(network: string, auctionId: number): Competition | undefined;
  getLatestCompetition(network: string): Competition | undefined;
  getCompetitionByTxHash(network: string, txHash: Hex): Competition | undefined;
  /** Newest first (block, then log index, descending). */
  findTrades(filter: TradeFilter, page?: { offset: number; limit: number }): StoredTrade[];
  /** Uids of the orders traded in `txHash`, in log order. */
  findOrderUidsByTxHash(network: string, txHash: Hex): Hex[];
  /** Σ surplus of the owner's trades, in native wei. */
  totalSurplus(network: string, owner: Address): bigint;
  /** The auctions the order took part in, by id. */
  findOrderAuctions(network: string, uid: Hex): OrderAuctionReport[];
  /**
   * The competition of auction `auctionId` (the network's latest when undefined) as one order sees
   * it: every solution, worst first, with what it executes of the order (undefined when it leaves
   * the order out). Empty without a competition.
   */
  findOrderCompetition(
    network: string,
    uid: Hex,
    auctionId: number | undefined,
  ): (Omit<StoredSolution, 'orders'> & { order: StoredSolutionOrder | undefined })[];
  /** Whether the order is in a solution (any) of one of the network's last `count` competitions. */
  wasBidOnRecently(network: string, uid: Hex, count: number): boolean;
  /** Solvers the participation guard kept out of the network's auction at `block`. */
  findSolverBansInForce(network: string, block: number): SolverBan[];
  /** The network's latest auction id (undefined before the first); throws when the database is unusable. */
  latestAuctionId(network: string): number | undefined;
  /**
   * The block of the token's first trade (as sell or buy token) and its price in the latest auction
   * that priced it; each undefined when there is none.
   */
  tokenMetadata(
    network: string,
    token: Address,
  ): { firstTradeBlock: number | undefined; nativePrice: bigint | undefined };
};
