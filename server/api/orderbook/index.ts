import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { notImplemented } from '../notImplemented.js';
import { getApiVersion } from './getApiVersion.js';

/** One handler per order-book operationId; a missing or mistyped one fails to compile. */
export const orderbookHandlers: Handlers<AppContext> = {
  getApiVersion,
  // Quotes, orders, cancellations, app data (order-book issue).
  quote: notImplemented('quote'),
  createOrder: notImplemented('createOrder'),
  getOrder: notImplemented('getOrder'),
  getOrders: notImplemented('getOrders'),
  getOrderStatus: notImplemented('getOrderStatus'),
  getUserOrders: notImplemented('getUserOrders'),
  getOrdersByTxHash: notImplemented('getOrdersByTxHash'),
  cancelOrder: notImplemented('cancelOrder'),
  cancelOrders: notImplemented('cancelOrders'),
  registerAppData: notImplemented('registerAppData'),
  registerAppDataByHash: notImplemented('registerAppDataByHash'),
  getAppDataByHash: notImplemented('getAppDataByHash'),
  getTokenNativePrice: notImplemented('getTokenNativePrice'),
  getAddressTotalSurplus: notImplemented('getAddressTotalSurplus'),
  // Auctions, competitions, trades, debug (batch-auction issue).
  getTrades: notImplemented('getTrades'),
  getTradesV2: notImplemented('getTradesV2'),
  getCurrentBatchAuction: notImplemented('getCurrentBatchAuction'),
  getSolverCompetition: notImplemented('getSolverCompetition'),
  getSolverCompetitionLatest: notImplemented('getSolverCompetitionLatest'),
  getSolverCompetitionByTxHash: notImplemented('getSolverCompetitionByTxHash'),
  getSolverCompetitionByAuctionIdV2: notImplemented('getSolverCompetitionByAuctionIdV2'),
  getSolverCompetitionLatestV2: notImplemented('getSolverCompetitionLatestV2'),
  getSolverCompetitionByTxHashV2: notImplemented('getSolverCompetitionByTxHashV2'),
  getSolverCompetitionByAuctionIdRestrictedV2: notImplemented('getSolverCompetitionByAuctionIdRestrictedV2'),
  getOrderDebugReport: notImplemented('getOrderDebugReport'),
  debugOrder: notImplemented('debugOrder'),
};
