/**
 * The contract between the simulator's batch auctions (pure, `simulator/auction/`) and the server
 * that stores orders and results (`server/auctions/`). The server hands candidate orders in and
 * persists what comes out; the simulator never imports the server.
 *
 * Amounts are bigints, addresses and uids lower-case hex. Everything here is plain data, so one
 * auction's input and outcome serialise to JSON (bigints as decimal strings) byte for byte.
 */
import type { Address, Hex } from 'viem';
import type { SolverRejection } from './solveAuction.js';

export type OrderKind = 'sell' | 'buy';

/** Protocol fee policies (docs/protocol.md#auction-scoring-and-fees), factors in [0, 1). */
export type FeePolicy =
  | { kind: 'surplus'; factor: number; maxVolumeFactor: number }
  | { kind: 'volume'; factor: number }
  | {
      kind: 'priceImprovement';
      factor: number;
      maxVolumeFactor: number;
      quote: { sellAmount: bigint; buyAmount: bigint; fee: bigint };
    };

/** A hook (app data `metadata.hooks`); `gasLimit` as the app data gives it (absent: 0). */
export type Interaction = { target: Address; value: bigint; callData: Hex; gasLimit?: bigint };

/**
 * An AMM swap the settlement contract makes, planned by the solver against the pool reserves it
 * saw: `amountIn` of `tokenIn` from the settlement contract into the direct pool, reverting when it
 * gives less than `minAmountOut` (the output stays in the settlement contract).
 */
export type AmmSwap = { tokenIn: Address; tokenOut: Address; amountIn: bigint; minAmountOut: bigint };

/**
 * A call a solution makes from the settlement contract (an engine's pre- or post-interaction, or
 * a `custom` interaction), with the effect the simulated world gives it: an ERC-20 `transfer` of
 * the contract's own balance, an unwrap of wrapped native (`withdraw`), or an `approve`, which
 * moves nothing (the world's swaps pull no allowance). The edge that decodes an engine's answer
 * admits only calls it can name an effect for (docs/decisions.md).
 */
export type SolverCall = {
  target: Address;
  value: bigint;
  callData: Hex;
  effect:
    | { kind: 'transfer'; token: Address; to: Address; amount: bigint }
    | { kind: 'unwrap'; amount: bigint }
    | { kind: 'approve'; token: Address; spender: Address; amount: bigint };
};

/**
 * A solution's own calls: `pre` before the sell amounts are pulled, `post` after the buy amounts
 * are paid, and the `custom` interactions between, each before the swap of index `beforeSwap`
 * (`swaps.length`: after the last swap), as the engine ordered them among its `liquidity` ones.
 */
export type SolutionCalls = {
  pre: SolverCall[];
  custom: { beforeSwap: number; call: SolverCall }[];
  post: SolverCall[];
};

/** An order the order book considers open, as the server reads it from its store. */
export type CandidateOrder = {
  uid: Hex;
  owner: Address;
  sellToken: Address;
  buyToken: Address;
  /** null: the owner receives. */
  receiver: Address | null;
  sellAmount: bigint;
  buyAmount: bigint;
  /** Signed fee (always 0 for API orders). */
  feeAmount: bigint;
  kind: OrderKind;
  partiallyFillable: boolean;
  validTo: number;
  /** Earliest unix second the order may trade (app data `validFrom`), or null. */
  validFrom: number | null;
  signingScheme: 'eip712' | 'ethsign' | 'presign' | 'eip1271';
  signature: Hex;
  appData: Hex;
  /** Unix seconds. */
  createdAt: number;
  /** Executed so far: sell amount (fee included) for sell orders, buy amount for buy orders. */
  executed: bigint;
  /** Σ executed sell (fee included) and Σ executed buy so far. */
  executedSell: bigint;
  executedBuy: bigint;
  /** The order's quote, if it has one (price-improvement fees, out-of-market classification). */
  quote: { sellAmount: bigint; buyAmount: bigint; fee: bigint } | null;
  /** Hooks from app data. */
  preInteractions: Interaction[];
  postInteractions: Interaction[];
  /** Partner fees from app data `metadata.partnerFee`, already converted to policies. */
  partnerFees: FeePolicy[];
  /** App data flags that exempt the order from the balance check (docs/protocol.md#auction-scoring-and-fees). */
  hasWrappers: boolean;
  hasFlashloan: boolean;
  /** App code from the app data (hooks analytics), or null. */
  appCode: string | null;
};

/** Why an order was left out of an auction; `invalid` and `filtered` are order events. */
export type DroppedOrder = {
  uid: Hex;
  label: 'invalid' | 'filtered';
  reason:
    | 'in_flight'
    | 'banned_user'
    | 'invalid_signature'
    | 'unsupported_token'
    | 'insufficient_balance'
    | 'dust_order'
    | 'missing_native_price';
};

/**
 * An order in an auction: the candidate plus the protocol fees that apply to it and, for a
 * partially fillable order whose owner's balance (or allowance) covers only part of what is left,
 * the part the auction may trade (`remainingAmounts` reads it), at the order's limit price.
 */
export type AuctionOrder = CandidateOrder & {
  protocolFees: FeePolicy[];
  available?: { readonly sell: bigint; readonly buy: bigint };
};

export type Auction = {
  id: number;
  network: string;
  block: number;
  /** Winners must settle by this block (auction block + 5). */
  deadlineBlock: number;
  /** Unix seconds of the auction's block. */
  timestamp: number;
  /** Sorted by uid. */
  orders: AuctionOrder[];
  /** Native wei per 1e18 atoms, per token of the auction's orders. */
  prices: Record<Address, bigint>;
  surplusCapturingJitOrderOwners: Address[];
};

