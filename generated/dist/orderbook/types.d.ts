export interface paths {
    "/api/v1/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a price and fee for the specified order parameters.
         * @description Given a partial order, compute the network fee and a price estimate. The response holds a
         *     complete order that can be signed (with `feeAmount` "0" and `sellAmount` = quoted sell
         *     amount + fee) and submitted to `POST /api/v1/orders`.
         *
         *     The body matches exactly one size shape (`kind: sell` + `sellAmountBeforeFee`,
         *     `kind: sell` + `sellAmountAfterFee`, or `kind: buy` + `buyAmountAfterFee`) and at most one
         *     of `validTo` / `validFor` (default `validFor` 1800 s).
         */
        post: operations["quote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quote/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stream progressively better quotes as the price sources answer.
         * @description Takes the body of `POST /api/v1/quote`. Instead of one answer, a server-sent event stream:
         *     each of the network's price sources (each route the simulated pools offer, asked in a
         *     fixed order: the direct pool, then the path through the wrapped native token) prices the
         *     order, and a quote goes out only when it ranks above the best one already sent (a
         *     verified quote above an unverified one, then the most buy token per sell token paid, fee
         *     included). So the stream may hold fewer events than there are sources; its last quote is
         *     the best, the quote `POST /api/v1/quote` answers. Each quote is stored and carries its own
         *     `id`, which an order may reference. `priceQuality` is ignored: every quote is verified and
         *     stored. The stream then ends.
         *
         *     When no source can quote, the stream is one terminal `event: error` whose data is the
         *     quote error (`NoLiquidity`, `SellAmountDoesNotCoverFee` with its `data.fee_amount`). A
         *     request that fails its checks (schema, app data, tokens, validity, a banned `from`) gets
         *     the plain JSON error, status as `POST /api/v1/quote`, before any stream opens.
         *
         *     Events carry no `id` and the stream sends no `retry:` (there is nothing to resume); a
         *     `: keep-alive` comment goes out after `STREAM_KEEPALIVE_SECONDS` without events. An
         *     EventSource client sees the terminal `error` event on its `error` listener, with `data`;
         *     a connection failure has none. The stream counts against `STREAM_CONNECTIONS_PER_CLIENT`
         *     and the quote rate limit.
         */
        post: operations["quoteStream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a new order.
         * @description Submit a signed order. Checks run in the order of docs/protocol.md#validation-order and the first
         *     failure is returned. An order whose app data names `metadata.replacedOrder.uid` cancels
         *     that order and creates this one atomically.
         */
        post: operations["createOrder"];
        /**
         * Cancel up to 128 orders with one signature.
         * @description Off-chain cancellation authenticated by an EIP-712 (or eth_sign) signature of
         *     `OrderCancellations(bytes[] orderUids)` in the order domain. Either every order is
         *     cancelled or none.
         *
         *     **Racing a settlement.** An order that won the latest auction is settling: its settlement
         *     lands when the next block is mined, and a cancellation cannot stop it. Such a cancellation
         *     is accepted and waits for that block: until then the order reads as before (`open`,
         *     `invalidated: false`, competition status `executing`) and stays in `GET /auction`; if
         *     the settlement fills the order it reads `fulfilled` and the owner gets `order_filled`
         *     only, never `order_cancelled`; if it does not, the order reads `cancelled` from that block
         *     on and the owner gets `order_cancelled`.
         */
        delete: operations["cancelOrders"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/by_uids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get up to 128 orders by UID.
         * @description Each element is either `{order}` or `{error: {uid, description}}` for an order that could
         *     not be converted. Unknown UIDs are left out; the result order is not guaranteed.
         */
        post: operations["getOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{UID}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order UID (`0x` optional). */
                UID: components["parameters"]["OrderUidPath"];
            };
            cookie?: never;
        };
        /**
         * Get an order by UID.
         * @description The order with its current status and executed amounts.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        /**
         * Cancel one order.
         * @deprecated
         * @description Off-chain cancellation authenticated by an EIP-712 (or eth_sign) signature of
         *     `OrderCancellation(bytes orderUid)` in the order domain. Prefer `DELETE /api/v1/orders`.
         *     An order whose settlement is under way is cancelled as `DELETE /api/v1/orders` describes.
         */
        delete: operations["cancelOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{UID}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order UID (`0x` optional). */
                UID: components["parameters"]["OrderUidPath"];
            };
            cookie?: never;
        };
        /**
         * Get the competition status of an order.
         * @description Derived from the order's latest event: created → `scheduled`, ready → `active`,
         *     considered → `solved`, `executing`, `traded`, `cancelled`; filtered/invalid → `open`.
         *     `value` lists the solvers of the latest competition that proposed a solution, by address.
         */
        get: operations["getOrderStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{UID}/events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order UID (`0x` optional). */
                UID: components["parameters"]["OrderUidPath"];
            };
            cookie?: never;
        };
        /**
         * Follow an order's events as a stream.
         * @description The order's lifecycle as it happens: `created`, `auction` (in an auction, with the stage
         *     reached), `traded`, `cancelled`, and `invalid` or `filtered` (left out of an auction, with
         *     the reason). Without `Last-Event-ID` the stream starts with the order's whole history.
         *     An unknown order is 404 before any stream opens.
         *
         *     Server-sent events (`text/event-stream`). Every event has an `id`; a client that reconnects
         *     with `Last-Event-ID` gets exactly the events it missed. The stream opens with `retry: 1000`,
         *     sends a `: keep-alive` comment after `STREAM_KEEPALIVE_SECONDS` (default 15) without
         *     events, and never ends by itself (a graceful server stop ends it: reconnect). New events
         *     go out as each block is produced and after each write. A client address may hold
         *     `STREAM_CONNECTIONS_PER_CLIENT` (default 20) streams at once: the next gets 429
         *     `RateLimited` with `Retry-After`. A client that reads too slowly to keep
         *     `STREAM_BUFFER_BYTES` (default 1 MiB) from piling up is disconnected.
         */
        get: operations["streamOrderEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/{owner}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the orders of one owner, newest first.
         * @description Paginated by `offset` and `limit`. To enumerate all orders start at offset 0 and add the
         *     number of returned orders until a page is shorter than `limit`.
         */
        get: operations["getUserOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/{owner}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow the events of every order of an owner as a stream.
         * @description The events of the owner's orders on this network, as `GET /api/v1/orders/{UID}/events`
         *     sends them, in the order they happened. Without `Last-Event-ID` the stream starts with
         *     the next event.
         *
         *     Server-sent events (`text/event-stream`). Every event has an `id`; a client that reconnects
         *     with `Last-Event-ID` gets exactly the events it missed. The stream opens with `retry: 1000`,
         *     sends a `: keep-alive` comment after `STREAM_KEEPALIVE_SECONDS` (default 15) without
         *     events, and never ends by itself (a graceful server stop ends it: reconnect). New events
         *     go out as each block is produced and after each write. A client address may hold
         *     `STREAM_CONNECTIONS_PER_CLIENT` (default 20) streams at once: the next gets 429
         *     `RateLimited` with `Retry-After`. A client that reads too slowly to keep
         *     `STREAM_BUFFER_BYTES` (default 1 MiB) from piling up is disconnected.
         */
        get: operations["streamAccountEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions/{txHash}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the orders settled by a transaction.
         * @description Every order with a trade in the settlement transaction `txHash`.
         */
        get: operations["getOrdersByTxHash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app_data/{app_data_hash}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description keccak256 of the full app data text; the `0x` prefix is optional. */
                app_data_hash: string;
            };
            cookie?: never;
        };
        /**
         * Get the full app data registered for a hash.
         * @description The zero hash always resolves to `{}`.
         */
        get: operations["getAppDataByHash"];
        /**
         * Register a full app data document under its hash.
         * @description The hash must equal keccak256 of the exact UTF-8 bytes of `fullAppData` (at most 8192
         *     bytes of valid JSON). 201 when new, 200 when the same text was already registered.
         */
        put: operations["registerAppDataByHash"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/app_data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Register a full app data document and get its hash.
         * @description Like `PUT /api/v1/app_data/{app_data_hash}` with the hash computed by the server.
         */
        put: operations["registerAppData"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get all trades of an owner or an order (unpaginated).
         * @deprecated
         * @description Exactly one of `owner` and `orderUid`. Newest first. Prefer `/api/v2/trades`.
         */
        get: operations["getTrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the trades of an owner or an order, paginated.
         * @description Exactly one of `owner` and `orderUid`. Newest first (block number, then log index,
         *     descending). `limit` is 1 to 1000 (default 10); out of range → 400 `InvalidLimit`.
         */
        get: operations["getTradesV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the current batch auction.
         * @description The latest auction built by the simulator's autopilot for this network. A block without
         *     solvable orders builds no auction, so this one may be older than the latest block: its
         *     orders that are no longer open (cancelled, invalidated, expired or filled since) are left
         *     out.
         */
        get: operations["getCurrentBatchAuction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auction/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow the network's auctions as a stream.
         * @description Per block: the `settlement` of each winner of the previous auction (its outcome), then the
         *     new `auction` and its `competition` result. An event's `id` is the stream's position
         *     after it (`auction.competition.settledAuction.settledSolution`). Without
         *     `Last-Event-ID` the stream starts with the next block's events.
         *
         *     Server-sent events (`text/event-stream`). Every event has an `id`; a client that reconnects
         *     with `Last-Event-ID` gets exactly the events it missed. The stream opens with `retry: 1000`,
         *     sends a `: keep-alive` comment after `STREAM_KEEPALIVE_SECONDS` (default 15) without
         *     events, and never ends by itself (a graceful server stop ends it: reconnect). New events
         *     go out as each block is produced and after each write. A client address may hold
         *     `STREAM_CONNECTIONS_PER_CLIENT` (default 20) streams at once: the next gets 429
         *     `RateLimited` with `Retry-After`. A client that reads too slowly to keep
         *     `STREAM_BUFFER_BYTES` (default 1 MiB) from piling up is disconnected.
         */
        get: operations["streamAuctionEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auctions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the network's latest auctions.
         * @description batchbook extension: the latest auctions, newest first, each with its competition and
         *     its settlements so far (`AuctionSummary`, what `GET /api/v1/auction/events` tells of it).
         *     Page back with `before`. An empty list when the network has no auction yet.
         */
        get: operations["listAuctions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auctions/{auction_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one auction at a glance.
         * @description batchbook extension: the auction, its competition (best first, with the filtered ones)
         *     and how each winner's settlement ended so far, with the reason of a failure. Unlike the
         *     public solver competition it is not hidden before the deadline.
         */
        get: operations["getAuctionSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/solver_competition/{auction_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the solver competition of an auction.
         * @description Every solution proposed for the auction, worst first.
         */
        get: operations["getSolverCompetition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/solver_competition/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the most recent solver competition.
         * @description The competition of the latest auction that has one.
         */
        get: operations["getSolverCompetitionLatest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/solver_competition/by_tx_hash/{tx_hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the solver competition settled by a transaction.
         * @description The competition whose winning settlement is `tx_hash`.
         */
        get: operations["getSolverCompetitionByTxHash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/solver_competition/{auction_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the solver competition of an auction (v2).
         * @description Every solution proposed for the auction with reference scores, worst first.
         */
        get: operations["getSolverCompetitionByAuctionIdV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/solver_competition/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the most recent solver competition (v2).
         * @description The competition of the latest auction that has one.
         */
        get: operations["getSolverCompetitionLatestV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/solver_competition/by_tx_hash/{tx_hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the solver competition settled by a transaction (v2).
         * @description The competition whose winning settlement is `tx_hash`.
         */
        get: operations["getSolverCompetitionByTxHashV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/restricted/api/v2/solver_competition/{auction_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the solver competition of an auction without hiding it until the deadline.
         * @description Same as `/api/v2/solver_competition/{auction_id}`, available before settlement.
         */
        get: operations["getSolverCompetitionByAuctionIdRestrictedV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/debug/order/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Debug an order's lifecycle.
         * @description The order with its events, the auctions it took part in (prices, proposed solutions,
         *     executions, settlement attempts, fee policies) and its trades.
         */
        get: operations["getOrderDebugReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/restricted/api/v1/debug/order/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Debug an order's lifecycle (restricted path).
         * @description Same report as `/api/v1/debug/order/{uid}`, at the reference's restricted path.
         */
        get: operations["debugOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/restricted/api/v1/debug/simulation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate an order's settlement without storing it.
         * @description Would a settlement execute this order against the simulated world at `blockNumber` (the
         *     latest block when absent)? If not, the first reason (see `OrderSimulationReason`); if so,
         *     the balance changes. The reference answers with a Tenderly request; batchbook owns the
         *     world, so it answers exactly. The world keeps only its latest state: a block before the
         *     latest is 400 `InvalidParameter`; a later block is the latest state at that block's time.
         */
        post: operations["debugSimulationPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/restricted/api/v1/debug/simulation/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Simulate a stored order's settlement.
         * @description As `POST /restricted/api/v1/debug/simulation`, for a stored order: its remaining amount,
         *     its cancellation and what it already executed count. Answers "why won't my order fill?".
         */
        get: operations["debugSimulation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/token/{token}/native_price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the native price of a token.
         * @description Native token atoms needed to buy one atom of `token`, as a JSON number.
         */
        get: operations["getTokenNativePrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/token/{token}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a token's first trade block and latest auction price.
         * @description The block of the token's first trade (as seller or buyer token) and the native price the
         *     latest auction that included the token gave it. Both are null for a token the order book
         *     has not seen; an address is never an error.
         */
        get: operations["getTokenMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness probe.
         * @description 200 with an empty body when the service can serve requests: its database answers a read.
         *     500 `InternalServerError` when the database is unusable. For load balancers and
         *     orchestrators; as the reference, it does not look at the simulated chain.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{address}/total_surplus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the total surplus earned by a user.
         * @description Sum of the surplus of the user's trades, in native token atoms.
         */
        get: operations["getAddressTotalSurplus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the running version.
         * @description The batchbook version, as plain text.
         */
        get: operations["getApiVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The data of an order event (order and account streams): `created` and `cancelled`
         *     carry these fields; `auction` adds `stage`, `traded` its `trade`, `invalid` and `filtered`
         *     add `reason`.
         * @example {
         *       "uid": "0x87ac7f4e1975c803918217bed4d110e0d633b7a692bf290e29da43f6d9b0b24e2c7536e3605d9c16a7a3d7b1898e529396a65c236afd86c0",
         *       "owner": "0x2c7536e3605d9c16a7a3d7b1898e529396a65c23",
         *       "timestamp": "2026-01-01T00:00:12.000Z"
         *     }
         */
        OrderStreamEvent: {
            uid: components["schemas"]["UID"];
            owner: components["schemas"]["Address"];
            /**
             * Format: date-time
             * @description When it happened, in simulated time.
             */
            timestamp: string;
        };
        /** @description The order is in the network's auction (`event: auction`), at the furthest stage it reached there. */
        OrderAuctionEvent: components["schemas"]["OrderStreamEvent"] & {
            /**
             * @description `ready`: in the auction; `considered`: in a solution; `executing`: in a winning one.
             * @enum {string}
             */
            stage: "ready" | "considered" | "executing";
        };
        /** @description The order traded (`event: traded`): the trade, as `GET /api/v2/trades` lists it in part. */
        OrderTradedEvent: components["schemas"]["OrderStreamEvent"] & {
            trade: {
                blockNumber: number;
                logIndex: number;
                txHash: components["schemas"]["TransactionHash"];
                auctionId: number;
                sellAmount: components["schemas"]["TokenAmount"];
                sellAmountBeforeFees: components["schemas"]["TokenAmount"];
                buyAmount: components["schemas"]["TokenAmount"];
                executedFee: components["schemas"]["TokenAmount"];
            };
        };
        /** @description The auction left the order out (`event: invalid` or `event: filtered`). */
        OrderDroppedEvent: components["schemas"]["OrderStreamEvent"] & {
            /** @description Why, as the debug report's event shows it (for example `InsufficientBalance`). */
            reason: string;
        };
        /** @description A new auction of the network (`event: auction`). */
        AuctionStreamAuction: {
            auctionId: number;
            block: number;
            /** @description The last block in which its winners may settle. */
            deadlineBlock: number;
            /** @description Unix time (seconds) of its block. */
            timestamp: number;
            /** @description Orders in the auction. */
            orderCount: number;
        };
        /** @description The result of the auction's competition (`event: competition`), best solution first. */
        AuctionStreamCompetition: {
            auctionId: number;
            block: number;
            solutions: components["schemas"]["AuctionSolutionHeader"][];
        };
        /** @description A solution of an auction's competition, without its orders and prices. */
        AuctionSolutionHeader: {
            solutionUid: number;
            solver: string;
            solverAddress: components["schemas"]["Address"];
            score: components["schemas"]["BigUint"];
            /** @description 1 is the best. */
            ranking: number;
            isWinner: boolean;
            /** @description Left out by the fairness check: on a token pair it trades, a solution trading only that pair scored higher (docs/protocol.md#auction-scoring-and-fees). */
            filteredOut: boolean;
            exclusion?: components["schemas"]["SolutionExclusion"];
        };
        /**
         * @description Why a solution that did not win was left out; absent for winners and for solutions stored
         *     before batchbook recorded it. `unfair` (the fairness check, `filteredOut`): on the directed
         *     pair `sellToken → buyToken` it scored `score`, below `referenceScore`, the best score of a
         *     solution trading only that pair (`referenceSolutionUid`), so its orders of that pair would
         *     get less than that solution gives them. `pairTaken`: a better-ranked winner
         *     (`winnerSolutionUid`) already trades that pair. `simulationFailed`: it no longer settles on
         *     the state the better-ranked winners leave. `winnerLimit`: the auction had its most winners.
         */
        SolutionExclusion: {
            /** @constant */
            kind: "unfair";
            sellToken: components["schemas"]["Address"];
            buyToken: components["schemas"]["Address"];
            /** @description The solution's score on the pair, native atoms. */
            score: components["schemas"]["BigUint"];
            /** @description The best score of a solution trading only the pair, native atoms. */
            referenceScore: components["schemas"]["BigUint"];
            referenceSolutionUid: number;
        } | {
            /** @constant */
            kind: "pairTaken";
            sellToken: components["schemas"]["Address"];
            buyToken: components["schemas"]["Address"];
            winnerSolutionUid: number;
        } | {
            /** @enum {unknown} */
            kind: "simulationFailed" | "winnerLimit";
        };
        /**
         * @description A solver that bid nothing in the auction, and why: `banned` (the participation guard kept it
         *     out), `noAnswer`, `invalidSolution` (its proposals broke the auction's rules: an unknown or
         *     repeated order, more than an order offers, a limit price, a score that is not positive),
         *     `simulationFailed` (its proposals did not settle at the auction's state), or an external
         *     engine's failure (`timeout`, `httpError`, `deserializationError`, `duplicatedSolutionId`,
         *     `solverError`). `detail` says what failed: for `invalidSolution` and `simulationFailed`,
         *     how many of a built-in solver's proposals and why the first one failed, or why an
         *     engine's solution failed (one rejection per solution).
         */
        SolverRejection: {
            solver: string;
            solverAddress: components["schemas"]["Address"];
            /** @enum {string} */
            reason: "banned" | "noAnswer" | "invalidSolution" | "simulationFailed" | "timeout" | "httpError" | "deserializationError" | "duplicatedSolutionId" | "solverError";
            detail?: string;
        };
        /**
         * @description batchbook extension: one auction at a glance, as the auction stream tells it: the auction,
         *     its competition (best solution first) and how each winner's settlement ended so far.
         * @example {
         *       "auctionId": 7,
         *       "block": 8,
         *       "deadlineBlock": 13,
         *       "timestamp": 1767225696,
         *       "orderCount": 2,
         *       "prices": {
         *         "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48": "312134592385047123887215360",
         *         "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2": "1000000000000000000"
         *       },
         *       "solutions": [
         *         {
         *           "solutionUid": 0,
         *           "solver": "baseline",
         *           "solverAddress": "0x9008d19f58aabd9ed0d60971565aa8510560ab41",
         *           "score": "1200000000000000",
         *           "ranking": 1,
         *           "isWinner": true,
         *           "filteredOut": false
         *         },
         *         {
         *           "solutionUid": 1,
         *           "solver": "matcher",
         *           "solverAddress": "0x2222222222222222222222222222222222222222",
         *           "score": "1500000000000000",
         *           "ranking": 2,
         *           "isWinner": false,
         *           "filteredOut": true,
         *           "exclusion": {
         *             "kind": "unfair",
         *             "sellToken": "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2",
         *             "buyToken": "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48",
         *             "score": "900000000000000",
         *             "referenceScore": "1200000000000000",
         *             "referenceSolutionUid": 0
         *           }
         *         }
         *       ],
         *       "rejections": [
         *         {
         *           "solver": "chaos",
         *           "solverAddress": "0x3333333333333333333333333333333333333333",
         *           "reason": "simulationFailed"
         *         }
         *       ],
         *       "settlements": [
         *         {
         *           "auctionId": 7,
         *           "solutionUid": 0,
         *           "solver": "baseline",
         *           "solverAddress": "0x9008d19f58aabd9ed0d60971565aa8510560ab41",
         *           "outcome": {
         *             "kind": "success"
         *           },
         *           "txHash": "0x2f3a9d4c5b6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708",
         *           "endBlock": 9
         *         }
         *       ]
         *     }
         */
        AuctionSummary: components["schemas"]["AuctionStreamAuction"] & {
            /** @description The auction's native prices (native atoms per 10^18 token atoms), by token. */
            prices: {
                [key: string]: components["schemas"]["BigUint"];
            };
            solutions: components["schemas"]["AuctionSolutionHeader"][];
            /** @description The winners' settlements that ended, by solution; a pending one is absent. */
            settlements: components["schemas"]["AuctionStreamSettlement"][];
            /** @description Solvers that bid nothing, in the order they were asked. */
            rejections: components["schemas"]["SolverRejection"][];
        };
        /** @description How a winner's settlement ended (`event: settlement`). */
        AuctionStreamSettlement: {
            auctionId: number;
            solutionUid: number;
            solver: string;
            solverAddress: components["schemas"]["Address"];
            outcome: {
                /** @enum {string} */
                kind: "success" | "timeout" | "reverted" | "driverFailed";
                /** @description `reverted` and `driverFailed`: the failure's code. */
                code?: string;
                message?: string;
            };
            /** @description The settlement transaction; null unless `success`. */
            txHash: components["schemas"]["TransactionHash"] | null;
            /** @description The block where it landed or failed (a timeout's is its deadline). */
            endBlock: number | null;
        };
        /**
         * @description 20-byte Ethereum address, `0x`-prefixed hex, case-insensitive (checksummed or lower case).
         * @example 0x6810e776880c02933d47db1b9fc05908e5386b96
         */
        Address: string;
        /**
         * @description Amount of a token in atoms: a `uint256` written in decimal. Hex is not accepted. Values above 2^256 - 1 pass the schema and are rejected by the operation with its overflow error.
         * @example 1000000000000000000
         */
        TokenAmount: string;
        /**
         * @description A big unsigned integer written in decimal.
         * @example 1234567890
         */
        BigUint: string;
        /**
         * @description Order unique identifier: 56 bytes, `0x`-prefixed hex. Bytes 0..32 are the EIP-712 order digest, bytes 32..52 the owner address and bytes 52..56 `validTo` as a big-endian `uint32`.
         * @example 0xff2e2e54d178997f173266817c1e9ed6fee1a1aae4b43971c53b543cffcc2969845c6f5599fbb25dbdd1b9b013daf85c03f3c63763e4bc4a
         */
        UID: string;
        /**
         * @description 32-byte transaction hash, `0x`-prefixed hex.
         * @example 0xd51f28edffcaaa76be4a22f6375ad289272c037f3cc072345676e88d92ced8b5
         */
        TransactionHash: string;
        /** @description keccak256 of the full app data text, `0x`-prefixed. */
        AppDataHash: components["schemas"]["Bytes32"];
        /**
         * @description The full app data: a JSON document as text (at most 8192 UTF-8 bytes), whose keccak256 is
         *     the order's `appData`. Protocol keys live under `metadata` (hooks, signer,
         *     replacedOrder, partnerFee, flashloan, wrappers, validFrom).
         * @example {"appCode":"batchbook-example","metadata":{},"version":"1.4.0"}
         */
        AppDataText: string;
        /** @description A full app data document. */
        AppDataObject: {
            fullAppData: components["schemas"]["AppDataText"];
        };
        /**
         * @description Sell an exact amount, or buy an exact amount.
         * @enum {string}
         */
        OrderKind: "sell" | "buy";
        /**
         * @description Order class; orders accepted through the API are `limit` (they sign a zero fee).
         * @enum {string}
         */
        OrderClass: "market" | "limit" | "liquidity";
        /**
         * @description Where the sell token is drawn from. Only `erc20` is accepted for new orders.
         * @enum {string}
         */
        SellTokenSource: "erc20" | "internal" | "external";
        /**
         * @description Where the buy token is sent. Only `erc20` is accepted for new orders.
         * @enum {string}
         */
        BuyTokenDestination: "erc20" | "internal";
        /**
         * @description `fast`: unstored estimate without id. `optimal` and `verified`: stored quote with an id,
         *     usable to create orders; `verified` means the route was simulated for the trader.
         * @enum {string}
         */
        PriceQuality: "fast" | "optimal" | "verified";
        /**
         * @description How the order is signed.
         * @enum {string}
         */
        SigningScheme: "eip712" | "ethsign" | "presign" | "eip1271";
        /**
         * @description ECDSA signing schemes (cancellations).
         * @enum {string}
         */
        EcdsaSigningScheme: "eip712" | "ethsign";
        /**
         * @description Signature bytes. `eip712`/`ethsign`: 65 bytes r‖s‖v. `presign`: empty (`0x`), or the
         *     owner address (legacy). `eip1271`: whatever the owner contract verifies.
         */
        Signature: components["schemas"]["HexBytes"];
        /** @description 65 bytes r‖s‖v, `0x`-prefixed hex. */
        EcdsaSignature: string;
        /**
         * @description The order status, derived on read from the clock and the order's trades.
         * @enum {string}
         */
        OrderStatus: "presignaturePending" | "open" | "fulfilled" | "cancelled" | "expired";
        /** @description Unix timestamp (`uint32`) until which the order is valid. */
        ValidTo: number;
        /** @description Exactly one of the three size shapes. */
        OrderQuoteSide: {
            /** @constant */
            kind: "sell";
            sellAmountBeforeFee: components["schemas"]["TokenAmount"];
        } | {
            /** @constant */
            kind: "sell";
            sellAmountAfterFee: components["schemas"]["TokenAmount"];
        } | {
            /** @constant */
            kind: "buy";
            buyAmountAfterFee: components["schemas"]["TokenAmount"];
        };
        /** @description `validTo`, `validFor`, or neither (default `validFor` 1800 s); never both. */
        OrderQuoteValidity: {
            validTo: components["schemas"]["ValidTo"];
            validFor?: never;
        } | {
            /** @description Seconds (`uint32`) the order is valid for, from now. */
            validFor: number;
            validTo?: never;
        } | {
            validTo?: never;
            validFor?: never;
        };
        /** @description A request for a price and fee quote. */
        OrderQuoteRequest: components["schemas"]["OrderQuoteSide"] & components["schemas"]["OrderQuoteValidity"] & {
            sellToken: components["schemas"]["Address"];
            buyToken: components["schemas"]["Address"];
            /** @description Receiver of the bought tokens; null or absent means the owner. */
            receiver?: components["schemas"]["Address"] | null;
            /** @description The trader the quote is for. */
            from: components["schemas"]["Address"];
            /** @description Full app data text, or (legacy) its hash. Default the zero hash (`{}`). */
            appData?: string;
            /** @description If set, must be the hash of `appData` (`AppDataHashMismatch` otherwise). */
            appDataHash?: components["schemas"]["AppDataHash"];
            sellTokenBalance?: components["schemas"]["SellTokenSource"];
            buyTokenBalance?: components["schemas"]["BuyTokenDestination"];
            priceQuality?: components["schemas"]["PriceQuality"];
            signingScheme?: components["schemas"]["SigningScheme"];
            /** @description The order will be placed on chain (presign/eip1271 only). */
            onchainOrder?: boolean;
            /** @description Timeout in milliseconds, capped at the default (5000). */
            timeout?: number;
        };
        /** @description The quoted order, ready to sign. */
        QuoteParameters: {
            sellToken: components["schemas"]["Address"];
            buyToken: components["schemas"]["Address"];
            receiver: components["schemas"]["Address"] | null;
            sellAmount: components["schemas"]["TokenAmount"];
            buyAmount: components["schemas"]["TokenAmount"];
            validTo: components["schemas"]["ValidTo"];
            /** @description The app data text sent with the request, else its hash. */
            appData: string;
            /** @description Present when `appData` is the full text. */
            appDataHash?: components["schemas"]["AppDataHash"];
            /** @description Network fee in sell token atoms, ⌈gasAmount × gasPrice / sellTokenPrice⌉. */
            feeAmount: components["schemas"]["TokenAmount"];
            /** @description Estimated gas units of the trade. */
            gasAmount: string;
            /** @description Gas price in wei per gas unit. */
            gasPrice: string;
            /** @description Native token atoms per sell token atom (decimal, may have a fraction). */
            sellTokenPrice: string;
            kind: components["schemas"]["OrderKind"];
            /** @constant */
            partiallyFillable: false;
            sellTokenBalance: components["schemas"]["SellTokenSource"];
            buyTokenBalance: components["schemas"]["BuyTokenDestination"];
            signingScheme: components["schemas"]["SigningScheme"];
        };
        /** @description A quote. Sign `feeAmount` "0" and `sellAmount` = `quote.sellAmount` + `quote.feeAmount`. */
        OrderQuoteResponse: {
            quote: components["schemas"]["QuoteParameters"];
            from: components["schemas"]["Address"];
            /** @description When the quote stops being matched to orders (epoch 0 for `fast`). */
            expiration: components["schemas"]["Timestamp"];
            /** @description Stored quote id, to pass as `quoteId` (null for `fast`, which is not stored). */
            id: number | null;
            /** @description The estimate was confirmed by simulating the trade. */
            verified: boolean;
            /** @description Volume fee in basis points, when configured. */
            protocolFeeBps?: string;
        };
        /** @description The quote an order was matched to at creation. */
        StoredOrderQuote: {
            gasAmount: string;
            gasPrice: string;
            sellTokenPrice: string;
            sellAmount: components["schemas"]["TokenAmount"];
            buyAmount: components["schemas"]["TokenAmount"];
            feeAmount: components["schemas"]["TokenAmount"];
            solver: components["schemas"]["Address"];
            verified: boolean;
            /** @description Execution plan of the quote; only for orders that can no longer trade. */
            metadata?: Record<string, never>;
        };
        /** @description A quote as used by fee policies. */
        Quote: {
            sellAmount: components["schemas"]["TokenAmount"];
            buyAmount: components["schemas"]["TokenAmount"];
            fee: components["schemas"]["TokenAmount"];
        };
        /** @description A signed order as submitted. */
        OrderCreation: {
            sellToken: components["schemas"]["Address"];
            buyToken: components["schemas"]["Address"];
            /** @description Receiver of the bought tokens; null or absent means the owner. */
            receiver?: components["schemas"]["Address"] | null;
            sellAmount: components["schemas"]["TokenAmount"];
            buyAmount: components["schemas"]["TokenAmount"];
            validTo: components["schemas"]["ValidTo"];
            /**
             * @description The full app data text (its keccak256 is what was signed), or (legacy) a hash already
             *     registered with `PUT /api/v1/app_data`.
             */
            appData: string;
            /** @description If set, must equal keccak256 of `appData`. */
            appDataHash?: components["schemas"]["AppDataHash"] | null;
            /** @description Signed fee; must be "0". */
            feeAmount: components["schemas"]["TokenAmount"];
            kind: components["schemas"]["OrderKind"];
            partiallyFillable: boolean;
            sellTokenBalance?: components["schemas"]["SellTokenSource"];
            buyTokenBalance?: components["schemas"]["BuyTokenDestination"];
            signingScheme: components["schemas"]["SigningScheme"];
            signature: components["schemas"]["Signature"];
            /** @description Expected owner; must match the recovered signer. Required for presign and eip1271. */
            from?: components["schemas"]["Address"] | null;
            /** @description Id of the quote the order was built from. */
            quoteId?: number | null;
        };
        /** @description A call from the settlement contract (an order's hook, or a call of a settlement). */
        InteractionData: {
            target: components["schemas"]["Address"];
            value: components["schemas"]["TokenAmount"];
            callData: components["schemas"]["HexBytes"];
        };
        /** @description An order as returned by the API. */
        Order: {
            uid: components["schemas"]["UID"];
            owner: components["schemas"]["Address"];
            creationDate: components["schemas"]["Timestamp"];
            sellToken: components["schemas"]["Address"];
            buyToken: components["schemas"]["Address"];
            receiver: components["schemas"]["Address"] | null;
            sellAmount: components["schemas"]["TokenAmount"];
            buyAmount: components["schemas"]["TokenAmount"];
            validTo: components["schemas"]["ValidTo"];
            appData: components["schemas"]["AppDataHash"];
            /** @description The full app data text, when known. */
            fullAppData: string | null;
            feeAmount: components["schemas"]["TokenAmount"];
            kind: components["schemas"]["OrderKind"];
            partiallyFillable: boolean;
            sellTokenBalance: components["schemas"]["SellTokenSource"];
            buyTokenBalance: components["schemas"]["BuyTokenDestination"];
            signingScheme: components["schemas"]["SigningScheme"];
            signature: components["schemas"]["Signature"];
            class: components["schemas"]["OrderClass"];
            status: components["schemas"]["OrderStatus"];
            /** @description Cancelled through the API or invalidated on chain. */
            invalidated: boolean;
            /**
             * @deprecated
             * @description Deprecated, always null.
             */
            availableBalance: null;
            /** @description Σ sell amount of the trades, fee included. */
            executedSellAmount: components["schemas"]["BigUint"];
            /** @description Σ sell amount of the trades minus the signed fee. */
            executedSellAmountBeforeFees: components["schemas"]["BigUint"];
            executedBuyAmount: components["schemas"]["BigUint"];
            /** @description Σ signed fee executed (0 for orders with zero signed fee). */
            executedFeeAmount: components["schemas"]["BigUint"];
            /** @description Network and protocol fees charged, in `executedFeeToken`. */
            executedFee: components["schemas"]["BigUint"];
            executedFeeToken: components["schemas"]["Address"];
            settlementContract: components["schemas"]["Address"];
            isLiquidityOrder: boolean;
            /** @description Earliest time (unix seconds) the order may enter an auction, from app data. */
            validFrom?: number | null;
            /** @description The trader of an order placed on chain (EthFlow; `owner` is then the contract). Never present in batchbook, which takes orders through the API only; an order invalidated on chain is `invalidated` and `cancelled`. */
            onchainUser?: components["schemas"]["Address"];
            quote?: components["schemas"]["StoredOrderQuote"] | null;
            /** @description Hooks from the app data. */
            interactions: {
                pre: components["schemas"]["InteractionData"][];
                post: components["schemas"]["InteractionData"][];
            };
        };
        /** @description One element of `POST /api/v1/orders/by_uids`. */
        OrderOrError: {
            order: components["schemas"]["Order"];
        } | {
            error: {
                uid: components["schemas"]["UID"];
                description: string;
            };
        };
        /** @description Signature of `OrderCancellation(bytes orderUid)` by the owner. */
        OrderCancellation: {
            signature: components["schemas"]["EcdsaSignature"];
            signingScheme: components["schemas"]["EcdsaSigningScheme"];
        };
        /** @description Signature of `OrderCancellations(bytes[] orderUids)` by the owner of every order. */
        OrderCancellations: {
            orderUids: components["schemas"]["UID"][];
            signature: components["schemas"]["EcdsaSignature"];
            signingScheme: components["schemas"]["EcdsaSigningScheme"];
        };
        /** @description Where the order stands in the batch auctions. */
        CompetitionOrderStatus: {
            /** @enum {string} */
            type: "open" | "scheduled" | "active" | "solved" | "executing" | "traded" | "cancelled";
            /** @description For solved, executing and traded: every solution of the order's competition (its first trade's once traded, else the latest), ascending by score; the last one won. */
            value?: {
                /** @description The solver's submission address, in lower case (the solver's address in the competition's `solutions[].solverAddress`), as the reference returns it. */
                solver: components["schemas"]["Address"];
                /** @description What the solution executes for the order; null when it leaves the order out. */
                executedAmounts: components["schemas"]["ExecutedAmounts"] | null;
            }[];
        };
        /** @description Amounts a solution executes for the order. */
        ExecutedAmounts: {
            sell: components["schemas"]["BigUint"];
            buy: components["schemas"]["BigUint"];
        };
        /** @description Fee as a share of the surplus, capped by a share of the volume. */
        Surplus: {
            factor: number;
            maxVolumeFactor: number;
        };
        /** @description Fee as a share of the volume. */
        Volume: {
            factor: number;
        };
        /** @description Fee as a share of the improvement over the quote, capped by a share of the volume. */
        PriceImprovement: {
            factor: number;
            maxVolumeFactor: number;
            quote: components["schemas"]["Quote"];
        };
        /** @description A protocol fee policy. */
        FeePolicy: {
            surplus: components["schemas"]["Surplus"];
        } | {
            volume: components["schemas"]["Volume"];
        } | {
            priceImprovement: components["schemas"]["PriceImprovement"];
        };
        /** @description A protocol fee taken on a trade. */
        ExecutedProtocolFee: {
            policy: components["schemas"]["FeePolicy"];
            amount: components["schemas"]["TokenAmount"];
            token: components["schemas"]["Address"];
        };
        /** @description One execution of an order in a settlement. */
        Trade: {
            blockNumber: number;
            logIndex: number;
            orderUid: components["schemas"]["UID"];
            owner: components["schemas"]["Address"];
            sellToken: components["schemas"]["Address"];
            buyToken: components["schemas"]["Address"];
            /** @description Sell amount executed, fee included. */
            sellAmount: components["schemas"]["TokenAmount"];
            sellAmountBeforeFees: components["schemas"]["BigUint"];
            buyAmount: components["schemas"]["TokenAmount"];
            txHash: components["schemas"]["TransactionHash"] | null;
            /** @description Protocol fees in the order they were applied. */
            executedProtocolFees: components["schemas"]["ExecutedProtocolFee"][];
        };
        /** @description Native price per token address (1e18 = one native token per 1e18 atoms). */
        AuctionPrices: {
            [key: string]: components["schemas"]["BigUint"];
        };
        /** @description A solvable order as given to solvers. */
        AuctionOrder: {
            uid: components["schemas"]["UID"];
            sellToken: components["schemas"]["Address"];
            buyToken: components["schemas"]["Address"];
            sellAmount: components["schemas"]["TokenAmount"];
            buyAmount: components["schemas"]["TokenAmount"];
            /** @description Creation time in epoch seconds, as a string. */
            created: string;
            validTo: components["schemas"]["ValidTo"];
            kind: components["schemas"]["OrderKind"];
            receiver: components["schemas"]["Address"] | null;
            owner: components["schemas"]["Address"];
            partiallyFillable: boolean;
            /** @description Executed amount so far (sell amount for sell orders, buy amount for buy orders). */
            executed: components["schemas"]["TokenAmount"];
            preInteractions: components["schemas"]["InteractionData"][];
            postInteractions: components["schemas"]["InteractionData"][];
            sellTokenBalance: components["schemas"]["SellTokenSource"];
            buyTokenBalance: components["schemas"]["BuyTokenDestination"];
            class: components["schemas"]["OrderClass"];
            appData: components["schemas"]["AppDataHash"];
            signature: components["schemas"]["Signature"];
            protocolFees: components["schemas"]["FeePolicy"][];
            quote?: components["schemas"]["Quote"];
        };
        /** @description A batch auction. */
        Auction: {
            /** @description Auction id, increasing per network. */
            id: number;
            /** @description Block the auction was built on. */
            block: number;
            orders: components["schemas"]["AuctionOrder"][];
            prices: components["schemas"]["AuctionPrices"];
            surplusCapturingJitOrderOwners: components["schemas"]["Address"][];
        };
        /** @description The orders and prices of a competed auction. */
        CompetitionAuction: {
            orders: components["schemas"]["UID"][];
            prices: components["schemas"]["AuctionPrices"];
        };
        /** @description Amounts a solution executes for one order. */
        SolutionOrderV1: {
            id: components["schemas"]["UID"];
            sellAmount: components["schemas"]["BigUint"];
            buyAmount: components["schemas"]["BigUint"];
        };
        /** @description One proposed solution (v1). */
        SolverSettlementV1: {
            /** @description Solver name. */
            solver: string;
            solverAddress: components["schemas"]["Address"];
            score: components["schemas"]["BigUint"];
            /** @description 1 is the best. */
            ranking: number;
            clearingPrices: {
                [key: string]: components["schemas"]["BigUint"];
            };
            orders: components["schemas"]["SolutionOrderV1"][];
            isWinner: boolean;
            filteredOut: boolean;
        };
        /** @description The solutions proposed for one auction, worst first. */
        SolverCompetitionV1: {
            auctionId: number;
            transactionHashes: components["schemas"]["TransactionHash"][];
            auctionStartBlock: number;
            competitionSimulationBlock: number;
            auction: components["schemas"]["CompetitionAuction"];
            solutions: components["schemas"]["SolverSettlementV1"][];
        };
        /** @description Amounts and tokens a solution executes for one order. */
        SolutionOrderV2: {
            id: components["schemas"]["UID"];
            sellAmount: components["schemas"]["BigUint"];
            buyAmount: components["schemas"]["BigUint"];
            sellToken: components["schemas"]["Address"];
            buyToken: components["schemas"]["Address"];
        };
        /** @description One proposed solution (v2). */
        SolverSettlementV2: {
            solverAddress: components["schemas"]["Address"];
            score: components["schemas"]["BigUint"];
            ranking: number;
            clearingPrices: {
                [key: string]: components["schemas"]["BigUint"];
            };
            orders: components["schemas"]["SolutionOrderV2"][];
            isWinner: boolean;
            filteredOut: boolean;
            txHash?: components["schemas"]["TransactionHash"] | null;
            referenceScore?: components["schemas"]["BigUint"] | null;
        };
        /** @description The solutions proposed for one auction with reference scores, worst first. */
        SolverCompetitionV2: {
            auctionId: number;
            auctionStartBlock: number;
            auctionDeadlineBlock: number;
            transactionHashes: components["schemas"]["TransactionHash"][];
            /** @description Reference score per winning solver address. */
            referenceScores: {
                [key: string]: components["schemas"]["BigUint"];
            };
            auction: components["schemas"]["CompetitionAuction"];
            solutions: components["schemas"]["SolverSettlementV2"][];
            /** @description batchbook extension: solvers the participation guard kept out of this auction (they kept winning without settling). Absent from the reference's answer. */
            bannedSolvers?: components["schemas"]["BannedSolver"][];
        };
        /** @description A solver banned from the auctions for a number of blocks. */
        BannedSolver: {
            /** @description The solver's name. */
            solver: string;
            solverAddress: components["schemas"]["Address"];
            /** @description The block the ban was decided in. */
            fromBlock: number;
            /** @description The last block of the ban. */
            untilBlock: number;
            /**
             * @description `nonSettling`: its last wins all failed to settle; `lowSettlementRate`: too few of its recent wins settled.
             * @enum {string}
             */
            reason: "nonSettling" | "lowSettlementRate";
        };
        /** @description Native token atoms per token atom. */
        NativePriceResponse: {
            price: number;
        };
        /** @description What the order book's history says about a token. */
        TokenMetadata: {
            /** @description The block of the first trade that sold or bought the token; null when it never traded. */
            firstTradeBlock: number | null;
            /** @description The token's price in the latest auction that priced it, in the auction's convention (native atoms per 10^18 token atoms, a decimal string); null when no auction priced it. */
            nativePrice: components["schemas"]["BigUint"] | null;
        };
        /**
         * @description An order to simulate without storing it: the signed order fields, its owner, and the full
         *     app data text. Unknown fields are ignored.
         */
        OrderSimulationRequest: {
            sellToken: components["schemas"]["Address"];
            buyToken: components["schemas"]["Address"];
            /** @description Must be greater than zero. */
            sellAmount: components["schemas"]["TokenAmount"];
            buyAmount: components["schemas"]["TokenAmount"];
            kind: components["schemas"]["OrderKind"];
            /** @description The order's owner; the signature must be the owner's. */
            owner: components["schemas"]["Address"];
            /** @description Receiver of the bought tokens; null or absent means the owner. */
            receiver?: components["schemas"]["Address"] | null;
            sellTokenBalance?: components["schemas"]["SellTokenSource"];
            buyTokenBalance?: components["schemas"]["BuyTokenDestination"];
            /** @description The full app data text; the order signs its keccak256. */
            appData: string;
            /** @description The block to simulate at; null or absent means the latest. */
            blockNumber?: number | null;
            signingScheme: components["schemas"]["SigningScheme"];
            signature: components["schemas"]["Signature"];
            feeAmount: components["schemas"]["TokenAmount"];
            validTo: components["schemas"]["ValidTo"];
            partiallyFillable: boolean;
        };
        /**
         * @description Why the settlement would not execute the order, the first of these in the order a
         *     settlement meets them:
         *     `ban` (the owner or receiver is banned), `validity` (cancelled, invalidated on chain,
         *     already filled, or past `validTo` at the block), `signature` (the signature is not the
         *     owner's, or its ERC-1271 wallet rejects it), `presignature` (a presign order without its
         *     presignature), `hookRevert` (the hooks' gas limits exceed what a settlement can forward,
         *     so the hooks trampoline reverts), `balance` (the owner's sell token balance is below the
         *     amount to sell), `allowance` (the vault relayer's allowance is below it), `limitPrice`
         *     (the world's market, network fee included, pays less than the limit price, or there is no
         *     route). The simulated world does not execute hook call data, and the hooks trampoline
         *     ignores a hook that reverts, as on chain.
         */
        OrderSimulationReason: {
            /** @enum {string} */
            kind: "ban" | "validity" | "signature" | "presignature" | "hookRevert" | "balance" | "allowance" | "limitPrice";
            description: string;
        };
        /** @description A balance the settlement of the order changes, in token atoms (negative when it decreases). */
        BalanceChange: {
            address: components["schemas"]["Address"];
            token: components["schemas"]["Address"];
            amount: string;
        };
        /**
         * @description Whether the order's settlement would execute against the simulated world at the block,
         *     and if not the first reason. When it executes: what it executes (the remaining amount, or
         *     for a partially fillable order what the owner's balance and allowance cover) at the world's
         *     market price with the network fee, and the balances that change. Protocol fees and the
         *     surplus a batch may add are not included.
         */
        OrderSimulation: {
            /** @description The block simulated at. */
            blockNumber: number;
            executes: boolean;
            /** @description Null when the order executes. */
            reason: components["schemas"]["OrderSimulationReason"] | null;
            /** @description The reason's description, null when it executes (the reference's field). */
            error: string | null;
            /** @description What the settlement executes, network fee included in `sell`; null when it does not execute. */
            executedAmounts: components["schemas"]["ExecutedAmounts"] | null;
            /** @description Empty when the order does not execute. */
            balanceChanges: components["schemas"]["BalanceChange"][];
        };
        /** @description Total surplus of a user, in native token atoms. */
        TotalSurplus: {
            totalSurplus: components["schemas"]["BigUint"];
        };
        /** @description An order lifecycle event. */
        DebugEvent: {
            /** @enum {string} */
            label: "created" | "ready" | "filtered" | "invalid" | "executing" | "considered" | "traded" | "cancelled";
            timestamp: components["schemas"]["Timestamp"];
            /**
             * @description Why the order was filtered or marked invalid.
             * @enum {string}
             */
            reason?: "in_flight" | "banned_user" | "invalid_signature" | "unsupported_token" | "insufficient_balance" | "dust_order" | "missing_native_price";
            /** @description batchbook extension: the auction the event came from: the auction that took the order in (`ready`), left it out (`filtered`, `invalid`; absent when that auction had no order at all and was not stored), put it in a solution (`considered`) or a winner (`executing`), or whose settlement traded it (`traded`). Absent on other events. */
            auctionId?: number;
        };
        /** @description A solution proposed in an auction that touched the order. */
        DebugProposedSolution: {
            solutionUid: number;
            ranking: number;
            solver: components["schemas"]["Address"];
            isWinner: boolean;
            filteredOut: boolean;
            score: components["schemas"]["BigUint"];
            executedSell: components["schemas"]["TokenAmount"];
            executedBuy: components["schemas"]["TokenAmount"];
        };
        /** @description A protocol fee charged in an execution. */
        DebugProtocolFee: {
            token: components["schemas"]["Address"];
            amount: components["schemas"]["TokenAmount"];
        };
        /** @description Fees charged when the order executed in the auction. */
        DebugExecution: {
            executedFee: components["schemas"]["TokenAmount"];
            executedFeeToken: components["schemas"]["Address"];
            blockNumber: number;
            protocolFees: components["schemas"]["DebugProtocolFee"][];
        };
        /** @description A winner's attempt to settle. */
        DebugSettlementAttempt: {
            solver: components["schemas"]["Address"];
            solutionUid: number;
            startTimestamp: components["schemas"]["Timestamp"];
            startBlock: number;
            deadlineBlock: number;
            endTimestamp?: components["schemas"]["Timestamp"];
            endBlock?: number;
            /** @description `success`; `timeout` (it did not land by the deadline block; its orders stay in flight until then); or `driver failed: <code>: <message>` (it reverted on chain, code `SettlementReverted`, or no longer simulated when it was to be sent). Only a success changes anything, and the orders of a failed settlement are back in the next auction. */
            outcome?: string;
            /** @description batchbook extension, present when the attempt landed (`success`) and the order traded in it: the settlement transaction's input, GPv2Settlement `settle(tokens, clearingPrices, trades, interactions)` as the reference driver encodes it (the sorted uniform clearing prices, then each trade's own sell and buy token priced at the amounts it executed; the interactions below), followed by the auction id as 8 big-endian bytes. The reference kept the winner's calldata with the solver competition (`callData`) until it stopped storing it. */
            callData?: components["schemas"]["HexBytes"];
            /** @description batchbook extension, with `callData`: the calldata with the interactions a solver marked `internalize` kept in. batchbook executes every interaction, so it equals `callData`. */
            uninternalizedCallData?: components["schemas"]["HexBytes"];
            /** @description batchbook extension, with `callData`: the settlement's calls in the contract's three phases, `[pre, intra, post]`. Pre: the solution's pre-interactions, then the traded orders' pre-hooks; intra: the solution's `custom` interactions and its AMM swaps (as Uniswap v2 router `swapTokensForExactTokens` calls) in the order the solution made them, then the wrapped native token's `withdraw` for orders that buy the native token; post: the solution's post-interactions, then the orders' post-hooks. */
            interactions?: components["schemas"]["InteractionData"][][];
        };
        /** @description A fee policy applied to the order in the auction. */
        DebugFeePolicy: {
            /** @enum {string} */
            kind: "surplus" | "volume" | "priceImprovement";
            surplusFactor?: number;
            surplusMaxVolumeFactor?: number;
            volumeFactor?: number;
            priceImprovementFactor?: number;
            priceImprovementMaxVolumeFactor?: number;
        };
        /** @description One auction the order took part in. */
        DebugAuction: {
            id: number;
            block: number;
            /** @description batchbook extension: the time of the auction's block. */
            timestamp: components["schemas"]["Timestamp"];
            /** @description Deadline block. */
            deadline: number;
            nativePrices: {
                [key: string]: components["schemas"]["BigUint"];
            };
            proposedSolutions: components["schemas"]["DebugProposedSolution"][];
            executions: components["schemas"]["DebugExecution"][];
            settlementAttempts: components["schemas"]["DebugSettlementAttempt"][];
            feePolicies: components["schemas"]["DebugFeePolicy"][];
            /** @description Solvers the participation guard kept out of this auction. */
            bannedSolvers?: components["schemas"]["BannedSolver"][];
        };
        /** @description A trade of the order. */
        DebugTrade: {
            blockNumber: number;
            logIndex: number;
            buyAmount: components["schemas"]["TokenAmount"];
            sellAmount: components["schemas"]["TokenAmount"];
            sellAmountBeforeFees: components["schemas"]["TokenAmount"];
            txHash: components["schemas"]["TransactionHash"] | null;
            auctionId: number | null;
        };
        /** @description Everything batchbook knows about an order. */
        DebugOrderResponse: {
            orderUid: components["schemas"]["UID"];
            order: components["schemas"]["Order"];
            events: components["schemas"]["DebugEvent"][];
            auctions: components["schemas"]["DebugAuction"][];
            trades: components["schemas"]["DebugTrade"][];
        };
        /** @description Error-specific payload. */
        ErrorData: {
            [key: string]: unknown;
        };
        /** @description A parameter or the body violates the schema; `description` names the field. */
        InvalidParameterError: {
            /** @enum {string} */
            errorType: "InvalidParameter";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /** @description The resource, route or network does not exist. */
        NotFoundError: {
            /** @enum {string} */
            errorType: "NotFound";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /** @description The address is deny-listed. */
        ForbiddenError: {
            /** @enum {string} */
            errorType: "Forbidden";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /** @description The signer does not own the order(s). */
        WrongOwnerError: {
            /** @enum {string} */
            errorType: "WrongOwner";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /** @description The body is not JSON by its Content-Type. */
        UnsupportedMediaTypeError: {
            /** @enum {string} */
            errorType: "UnsupportedMediaType";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /** @description The body exceeds the size limit. */
        PayloadTooLargeError: {
            /** @enum {string} */
            errorType: "PayloadTooLarge";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /** @description Too many requests. */
        RateLimitedError: {
            /** @enum {string} */
            errorType: "RateLimited";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /** @description Unexpected error; the description is empty. */
        InternalServerError: {
            /** @enum {string} */
            errorType: "InternalServerError";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /** @description Unexpected error while adding an order. */
        OrderPostInternalError: {
            /** @enum {string} */
            errorType: "InternalServerError" | "MetadataSerializationFailed";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /** @description Unknown network or replaced order. */
        OrderPostNotFoundError: {
            /** @enum {string} */
            errorType: "NotFound" | "OrderNotFound" | "NoLiquidity";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /**
         * @description Why a quote failed. `QuoteNotVerified`: the trade cannot be simulated for the trader
         *     because a token takes a fee on each transfer or its transfers revert, while the trader
         *     holds the amount to sell (without it, or for a `fast` quote, the quote is answered with
         *     `verified: false`). `IncompatibleSigningScheme`: `onchainOrder` is true with an `eip712`
         *     or `ethsign` scheme (an order placed on chain is signed by its contract: `presign` or
         *     `eip1271`). Rules: docs/protocol.md#errors.
         */
        PriceEstimationError: {
            /** @enum {string} */
            errorType: "InvalidParameter" | "SellAmountDoesNotCoverFee" | "NoLiquidity" | "UnsupportedToken" | "SameBuyAndSellToken" | "InvalidNativeSellToken" | "InvalidAppData" | "AppDataHashMismatch" | "InsufficientValidTo" | "ExcessiveValidTo" | "UnsupportedOrderType" | "UnsupportedSellTokenSource" | "UnsupportedBuyTokenDestination" | "TradingOutsideAllowedWindow" | "TokenTemporarilySuspended" | "InsufficientLiquidity" | "CustomSolverError" | "QuoteNotVerified" | "IncompatibleSigningScheme";
            description: string;
            data?: {
                fee_amount?: components["schemas"]["TokenAmount"];
            };
        };
        /** @description Why an order was rejected (first failing check of docs/protocol.md#validation-order). `TransferSimulationFailed`: the balance and allowance cover the order but the sell token's transfer into the settlement reverts (the description carries the revert data); `QuoteNotVerified`: as for quotes, when the owner holds the sell amount. */
        OrderPostError: {
            /** @enum {string} */
            errorType: "InvalidParameter" | "SellAmountOverflow" | "BuyAmountOverflow" | "AlreadyCancelled" | "OrderFullyExecuted" | "OrderExpired" | "OnChainOrder" | "InvalidAppData" | "AppDataHashMismatch" | "InvalidSignature" | "AppdataFromMismatch" | "WrongOwner" | "MissingFrom" | "ZeroAmount" | "UnsupportedOrderType" | "UnsupportedBuyTokenDestination" | "UnsupportedSellTokenSource" | "InsufficientValidTo" | "ExcessiveValidTo" | "SameBuyAndSellToken" | "InvalidNativeSellToken" | "UnsupportedToken" | "InvalidEip1271Signature" | "InsufficientAllowance" | "InsufficientBalance" | "NonZeroFee" | "TooManyLimitOrders" | "TooMuchGas" | "InvalidValidFrom" | "DuplicatedOrder" | "OldOrderActivelyBidOn" | "TransferSimulationFailed" | "QuoteNotVerified";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /** @description Why a cancellation was rejected. */
        OrderCancellationError: {
            /** @enum {string} */
            errorType: "InvalidParameter" | "InvalidSignature" | "OnChainOrder" | "OrderFullyExecuted" | "AlreadyCancelled" | "OrderExpired";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /** @description An order to cancel does not exist, or unknown network. */
        CancellationNotFoundError: {
            /** @enum {string} */
            errorType: "OrderNotFound" | "NotFound";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /** @description Why an app data document was rejected. */
        AppDataError: {
            /** @enum {string} */
            errorType: "InvalidParameter" | "AppDataInvalid" | "AppDataHashMismatch" | "AppDataMismatch";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /** @description Malformed owner or offset, or limit outside 1..1000. */
        UserOrdersError: {
            /** @enum {string} */
            errorType: "InvalidParameter" | "LIMIT_OUT_OF_BOUNDS";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /** @description Bad trade filter or pagination. */
        TradesError: {
            /** @enum {string} */
            errorType: "InvalidParameter" | "InvalidTradeFilter" | "InvalidLimit";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /** @description Malformed or unsupported token. */
        NativePriceBadRequestError: {
            /** @enum {string} */
            errorType: "InvalidParameter" | "UnsupportedToken";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /** @description No price, or unknown network. */
        NativePriceNotFoundError: {
            /** @enum {string} */
            errorType: "NoLiquidity" | "NotFound";
            description: string;
            data?: components["schemas"]["ErrorData"];
        };
        /**
         * @description 32 bytes, `0x`-prefixed hex.
         * @example 0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d
         */
        Bytes32: string;
        /**
         * Format: date-time
         * @description Date and time, ISO 8601 / RFC 3339 in UTC.
         * @example 2026-11-25T18:35:18.814Z
         */
        Timestamp: string;
        /**
         * @description Arbitrary bytes, `0x`-prefixed hex with an even number of digits.
         * @example 0xca11da7a
         */
        HexBytes: string;
        /**
         * @description Order UID in a path parameter; the `0x` prefix is optional.
         * @example 0xff2e2e54d178997f173266817c1e9ed6fee1a1aae4b43971c53b543cffcc2969845c6f5599fbb25dbdd1b9b013daf85c03f3c63763e4bc4a
         */
        UIDParam: string;
        /**
         * @description Address in a path or query parameter; the `0x` prefix is optional.
         * @example 0x6810e776880c02933d47db1b9fc05908e5386b96
         */
        AddressParam: string;
        /**
         * @description Transaction hash in a path parameter; the `0x` prefix is optional.
         * @example 0xd51f28edffcaaa76be4a22f6375ad289272c037f3cc072345676e88d92ced8b5
         */
        TransactionHashParam: string;
    };
    responses: {
        /** @description A parameter or the body violates the schema. */
        InvalidParameter: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["InvalidParameterError"];
            };
        };
        /** @description Not found, or unknown network. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotFoundError"];
            };
        };
        /** @description No competition is stored for this auction or transaction, or unknown network. */
        CompetitionNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotFoundError"];
            };
        };
        /** @description The `from` address is deny-listed. */
        QuoteForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ForbiddenError"];
            };
        };
        /** @description The request body is larger than 16 KiB. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PayloadTooLargeError"];
            };
        };
        /**
         * @description The body is not JSON by its Content-Type: it must be `application/json` (or
         *     `application/*+json`), with no charset or UTF-8. A body sent as `text/plain`, a form or
         *     multipart is refused, as the reference's JSON extractor refuses it.
         */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UnsupportedMediaTypeError"];
            };
        };
        /** @description Too many requests from this client; retry after `Retry-After` seconds. */
        RateLimited: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RateLimitedError"];
            };
        };
        /** @description Unexpected error. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["InternalServerError"];
            };
        };
        /** @description The order(s) are cancelled. */
        Cancelled: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": "Cancelled";
            };
        };
        /** @description Malformed request, invalid signature, or an order that cannot be cancelled. */
        CancellationBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OrderCancellationError"];
            };
        };
        /** @description The signer does not own every order. */
        CancellationWrongOwner: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["WrongOwnerError"];
            };
        };
        /** @description An order does not exist (none was cancelled), or unknown network. */
        CancellationNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CancellationNotFoundError"];
            };
        };
        /** @description The same document was already registered; the body is its hash. */
        AppDataKnown: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Bytes32"];
            };
        };
        /** @description The document was registered; the body is its hash. */
        AppDataCreated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Bytes32"];
            };
        };
        /**
         * @description The document is not valid app data (`AppDataInvalid`), its hash differs from the path
         *     (`AppDataHashMismatch`), or another text is stored for that hash (`AppDataMismatch`).
         */
        AppDataBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AppDataError"];
            };
        };
        /** @description The trades, newest first. */
        Trades: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Trade"][];
            };
        };
        /** @description Not exactly one of `owner` and `orderUid`, a malformed parameter, or a bad limit. */
        TradesBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TradesError"];
            };
        };
        /** @description The competition. */
        SolverCompetitionV1: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SolverCompetitionV1"];
            };
        };
        /** @description The competition. */
        SolverCompetitionV2: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SolverCompetitionV2"];
            };
        };
        /** @description The debug report. */
        DebugReport: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DebugOrderResponse"];
            };
        };
    };
    parameters: {
        /** @description The order UID (`0x` optional). */
        OrderUidPath: components["schemas"]["UIDParam"];
        /**
         * @description The `id` of the last event received: the stream starts with every later event, read from
         *     the database, with no gap and no duplicate. EventSource clients send it when they
         *     reconnect. An id that is not of this stream (malformed, or newer than anything stored) is
         *     400 `InvalidParameter`.
         */
        LastEventId: string;
        /** @description The order UID (`0x` optional). */
        DebugUidPath: components["schemas"]["UIDParam"];
        /** @description The auction id, at most 2^53 − 1. */
        AuctionIdPath: number;
        /** @description The settlement transaction hash (`0x` optional). */
        TxHashPath: components["schemas"]["TransactionHashParam"];
        /** @description Trades of this owner. Exactly one of `owner` and `orderUid`. */
        TradeOwner: components["schemas"]["AddressParam"];
        /** @description Trades of this order. Exactly one of `owner` and `orderUid`. */
        TradeOrderUid: components["schemas"]["UIDParam"];
    };
    requestBodies: never;
    headers: {
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    quote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderQuoteRequest"];
            };
        };
        responses: {
            /** @description Quoted order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderQuoteResponse"];
                };
            };
            /**
             * @description The request is invalid or the order cannot be quoted. `SellAmountDoesNotCoverFee`
             *     carries the fee in `data.fee_amount`.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceEstimationError"];
                };
            };
            403: components["responses"]["QuoteForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    quoteStream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderQuoteRequest"];
            };
        };
        responses: {
            /** @description The stream; each unnamed event's `data` is a quote, a terminal `error` event's the quote error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /**
             * @description The request is invalid (before any stream opens); the quote's own failures come as the
             *     stream's `error` event.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceEstimationError"];
                };
            };
            403: components["responses"]["QuoteForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreation"];
            };
        };
        responses: {
            /** @description The order was accepted; the body is its UID. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UID"];
                };
            };
            /** @description The order failed validation. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPostError"];
                };
            };
            /** @description The replaced order belongs to another owner. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WrongOwnerError"];
                };
            };
            /** @description The owner or receiver is deny-listed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The network is unknown, or the order to replace does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPostNotFoundError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            /** @description Unexpected error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPostInternalError"];
                };
            };
        };
    };
    cancelOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCancellations"];
            };
        };
        responses: {
            200: components["responses"]["Cancelled"];
            400: components["responses"]["CancellationBadRequest"];
            401: components["responses"]["CancellationWrongOwner"];
            404: components["responses"]["CancellationNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UID"][];
            };
        };
        responses: {
            /** @description The orders found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderOrError"][];
                };
            };
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order UID (`0x` optional). */
                UID: components["parameters"]["OrderUidPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order UID (`0x` optional). */
                UID: components["parameters"]["OrderUidPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCancellation"];
            };
        };
        responses: {
            200: components["responses"]["Cancelled"];
            400: components["responses"]["CancellationBadRequest"];
            401: components["responses"]["CancellationWrongOwner"];
            404: components["responses"]["CancellationNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order UID (`0x` optional). */
                UID: components["parameters"]["OrderUidPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompetitionOrderStatus"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    streamOrderEvents: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `id` of the last event received: the stream starts with every later event, read from
                 *     the database, with no gap and no duplicate. EventSource clients send it when they
                 *     reconnect. An id that is not of this stream (malformed, or newer than anything stored) is
                 *     400 `InvalidParameter`.
                 */
                "Last-Event-ID"?: components["parameters"]["LastEventId"];
            };
            path: {
                /** @description The order UID (`0x` optional). */
                UID: components["parameters"]["OrderUidPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream; `event` names the kind, `data` is JSON of the schema `x-events` gives for it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example retry: 1000
                     *
                     *     id: 1
                     *     event: created
                     *     data: {"uid":"0x87ac7f4e1975c803918217bed4d110e0d633b7a692bf290e29da43f6d9b0b24e2c7536e3605d9c16a7a3d7b1898e529396a65c236afd86c0","owner":"0x2c7536e3605d9c16a7a3d7b1898e529396a65c23","timestamp":"2026-01-01T00:00:00.000Z"}
                     *
                     *     id: 2
                     *     event: auction
                     *     data: {"uid":"0x87ac7f4e1975c803918217bed4d110e0d633b7a692bf290e29da43f6d9b0b24e2c7536e3605d9c16a7a3d7b1898e529396a65c236afd86c0","owner":"0x2c7536e3605d9c16a7a3d7b1898e529396a65c23","timestamp":"2026-01-01T00:00:12.000Z","stage":"executing"}
                     *
                     *     id: 3
                     *     event: traded
                     *     data: {"uid":"0x87ac7f4e1975c803918217bed4d110e0d633b7a692bf290e29da43f6d9b0b24e2c7536e3605d9c16a7a3d7b1898e529396a65c236afd86c0","owner":"0x2c7536e3605d9c16a7a3d7b1898e529396a65c23","timestamp":"2026-01-01T00:00:24.000Z","trade":{"blockNumber":21500002,"logIndex":0,"txHash":"0xd42800f54ad776bf567056224f59a898d51c80d5816e4fa7cd45508f218212e5","auctionId":1,"sellAmount":"1000000000000000000","sellAmountBeforeFees":"1000000000000000000","buyAmount":"3161234567","executedFee":"1250000000000000"}}
                     */
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getUserOrders: {
        parameters: {
            query?: {
                /** @description Number of orders to skip (default 0), at most 2^53 − 1. */
                offset?: number;
                /** @description Page size, 1 to 1000 (default 10). Out of range → 400 `LIMIT_OUT_OF_BOUNDS`. */
                limit?: number;
            };
            header?: never;
            path: {
                owner: components["schemas"]["AddressParam"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"][];
                };
            };
            /** @description Malformed owner or offset, or limit out of bounds. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserOrdersError"];
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    streamAccountEvents: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `id` of the last event received: the stream starts with every later event, read from
                 *     the database, with no gap and no duplicate. EventSource clients send it when they
                 *     reconnect. An id that is not of this stream (malformed, or newer than anything stored) is
                 *     400 `InvalidParameter`.
                 */
                "Last-Event-ID"?: components["parameters"]["LastEventId"];
            };
            path: {
                owner: components["schemas"]["AddressParam"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream; `event` names the kind, `data` is JSON of the schema `x-events` gives for it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example retry: 1000
                     *
                     *     id: 41
                     *     event: created
                     *     data: {"uid":"0x87ac7f4e1975c803918217bed4d110e0d633b7a692bf290e29da43f6d9b0b24e2c7536e3605d9c16a7a3d7b1898e529396a65c236afd86c0","owner":"0x2c7536e3605d9c16a7a3d7b1898e529396a65c23","timestamp":"2026-01-01T00:00:00.000Z"}
                     *
                     *     id: 42
                     *     event: auction
                     *     data: {"uid":"0x87ac7f4e1975c803918217bed4d110e0d633b7a692bf290e29da43f6d9b0b24e2c7536e3605d9c16a7a3d7b1898e529396a65c236afd86c0","owner":"0x2c7536e3605d9c16a7a3d7b1898e529396a65c23","timestamp":"2026-01-01T00:00:12.000Z","stage":"executing"}
                     *
                     *     id: 43
                     *     event: traded
                     *     data: {"uid":"0x87ac7f4e1975c803918217bed4d110e0d633b7a692bf290e29da43f6d9b0b24e2c7536e3605d9c16a7a3d7b1898e529396a65c236afd86c0","owner":"0x2c7536e3605d9c16a7a3d7b1898e529396a65c23","timestamp":"2026-01-01T00:00:24.000Z","trade":{"blockNumber":21500002,"logIndex":0,"txHash":"0xd42800f54ad776bf567056224f59a898d51c80d5816e4fa7cd45508f218212e5","auctionId":1,"sellAmount":"1000000000000000000","sellAmountBeforeFees":"1000000000000000000","buyAmount":"3161234567","executedFee":"1250000000000000"}}
                     */
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getOrdersByTxHash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                txHash: components["schemas"]["TransactionHashParam"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The orders (empty when none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"][];
                };
            };
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAppDataByHash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description keccak256 of the full app data text; the `0x` prefix is optional. */
                app_data_hash: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The full app data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppDataObject"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    registerAppDataByHash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description keccak256 of the full app data text; the `0x` prefix is optional. */
                app_data_hash: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppDataObject"];
            };
        };
        responses: {
            200: components["responses"]["AppDataKnown"];
            201: components["responses"]["AppDataCreated"];
            400: components["responses"]["AppDataBadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    registerAppData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppDataObject"];
            };
        };
        responses: {
            200: components["responses"]["AppDataKnown"];
            201: components["responses"]["AppDataCreated"];
            400: components["responses"]["AppDataBadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getTrades: {
        parameters: {
            query?: {
                /** @description Trades of this owner. Exactly one of `owner` and `orderUid`. */
                owner?: components["parameters"]["TradeOwner"];
                /** @description Trades of this order. Exactly one of `owner` and `orderUid`. */
                orderUid?: components["parameters"]["TradeOrderUid"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Trades"];
            400: components["responses"]["TradesBadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getTradesV2: {
        parameters: {
            query?: {
                /** @description Trades of this owner. Exactly one of `owner` and `orderUid`. */
                owner?: components["parameters"]["TradeOwner"];
                /** @description Trades of this order. Exactly one of `owner` and `orderUid`. */
                orderUid?: components["parameters"]["TradeOrderUid"];
                /** @description Number of trades to skip (default 0), at most 2^53 − 1. */
                offset?: number;
                /** @description Page size, 1 to 1000 (default 10). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Trades"];
            400: components["responses"]["TradesBadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getCurrentBatchAuction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The auction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Auction"];
                };
            };
            /** @description No auction has been built yet, or the network is unknown. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    streamAuctionEvents: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The `id` of the last event received: the stream starts with every later event, read from
                 *     the database, with no gap and no duplicate. EventSource clients send it when they
                 *     reconnect. An id that is not of this stream (malformed, or newer than anything stored) is
                 *     400 `InvalidParameter`.
                 */
                "Last-Event-ID"?: components["parameters"]["LastEventId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream; `event` names the kind, `data` is JSON of the schema `x-events` gives for it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example retry: 1000
                     *
                     *     id: 6.6.6.0
                     *     event: settlement
                     *     data: {"auctionId":6,"solutionUid":0,"solver":"baseline","solverAddress":"0x9008d19f58aabd9ed0d60971565aa8510560ab41","outcome":{"kind":"success"},"txHash":"0x2f3a9d4c5b6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708","endBlock":8}
                     *
                     *     id: 7.6.6.0
                     *     event: auction
                     *     data: {"auctionId":7,"block":8,"deadlineBlock":13,"timestamp":1767225696,"orderCount":2}
                     *
                     *     id: 7.7.6.0
                     *     event: competition
                     *     data: {"auctionId":7,"block":8,"solutions":[{"solutionUid":0,"solver":"baseline","solverAddress":"0x9008d19f58aabd9ed0d60971565aa8510560ab41","score":"1200000000000000","ranking":1,"isWinner":true,"filteredOut":false}]}
                     */
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    listAuctions: {
        parameters: {
            query?: {
                /** @description How many auctions, 1 to 100 (default 10). */
                limit?: number;
                /** @description Only auctions with a smaller id (the next page after the last one listed). */
                before?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The auctions, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuctionSummary"][];
                };
            };
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAuctionSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The auction id, at most 2^53 − 1. */
                auction_id: components["parameters"]["AuctionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The auction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuctionSummary"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            /** @description No such auction on this network, or the network is unknown. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSolverCompetition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The auction id, at most 2^53 − 1. */
                auction_id: components["parameters"]["AuctionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SolverCompetitionV1"];
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["CompetitionNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSolverCompetitionLatest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SolverCompetitionV1"];
            404: components["responses"]["CompetitionNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSolverCompetitionByTxHash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The settlement transaction hash (`0x` optional). */
                tx_hash: components["parameters"]["TxHashPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SolverCompetitionV1"];
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["CompetitionNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSolverCompetitionByAuctionIdV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The auction id, at most 2^53 − 1. */
                auction_id: components["parameters"]["AuctionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SolverCompetitionV2"];
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["CompetitionNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSolverCompetitionLatestV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SolverCompetitionV2"];
            404: components["responses"]["CompetitionNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSolverCompetitionByTxHashV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The settlement transaction hash (`0x` optional). */
                tx_hash: components["parameters"]["TxHashPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SolverCompetitionV2"];
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["CompetitionNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getSolverCompetitionByAuctionIdRestrictedV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The auction id, at most 2^53 − 1. */
                auction_id: components["parameters"]["AuctionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SolverCompetitionV2"];
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["CompetitionNotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getOrderDebugReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order UID (`0x` optional). */
                uid: components["parameters"]["DebugUidPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DebugReport"];
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    debugOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order UID (`0x` optional). */
                uid: components["parameters"]["DebugUidPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DebugReport"];
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    debugSimulationPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderSimulationRequest"];
            };
        };
        responses: {
            /** @description The simulation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSimulation"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    debugSimulation: {
        parameters: {
            query?: {
                /** @description The block to simulate at; the latest when absent. */
                block_number?: number;
            };
            header?: never;
            path: {
                /** @description The order UID (`0x` optional). */
                uid: components["parameters"]["DebugUidPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The simulation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderSimulation"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getTokenNativePrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: components["schemas"]["AddressParam"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The estimated native price. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NativePriceResponse"];
                };
            };
            /** @description Malformed address or unsupported token. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NativePriceBadRequestError"];
                };
            };
            /** @description No price for the token, or unknown network. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NativePriceNotFoundError"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getTokenMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: components["schemas"]["AddressParam"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token's metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenMetadata"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getAddressTotalSurplus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                address: components["schemas"]["AddressParam"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The total surplus. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotalSurplus"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
    getApiVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalServerError"];
        };
    };
}
