import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { orderDebugReport } from './getOrderDebugReport.js';

/** The reference's restricted path of the debug report: the same report. */
export const debugOrder: Handlers<AppContext>['debugOrder'] = orderDebugReport;
