import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { getAppData } from '../../domain/appData.js';

export const getAppDataByHash: Handlers<AppContext>['getAppDataByHash'] = ({ params }, context) => ({
  status: 200,
  body: { fullAppData: getAppData(context.orderbook.stores.appData, params.app_data_hash) },
});
