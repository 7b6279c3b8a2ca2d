import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';

export const getApiVersion: Handlers<AppContext>['getApiVersion'] = (_input, context) => ({
  status: 200,
  body: context.version,
});
