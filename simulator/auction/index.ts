/** Batch auctions: building, solvers, competition, settlement. See README.md. */
export * from './types.js';
export {
  DEADLINE_BLOCKS,
  DUST_NATIVE_WEI,
  MAX_PARTNER_VOLUME_SHARE,
  MIN_VALID_FOR_SECONDS,
  buildAuction,
  feePoliciesFor,
  type BuildAuctionParameters,
  type BuildAuctionReturnType,
} from './buildAuction.js';
export {
  NATIVE_TOKEN,
  ceilDiv,
  computeProtocolFees,
  isOutOfMarket as isOrderOutOfMarket,
  networkFee,
  orderSurplus,
  policyFee,
  quoteLimits,
  remainingAmounts,
  respectsLimit,
  scoreTrade,
  surplusOver,
  surplusToken,
  toNative,
  withholdProtocolFees,
  type ProtocolFee,
  type TradeScore,
} from './math.js';
export {
  MAX_SOLUTIONS_PER_SOLVER,
  MAX_WINNERS,
  SettlementSimulation,
  askSolvers,
  collectSolutions,
  scoreProposal,
  selectWinners,
  solveAuction,
  type CollectedSolutions,
  type OpenCollection,
  type SolverRejection,
  type SolveAuctionOptions,
  type SolveAuctionReturnType,
} from './solveAuction.js';
export {
  competitorsFromScenario,
  isExternalSolver,
  type Competitor,
  type EngineAnswer,
  type EngineFailure,
  type ExternalSolver,
} from './externalSolvers.js';
export { settleWinners, type SettleWinnersOptions } from './settleWinners.js';
export { bigintReplacer, runAuction, type RunAuctionOptions } from './runAuction.js';
export * from './solvers/index.js';
export { recordSettlements, type SolverBan, type SolverBanReason, type SolverRecords } from './participationGuard.js';
export { unsubmittedOrder, type SignedOrderFields } from './unsubmittedOrder.js';
