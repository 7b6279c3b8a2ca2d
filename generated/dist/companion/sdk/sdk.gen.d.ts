import type { Client, Options as Options2, TDataShape } from './client/index.js';
import type { AddNotificationChannelData, AddNotificationChannelErrors, AddNotificationChannelResponses, CreateAffiliateData, CreateAffiliateErrors, CreateAffiliateResponses, GetAccountNotificationsData, GetAccountNotificationsErrors, GetAccountNotificationsResponses, GetAccountTokenBalancesData, GetAccountTokenBalancesErrors, GetAccountTokenBalancesResponses, GetAddressBalancesData, GetAddressBalancesErrors, GetAddressBalancesResponses, GetAffiliateData, GetAffiliateErrors, GetAffiliateResponses, GetAffiliateStatsData, GetAffiliateStatsErrors, GetAffiliateStatsResponses, GetHooksData, GetHooksErrors, GetHooksResponses, GetPoolsAverageAprData, GetPoolsAverageAprErrors, GetPoolsAverageAprResponses, GetPoolsHistoryData, GetPoolsHistoryErrors, GetPoolsHistoryResponses, GetPoolsInfoData, GetPoolsInfoErrors, GetPoolsInfoResponses, GetRefCodeData, GetRefCodeErrors, GetRefCodeResponses, GetSlippageToleranceData, GetSlippageToleranceErrors, GetSlippageToleranceResponses, GetTokenDetailsData, GetTokenDetailsErrors, GetTokenDetailsResponses, GetTokensDetailsData, GetTokensDetailsErrors, GetTokensDetailsResponses, GetTopTokenHoldersData, GetTopTokenHoldersErrors, GetTopTokenHoldersResponses, GetTraderActivityData, GetTraderActivityErrors, GetTraderActivityResponses, GetTraderStatsData, GetTraderStatsErrors, GetTraderStatsResponses, GetUsdPriceData, GetUsdPriceErrors, GetUsdPriceResponses, GetVolatilityDetailsData, GetVolatilityDetailsErrors, GetVolatilityDetailsResponses, ListNotificationChannelsData, ListNotificationChannelsErrors, ListNotificationChannelsResponses, RemoveNotificationChannelData, RemoveNotificationChannelErrors, RemoveNotificationChannelResponses, SimulateBundleData, SimulateBundleErrors, SimulateBundleResponses, StreamAccountTokenBalancesData, StreamAccountTokenBalancesErrors, StreamAccountTokenBalancesResponse, StreamAccountTokenBalancesResponses } from './types.gen.js';
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
 * Get the USD price of a token
 *
 * Price of one whole token (not one atom) in US dollars. `tokenAddress` `-` asks for the chain's
 * native asset (ETH, xDAI, POL, AVAX, BNB, ...).
 *
 * A token without a price and a chain that is not supported both answer 404
 * `{"message": "Price not found"}`. A malformed `tokenAddress` is 400.
 *
 */
