import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../domain/errors.js';
import { competitionStatus } from '../../domain/orders/competitionStatus.js';
import { isInvalidated } from '../../domain/orders/deriveOrderStatus.js';
import { parseUidParam } from './dto/params.js';

export const getOrderStatus: Handlers<AppContext>['getOrderStatus'] = ({ params }, context) => {
  const uid = parseUidParam(params.UID);
  const { orders } = context.orderbook.stores;
  const order = orders.getOrder(uid);
  if (!order || order.network !== params.network) throw new NotFoundError(`order ${uid} was not found`);
  const { store } = context.auctions;
  // As the reference: once the order traded, the competition of its first trade (a stable answer
  // for partially fillable orders, whose later auctions may propose other fills); else the latest
  // competition. Every solution of it is listed, with the amounts it executes for this order.
  const solutionsOf = () => {
    const firstTrade = store.findTrades({ network: params.network, orderUid: uid }).at(-1);
    return store.findOrderCompetition(params.network, uid, firstTrade?.auctionId).map((solution) => ({
      // The solver's address, as the reference answers since it dropped solver names here.
      solver: solution.solverAddress,
      executed: solution.order ? { sell: solution.order.executedSell, buy: solution.order.executedBuy } : null,
    }));
  };
  // A cancellation racing a settlement under way waits for it (`isInvalidated`): until the
  // settlement has run, the order is still executing, not cancelled.
  const latest = orders.latestEventLabel(uid);
  const deferred = latest === 'cancelled' && !isInvalidated(order, context.orderbook.chain(params.network));
  return { status: 200, body: competitionStatus(order, deferred ? 'executing' : latest, solutionsOf) };
};
