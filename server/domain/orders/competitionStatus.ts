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

/**
 * `GET /orders/{uid}/status` from the order's latest event (PROTOCOL.md section 6); any trade
 * makes it `traded`. The solvers of the latest competition come with the batch auctions.
 */
export function competitionStatus(order: Order, latestEvent: OrderEventLabel | undefined): CompetitionOrderStatus {
  if (order.executedBuy > 0n || isFullyExecuted(order)) return { type: 'traded' };
  return { type: latestEvent ? typeByLabel[latestEvent] : 'open' };
}
