import type { Client, Options as Options2, TDataShape } from './client/index.js';
import type { CancelOrderData, CancelOrderErrors, CancelOrderResponses, CancelOrdersData, CancelOrdersErrors, CancelOrdersResponses, CreateOrderData, CreateOrderErrors, CreateOrderResponses, DebugOrderData, DebugOrderErrors, DebugOrderResponses, DebugSimulationData, DebugSimulationErrors, DebugSimulationPostData, DebugSimulationPostErrors, DebugSimulationPostResponses, DebugSimulationResponses, GetAddressTotalSurplusData, GetAddressTotalSurplusErrors, GetAddressTotalSurplusResponses, GetApiVersionData, GetApiVersionErrors, GetApiVersionResponses, GetAppDataByHashData, GetAppDataByHashErrors, GetAppDataByHashResponses, GetAuctionSummaryData, GetAuctionSummaryErrors, GetAuctionSummaryResponses, GetCurrentBatchAuctionData, GetCurrentBatchAuctionErrors, GetCurrentBatchAuctionResponses, GetOrderData, GetOrderDebugReportData, GetOrderDebugReportErrors, GetOrderDebugReportResponses, GetOrderErrors, GetOrderResponses, GetOrdersByTxHashData, GetOrdersByTxHashErrors, GetOrdersByTxHashResponses, GetOrdersData, GetOrdersErrors, GetOrdersResponses, GetOrderStatusData, GetOrderStatusErrors, GetOrderStatusResponses, GetReadinessData, GetReadinessErrors, GetReadinessResponses, GetSolverCompetitionByAuctionIdRestrictedV2Data, GetSolverCompetitionByAuctionIdRestrictedV2Errors, GetSolverCompetitionByAuctionIdRestrictedV2Responses, GetSolverCompetitionByAuctionIdV2Data, GetSolverCompetitionByAuctionIdV2Errors, GetSolverCompetitionByAuctionIdV2Responses, GetSolverCompetitionByTxHashData, GetSolverCompetitionByTxHashErrors, GetSolverCompetitionByTxHashResponses, GetSolverCompetitionByTxHashV2Data, GetSolverCompetitionByTxHashV2Errors, GetSolverCompetitionByTxHashV2Responses, GetSolverCompetitionData, GetSolverCompetitionErrors, GetSolverCompetitionLatestData, GetSolverCompetitionLatestErrors, GetSolverCompetitionLatestResponses, GetSolverCompetitionLatestV2Data, GetSolverCompetitionLatestV2Errors, GetSolverCompetitionLatestV2Responses, GetSolverCompetitionResponses, GetTokenMetadataData, GetTokenMetadataErrors, GetTokenMetadataResponses, GetTokenNativePriceData, GetTokenNativePriceErrors, GetTokenNativePriceResponses, GetTradesData, GetTradesErrors, GetTradesResponses, GetTradesV2Data, GetTradesV2Errors, GetTradesV2Responses, GetUserOrdersData, GetUserOrdersErrors, GetUserOrdersResponses, ListAuctionsData, ListAuctionsErrors, ListAuctionsResponses, QuoteData, QuoteErrors, QuoteResponses, QuoteStreamData, QuoteStreamErrors, QuoteStreamResponse, QuoteStreamResponses, RegisterAppDataByHashData, RegisterAppDataByHashErrors, RegisterAppDataByHashResponses, RegisterAppDataData, RegisterAppDataErrors, RegisterAppDataResponses, StreamAccountEventsData, StreamAccountEventsErrors, StreamAccountEventsResponse, StreamAccountEventsResponses, StreamAuctionEventsData, StreamAuctionEventsErrors, StreamAuctionEventsResponse, StreamAuctionEventsResponses, StreamOrderEventsData, StreamOrderEventsErrors, StreamOrderEventsResponse, StreamOrderEventsResponses } from './types.gen.js';
export type Options<TData extends TDataShape = TDataShape, ThrowOnError extends boolean = boolean, TResponse = unknown> = Options2<TData, ThrowOnError, TResponse> & {
    /**
     * You can provide a client instance returned by `createClient()` instead of
     * individual options. This might be also useful if you want to implement a
     * custom client.
     */
    client?: Client;
    /**
     * You can pass arbitrary values through the `meta` object. This can be
     * used to access values that aren't defined as part of the SDK function.
     */
    meta?: Record<string, unknown>;
};
/**
 * Quote a price and fee for the specified order parameters.
 *
 * Given a partial order, compute the network fee and a price estimate. The response holds a
 * complete order that can be signed (with `feeAmount` "0" and `sellAmount` = quoted sell
 * amount + fee) and submitted to `POST /api/v1/orders`.
 *
 * The body matches exactly one size shape (`kind: sell` + `sellAmountBeforeFee`,
 * `kind: sell` + `sellAmountAfterFee`, or `kind: buy` + `buyAmountAfterFee`) and at most one
 * of `validTo` / `validFor` (default `validFor` 1800 s).
 *
 */
