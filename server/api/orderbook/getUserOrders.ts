import type { components } from '../../../generated/orderbook/types.js';
import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../domain/errors.js';
import { SerializedJson, type SerializingHandler } from '../../http/serializedJson.js';
import { parseAddressParam } from './dto/params.js';

export const MAX_PAGE_SIZE = 1000;

export const getUserOrders: SerializingHandler<Handlers<AppContext>['getUserOrders']> = (
  { params, query },
  context,
) => {
  const limit = query.limit ?? 10;
  if (limit < 1 || limit > MAX_PAGE_SIZE)
    throw new ApiError('LIMIT_OUT_OF_BOUNDS', `The pagination limit is [1,${MAX_PAGE_SIZE}].`);
  const page = context.orderbook.accountPages.page(
    { network: params.network, owner: parseAddressParam(params.owner), offset: query.offset ?? 0, limit },
    context.orderbook.chain(params.network),
  );
  return { status: 200, body: new SerializedJson<components['schemas']['Order'][]>(page) };
};