/** What one solution executes for one order. */
export type ExecutedOrder = {
  uid: Hex;
  /** Sell amount taken from the owner, fees included. */
  executedSell: bigint;
  /** Buy amount delivered to the receiver. */
  executedBuy: bigint;
  /** Network fee charged, in the sell token. */
  networkFee: bigint;
  /** Protocol fees charged, in the surplus token, in the order the policies applied. */
  protocolFees: { policy: FeePolicy; token: Address; amount: bigint }[];
};

/**
 * Why a solution did not win. `unfair`: the fairness filter dropped it, since on the directed pair
 * `sellToken → buyToken` it scored `score`, below `referenceScore`, the best score of a solution
 * trading only that pair (`referenceSolutionUid`): its orders there would get less. `pairTaken`: a
 * better-ranked winner (`winnerSolutionUid`) already trades that pair. `simulationFailed`: it no
 * longer settles on the state the better-ranked winners leave. `winnerLimit`: the auction had its
 * most winners already.
 */
export type SolutionExclusion =
  | {
      kind: 'unfair';
      sellToken: Address;
      buyToken: Address;
      score: bigint;
      referenceScore: bigint;
      referenceSolutionUid: number;
    }
  | { kind: 'pairTaken'; sellToken: Address; buyToken: Address; winnerSolutionUid: number }
  | { kind: 'simulationFailed' }
  | { kind: 'winnerLimit' };

export type Solution = {
  /** Unique within the auction. */
  solutionUid: number;
  solver: string;
  solverAddress: Address;
  /** Protocol-computed (never trusted from the solver): surplus + protocol fees in native wei. */
  score: bigint;
  /** 1 = best. */
  ranking: number;
  isWinner: boolean;
  filteredOut: boolean;
  /** Uniform clearing price per token. */
  clearingPrices: Record<Address, bigint>;
  orders: ExecutedOrder[];
  /** Score of the winners when this solver is left out (winners only). */
  referenceScore: bigint | null;
  /** Why a solution that did not win was left out (absent for winners). */
  exclusion?: SolutionExclusion;
  /**
   * The AMM swaps the settlement makes between pulling the sell amounts and paying the buy
   * amounts, in order (none: the trades settle peer to peer). `settleWinners` executes them, so
   * hand it the solutions `solveAuction` returned (or persist this field with them).
   */
  swaps?: AmmSwap[];
  /**
   * Just-in-time orders the solution brought (an engine's `jit` trades, signed by their owners):
   * `orders` executes them like the auction's orders. Absent: none.
   */
  jitOrders?: AuctionOrder[];
  /** The solution's own calls, executed with its settlement. Absent: none. */
  calls?: SolutionCalls;
};

/**
 * How a winner's settlement ended: it landed (`success`); it did not land by the deadline block
 * (`timeout`, its orders stay in flight until then); the transaction reverted on chain after it
 * had been submitted (`reverted`); or the driver could not submit it (`driverFailed`: the
 * settlement no longer simulates against the block's state). Failed and reverted settlements
 * change nothing, and their orders are back in the next auction.
 */
export type SettlementOutcome =
  | { readonly kind: 'success' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'reverted' | 'driverFailed'; readonly code: string; readonly message: string };

export type SettlementOutcomeKind = SettlementOutcome['kind'];

/**
 * The outcome as the debug report names it, in the reference's words: `success`, `timeout`, or
 * `driver failed: <code>: <message>` for a settlement that did not land (reverted or never sent).
 */
export function describeSettlementOutcome(outcome: SettlementOutcome): string {
  return outcome.kind === 'success' || outcome.kind === 'timeout'
    ? outcome.kind
    : `driver failed: ${outcome.code}: ${outcome.message}`;
}

/** A winner's attempt to settle and, when it succeeded, the resulting trades. */
export type Settlement = {
  solutionUid: number;
  solver: string;
  solverAddress: Address;
  startBlock: number;
  deadlineBlock: number;
  /** Unix seconds. */
  startTimestamp: number;
  endBlock: number | null;
  endTimestamp: number | null;
  outcome: SettlementOutcome;
  /** The transaction: a success or a revert (mined, then reverted); null when none was mined. */
  txHash: Hex | null;
  trades: Trade[];
  /** The solution's own calls, as it settled them (absent: none). */
  calls?: SolutionCalls;
  /** Hooks executed around the trades (for the hooks analytics). */
  hooks: { uid: Hex; hookType: 'pre' | 'post'; target: Address; gasLimit: bigint; success: boolean }[];
};

export type Trade = {
  uid: Hex;
  owner: Address;
  sellToken: Address;
  buyToken: Address;
  blockNumber: number;
  logIndex: number;
  txHash: Hex;
  /** Fee included. */
  sellAmount: bigint;
  sellAmountBeforeFees: bigint;
  buyAmount: bigint;
  /** Network fee + protocol fees, in the sell token. */
  executedFee: bigint;
  protocolFees: { policy: FeePolicy; token: Address; amount: bigint }[];
  /** Surplus of the trade in native wei (for total surplus and price-improvement notifications). */
  surplusNative: bigint;
};

/** Everything one auction produced, deterministic for the same input, world state and seed. */
export type AuctionOutcome = {
  auction: Auction;
  dropped: DroppedOrder[];
  /** Worst first, as the competition endpoints list them. */
  solutions: Solution[];
  referenceScores: Record<Address, bigint>;
  /** Solvers that bid nothing, and why (in the order they were asked). */
  rejections: SolverRejection[];
  settlements: Settlement[];
};
