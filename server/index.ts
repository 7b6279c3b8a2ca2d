/**
 * The server's public entry: what scripts (the simulation, the benches) and tools use to start,
 * seed and read a batchbook server in-process. Everything else under `server/` is internal.
 */
export { bootServer, listen, type BootOptions, type BootedServer } from './boot.js';
export { start as startServer, type StartedServer } from './main.js';
export { createApp } from './app.js';
export { ConfigError, loadConfig, parseSolverAnswers, parseSolverList, type Config } from './config.js';
export { MANUAL_CLOCK_EPOCH, type AppContext } from './context.js';
export { openDatabase, type Database } from './db/open.js';
export { auctionHistory, type AuctionHistory, type CompetitionOutline } from './auctionHistory.js';
export { markAuctionsCaughtUp, seedOrder } from './seeding/seedDatabase.js';
export { signOrders, type SignedOrder } from './seeding/signedOrders.js';
export type { Order } from './domain/orders/types.js';
export type { StoredSettlementAttempt, StoredTrade } from './domain/auctions/types.js';
export type { NotificationType } from './domain/companion/ports.js';
export { defaultSolverDeadlineMs } from './auctions/auctionRunner.js';
export { httpTransport, startEngineRound, type EngineTransport } from './solvers/engineRound.js';
export { OrderJsonCache } from './solvers/solveRequest.js';