export declare const quote: <ThrowOnError extends boolean = false>(options: Options<QuoteData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<QuoteResponses, QuoteErrors, ThrowOnError, "fields">;
/**
 * Stream progressively better quotes as the price sources answer.
 *
 * Takes the body of `POST /api/v1/quote`. Instead of one answer, a server-sent event stream:
 * each of the network's price sources (each route the simulated pools offer, asked in a
 * fixed order: the direct pool, then the path through the wrapped native token) prices the
 * order, and a quote goes out only when it ranks above the best one already sent (a
 * verified quote above an unverified one, then the most buy token per sell token paid, fee
 * included). So the stream may hold fewer events than there are sources; its last quote is
 * the best, the quote `POST /api/v1/quote` answers. Each quote is stored and carries its own
 * `id`, which an order may reference. `priceQuality` is ignored: every quote is verified and
 * stored. The stream then ends.
 *
 * When no source can quote, the stream is one terminal `event: error` whose data is the
 * quote error (`NoLiquidity`, `SellAmountDoesNotCoverFee` with its `data.fee_amount`). A
 * request that fails its checks (schema, app data, tokens, validity, a banned `from`) gets
 * the plain JSON error, status as `POST /api/v1/quote`, before any stream opens.
 *
 * Events carry no `id` and the stream sends no `retry:` (there is nothing to resume); a
 * `: keep-alive` comment goes out after `STREAM_KEEPALIVE_SECONDS` without events. An
 * EventSource client sees the terminal `error` event on its `error` listener, with `data`;
 * a connection failure has none. The stream counts against `STREAM_CONNECTIONS_PER_CLIENT`
 * and the quote rate limit.
 *
 */
export declare const quoteStream: <ThrowOnError extends boolean = false>(options: Options<QuoteStreamData, ThrowOnError, QuoteStreamResponse>) => Promise<import("./core/serverSentEvents.gen.js").ServerSentEventsResult<QuoteStreamResponses, QuoteStreamErrors>>;
/**
 * Cancel up to 128 orders with one signature.
 *
 * Off-chain cancellation authenticated by an EIP-712 (or eth_sign) signature of
 * `OrderCancellations(bytes[] orderUids)` in the order domain. Either every order is
 * cancelled or none.
 *
 * **Racing a settlement.** An order that won the latest auction is settling: its settlement
 * lands when the next block is mined, and a cancellation cannot stop it. Such a cancellation
 * is accepted and waits for that block: until then the order reads as before (`open`,
 * `invalidated: false`, competition status `executing`) and stays in `GET /auction`; if
 * the settlement fills the order it reads `fulfilled` and the owner gets `order_filled`
 * only, never `order_cancelled`; if it does not, the order reads `cancelled` from that block
 * on and the owner gets `order_cancelled`.
 *
 */
export declare const cancelOrders: <ThrowOnError extends boolean = false>(options: Options<CancelOrdersData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CancelOrdersResponses, CancelOrdersErrors, ThrowOnError, "fields">;
/**
 * Create a new order.
 *
 * Submit a signed order. Checks run in the order of docs/protocol.md#validation-order and the first
 * failure is returned. An order whose app data names `metadata.replacedOrder.uid` cancels
 * that order and creates this one atomically.
 *
 */
export declare const createOrder: <ThrowOnError extends boolean = false>(options: Options<CreateOrderData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CreateOrderResponses, CreateOrderErrors, ThrowOnError, "fields">;
/**
 * Get up to 128 orders by UID.
 *
 * Each element is either `{order}` or `{error: {uid, description}}` for an order that could
 * not be converted. Unknown UIDs are left out; the result order is not guaranteed.
 *
 */
export declare const getOrders: <ThrowOnError extends boolean = false>(options: Options<GetOrdersData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetOrdersResponses, GetOrdersErrors, ThrowOnError, "fields">;
/**
 * Cancel one order.
 *
 * Off-chain cancellation authenticated by an EIP-712 (or eth_sign) signature of
 * `OrderCancellation(bytes orderUid)` in the order domain. Prefer `DELETE /api/v1/orders`.
 * An order whose settlement is under way is cancelled as `DELETE /api/v1/orders` describes.
 *
 *
 * @deprecated
 */
export declare const cancelOrder: <ThrowOnError extends boolean = false>(options: Options<CancelOrderData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CancelOrderResponses, CancelOrderErrors, ThrowOnError, "fields">;
/**
 * Get an order by UID.
 *
 * The order with its current status and executed amounts.
 */
export declare const getOrder: <ThrowOnError extends boolean = false>(options: Options<GetOrderData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetOrderResponses, GetOrderErrors, ThrowOnError, "fields">;
/**
 * Get the competition status of an order.
 *
 * Derived from the order's latest event: created → `scheduled`, ready → `active`,
 * considered → `solved`, `executing`, `traded`, `cancelled`; filtered/invalid → `open`.
 * `value` lists the solvers of the latest competition that proposed a solution, by address.
 *
 */
export declare const getOrderStatus: <ThrowOnError extends boolean = false>(options: Options<GetOrderStatusData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetOrderStatusResponses, GetOrderStatusErrors, ThrowOnError, "fields">;
/**
 * Follow an order's events as a stream.
 *
 * The order's lifecycle as it happens: `created`, `auction` (in an auction, with the stage
 * reached), `traded`, `cancelled`, and `invalid` or `filtered` (left out of an auction, with
 * the reason). Without `Last-Event-ID` the stream starts with the order's whole history.
 * An unknown order is 404 before any stream opens.
 *
 * Server-sent events (`text/event-stream`). Every event has an `id`; a client that reconnects
 * with `Last-Event-ID` gets exactly the events it missed. The stream opens with `retry: 1000`,
 * sends a `: keep-alive` comment after `STREAM_KEEPALIVE_SECONDS` (default 15) without
 * events, and never ends by itself (a graceful server stop ends it: reconnect). New events
 * go out as each block is produced and after each write. A client address may hold
 * `STREAM_CONNECTIONS_PER_CLIENT` (default 20) streams at once: the next gets 429
 * `RateLimited` with `Retry-After`. A client that reads too slowly to keep
 * `STREAM_BUFFER_BYTES` (default 1 MiB) from piling up is disconnected.
 *
 */
export declare const streamOrderEvents: <ThrowOnError extends boolean = false>(options: Options<StreamOrderEventsData, ThrowOnError, StreamOrderEventsResponse>) => Promise<import("./core/serverSentEvents.gen.js").ServerSentEventsResult<StreamOrderEventsResponses, StreamOrderEventsErrors>>;
/**
 * Get the orders of one owner, newest first.
 *
 * Paginated by `offset` and `limit`. To enumerate all orders start at offset 0 and add the
 * number of returned orders until a page is shorter than `limit`.
 *
 */
export declare const getUserOrders: <ThrowOnError extends boolean = false>(options: Options<GetUserOrdersData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetUserOrdersResponses, GetUserOrdersErrors, ThrowOnError, "fields">;
/**
 * Follow the events of every order of an owner as a stream.
 *
 * The events of the owner's orders on this network, as `GET /api/v1/orders/{UID}/events`
 * sends them, in the order they happened. Without `Last-Event-ID` the stream starts with
 * the next event.
 *
 * Server-sent events (`text/event-stream`). Every event has an `id`; a client that reconnects
 * with `Last-Event-ID` gets exactly the events it missed. The stream opens with `retry: 1000`,
 * sends a `: keep-alive` comment after `STREAM_KEEPALIVE_SECONDS` (default 15) without
 * events, and never ends by itself (a graceful server stop ends it: reconnect). New events
 * go out as each block is produced and after each write. A client address may hold
 * `STREAM_CONNECTIONS_PER_CLIENT` (default 20) streams at once: the next gets 429
 * `RateLimited` with `Retry-After`. A client that reads too slowly to keep
 * `STREAM_BUFFER_BYTES` (default 1 MiB) from piling up is disconnected.
 *
 */
export declare const streamAccountEvents: <ThrowOnError extends boolean = false>(options: Options<StreamAccountEventsData, ThrowOnError, StreamAccountEventsResponse>) => Promise<import("./core/serverSentEvents.gen.js").ServerSentEventsResult<StreamAccountEventsResponses, StreamAccountEventsErrors>>;
/**
 * Get the orders settled by a transaction.
 *
 * Every order with a trade in the settlement transaction `txHash`.
 */
export declare const getOrdersByTxHash: <ThrowOnError extends boolean = false>(options: Options<GetOrdersByTxHashData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetOrdersByTxHashResponses, GetOrdersByTxHashErrors, ThrowOnError, "fields">;
/**
 * Get the full app data registered for a hash.
 *
 * The zero hash always resolves to `{}`.
 */
export declare const getAppDataByHash: <ThrowOnError extends boolean = false>(options: Options<GetAppDataByHashData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetAppDataByHashResponses, GetAppDataByHashErrors, ThrowOnError, "fields">;
/**
 * Register a full app data document under its hash.
 *
 * The hash must equal keccak256 of the exact UTF-8 bytes of `fullAppData` (at most 8192
 * bytes of valid JSON). 201 when new, 200 when the same text was already registered.
 *
 */
export declare const registerAppDataByHash: <ThrowOnError extends boolean = false>(options: Options<RegisterAppDataByHashData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<RegisterAppDataByHashResponses, RegisterAppDataByHashErrors, ThrowOnError, "fields">;
/**
 * Register a full app data document and get its hash.
 *
 * Like `PUT /api/v1/app_data/{app_data_hash}` with the hash computed by the server.
 */
export declare const registerAppData: <ThrowOnError extends boolean = false>(options: Options<RegisterAppDataData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<RegisterAppDataResponses, RegisterAppDataErrors, ThrowOnError, "fields">;
/**
 * Get all trades of an owner or an order (unpaginated).
 *
 * Exactly one of `owner` and `orderUid`. Newest first. Prefer `/api/v2/trades`.
 *
 * @deprecated
 */
export declare const getTrades: <ThrowOnError extends boolean = false>(options?: Options<GetTradesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetTradesResponses, GetTradesErrors, ThrowOnError, "fields">;
/**
 * Get the trades of an owner or an order, paginated.
 *
 * Exactly one of `owner` and `orderUid`. Newest first (block number, then log index,
 * descending). `limit` is 1 to 1000 (default 10); out of range → 400 `InvalidLimit`.
 *
 */
export declare const getTradesV2: <ThrowOnError extends boolean = false>(options?: Options<GetTradesV2Data, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetTradesV2Responses, GetTradesV2Errors, ThrowOnError, "fields">;
/**
 * Get the current batch auction.
 *
 * The latest auction built by the simulator's autopilot for this network. A block without
 * solvable orders builds no auction, so this one may be older than the latest block: its
 * orders that are no longer open (cancelled, invalidated, expired or filled since) are left
 * out.
 *
 */
export declare const getCurrentBatchAuction: <ThrowOnError extends boolean = false>(options?: Options<GetCurrentBatchAuctionData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetCurrentBatchAuctionResponses, GetCurrentBatchAuctionErrors, ThrowOnError, "fields">;
/**
 * Follow the network's auctions as a stream.
 *
 * Per block: the `settlement` of each winner of the previous auction (its outcome), then the
 * new `auction` and its `competition` result. An event's `id` is the stream's position
 * after it (`auction.competition.settledAuction.settledSolution`). Without
 * `Last-Event-ID` the stream starts with the next block's events.
 *
 * Server-sent events (`text/event-stream`). Every event has an `id`; a client that reconnects
 * with `Last-Event-ID` gets exactly the events it missed. The stream opens with `retry: 1000`,
 * sends a `: keep-alive` comment after `STREAM_KEEPALIVE_SECONDS` (default 15) without
 * events, and never ends by itself (a graceful server stop ends it: reconnect). New events
 * go out as each block is produced and after each write. A client address may hold
 * `STREAM_CONNECTIONS_PER_CLIENT` (default 20) streams at once: the next gets 429
 * `RateLimited` with `Retry-After`. A client that reads too slowly to keep
 * `STREAM_BUFFER_BYTES` (default 1 MiB) from piling up is disconnected.
 *
 */
export declare const streamAuctionEvents: <ThrowOnError extends boolean = false>(options?: Options<StreamAuctionEventsData, ThrowOnError, StreamAuctionEventsResponse>) => Promise<import("./core/serverSentEvents.gen.js").ServerSentEventsResult<StreamAuctionEventsResponses, StreamAuctionEventsErrors>>;
/**
 * List the network's latest auctions.
 *
 * batchbook extension: the latest auctions, newest first, each with its competition and
 * its settlements so far (`AuctionSummary`, what `GET /api/v1/auction/events` tells of it).
 * Page back with `before`. An empty list when the network has no auction yet.
 *
 */
export declare const listAuctions: <ThrowOnError extends boolean = false>(options?: Options<ListAuctionsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListAuctionsResponses, ListAuctionsErrors, ThrowOnError, "fields">;
/**
 * Get one auction at a glance.
 *
 * batchbook extension: the auction, its competition (best first, with the filtered ones)
 * and how each winner's settlement ended so far, with the reason of a failure. Unlike the
 * public solver competition it is not hidden before the deadline.
 *
 */
export declare const getAuctionSummary: <ThrowOnError extends boolean = false>(options: Options<GetAuctionSummaryData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetAuctionSummaryResponses, GetAuctionSummaryErrors, ThrowOnError, "fields">;
/**
 * Get the solver competition of an auction.
 *
 * Every solution proposed for the auction, worst first.
 */
export declare const getSolverCompetition: <ThrowOnError extends boolean = false>(options: Options<GetSolverCompetitionData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetSolverCompetitionResponses, GetSolverCompetitionErrors, ThrowOnError, "fields">;
/**
 * Get the most recent solver competition.
 *
 * The competition of the latest auction that has one.
 */
export declare const getSolverCompetitionLatest: <ThrowOnError extends boolean = false>(options?: Options<GetSolverCompetitionLatestData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetSolverCompetitionLatestResponses, GetSolverCompetitionLatestErrors, ThrowOnError, "fields">;
/**
 * Get the solver competition settled by a transaction.
 *
 * The competition whose winning settlement is `tx_hash`.
 */
export declare const getSolverCompetitionByTxHash: <ThrowOnError extends boolean = false>(options: Options<GetSolverCompetitionByTxHashData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetSolverCompetitionByTxHashResponses, GetSolverCompetitionByTxHashErrors, ThrowOnError, "fields">;
/**
 * Get the solver competition of an auction (v2).
 *
 * Every solution proposed for the auction with reference scores, worst first.
 */
export declare const getSolverCompetitionByAuctionIdV2: <ThrowOnError extends boolean = false>(options: Options<GetSolverCompetitionByAuctionIdV2Data, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetSolverCompetitionByAuctionIdV2Responses, GetSolverCompetitionByAuctionIdV2Errors, ThrowOnError, "fields">;
/**
 * Get the most recent solver competition (v2).
 *
 * The competition of the latest auction that has one.
 */
export declare const getSolverCompetitionLatestV2: <ThrowOnError extends boolean = false>(options?: Options<GetSolverCompetitionLatestV2Data, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetSolverCompetitionLatestV2Responses, GetSolverCompetitionLatestV2Errors, ThrowOnError, "fields">;
/**
 * Get the solver competition settled by a transaction (v2).
 *
 * The competition whose winning settlement is `tx_hash`.
 */
export declare const getSolverCompetitionByTxHashV2: <ThrowOnError extends boolean = false>(options: Options<GetSolverCompetitionByTxHashV2Data, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetSolverCompetitionByTxHashV2Responses, GetSolverCompetitionByTxHashV2Errors, ThrowOnError, "fields">;
/**
 * Get the solver competition of an auction without hiding it until the deadline.
 *
 * Same as `/api/v2/solver_competition/{auction_id}`, available before settlement.
 */
export declare const getSolverCompetitionByAuctionIdRestrictedV2: <ThrowOnError extends boolean = false>(options: Options<GetSolverCompetitionByAuctionIdRestrictedV2Data, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetSolverCompetitionByAuctionIdRestrictedV2Responses, GetSolverCompetitionByAuctionIdRestrictedV2Errors, ThrowOnError, "fields">;
/**
 * Debug an order's lifecycle.
 *
 * The order with its events, the auctions it took part in (prices, proposed solutions,
 * executions, settlement attempts, fee policies) and its trades.
 *
 */
export declare const getOrderDebugReport: <ThrowOnError extends boolean = false>(options: Options<GetOrderDebugReportData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetOrderDebugReportResponses, GetOrderDebugReportErrors, ThrowOnError, "fields">;
/**
 * Debug an order's lifecycle (restricted path).
 *
 * Same report as `/api/v1/debug/order/{uid}`, at the reference's restricted path.
 */
export declare const debugOrder: <ThrowOnError extends boolean = false>(options: Options<DebugOrderData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<DebugOrderResponses, DebugOrderErrors, ThrowOnError, "fields">;
/**
 * Simulate an order's settlement without storing it.
 *
 * Would a settlement execute this order against the simulated world at `blockNumber` (the
 * latest block when absent)? If not, the first reason (see `OrderSimulationReason`); if so,
 * the balance changes. The reference answers with a Tenderly request; batchbook owns the
 * world, so it answers exactly. The world keeps only its latest state: a block before the
 * latest is 400 `InvalidParameter`; a later block is the latest state at that block's time.
 *
 */
export declare const debugSimulationPost: <ThrowOnError extends boolean = false>(options: Options<DebugSimulationPostData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<DebugSimulationPostResponses, DebugSimulationPostErrors, ThrowOnError, "fields">;
/**
 * Simulate a stored order's settlement.
 *
 * As `POST /restricted/api/v1/debug/simulation`, for a stored order: its remaining amount,
 * its cancellation and what it already executed count. Answers "why won't my order fill?".
 *
 */
export declare const debugSimulation: <ThrowOnError extends boolean = false>(options: Options<DebugSimulationData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<DebugSimulationResponses, DebugSimulationErrors, ThrowOnError, "fields">;
/**
 * Get the native price of a token.
 *
 * Native token atoms needed to buy one atom of `token`, as a JSON number.
 */
export declare const getTokenNativePrice: <ThrowOnError extends boolean = false>(options: Options<GetTokenNativePriceData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetTokenNativePriceResponses, GetTokenNativePriceErrors, ThrowOnError, "fields">;
/**
 * Get a token's first trade block and latest auction price.
 *
 * The block of the token's first trade (as seller or buyer token) and the native price the
 * latest auction that included the token gave it. Both are null for a token the order book
 * has not seen; an address is never an error.
 *
 */
export declare const getTokenMetadata: <ThrowOnError extends boolean = false>(options: Options<GetTokenMetadataData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetTokenMetadataResponses, GetTokenMetadataErrors, ThrowOnError, "fields">;
/**
 * Readiness probe.
 *
 * 200 with an empty body when the service can serve requests: its database answers a read.
 * 500 `InternalServerError` when the database is unusable. For load balancers and
 * orchestrators; as the reference, it does not look at the simulated chain.
 *
 */
export declare const getReadiness: <ThrowOnError extends boolean = false>(options?: Options<GetReadinessData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetReadinessResponses, GetReadinessErrors, ThrowOnError, "fields">;
/**
 * Get the total surplus earned by a user.
 *
 * Sum of the surplus of the user's trades, in native token atoms.
 */
export declare const getAddressTotalSurplus: <ThrowOnError extends boolean = false>(options: Options<GetAddressTotalSurplusData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetAddressTotalSurplusResponses, GetAddressTotalSurplusErrors, ThrowOnError, "fields">;
/**
 * Get the running version.
 *
 * The batchbook version, as plain text.
 */
export declare const getApiVersion: <ThrowOnError extends boolean = false>(options?: Options<GetApiVersionData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetApiVersionResponses, GetApiVersionErrors, ThrowOnError, "fields">;
