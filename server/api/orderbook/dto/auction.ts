/**
 * Auction DTOs (docs/protocol.md#response-shapes-of-auctions): stored auctions, competitions,
 * trades and debug reports → wire JSON (decimal strings, lower-case hex, ISO times). Pure, no HTTP.
 */
import type { Address, Hex } from 'viem';
import { describeSettlementOutcome, type SettlementInteraction, type SolverBan } from '../../../../simulator/index.js';
import type { components } from '../../../../generated/orderbook/types.js';
import type {
  Competition,
  FeePolicy,
  OrderAuctionReport,
  ProtocolFee,
  StoredAuction,
  StoredAuctionOrder,
  StoredSolution,
  StoredSolutionOrder,
  StoredTrade,
} from '../../../domain/auctions/types.js';
import type { Interaction, Order, OrderEvent } from '../../../domain/orders/types.js';

type Schemas = components['schemas'];

function toAmountsDto(amounts: Readonly<Record<string, bigint>>): Record<string, string> {
  const dto: Record<string, string> = {};
  for (const key of Object.keys(amounts).sort()) dto[key] = (amounts[key] as bigint).toString();
  return dto;
}

export function toFeePolicyDto(policy: FeePolicy): Schemas['FeePolicy'] {
  switch (policy.kind) {
    case 'surplus':
      return { surplus: { factor: policy.factor, maxVolumeFactor: policy.maxVolumeFactor } };
    case 'volume':
      return { volume: { factor: policy.factor } };
    case 'priceImprovement':
      return {
        priceImprovement: {
          factor: policy.factor,
          maxVolumeFactor: policy.maxVolumeFactor,
          quote: {
            sellAmount: policy.quote.sellAmount.toString(),
            buyAmount: policy.quote.buyAmount.toString(),
            fee: policy.quote.fee.toString(),
          },
        },
      };
  }
}

export function toDebugFeePolicyDto(policy: FeePolicy): Schemas['DebugFeePolicy'] {
  switch (policy.kind) {
    case 'surplus':
      return { kind: 'surplus', surplusFactor: policy.factor, surplusMaxVolumeFactor: policy.maxVolumeFactor };
    case 'volume':
      return { kind: 'volume', volumeFactor: policy.factor };
    case 'priceImprovement':
      return {
        kind: 'priceImprovement',
        priceImprovementFactor: policy.factor,
        priceImprovementMaxVolumeFactor: policy.maxVolumeFactor,
      };
  }
}

function toExecutedProtocolFeeDto(fee: ProtocolFee): Schemas['ExecutedProtocolFee'] {
  return { policy: toFeePolicyDto(fee.policy), amount: fee.amount.toString(), token: fee.token };
}

export function toTradeDto(trade: StoredTrade): Schemas['Trade'] {
  return {
    blockNumber: trade.blockNumber,
    logIndex: trade.logIndex,
    orderUid: trade.orderUid,
    owner: trade.owner,
    sellToken: trade.sellToken,
    buyToken: trade.buyToken,
    sellAmount: trade.sellAmount.toString(),
    sellAmountBeforeFees: trade.sellAmountBeforeFees.toString(),
    buyAmount: trade.buyAmount.toString(),
    txHash: trade.txHash,
    executedProtocolFees: trade.protocolFees.map(toExecutedProtocolFeeDto),
  };
}

function toInteractionDto(interaction: Interaction): Schemas['InteractionData'] {
  return { target: interaction.target, value: interaction.value.toString(), callData: interaction.callData };
}

/** An auction order: the order as stored plus what the auction handed to solvers. */
export function toAuctionOrderDto(order: Order, entry: StoredAuctionOrder): Schemas['AuctionOrder'] {
  const dto: Schemas['AuctionOrder'] = {
    uid: order.uid,
    sellToken: order.sellToken,
    buyToken: order.buyToken,
    sellAmount: order.sellAmount.toString(),
    buyAmount: order.buyAmount.toString(),
    created: String(Math.floor(order.createdAt.getTime() / 1000)),
    validTo: order.validTo,
    kind: order.kind,
    receiver: order.receiver,
    owner: order.owner,
    partiallyFillable: order.partiallyFillable,
    executed: entry.executed.toString(),
    preInteractions: order.interactions.pre.map(toInteractionDto),
    postInteractions: order.interactions.post.map(toInteractionDto),
    sellTokenBalance: order.sellTokenBalance,
    buyTokenBalance: order.buyTokenBalance,
    class: order.class,
    appData: order.appData,
    signature: order.signature,
    protocolFees: entry.protocolFees.map(toFeePolicyDto),
  };
  if (order.quote) {
    dto.quote = {
      sellAmount: order.quote.sellAmount.toString(),
      buyAmount: order.quote.buyAmount.toString(),
      fee: order.quote.feeAmount.toString(),
    };
  }
  return dto;
}

