/**
 * What the event streams send and the reads they need (implemented in
 * `server/db/stores/streamEvents.ts`).
 */
import type { Address, Hex } from 'viem';
import type { StoredTrade } from '../auctions/types.js';
import type { OrderEventLabel } from '../orders/types.js';
import type { SettlementOutcome, SolutionExclusion, SolverRejection } from '../../../simulator/index.js';

/** One row of `order_events` with its order's network and owner. */
export type OrderStreamRow = {
  readonly id: number;
  readonly uid: Hex;
  /** Lower case. */
  readonly owner: Address;
  readonly network: string;
  readonly label: OrderEventLabel;
  readonly reason: string | null;
  /** ISO 8601. */
  readonly timestamp: string;
};

/**
 * How far a client of the auction stream has read, one part per kind of event: the last auction
 * announced, the last competition, the last settlement (auction id, solution uid; `[0, -1]`: none).
 */
export type AuctionStreamCursor = {
  readonly auction: number;
  readonly competition: number;
  readonly settlement: readonly [number, number];
};

export type AuctionStreamEvent =
  | {
      kind: 'auction';
      position: { auction: number };
      data: { auctionId: number; block: number; deadlineBlock: number; timestamp: number; orderCount: number };
    }
  | {
      kind: 'competition';
      position: { competition: number };
      data: {
        auctionId: number;
        block: number;
        solutions: {
          solutionUid: number;
          solver: string;
          solverAddress: Address;
          score: string;
          ranking: number;
          isWinner: boolean;
          filteredOut: boolean;
          exclusion?: ExclusionData;
        }[];
      };
    }
  | {
      kind: 'settlement';
      position: { settlement: readonly [number, number] };
      data: {
        auctionId: number;
        solutionUid: number;
        solver: string;
        solverAddress: Address;
        outcome: SettlementOutcome;
        txHash: Hex | null;
        endBlock: number | null;
      };
    };

/** Why a solution did not win, on the wire: the simulator's `SolutionExclusion` with decimal scores. */
export type ExclusionData =
  | (Omit<Extract<SolutionExclusion, { kind: 'unfair' }>, 'score' | 'referenceScore'> & {
      score: string;
      referenceScore: string;
    })
  | Exclude<SolutionExclusion, { kind: 'unfair' }>;

/** The `data` of an auction stream event of one kind. */
export type AuctionEventData<Kind extends AuctionStreamEvent['kind']> = Extract<
  AuctionStreamEvent,
  { kind: Kind }
>['data'];

/** One auction at a glance: the data of its three kinds of events together (settlements that ended). */
export type AuctionSummary = AuctionEventData<'auction'> & {
  /** The auction's native prices by token, decimal strings. */
  prices: Record<string, string>;
  solutions: AuctionEventData<'competition'>['solutions'];
  settlements: AuctionEventData<'settlement'>[];
  /** Solvers that bid nothing, and why. */
  rejections: SolverRejection[];
};

export type StreamEventReader = {
  /** The id of the newest order event (0 without any). */
  latestOrderEventId(): number;
  /** Every order event after `afterId`, oldest first. */
  orderEventsAfter(afterId: number): OrderStreamRow[];
  eventsOfOrder(uid: Hex, afterId: number): OrderStreamRow[];
  eventsOfOwner(network: string, owner: Address, afterId: number): OrderStreamRow[];
  /** The trade a `traded` event reports. */
  tradeOf(row: OrderStreamRow): StoredTrade | undefined;
  /** The network and owner of a stored order. */
  orderPlace(uid: Hex): { network: string; owner: Address } | undefined;
  /** The cursor of a client that has seen everything stored. */
  latestAuctionCursor(network: string): AuctionStreamCursor;
  auctionEventsAfter(network: string, cursor: AuctionStreamCursor): AuctionStreamEvent[];
  /** The network's auctions with an id below `before` (all when absent), newest first, at most `limit`. */
  auctionSummaries(network: string, page: { before: number | undefined; limit: number }): AuctionSummary[];
};
