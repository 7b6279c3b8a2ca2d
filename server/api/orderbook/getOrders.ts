import type { Hex } from 'viem';
import type { components } from '../../../generated/orderbook/types.js';
import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { SerializedJson, type SerializingHandler } from '../../http/serializedJson.js';
import { uidOfWireOrder } from '../../domain/orders/types.js';
import { toOrderJson } from './dto/order.js';

type OrderOrError = components['schemas']['OrderOrError'];

/** `POST /api/v1/orders/by_uids`: found orders only; an order that fails conversion is an error item. */
export const getOrders: SerializingHandler<Handlers<AppContext>['getOrders']> = ({ params, body }, context) => {
  const chain = context.orderbook.chain(params.network);
  const uids = [...new Set(body.map((uid) => uid.toLowerCase() as Hex))];
  const items = context.orderbook.stores.orders.getWireOrders(params.network, uids).map((order) => {
    try {
      // `{ order }` with the order already serialized.
      return `{"order":${toOrderJson(order, chain)}}`;
    } catch (error) {
      const uid = uidOfWireOrder(order);
      const description = error instanceof Error ? error.message : String(error);
      return JSON.stringify({ error: { uid, description } } satisfies OrderOrError);
    }
  });
  return { status: 200, body: new SerializedJson<OrderOrError[]>(`[${items.join(',')}]`) };
};
