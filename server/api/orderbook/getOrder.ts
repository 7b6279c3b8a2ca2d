import type { Hex } from 'viem';
import type { components } from '../../../generated/orderbook/types.js';
import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../domain/errors.js';
import { SerializedJson, type SerializingHandler } from '../../http/serializedJson.js';
import { parseUidParam } from './dto/params.js';

export const getOrder: SerializingHandler<Handlers<AppContext>['getOrder']> = ({ params }, context) => {
  const uid: Hex = parseUidParam(params.UID);
  const json = context.orderbook.accountPages.order(
    { network: params.network, uid },
    context.orderbook.chain(params.network),
  );
  if (json === undefined) throw new NotFoundError(`order ${uid} was not found`);
  return { status: 200, body: new SerializedJson<components['schemas']['Order']>(json) };
};
