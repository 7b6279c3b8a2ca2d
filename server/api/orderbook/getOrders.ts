import type { Hex } from 'viem';
import type { components } from '../../../generated/orderbook/types.js';
import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext, CachedOrderRead } from '../../context.js';
import { SerializedJson, utf8OfParts, type SerializingHandler } from '../../http/serializedJson.js';
import type { ChainView } from '../../domain/ports.js';
import { toOrderJson } from './dto/order.js';

type OrderOrError = components['schemas']['OrderOrError'];

/** `POST /api/v1/orders/by_uids`: found orders only; an order that fails conversion is an error item. */
export const getOrders: SerializingHandler<Handlers<AppContext>['getOrders']> = ({ params, body }, context) => {
  const chain = context.orderbook.chain(params.network);
  const uids = [...new Set(body.map((uid) => uid.toLowerCase() as Hex))];
  const parts = ['['];
  for (const order of context.orderbook.orderJson.orders(params.network, uids)) {
    if (parts.length > 1) parts.push(',');
    parts.push(orderOrErrorJson(order, chain));
  }
  parts.push(']');
  // As bytes without one large string between: 128 orders are ~160 KB.
  return { status: 200, body: new SerializedJson<OrderOrError[]>(utf8OfParts(parts)) };
};

/** `{"order": …}`, or `{"error": …}` when the order cannot be shown. */
function orderOrErrorJson(order: CachedOrderRead, chain: ChainView): string {
  try {
    // `{ order }` with the order already serialized.
    return `{"order":${toOrderJson(order, chain)}}`;
  } catch (error) {
    const uid = order.cached === null ? order.order.uid : order.state.uid;
    const description = error instanceof Error ? error.message : String(error);
    return JSON.stringify({ error: { uid, description } } satisfies OrderOrError);
  }
}
