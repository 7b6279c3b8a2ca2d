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

/** What one solution of one of the order's competitions executes for it. */
export type CompetitionSolution = { solver: string; executedSell: bigint; executedBuy: bigint };

/** Types whose status names the solvers of the latest competition. */
const withSolvers = new Set<CompetitionOrderStatus['type']>(['solved', 'executing', 'traded']);

/**
 * `GET /orders/{uid}/status` from the order's latest event (PROTOCOL.md section 6); any trade
 * makes it `traded`. For `solved`, `executing` and `traded`, `value` lists the solutions that
 * executed the order in one competition (the caller's choice: its first trade's once it traded,
 * else its latest), ascending by score (the last one won), with the amounts each would execute.
 */
export function competitionStatus(
  order: Order,
  latestEvent: OrderEventLabel | undefined,
  solutions: readonly CompetitionSolution[] = [],
): CompetitionOrderStatus {
  const type =
    order.executedBuy > 0n || isFullyExecuted(order) ? 'traded' : latestEvent ? typeByLabel[latestEvent] : 'open';
  if (!withSolvers.has(type) || solutions.length === 0) return { type };
  return {
    type,
    value: solutions.map((solution) => ({
      solver: solution.solver,
      executedAmounts: { sell: solution.executedSell.toString(), buy: solution.executedBuy.toString() },
    })),
  };
}
