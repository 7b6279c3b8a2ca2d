import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import type { HandlersStreaming } from '../../http/eventStream.js';
import type { HandlersSerializing } from '../../http/serializedJson.js';
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
import { quoteStream } from './quoteStream.js';
import { getAppDataByHash } from './getAppDataByHash.js';
import { registerAppData } from './registerAppData.js';
import { registerAppDataByHash } from './registerAppDataByHash.js';
import { getOrdersByTxHash } from './getOrdersByTxHash.js';
import { getAddressTotalSurplus } from './getAddressTotalSurplus.js';
import { getTrades } from './getTrades.js';
import { getTradesV2 } from './getTradesV2.js';
import { getCurrentBatchAuction } from './getCurrentBatchAuction.js';
import { getSolverCompetition } from './getSolverCompetition.js';
import { getSolverCompetitionLatest } from './getSolverCompetitionLatest.js';
import { getSolverCompetitionByTxHash } from './getSolverCompetitionByTxHash.js';
import { getSolverCompetitionByAuctionIdV2 } from './getSolverCompetitionByAuctionIdV2.js';
import { getSolverCompetitionLatestV2 } from './getSolverCompetitionLatestV2.js';
import { getSolverCompetitionByTxHashV2 } from './getSolverCompetitionByTxHashV2.js';
import { getSolverCompetitionByAuctionIdRestrictedV2 } from './getSolverCompetitionByAuctionIdRestrictedV2.js';
import { getOrderDebugReport } from './getOrderDebugReport.js';
import { debugOrder } from './debugOrder.js';
import { getTokenMetadata } from './getTokenMetadata.js';
import { getReadiness } from './getReadiness.js';
import { debugSimulation } from './debugSimulation.js';
import { debugSimulationPost } from './debugSimulationPost.js';
import { streamAccountEvents } from './streamAccountEvents.js';
import { streamAuctionEvents } from './streamAuctionEvents.js';
import { streamOrderEvents } from './streamOrderEvents.js';
import { listAuctions } from './listAuctions.js';
import { getAuctionSummary } from './getAuctionSummary.js';

/**
 * One handler per order-book operationId; a missing or mistyped one fails to compile. The order
 * reads answer JSON spliced from stored fragments (`SerializedJson`).
 */
export const orderbookHandlers: HandlersStreaming<
  HandlersSerializing<Handlers<AppContext>, 'getOrder' | 'getOrders' | 'getUserOrders'>,
  'streamOrderEvents' | 'streamAccountEvents' | 'streamAuctionEvents' | 'quoteStream'
> = {
  getApiVersion,
  // Quotes, orders, cancellations, app data.
  quote,
  quoteStream,
  createOrder,
  getOrder,
  getOrders,
  getOrderStatus,
  // Server-sent event streams.
  streamOrderEvents,
  streamAccountEvents,
  streamAuctionEvents,
  getUserOrders,
  getOrdersByTxHash,
  cancelOrder,
  cancelOrders,
  registerAppData,
  registerAppDataByHash,
  getAppDataByHash,
  getTokenNativePrice,
  getAddressTotalSurplus,
  // Auctions, competitions, trades, debug.
  getTrades,
  getTradesV2,
  getCurrentBatchAuction,
  listAuctions,
  getAuctionSummary,
  getSolverCompetition,
  getSolverCompetitionLatest,
  getSolverCompetitionByTxHash,
  getSolverCompetitionByAuctionIdV2,
  getSolverCompetitionLatestV2,
  getSolverCompetitionByTxHashV2,
  getSolverCompetitionByAuctionIdRestrictedV2,
  getOrderDebugReport,
  debugOrder,
  // The reference's newer routes (token metadata, readiness).
  getTokenMetadata,
  getReadiness,
  // Order simulation against the simulated world ("why won't my order fill?").
  debugSimulation,
  debugSimulationPost,
};
