import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { registerAppData as register } from '../../domain/appData.js';

/** `PUT /api/v1/app_data`: like `registerAppDataByHash` with the hash computed by the server. */
export const registerAppData: Handlers<AppContext>['registerAppData'] = ({ body }, context) => {
  const { hash, created } = register(context.orderbook.stores.appData, { fullAppData: body.fullAppData });
  return created ? { status: 201, body: hash } : { status: 200, body: hash };
};
