/**
 * The simulator's public entry: the server imports the simulator only through this file.
 * The simulator never imports the server.
 */
export { createManualClock, createWallClock, type Clock, type ManualClock } from './world/clock.js';
export * from './protocol/networks.js';
// Settlement-contract semantics (docs/protocol.md#signing-domain to #cancellations): domain, order hashing, orderUid,
// app data, ECDSA signing schemes and cancellations.
export {
  EIP712_DOMAIN_TYPE_HASH,
  EIP712_DOMAIN_TYPE_STRING,
  ORDER_DOMAIN_NAME,
  ORDER_DOMAIN_VERSION,
  domainSeparator,
  orderDomain,
  type OrderDomain,
} from './protocol/domain.js';
export {
  ORDER_STRING_HASHES,
  ORDER_TYPE_FIELDS,
  ORDER_TYPE_HASH,
  ORDER_TYPE_STRING,
  eip712Digest,
  hashOrder,
  hashOrderStruct,
  orderTypedData,
  orderTypes,
  type BuyTokenBalance,
  type Order as ProtocolOrder,
  type OrderKind as ProtocolOrderKind,
  type SellTokenBalance,
} from './protocol/hashOrder.js';
export { TOKEN_CALL_ABI, callSelector, decodeTokenCall } from './protocol/tokenCalls.js';
export {
  SETTLEMENT_ABI,
  decodeTradeFlags,
  encodeSettlement,
  encodeTradeFlags,
  settlementSignature,
  type SettledTrade,
  type SettlementInteraction,
  type TradeData,
  type TradeFlags,
} from './protocol/settlementContract.js';
export { ORDER_UID_LENGTH, computeOrderUid, type ComputeOrderUidParameters } from './protocol/computeOrderUid.js';
export {
  InvalidOrderUidError,
  isOrderUid,
  parseOrderUid,
  type ParseOrderUidReturnType,
} from './protocol/parseOrderUid.js';
export {
  APP_DATA_MAX_BYTES,
  EMPTY_APP_DATA,
  EMPTY_APP_DATA_HASH,
  EMPTY_PROTOCOL_APP_DATA,
  ZERO_APP_DATA_HASH,
  hashAppData,
  parseAppData,
  type AppData,
  type Flashloan,
  type Hook,
  type Hooks,
  type ParseAppDataErrorReason,
  type ParseAppDataReturnType,
  type PartnerFee,
  type PartnerFeePolicy,
  type ProtocolAppData,
  type WrapperCall,
} from './protocol/appData.js';
export {
  ecdsaSigningHash,
  encodeSignatureV,
  hasLowS,
  normalizeEcdsaSignature,
  parseEcdsaSignature,
  recoverOrderOwner,
  recoverOrderOwnerSync,
  serializeEcdsaSignature,
  signatureYParity,
  type EcdsaSignature,
  type EcdsaSigningScheme,
  type RecoverOrderOwnerParameters,
  type RecoverOrderOwnerReturnType,
  type SigningScheme as ProtocolSigningScheme,
} from './protocol/signatures.js';
export {
  ORDER_CANCELLATIONS_TYPE_HASH,
  ORDER_CANCELLATIONS_TYPE_STRING,
  ORDER_CANCELLATION_TYPE_HASH,
  ORDER_CANCELLATION_TYPE_STRING,
  hashOrderCancellation,
  hashOrderCancellations,
  orderCancellationTypes,
  orderCancellationsTypes,
  recoverCancellationSigner,
  type RecoverCancellationSignerParameters,
} from './protocol/cancellations.js';
export { addressOfKey, addressOfKeyOffThread, signDigest, signDigestOffThread } from './protocol/signDigest.js';
export { allowSecp256k1Thread } from './protocol/secp256k1Thread.js';
export { checksumAddress } from './protocol/checksumAddress.js';
// The simulated world: clock, rng, scenarios, per-network ledger/markets, persistence.
// `openSimulation(...)` builds (or resumes) every network's world; `simulation.world(network)`
// returns the NetworkWorld the order book and auctions query synchronously (see networkWorld.ts).
export { createOffsetClock, isAdvanceableClock, type AdvanceableClock, type OffsetClock } from './world/clock.js';
export { chance, createRng, restoreRng, splitMix64, type Rng, type RngState } from './world/rng.js';
export { FEE_DENOMINATOR, getAmountIn, getAmountOut, isqrt, realignReserves } from './world/amm.js';
export {
  ERC1271_MAGIC_VALUE,
  computeWalletAddress,
  isValidSignature1271,
  recoverSigners,
} from './world/contractWallet.js';
export { SimulationError, type SimulationErrorCode } from './world/errors.js';
export {
  GAS_PER_HOP,
  GAS_PER_TRADE,
  NetworkWorld,
  computePoolAddress,
  type EstimateParameters,
  type EstimateReturnType,
  type SettleParameters,
  type SettlementOperation,
  type SettlementReceipt,
  type TopHolder,
} from './world/networkWorld.js';
export {
  ScenarioError,
  loadDefaultScenario,
  loadScenarioFile,
  parseScenario,
  parseScenarioText,
  type Scenario,
  type ScenarioProblem,
} from './world/scenario.js';
export { scenarioSchema } from './world/scenarioSchema.js';
export {
  MAX_ADVANCE_BLOCKS,
  buildWorld,
  openSimulation,
  serializeSnapshot,
  type AdvanceParameters,
  type AdvanceReturnType,
  type BlockEvent,
  type ClockMode as SimulationClockMode,
  type OpenSimulationParameters,
  type Simulation,
} from './world/simulation.js';
export { startBlockProduction, type StartBlockProductionParameters } from './world/startBlockProduction.js';
export {
  MAX_UINT256,
  type BlockInfo,
  type ContractWallet,
  type Invalidation,
  type MutationRecord,
  type PoolState,
  type Presignature,
  type SavedWorld,
  type TokenInfo,
  type WorldStore,
} from './world/types.js';
export {
  POOL_HISTORY_BLOCKS,
  createSqliteWorldStore,
  findPoolBlocks,
  listMutations,
  migrateSimStore,
  sumPoolSwapsSince,
  type MutationLogEntry,
  type PoolBlockState,
  type PoolSwapVolume,
} from './store/sqliteWorldStore.js';
// Batch auctions: `buildAuction` (solvable orders, prices, fee policies), `solveAuction`
// (solvers, scoring, fairness, winners, reference scores), `settleWinners` (trades in the world),
// `runAuction` (build + solve, optionally settle), the simulated solvers and the fee/score math.
export * from './auction/index.js';
export { DEFAULT_PARTICIPATION_GUARD } from './world/scenario.js';
export type {
  ParticipationGuardSettings,
  ScenarioFeePolicy,
  ScenarioNetwork,
  ScenarioSolver,
  ScenarioEngineEndpoint,
} from './world/scenario.js';