export declare const getUsdPrice: <ThrowOnError extends boolean = false>(options: Options<GetUsdPriceData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetUsdPriceResponses, GetUsdPriceErrors, ThrowOnError, "fields">;
/**
 * Get the largest holders of a token
 *
 * The accounts holding the most of a token on a chain, largest balance first. Balances are in
 * atoms (raw integer units, not divided by the token's decimals), as decimal strings.
 *
 * A token or chain without holder data answers 404 `{"message": "Token holders not found"}`.
 * A malformed `tokenAddress` is 400.
 *
 */
export declare const getTopTokenHolders: <ThrowOnError extends boolean = false>(options: Options<GetTopTokenHoldersData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetTopTokenHoldersResponses, GetTopTokenHoldersErrors, ThrowOnError, "fields">;
/**
 * Get a token's symbol and decimals
 *
 * The token as the chain lists it: its address (lower case), symbol and decimals. The
 * simulated chain keeps no token names, so `name` is absent.
 *
 * A token the chain does not list (the native asset's placeholder address included) and a
 * chain that is not supported answer 404 `{"message": "Token not found"}`. A malformed
 * `tokenAddress` is 400.
 *
 */
export declare const getTokenDetails: <ThrowOnError extends boolean = false>(options: Options<GetTokenDetailsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetTokenDetailsResponses, GetTokenDetailsErrors, ThrowOnError, "fields">;
/**
 * Get the symbol and decimals of several tokens
 *
 * The tokens of `tokenAddresses` the chain lists, in the request's order; the others are left
 * out. When none is listed, or the chain is not supported: 404
 * `{"message": "No tokens found"}`. Between 1 and 100 addresses; a malformed one is 400.
 *
 */
export declare const getTokensDetails: <ThrowOnError extends boolean = false>(options: Options<GetTokensDetailsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetTokensDetailsResponses, GetTokensDetailsErrors, ThrowOnError, "fields">;
/**
 * Get a proposed slippage tolerance for a market
 *
 * The slippage tolerance to propose for trading `baseTokenAddress` against
 * `quoteTokenAddress`: the pair's relative price volatility over the five minutes a solver
 * needs to settle an order, in basis points, rounded up (at most 10 000). The volatility is
 * the simulated world's random walk: each token's per-block step, over the blocks of five
 * minutes; the tokens move independently. 0 when either token is not listed, as the
 * reference. A chain that is not supported is 404 `{"message": "Market not found"}`.
 *
 */
export declare const getSlippageTolerance: <ThrowOnError extends boolean = false>(options: Options<GetSlippageToleranceData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetSlippageToleranceResponses, GetSlippageToleranceErrors, ThrowOnError, "fields">;
/**
 * Get the volatility of each token of a market
 *
 * For each token of the market: its USD price and the standard deviation of its price over
 * the five minutes a solver needs to settle an order, in USD (`volatilityInUsd`) and relative
 * to the price (`volatilityInTokens`); null for a token the chain does not list. The
 * simulated world keeps no price history, so `prices` is null: the volatility is its random
 * walk's own. A chain that is not supported is 404 `{"message": "Market not found"}`.
 *
 */
export declare const getVolatilityDetails: <ThrowOnError extends boolean = false>(options: Options<GetVolatilityDetailsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetVolatilityDetailsResponses, GetVolatilityDetailsErrors, ThrowOnError, "fields">;
/**
 * Get an account's balances and allowances of some tokens
 *
 * For each token of `tokens` (comma-separated addresses, 1 to 100), the account's balance and
 * its allowance to the CoW Protocol vault relayer, in atoms, with what the chain lists of the
 * token. A token the chain does not list has a balance and allowance of 0 and only its
 * address. An empty or malformed list is 400; a chain that is not supported is 404
 * `{"message": "Balances not found"}`. Not cached: balances change every block.
 *
 */
export declare const getAccountTokenBalances: <ThrowOnError extends boolean = false>(options: Options<GetAccountTokenBalancesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetAccountTokenBalancesResponses, GetAccountTokenBalancesErrors, ThrowOnError, "fields">;
/**
 * Follow an account's balances and allowances of some tokens as a stream
 *
 * Server-sent events (`text/event-stream`) of the balances `GET
 * /{chainId}/accounts/{userAddress}/balances` reads, with the same parameters and the same
 * errors (400, 404 `Balances not found`) before any stream opens. The stream starts with
 * `initial_balances` (the balances, as the JSON route answers them), then sends a
 * `balance_update` for each change of a requested token's balance (`balance_change`) or
 * vault-relayer allowance (`allowance_change`), with the old and new values, as blocks
 * settle and as the simulator's control API changes the ledger (per token in the request's
 * order, a balance change before an allowance change). `timestamp` is the simulated time
 * in milliseconds. An `event: ping` with data `{}` goes out after
 * `STREAM_KEEPALIVE_SECONDS` (default 15) without events.
 *
 * Events carry no `id`: a client that reconnects (the stream opens with `retry: 1000`) gets
 * `initial_balances` again, which is the state to resume from. A client address may hold
 * `STREAM_CONNECTIONS_PER_CLIENT` (default 20) event streams at once: the next gets 429 with
 * `Retry-After`. A client that reads too slowly to keep `STREAM_BUFFER_BYTES` from piling up
 * is disconnected; a graceful server stop ends the stream.
 *
 */
export declare const streamAccountTokenBalances: <ThrowOnError extends boolean = false>(options: Options<StreamAccountTokenBalancesData, ThrowOnError, StreamAccountTokenBalancesResponse>) => Promise<import("./core/serverSentEvents.gen.js").ServerSentEventsResult<StreamAccountTokenBalancesResponses, StreamAccountTokenBalancesErrors>>;
/**
 * Get every token balance of an address
 *
 * The address's non-zero balances of the tokens the chain lists, in atoms, keyed by token
 * address (lower case). May be cached for 5 s; `ignoreCache=true` asks for a fresh answer and
 * is `no-store`. A chain that is not supported is 404 `{"message": "Balances not found"}`.
 *
 */
export declare const getAddressBalances: <ThrowOnError extends boolean = false>(options: Options<GetAddressBalancesData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetAddressBalancesResponses, GetAddressBalancesErrors, ThrowOnError, "fields">;
/**
 * List executed hooks
 *
 * Pre- and post-interaction hooks executed in CoW Protocol settlements on one chain over a
 * period, as reported by the analytics provider (Dune).
 *
 * The server executes the provider's saved query with `{blockchain, period}`, polls the
 * execution every 2 s until it is finished or `maxWaitTimeMs` has passed, then reads the
 * result rows with `limit` and `offset`. `count` is the number of rows in this response
 * (`hooks.length`), not the total number of matching hooks.
 *
 * Failures keep the success shape with an empty list, `count` 0 and an `error` text, and are
 * never cached: 400 for missing or invalid query parameters, 500 when the provider fails or
 * the wait runs out, 503 when no analytics API key is configured.
 *
 */
export declare const getHooks: <ThrowOnError extends boolean = false>(options: Options<GetHooksData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetHooksResponses, GetHooksErrors, ThrowOnError, "fields">;
/**
 * List an account's notifications
 *
 * Notifications addressed to an account (fills, expiries, cancellations, balance warnings,
 * price improvements), newest first. An account without notifications gets `[]`, not 404.
 *
 * Needs `CMS_ENABLED`, `CMS_API_KEY` and `DATABASE_URL`; without them the operation answers
 * 503.
 *
 */
export declare const getAccountNotifications: <ThrowOnError extends boolean = false>(options: Options<GetAccountNotificationsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetAccountNotificationsResponses, GetAccountNotificationsErrors, ThrowOnError, "fields">;
/**
 * List the channels an account's notifications are pushed to
 *
 * The channels (webhook, Telegram, e-mail, web push) an account's notifications are delivered
 * to, oldest first, with how many deliveries wait for a retry and how many were given up on.
 * Anyone may read the list, so destinations are masked (`https://hooks.example.com/…`,
 * `a…@example.com`, `…4321`); credentials are never shown. An account without channels gets
 * `[]`.
 *
 * Every notification of the account (`getAccountNotifications`) is delivered to every
 * channel it has when the notification is written. A delivery is retried with exponential
 * backoff and jitter, and dead-lettered after `NOTIFICATION_MAX_ATTEMPTS` attempts. Each
 * delivery carries an idempotency key, the same on every attempt (`Idempotency-Key` header of
 * a webhook, `Message-ID` of an e-mail, `id` of a push payload): a receiver that sees a key
 * twice has the same notification twice.
 *
 */
export declare const listNotificationChannels: <ThrowOnError extends boolean = false>(options: Options<ListNotificationChannelsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<ListNotificationChannelsResponses, ListNotificationChannelsErrors, ThrowOnError, "fields">;
/**
 * Push an account's notifications to a new channel
 *
 * Adds a channel: from now on the account's notifications are delivered there too. The
 * account proves consent with an EIP-712 signature (`signature`) over this typed data:
 *
 * ```json
 * {
 * "types": {
 * "EIP712Domain": [
 * {"name": "name", "type": "string"},
 * {"name": "version", "type": "string"}
 * ],
 * "NotificationChannelChange": [
 * {"name": "account", "type": "address"},
 * {"name": "action", "type": "string"},
 * {"name": "channel", "type": "string"},
 * {"name": "target", "type": "string"},
 * {"name": "nonce", "type": "uint256"},
 * {"name": "deadline", "type": "uint256"}
 * ]
 * },
 * "primaryType": "NotificationChannelChange",
 * "domain": {"name": "batchbook Notification Channels", "version": "1"},
 * "message": {
 * "account": "<path account, lower case>", "action": "add", "channel": "<channel>",
 * "target": "<target as stored>", "nonce": "<nonce>", "deadline": "<deadline>"
 * }
 * }
 * ```
 *
 * The target as stored is the body's `target` without surrounding white space; a URL in
 * its normal form (`new URL(target).href`: `https://hooks.example.com` becomes
 * `https://hooks.example.com/`); an e-mail address with its domain in lower case. The nonce is any number the
 * client picks (a random one lets the same change be signed again later); the deadline is
 * in Unix seconds. Channels serve every chain, so the domain has no `chainId`.
 *
 * Checks, in this order:
 *
 * 1. The channel is configured on this server, else 503
 * `Notification channel <channel> is not configured` (see the README's configuration).
 * 2. The target and credentials are valid for the channel, else 400 with the message of the
 * first problem: `Webhook URL is invalid` (not an http(s) URL, or with user info),
 * `Webhook host is not allowed` (not in `NOTIFICATION_WEBHOOK_HOSTS`), `Webhook secret
 * must be 16 to 256 printable characters`, `Telegram chat id is invalid` (a numeric chat
 * id or an `@channel` name), `E-mail address is invalid`, `Web push endpoint is invalid`
 * (https, or http on loopback) or `Web push keys are invalid` (`p256dh` 65 bytes, `auth`
 * 16 bytes, base64url).
 * 3. The deadline has not passed on the server's clock (the simulated one, which follows
 * the wall clock unless `CLOCK=manual`), else 401 `Notification channel signature
 * expired`; a
 * high-s ECDSA signature is 401 `Notification channel has invalid signature`.
 * 4. The signature has not been accepted before, else 409
 * `Notification channel signature already used`.
 * 5. The signature is the account's: ECDSA recovering to it, or, if the account has code on
 * chain 1, its ERC-1271 check. Another signer is 401 `Notification channel signature has
 * invalid address`; a malformed signature or a failed ERC-1271 check is 401
 * `Notification channel has invalid signature`.
 * 6. The account does not have this channel and target yet, else 409 `Notification channel
 * already exists`; and has fewer than 10 channels, else 409 `Too many notification
 * channels`.
 *
 */
export declare const addNotificationChannel: <ThrowOnError extends boolean = false>(options: Options<AddNotificationChannelData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<AddNotificationChannelResponses, AddNotificationChannelErrors, ThrowOnError, "fields">;
/**
 * Stop pushing an account's notifications to a channel
 *
 * Removes a channel, with the deliveries still waiting for it. The account signs the
 * `NotificationChannelChange` typed data of `addNotificationChannel` with `action`
 * `"remove"` and the channel's kind and full target (the list shows it masked; the account
 * knows it). The signature is checked as for `addNotificationChannel` (steps 3 to 5). A
 * channel the account does not have is 404 `Notification channel not found`, checked first.
 *
 */
export declare const removeNotificationChannel: <ThrowOnError extends boolean = false>(options: Options<RemoveNotificationChannelData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<RemoveNotificationChannelResponses, RemoveNotificationChannelErrors, ThrowOnError, "fields">;
/**
 * Bind an affiliate code to a wallet
 *
 * Binds a referral code to a wallet, once and for ever: a wallet has at most one code and a
 * code belongs to at most one wallet. The path is also served without the trailing slash.
 *
 * The wallet proves consent with an EIP-712 signature (`signedMessage`) over this typed data:
 *
 * ```json
 * {
 * "types": {
 * "EIP712Domain": [
 * {"name": "name", "type": "string"},
 * {"name": "version", "type": "string"}
 * ],
 * "AffiliateCode": [
 * {"name": "walletAddress", "type": "address"},
 * {"name": "code", "type": "string"},
 * {"name": "chainId", "type": "uint256"}
 * ]
 * },
 * "primaryType": "AffiliateCode",
 * "domain": {"name": "CoW Swap Affiliate", "version": "1"},
 * "message": {"walletAddress": "<wallet, lower case>", "code": "<code, trimmed>", "chainId": 1}
 * }
 * ```
 *
 * The domain has only `name` and `version` (no `chainId`, `verifyingContract` or `salt`), so
 * its separator is
 * `0x27c5019fe816a1d905d0fa60412c91fd5555f3070a831a08dbda6db7ffe14aba`; the type hash of
 * `AffiliateCode(address walletAddress,string code,uint256 chainId)` is
 * `0xdbd8eedecc14d8a4637650ca2154df6b23cb835925152d17d12692c4f1564506`. The message's
 * `chainId` is always 1 (payouts happen on mainnet), whatever chain the wallet uses.
 *
 * Checks, in this order:
 *
 * 1. The body's `walletAddress` equals the path's (case-insensitively), else 400
 * `Affiliate wallet address mismatch`.
 * 2. `code`, with surrounding white space removed, is not empty, else 400
 * `Affiliate code is required`; and matches `^[A-Z0-9_-]{5,20}$`, else 400
 * `Affiliate code format is invalid`.
 * 3. `signedMessage` has not been accepted before, else 409
 * `Affiliate signature already used`: each signature is usable once.
 * 4. The signature is valid: an ECDSA signature recovering to the wallet, or, if the wallet
 * has code on chain 1, an ERC-1271 `isValidSignature(digest, signature)` returning
 * `0x1626ba7e`. A signature by another account (or an ERC-1271 check against an address
 * without code) is 401 `Affiliate signature has invalid address`; a malformed signature or
 * a failed ERC-1271 check is 401 `Affiliate has invalid signature`.
 * 5. The wallet has no code yet, else 409 `Affiliate wallet address already bound to a code`;
 * the code is free, else 409 `Affiliate code already taken`. Losing a race to a
 * concurrent request is 409 `Affiliate already exists`.
 *
 * Needs `CMS_ENABLED`; without it the operation answers 503.
 *
 */
export declare const createAffiliate: <ThrowOnError extends boolean = false>(options: Options<CreateAffiliateData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<CreateAffiliateResponses, CreateAffiliateErrors, ThrowOnError, "fields">;
/**
 * Get a wallet's affiliate code and terms
 *
 * The code bound to a wallet and the program terms attached to it. 404
 * `{"message": "Affiliate not found"}` when the wallet has no code.
 *
 * Needs `CMS_ENABLED`; without it the operation answers 503.
 *
 */
export declare const getAffiliate: <ThrowOnError extends boolean = false>(options: Options<GetAffiliateData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetAffiliateResponses, GetAffiliateErrors, ThrowOnError, "fields">;
/**
 * Get the yield data of liquidity pools
 *
 * The chain's liquidity pools whose addresses the body lists (all pools when the list is
 * empty), in the chain's order, at most 500; an address that names no pool is left out.
 *
 * The reference reads these rows from an analytics table of CoW AMM competitors; batchbook
 * computes them from the simulated world's constant-product pools (`project` is `uniswap`):
 * `tvl` is both reserves at the tokens' USD prices, `volume` is the USD the settlements sold
 * into the pool over the last 24 hours of blocks, `apr` is that day's fees (volume × fee
 * tier) for a year in percent of the TVL, and `fee` is the fee tier in percent (0.3 for
 * 30 bps). Figures have 6 decimals. A chain that is unknown or not simulated is 404
 * `{"message": "Pools not found"}`.
 *
 */
export declare const getPoolsInfo: <ThrowOnError extends boolean = false>(options: Options<GetPoolsInfoData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetPoolsInfoResponses, GetPoolsInfoErrors, ThrowOnError, "fields">;
/**
 * Get the pools' reserves and value locked over recent blocks
 *
 * batchbook extension (the reference has no pool history): each constant-product pool of
 * the simulated chain as each of the last `blocks` blocks opened, oldest first: its reserves
 * in atoms and its `tvl`, both reserves at the tokens' USD prices of that block (6
 * decimals). The server keeps the last 256 blocks; blocks mined before it started keeping
 * them are absent. A chain that is unknown or not simulated is 404
 * `{"message": "Pools not found"}`.
 *
 */
export declare const getPoolsHistory: <ThrowOnError extends boolean = false>(options: Options<GetPoolsHistoryData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetPoolsHistoryResponses, GetPoolsHistoryErrors, ThrowOnError, "fields">;
/**
 * Get the average APR of each liquidity provider's pools
 *
 * The mean `apr` of the chain's pools (as `getPoolsInfo` computes it) per liquidity provider
 * (`project`), with 6 decimals; `{}` when the chain has no pools. A chain that is unknown or
 * not simulated is 404 `{"message": "Pools not found"}`.
 *
 */
export declare const getPoolsAverageApr: <ThrowOnError extends boolean = false>(options: Options<GetPoolsAverageAprData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetPoolsAverageAprResponses, GetPoolsAverageAprErrors, ThrowOnError, "fields">;
/**
 * Get an affiliate's statistics
 *
 * The affiliate's code, the eligible volume of the traders bound to it and the affiliate's
 * share of the rewards (rules: `getTraderStats`). `total_volume` sums the bound traders'
 * eligible volume in USD; `total_earned` is one `rewardAmount` × `revenueSplitAffiliatePct`
 * % per whole `trigger_volume` of it; `left_to_next_reward` is the volume to the next one.
 * `total_traders` counts the traders bound to the code, `active_traders` those whose rewards
 * period is still open. batchbook pays nothing out: `paid_out` is 0 and `next_payout` is
 * `total_earned`. `lastUpdatedAt` is the simulated time of the computation.
 *
 * 404 `{"message": "Affiliate stats not found"}` when the address has no code. Needs
 * `CMS_ENABLED`; without it the operation answers 503.
 *
 */
export declare const getAffiliateStats: <ThrowOnError extends boolean = false>(options: Options<GetAffiliateStatsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetAffiliateStatsResponses, GetAffiliateStatsErrors, ThrowOnError, "fields">;
/**
 * Get a referred trader's statistics
 *
 * Computed from the settled trades and the registered codes (the reference reads an
 * analytics query):
 *
 * - an order names its referrer in its app data as the app-data schema does,
 * `metadata.referrer.code` (compared in upper case);
 * - a trader is bound to the first registered code, other than their own, that one of their
 * settled trades names, from that trade's settlement time (`linked_since`) for
 * `timeCapDays` days (`rewards_end`);
 * - every trade the trader settles in that period is eligible, whatever code it names, until
 * the eligible volume reaches `volumeCap` USD (0: no cap);
 * - `eligible_volume` is in USD at the world's current prices (the sold amount, else the
 * bought amount); each whole `trigger_volume` of it earns the trader `rewardAmount` ×
 * `revenueSplitTraderPct` %: `total_earned`; `left_to_next_rewards` is the volume to the
 * next one. batchbook pays nothing out: `paid_out` is 0 and `next_payout` is `total_earned`.
 *
 * Times are in the analytics provider's format (`2026-04-09 01:59:07.000 UTC`). 404
 * `{"message": "Trader stats not found"}` when no trade binds the trader. Needs
 * `CMS_ENABLED`; without it the operation answers 503.
 *
 */
export declare const getTraderStats: <ThrowOnError extends boolean = false>(options: Options<GetTraderStatsData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetTraderStatsResponses, GetTraderStatsErrors, ThrowOnError, "fields">;
/**
 * Get a trader's referred trades
 *
 * The trader's settled trades that name a referrer code or fall after the trader's binding,
 * newest first, at most 50, each with what it counts towards the program (rules:
 * `getTraderStats`). `eligibility_reason` is `eligible`, `not_bound` (the trader is bound to
 * no code), `before_binding`, `rewards_period_ended` or `volume_cap_reached`; amounts are
 * decimal strings in whole tokens. `rows` is empty for a trader without such trades. Needs
 * `CMS_ENABLED`; without it the operation answers 503.
 *
 */
export declare const getTraderActivity: <ThrowOnError extends boolean = false>(options: Options<GetTraderActivityData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetTraderActivityResponses, GetTraderActivityErrors, ThrowOnError, "fields">;
/**
 * Validate a referral code
 *
 * What a trader gets for trading with a registered code: the trader's share of the reward
 * (`rewardAmount` × `revenueSplitTraderPct` %) and the program terms. The code is trimmed
 * and upper-cased first; a blank one is 400, one that does not match `^[A-Z0-9_-]{5,20}$` is
 * 400 `Affiliate code format is invalid`, and one no wallet bound is 404
 * `Affiliate code not found`. Needs `CMS_ENABLED`; without it the operation
 * answers 503.
 *
 */
export declare const getRefCode: <ThrowOnError extends boolean = false>(options: Options<GetRefCodeData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<GetRefCodeResponses, GetRefCodeErrors, ThrowOnError, "fields">;
/**
 * Simulate a bundle of calls
 *
 * Runs the calls in order against the simulated world at its latest block, each on the
 * state the previous ones left (a reverted call changes nothing), and changes nothing in
 * the world: what a dApp asks before it asks a user to sign. One result per call.
 *
 * The reference hands the bundle to Tenderly; batchbook executes the calls it knows exactly:
 *
 * - a listed token's `transfer`, `approve` and `transferFrom`, and the wrapped native
 * token's `deposit` (payable) and `withdraw`, with OpenZeppelin's revert reasons
 * (`ERC20: transfer amount exceeds balance`, `ERC20: insufficient allowance`, ...);
 * - the settlement contract's `setPreSignature` and `invalidateOrder` (by the order's
 * owner), and `settle`: its pre-, intra- and post-interactions (hooks) run as calls of the
 * settlement contract, and each trade executes as the order debug simulation
 * (`POST /restricted/api/v1/debug/simulation`) says the next auction would settle it: at
 * the world's market price, which must meet the order's limit (the calldata's clearing
 * prices are not used), or the call reverts with the first reason it would not
 * (balance, allowance, presignature, signature, validity, limit price, ban);
 * - a call to an address without code succeeds and moves only its `value`, as on chain.
 *
 * Any other function, or a call into another contract, reverts with a reason that says
 * batchbook does not simulate it. `gasUsed` is the transaction's 21 000, its calldata
 * (EIP-2028) and the execution's typical cost; a call whose `gas` is below it reverts
 * `out of gas`. `id` is deterministic (same world, bundle and position, same id); `link`
 * is empty, as batchbook keeps no simulation dashboard. A chain that is unknown or not
 * simulated is 400 `{"message": "Build simulation error"}`, the reference's answer when a
 * bundle cannot be simulated.
 *
 */
export declare const simulateBundle: <ThrowOnError extends boolean = false>(options: Options<SimulateBundleData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<SimulateBundleResponses, SimulateBundleErrors, ThrowOnError, "fields">;