/** `GET /api/v1/auction`; `orders` holds the stored orders of the auction (unknown uids are left out). */
export function toAuctionDto(
  auction: StoredAuction,
  entries: readonly StoredAuctionOrder[],
  orders: ReadonlyMap<string, Order>,
): Schemas['Auction'] {
  return {
    id: auction.id,
    block: auction.block,
    orders: entries.flatMap((entry) => {
      const order = orders.get(entry.uid);
      return order ? [toAuctionOrderDto(order, entry)] : [];
    }),
    prices: toAmountsDto(auction.prices),
    surplusCapturingJitOrderOwners: [...auction.surplusCapturingJitOrderOwners],
  };
}

function toCompetitionAuctionDto(auction: StoredAuction): Schemas['CompetitionAuction'] {
  return { orders: [...auction.orderUids], prices: toAmountsDto(auction.prices) };
}

function toSolutionOrderV1Dto(order: StoredSolutionOrder): Schemas['SolutionOrderV1'] {
  return { id: order.uid, sellAmount: order.executedSell.toString(), buyAmount: order.executedBuy.toString() };
}

function toSolutionV1Dto(solution: StoredSolution): Schemas['SolverSettlementV1'] {
  return {
    solver: solution.solver,
    solverAddress: solution.solverAddress,
    score: solution.score.toString(),
    ranking: solution.ranking,
    clearingPrices: toAmountsDto(solution.clearingPrices),
    orders: solution.orders.map(toSolutionOrderV1Dto),
    isWinner: solution.isWinner,
    filteredOut: solution.filteredOut,
  };
}

/** v1 competition (the spec): solutions worst → best, as stored. */
export function toCompetitionV1Dto(competition: Competition): Schemas['SolverCompetitionV1'] {
  const { auction } = competition;
  return {
    auctionId: auction.id,
    transactionHashes: [...competition.transactionHashes],
    auctionStartBlock: auction.block,
    competitionSimulationBlock: auction.block,
    auction: toCompetitionAuctionDto(auction),
    solutions: competition.solutions.map(toSolutionV1Dto),
  };
}

function toSolutionV2Dto(solution: StoredSolution): Schemas['SolverSettlementV2'] {
  return {
    solverAddress: solution.solverAddress,
    score: solution.score.toString(),
    ranking: solution.ranking,
    clearingPrices: toAmountsDto(solution.clearingPrices),
    orders: solution.orders.map((order) => ({
      ...toSolutionOrderV1Dto(order),
      sellToken: order.sellToken,
      buyToken: order.buyToken,
    })),
    isWinner: solution.isWinner,
    filteredOut: solution.filteredOut,
    // Null for solutions that did not win (or whose settlement has not landed).
    txHash: solution.txHash,
    referenceScore: solution.referenceScore?.toString() ?? null,
  };
}

/** v2 competition (the reference): reference scores per winning solver, deadline block, per-solution tx hash. */
export function toCompetitionV2Dto(competition: Competition): Schemas['SolverCompetitionV2'] {
  const { auction } = competition;
  return {
    auctionId: auction.id,
    auctionStartBlock: auction.block,
    auctionDeadlineBlock: auction.deadlineBlock,
    transactionHashes: [...competition.transactionHashes],
    referenceScores: toAmountsDto(auction.referenceScores),
    auction: toCompetitionAuctionDto(auction),
    solutions: competition.solutions.map(toSolutionV2Dto),
    bannedSolvers: competition.bannedSolvers.map(toBannedSolverDto),
  };
}

function toBannedSolverDto(ban: SolverBan): Schemas['BannedSolver'] {
  return {
    solver: ban.solver,
    solverAddress: ban.solverAddress,
    fromBlock: ban.fromBlock,
    untilBlock: ban.untilBlock,
    reason: ban.reason,
  };
}

const isoFromSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

function toDebugEventDto(event: OrderEvent): Schemas['DebugEvent'] {
  const dto: Schemas['DebugEvent'] = { label: event.label, timestamp: event.timestamp.toISOString() };
  if (event.reason !== null) dto.reason = event.reason as NonNullable<Schemas['DebugEvent']['reason']>;
  if (event.auctionId !== null) dto.auctionId = event.auctionId;
  return dto;
}

