/**
 * What an external engine hears on `/notify` (docs/protocol.md#solver-engines), in the reference
 * driver's kinds (`crates/solvers-dto/src/notification.rs`): about its answer once the auction's
 * competition is decided, and about its winning solution once the settlement ended.
 */
import type { Address, Hex } from 'viem';
import {
  SETTLEMENT_CONTRACT,
  type AuctionOrder,
  type EngineAnswer,
  type Settlement,
  type SolverBan,
  type SolverRejection,
} from '../../simulator/index.js';
import type { NotificationDto, SolveResponse } from './dto.js';
import { encodeSettleCalldata, type EngineSolution } from './settleCalldata.js';

/** What a `simulationFailed` notification describes: the auction's block and orders and the engine's reply. */
export type SimulatedAuction = {
  readonly block: number;
  readonly orders: readonly AuctionOrder[];
  /** The network's wrapped native token, which prices an order buying the native token. */
  readonly wrappedNative: Address | undefined;
  /** The engine's `/solve` reply body, whose solutions the edge decoded. */
  readonly replyText: string | undefined;
};

/**
 * The notifications of one auction for one engine: why its answer brought nothing (timeout,
 * a failed request or an unreadable answer as `deserializationError`, invalid solutions as
 * `scoringFailed`, `duplicatedSolutionId`, `simulationFailed`), and each solution without trades
 * (`emptySolution`). An engine that answered `{error}` or whose solutions simply lost hears nothing.
 */
export function answerNotifications(
  auctionId: number,
  rejections: readonly SolverRejection[],
  answer: EngineAnswer | undefined,
  simulated: SimulatedAuction,
): NotificationDto[] {
  const about = { auctionId: String(auctionId), solutionId: null };
  let solutions: Map<number, EngineSolution> | undefined;
  const solutionOf = (id: number | undefined) => {
    solutions ??= new Map(replySolutions(simulated.replyText).map((solution) => [solution.id, solution]));
    return id === undefined ? undefined : solutions.get(id);
  };
  const notifications: NotificationDto[] = [];
  for (const rejection of rejections) {
    const reason = rejection.detail ?? rejection.reason;
    switch (rejection.reason) {
      case 'timeout':
        notifications.push({ ...about, kind: 'timeout' });
        break;
      case 'httpError':
      case 'deserializationError':
        notifications.push({ ...about, kind: 'deserializationError', reason });
        break;
      case 'invalidSolution':
        notifications.push({ ...about, kind: 'scoringFailed', reason });
        break;
      case 'duplicatedSolutionId':
        notifications.push({ ...about, kind: 'duplicatedSolutionId' });
        break;
      case 'simulationFailed':
        notifications.push({
          ...about,
          solutionId: rejection.solutionId ?? null,
          kind: 'simulationFailed',
          block: simulated.block,
          tx: {
            from: rejection.solverAddress,
            to: SETTLEMENT_CONTRACT,
            input: settleInput(auctionId, solutionOf(rejection.solutionId), simulated),
            value: '0',
            accessList: [],
          },
          succeededOnce: false,
          reason,
        });
        break;
      default:
        break;
    }
  }
  if (answer !== undefined && 'proposals' in answer) {
    answer.proposals.forEach((proposal, index) => {
      if (proposal.trades.length === 0)
        notifications.push({ ...about, solutionId: answer.solutionIds[index]!, kind: 'emptySolution' });
    });
  }
  return notifications;
}

/** The solutions of a reply the edge already validated against the response schema. */
function replySolutions(text: string | undefined): EngineSolution[] {
  if (text === undefined) return [];
  try {
    const body = JSON.parse(text) as SolveResponse;
    return 'solutions' in body ? body.solutions : [];
  } catch {
    return [];
  }
}

/**
 * The solution's `settle` calldata; `0x` when there is no solution to encode (a rejection
 * about the whole answer, which `simulationFailed` is not for an engine).
 */
function settleInput(auctionId: number, solution: EngineSolution | undefined, simulated: SimulatedAuction): Hex {
  if (solution === undefined) return '0x';
  const orders = new Map(simulated.orders.map((order) => [order.uid.toLowerCase() as Hex, order]));
  return encodeSettleCalldata(auctionId, solution, orders, simulated.wrappedNative);
}

/**
 * How a winning solution's settlement ended, in the reference's bodies: `success` and `revert`
 * with the transaction, `cancelled` (it no longer simulated, so it was not sent) and `expired`
 * without more.
 */
export function settlementNotification(
  auctionId: number,
  solutionId: number | null,
  settlement: Settlement,
): NotificationDto {
  const about = { auctionId: String(auctionId), solutionId };
  const transaction = settlement.txHash as Hex;
  switch (settlement.outcome.kind) {
    case 'success':
      return { ...about, kind: 'success', transaction };
    case 'reverted':
      return { ...about, kind: 'revert', transaction };
    case 'driverFailed':
      return { ...about, kind: 'cancelled' };
    case 'timeout':
      return { ...about, kind: 'expired' };
  }
}

/** The reference's ban reasons (`solvers-dto` `BanReason`) for the participation guard's. */
const BAN_REASONS = {
  nonSettling: 'unsettledConsecutiveAuctions',
  lowSettlementRate: 'highSettleFailureRate',
} as const satisfies Record<SolverBan['reason'], string>;

/**
 * The participation guard banned the engine until `until` (when the first block after the ban
 * comes), as the reference's `banned` body has it: the reason and an RFC 3339 time in chrono's
 * form (no fraction when it is zero).
 */
export function banNotification(ban: SolverBan, until: Date): NotificationDto {
  return {
    auctionId: null,
    solutionId: null,
    kind: 'banned',
    reason: BAN_REASONS[ban.reason],
    until: until.toISOString().replace('.000Z', 'Z'),
  };
}
