import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { notImplemented } from '../notImplemented.js';
import { getApiVersion } from './getApiVersion.js';
import { getTokenNativePrice } from './getTokenNativePrice.js';
import { cancelOrders } from './cancelOrders.js';
import { cancelOrder } from './cancelOrder.js';
import { getUserOrders } from './getUserOrders.js';
import { getOrderStatus } from './getOrderStatus.js';
import { getOrders } from './getOrders.js';
import { getOrder } from './getOrder.js';
import { createOrder } from './createOrder.js';
import { quote } from './quote.js';
import { getAppDataByHash } from './getAppDataByHash.js';
import { registerAppData } from './registerAppData.js';
import { registerAppDataByHash } from './registerAppDataByHash.js';

/** One handler per order-book operationId; a missing or mistyped one fails to compile. */
export const orderbookHandlers: Handlers<AppContext> = {
  getApiVersion,
  // Quotes, orders, cancellations, app data (order-book issue).
  quote,
  createOrder,
  getOrder,
  getOrders,
  getOrderStatus,
  getUserOrders,
  getOrdersByTxHash: notImplemented('getOrdersByTxHash'),
  cancelOrder,
  cancelOrders,
  registerAppData,
  registerAppDataByHash,
  getAppDataByHash,
  getTokenNativePrice,
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
