import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { registerAppData } from '../../domain/appData.js';

export const registerAppDataByHash: Handlers<AppContext>['registerAppDataByHash'] = ({ params, body }, context) => {
  const { hash, created } = registerAppData(context.orderbook.stores.appData, {
    fullAppData: body.fullAppData,
    expectedHash: params.app_data_hash,
  });
  return created ? { status: 201, body: hash } : { status: 200, body: hash };
};
