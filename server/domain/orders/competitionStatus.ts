import type { Address } from 'viem';
import type { components } from '../../../generated/orderbook/types.js';
import { isFullyExecuted } from './deriveOrderStatus.js';
import type { Order, OrderEventLabel } from './types.js';

type CompetitionOrderStatus = components['schemas']['CompetitionOrderStatus'];

const typeByLabel: Record<OrderEventLabel, CompetitionOrderStatus['type']> = {
  created: 'scheduled',
  ready: 'active',
  considered: 'solved',
  executing: 'executing',
  traded: 'traded',
  cancelled: 'cancelled',
  filtered: 'open',
  invalid: 'open',
};

/** The solver (by address) of one solution of the order's competition and what it executes for the order (null: not in it). */
export type CompetitionSolution = { solver: Address; executed: { sell: bigint; buy: bigint } | null };

/** Types whose status names the solvers of a competition. */
const withSolvers = new Set<CompetitionOrderStatus['type']>(['solved', 'executing', 'traded']);

/**
 * `GET /orders/{uid}/status` from the order's latest event (docs/protocol.md#the-order-status-endpoint); any trade
 * makes it `traded`. For `solved`, `executing` and `traded`, `value` lists every solution of one
 * competition (the caller's choice: its first trade's once it traded, else the latest), ascending
 * by score (the last one won), each with the amounts it executes for the order, `null` when it
 * leaves the order out: the reference's `SolutionInclusion`, whose empty option serializes as null.
 */
export function competitionStatus(
  order: Order,
  latestEvent: OrderEventLabel | undefined,
  /** Read only for the types that name solvers (a polled endpoint: most orders are just open). */
  solutionsOf: () => readonly CompetitionSolution[] = () => [],
): CompetitionOrderStatus {
  const type =
    order.executedBuy > 0n || isFullyExecuted(order) ? 'traded' : latestEvent ? typeByLabel[latestEvent] : 'open';
  if (!withSolvers.has(type)) return { type };
  return {
    type,
    value: solutionsOf().map(({ solver, executed }) => ({
      solver,
      executedAmounts: executed ? { sell: executed.sell.toString(), buy: executed.buy.toString() } : null,
    })),
  };
}