/** A landed settlement's input and its calls in the contract's three phases (`AuctionRunner.winnerCalldata`). */
export type SettlementCalldata = {
  callData: Hex;
  uninternalizedCallData: Hex;
  interactions: readonly (readonly SettlementInteraction[])[];
};

/** The calldata of auction `auctionId`'s settlement by solution `solutionUid`, when it landed. */
export type SettlementCalldataOf = (auctionId: number, solutionUid: number) => SettlementCalldata | undefined;

/**
 * One auction of the debug report: prices of the order's tokens only; the calldata of the
 * settlements that traded the order.
 */
export function toDebugAuctionDto(
  report: OrderAuctionReport,
  order: Order,
  calldataOf: SettlementCalldataOf,
): Schemas['DebugAuction'] {
  const { auction } = report;
  const nativePrices: Record<string, string> = {};
  for (const token of [order.sellToken, order.buyToken].sort()) {
    const price = auction.prices[token as Address];
    if (price !== undefined) nativePrices[token] = price.toString();
  }
  return {
    id: auction.id,
    block: auction.block,
    timestamp: isoFromSeconds(auction.timestamp),
    deadline: auction.deadlineBlock,
    nativePrices,
    proposedSolutions: report.solutions.map((solution) => ({
      solutionUid: solution.solutionUid,
      ranking: solution.ranking,
      solver: solution.solverAddress,
      isWinner: solution.isWinner,
      filteredOut: solution.filteredOut,
      score: solution.score.toString(),
      executedSell: solution.order.executedSell.toString(),
      executedBuy: solution.order.executedBuy.toString(),
    })),
    executions: report.trades.map((trade) => ({
      executedFee: trade.executedFee.toString(),
      executedFeeToken: trade.sellToken,
      blockNumber: trade.blockNumber,
      protocolFees: trade.protocolFees.map((fee) => ({ token: fee.token, amount: fee.amount.toString() })),
    })),
    settlementAttempts: report.settlementAttempts.map((attempt) => {
      const dto: Schemas['DebugSettlementAttempt'] = {
        solver: attempt.solverAddress,
        solutionUid: attempt.solutionUid,
        startTimestamp: isoFromSeconds(attempt.startTimestamp),
        startBlock: attempt.startBlock,
        deadlineBlock: attempt.deadlineBlock,
        outcome: describeSettlementOutcome(attempt.outcome),
      };
      if (attempt.endTimestamp !== null) dto.endTimestamp = isoFromSeconds(attempt.endTimestamp);
      if (attempt.endBlock !== null) dto.endBlock = attempt.endBlock;
      const traded = report.trades.some((trade) => trade.solutionUid === attempt.solutionUid);
      const calldata = traded ? calldataOf(auction.id, attempt.solutionUid) : undefined;
      if (calldata !== undefined) {
        dto.callData = calldata.callData;
        dto.uninternalizedCallData = calldata.uninternalizedCallData;
        dto.interactions = calldata.interactions.map((phase) =>
          phase.map((call) => ({ target: call.target, value: call.value.toString(), callData: call.callData })),
        );
      }
      return dto;
    }),
    feePolicies: report.feePolicies.map(toDebugFeePolicyDto),
    bannedSolvers: report.bannedSolvers.map(toBannedSolverDto),
  };
}

/**
 * The debug report (docs/protocol.md#response-shapes-of-auctions): the order, its events, its
 * auctions by id and its trades.
 */
export function toDebugReportDto(parameters: {
  order: Order;
  orderDto: Schemas['Order'];
  events: readonly OrderEvent[];
  auctions: readonly OrderAuctionReport[];
  trades: readonly StoredTrade[];
  calldataOf: SettlementCalldataOf;
}): Schemas['DebugOrderResponse'] {
  const { order } = parameters;
  return {
    orderUid: order.uid,
    order: parameters.orderDto,
    events: parameters.events.map(toDebugEventDto),
    auctions: [...parameters.auctions]
      .sort((a, b) => a.auction.id - b.auction.id)
      .map((report) => toDebugAuctionDto(report, order, parameters.calldataOf)),
    trades: parameters.trades.map((trade) => ({
      blockNumber: trade.blockNumber,
      logIndex: trade.logIndex,
      buyAmount: trade.buyAmount.toString(),
      sellAmount: trade.sellAmount.toString(),
      sellAmountBeforeFees: trade.sellAmountBeforeFees.toString(),
      txHash: trade.txHash,
      auctionId: trade.auctionId,
    })),
  };
}
