export interface paths {
    "/{chainId}/tokens/{tokenAddress}/usdPrice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the USD price of a token
         * @description Price of one whole token (not one atom) in US dollars. `tokenAddress` `-` asks for the chain's
         *     native asset (ETH, xDAI, POL, AVAX, BNB, ...).
         *
         *     A token without a price and a chain that is not supported both answer 404
         *     `{"message": "Price not found"}`. A malformed `tokenAddress` is 400.
         */
        get: operations["getUsdPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{chainId}/tokens/{tokenAddress}/topHolders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the largest holders of a token
         * @description The accounts holding the most of a token on a chain, largest balance first. Balances are in
         *     atoms (raw integer units, not divided by the token's decimals), as decimal strings.
         *
         *     A token or chain without holder data answers 404 `{"message": "Token holders not found"}`.
         *     A malformed `tokenAddress` is 400.
         */
        get: operations["getTopTokenHolders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{chainId}/tokens/{tokenAddress}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a token's symbol and decimals
         * @description The token as the chain lists it: its address (lower case), symbol and decimals. The
         *     simulated chain keeps no token names, so `name` is absent.
         *
         *     A token the chain does not list (the native asset's placeholder address included) and a
         *     chain that is not supported answer 404 `{"message": "Token not found"}`. A malformed
         *     `tokenAddress` is 400.
         */
        get: operations["getTokenDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{chainId}/tokens/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the symbol and decimals of several tokens
         * @description The tokens of `tokenAddresses` the chain lists, in the request's order; the others are left
         *     out. When none is listed, or the chain is not supported: 404
         *     `{"message": "No tokens found"}`. Between 1 and 100 addresses; a malformed one is 400.
         */
        post: operations["getTokensDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{chainId}/markets/{market}/slippageTolerance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a proposed slippage tolerance for a market
         * @description The slippage tolerance to propose for trading `baseTokenAddress` against
         *     `quoteTokenAddress`: the pair's relative price volatility over the five minutes a solver
         *     needs to settle an order, in basis points, rounded up (at most 10 000). The volatility is
         *     the simulated world's random walk: each token's per-block step, over the blocks of five
         *     minutes; the tokens move independently. 0 when either token is not listed, as the
         *     reference. A chain that is not supported is 404 `{"message": "Market not found"}`.
         */
        get: operations["getSlippageTolerance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{chainId}/markets/{market}/volatilityDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the volatility of each token of a market
         * @description For each token of the market: its USD price and the standard deviation of its price over
         *     the five minutes a solver needs to settle an order, in USD (`volatilityInUsd`) and relative
         *     to the price (`volatilityInTokens`); null for a token the chain does not list. The
         *     simulated world keeps no price history, so `prices` is null: the volatility is its random
         *     walk's own. A chain that is not supported is 404 `{"message": "Market not found"}`.
         */
        get: operations["getVolatilityDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{chainId}/accounts/{userAddress}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an account's balances and allowances of some tokens
         * @description For each token of `tokens` (comma-separated addresses, 1 to 100), the account's balance and
         *     its allowance to the CoW Protocol vault relayer, in atoms, with what the chain lists of the
         *     token. A token the chain does not list has a balance and allowance of 0 and only its
         *     address. An empty or malformed list is 400; a chain that is not supported is 404
         *     `{"message": "Balances not found"}`. Not cached: balances change every block.
         */
        get: operations["getAccountTokenBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{chainId}/accounts/{userAddress}/balances/sse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow an account's balances and allowances of some tokens as a stream
         * @description Server-sent events (`text/event-stream`) of the balances `GET
         *     /{chainId}/accounts/{userAddress}/balances` reads, with the same parameters and the same
         *     errors (400, 404 `Balances not found`) before any stream opens. The stream starts with
         *     `initial_balances` (the balances, as the JSON route answers them), then sends a
         *     `balance_update` for each change of a requested token's balance (`balance_change`) or
         *     vault-relayer allowance (`allowance_change`), with the old and new values, as blocks
         *     settle and as the simulator's control API changes the ledger (per token in the request's
         *     order, a balance change before an allowance change). `timestamp` is the simulated time
         *     in milliseconds. An `event: ping` with data `{}` goes out after
         *     `STREAM_KEEPALIVE_SECONDS` (default 15) without events.
         *
         *     Events carry no `id`: a client that reconnects (the stream opens with `retry: 1000`) gets
         *     `initial_balances` again, which is the state to resume from. A client address may hold
         *     `STREAM_CONNECTIONS_PER_CLIENT` (default 20) event streams at once: the next gets 429 with
         *     `Retry-After`. A client that reads too slowly to keep `STREAM_BUFFER_BYTES` from piling up
         *     is disconnected; a graceful server stop ends the stream.
         */
        get: operations["streamAccountTokenBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{chainId}/address/{address}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get every token balance of an address
         * @description The address's non-zero balances of the tokens the chain lists, in atoms, keyed by token
         *     address (lower case). May be cached for 5 s; `ignoreCache=true` asks for a fresh answer and
         *     is `no-store`. A chain that is not supported is 404 `{"message": "Balances not found"}`.
         */
        get: operations["getAddressBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List executed hooks
         * @description Pre- and post-interaction hooks executed in CoW Protocol settlements on one chain over a
         *     period, as reported by the analytics provider (Dune).
         *
         *     The server executes the provider's saved query with `{blockchain, period}`, polls the
         *     execution every 2 s until it is finished or `maxWaitTimeMs` has passed, then reads the
         *     result rows with `limit` and `offset`. `count` is the number of rows in this response
         *     (`hooks.length`), not the total number of matching hooks.
         *
         *     Failures keep the success shape with an empty list, `count` 0 and an `error` text, and are
         *     never cached: 400 for missing or invalid query parameters, 500 when the provider fails or
         *     the wait runs out, 503 when no analytics API key is configured.
         */
        get: operations["getHooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{account}/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an account's notifications
         * @description Notifications addressed to an account (fills, expiries, cancellations, balance warnings,
         *     price improvements), newest first. An account without notifications gets `[]`, not 404.
         *
         *     Needs `CMS_ENABLED`, `CMS_API_KEY` and `DATABASE_URL`; without them the operation answers
         *     503.
         */
        get: operations["getAccountNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{account}/notifications/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the channels an account's notifications are pushed to
         * @description The channels (webhook, Telegram, e-mail, web push) an account's notifications are delivered
         *     to, oldest first, with how many deliveries wait for a retry and how many were given up on.
         *     Anyone may read the list, so destinations are masked (`https://hooks.example.com/…`,
         *     `a…@example.com`, `…4321`); credentials are never shown. An account without channels gets
         *     `[]`.
         *
         *     Every notification of the account (`getAccountNotifications`) is delivered to every
         *     channel it has when the notification is written. A delivery is retried with exponential
         *     backoff and jitter, and dead-lettered after `NOTIFICATION_MAX_ATTEMPTS` attempts. Each
         *     delivery carries an idempotency key, the same on every attempt (`Idempotency-Key` header of
         *     a webhook, `Message-ID` of an e-mail, `id` of a push payload): a receiver that sees a key
         *     twice has the same notification twice.
         */
        get: operations["listNotificationChannels"];
        put?: never;
        /**
         * Push an account's notifications to a new channel
         * @description Adds a channel: from now on the account's notifications are delivered there too. The
         *     account proves consent with an EIP-712 signature (`signature`) over this typed data:
         *
         *     ```json
         *     {
         *       "types": {
         *         "EIP712Domain": [
         *           {"name": "name", "type": "string"},
         *           {"name": "version", "type": "string"}
         *         ],
         *         "NotificationChannelChange": [
         *           {"name": "account", "type": "address"},
         *           {"name": "action", "type": "string"},
         *           {"name": "channel", "type": "string"},
         *           {"name": "target", "type": "string"},
         *           {"name": "nonce", "type": "uint256"},
         *           {"name": "deadline", "type": "uint256"}
         *         ]
         *       },
         *       "primaryType": "NotificationChannelChange",
         *       "domain": {"name": "batchbook Notification Channels", "version": "1"},
         *       "message": {
         *         "account": "<path account, lower case>", "action": "add", "channel": "<channel>",
         *         "target": "<target as stored>", "nonce": "<nonce>", "deadline": "<deadline>"
         *       }
         *     }
         *     ```
         *
         *     The target as stored is the body's `target` without surrounding white space; a URL in
         *     its normal form (`new URL(target).href`: `https://hooks.example.com` becomes
         *     `https://hooks.example.com/`); an e-mail address with its domain in lower case. The nonce is any number the
         *     client picks (a random one lets the same change be signed again later); the deadline is
         *     in Unix seconds. Channels serve every chain, so the domain has no `chainId`.
         *
         *     Checks, in this order:
         *
         *     1. The channel is configured on this server, else 503
         *        `Notification channel <channel> is not configured` (see the README's configuration).
         *     2. The target and credentials are valid for the channel, else 400 with the message of the
         *        first problem: `Webhook URL is invalid` (not an http(s) URL, or with user info),
         *        `Webhook host is not allowed` (not in `NOTIFICATION_WEBHOOK_HOSTS`), `Webhook secret
         *        must be 16 to 256 printable characters`, `Telegram chat id is invalid` (a numeric chat
         *        id or an `@channel` name), `E-mail address is invalid`, `Web push endpoint is invalid`
         *        (https, or http on loopback) or `Web push keys are invalid` (`p256dh` 65 bytes, `auth`
         *        16 bytes, base64url).
         *     3. The deadline has not passed on the server's clock (the simulated one, which follows
         *        the wall clock unless `CLOCK=manual`), else 401 `Notification channel signature
         *        expired`; a
         *        high-s ECDSA signature is 401 `Notification channel has invalid signature`.
         *     4. The signature has not been accepted before, else 409
         *        `Notification channel signature already used`.
         *     5. The signature is the account's: ECDSA recovering to it, or, if the account has code on
         *        chain 1, its ERC-1271 check. Another signer is 401 `Notification channel signature has
         *        invalid address`; a malformed signature or a failed ERC-1271 check is 401
         *        `Notification channel has invalid signature`.
         *     6. The account does not have this channel and target yet, else 409 `Notification channel
         *        already exists`; and has fewer than 10 channels, else 409 `Too many notification
         *        channels`.
         */
        post: operations["addNotificationChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{account}/notifications/channels/{channelId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Stop pushing an account's notifications to a channel
         * @description Removes a channel, with the deliveries still waiting for it. The account signs the
         *     `NotificationChannelChange` typed data of `addNotificationChannel` with `action`
         *     `"remove"` and the channel's kind and full target (the list shows it masked; the account
         *     knows it). The signature is checked as for `addNotificationChannel` (steps 3 to 5). A
         *     channel the account does not have is 404 `Notification channel not found`, checked first.
         */
        delete: operations["removeNotificationChannel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/affiliate/{walletAddress}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind an affiliate code to a wallet
         * @description Binds a referral code to a wallet, once and for ever: a wallet has at most one code and a
         *     code belongs to at most one wallet. The path is also served without the trailing slash.
         *
         *     The wallet proves consent with an EIP-712 signature (`signedMessage`) over this typed data:
         *
         *     ```json
         *     {
         *       "types": {
         *         "EIP712Domain": [
         *           {"name": "name", "type": "string"},
         *           {"name": "version", "type": "string"}
         *         ],
         *         "AffiliateCode": [
         *           {"name": "walletAddress", "type": "address"},
         *           {"name": "code", "type": "string"},
         *           {"name": "chainId", "type": "uint256"}
         *         ]
         *       },
         *       "primaryType": "AffiliateCode",
         *       "domain": {"name": "CoW Swap Affiliate", "version": "1"},
         *       "message": {"walletAddress": "<wallet, lower case>", "code": "<code, trimmed>", "chainId": 1}
         *     }
         *     ```
         *
         *     The domain has only `name` and `version` (no `chainId`, `verifyingContract` or `salt`), so
         *     its separator is
         *     `0x27c5019fe816a1d905d0fa60412c91fd5555f3070a831a08dbda6db7ffe14aba`; the type hash of
         *     `AffiliateCode(address walletAddress,string code,uint256 chainId)` is
         *     `0xdbd8eedecc14d8a4637650ca2154df6b23cb835925152d17d12692c4f1564506`. The message's
         *     `chainId` is always 1 (payouts happen on mainnet), whatever chain the wallet uses.
         *
         *     Checks, in this order:
         *
         *     1. The body's `walletAddress` equals the path's (case-insensitively), else 400
         *        `Affiliate wallet address mismatch`.
         *     2. `code`, with surrounding white space removed, is not empty, else 400
         *        `Affiliate code is required`; and matches `^[A-Z0-9_-]{5,20}$`, else 400
         *        `Affiliate code format is invalid`.
         *     3. `signedMessage` has not been accepted before, else 409
         *        `Affiliate signature already used`: each signature is usable once.
         *     4. The signature is valid: an ECDSA signature recovering to the wallet, or, if the wallet
         *        has code on chain 1, an ERC-1271 `isValidSignature(digest, signature)` returning
         *        `0x1626ba7e`. A signature by another account (or an ERC-1271 check against an address
         *        without code) is 401 `Affiliate signature has invalid address`; a malformed signature or
         *        a failed ERC-1271 check is 401 `Affiliate has invalid signature`.
         *     5. The wallet has no code yet, else 409 `Affiliate wallet address already bound to a code`;
         *        the code is free, else 409 `Affiliate code already taken`. Losing a race to a
         *        concurrent request is 409 `Affiliate already exists`.
         *
         *     Needs `CMS_ENABLED`; without it the operation answers 503.
         */
        post: operations["createAffiliate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/affiliate/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a wallet's affiliate code and terms
         * @description The code bound to a wallet and the program terms attached to it. 404
         *     `{"message": "Affiliate not found"}` when the wallet has no code.
         *
         *     Needs `CMS_ENABLED`; without it the operation answers 503.
         */
        get: operations["getAffiliate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{chainId}/yield/pools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the yield data of liquidity pools
         * @description The chain's liquidity pools whose addresses the body lists (all pools when the list is
         *     empty), in the chain's order, at most 500; an address that names no pool is left out.
         *
         *     The reference reads these rows from an analytics table of CoW AMM competitors; batchbook
         *     computes them from the simulated world's constant-product pools (`project` is `uniswap`):
         *     `tvl` is both reserves at the tokens' USD prices, `volume` is the USD the settlements sold
         *     into the pool over the last 24 hours of blocks, `apr` is that day's fees (volume × fee
         *     tier) for a year in percent of the TVL, and `fee` is the fee tier in percent (0.3 for
         *     30 bps). Figures have 6 decimals. A chain that is unknown or not simulated is 404
         *     `{"message": "Pools not found"}`.
         */
        post: operations["getPoolsInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{chainId}/yield/pools/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the pools' reserves and value locked over recent blocks
         * @description batchbook extension (the reference has no pool history): each constant-product pool of
         *     the simulated chain as each of the last `blocks` blocks opened, oldest first: its reserves
         *     in atoms and its `tvl`, both reserves at the tokens' USD prices of that block (6
         *     decimals). The server keeps the last 256 blocks; blocks mined before it started keeping
         *     them are absent. A chain that is unknown or not simulated is 404
         *     `{"message": "Pools not found"}`.
         */
        get: operations["getPoolsHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{chainId}/yield/pools-average-apr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the average APR of each liquidity provider's pools
         * @description The mean `apr` of the chain's pools (as `getPoolsInfo` computes it) per liquidity provider
         *     (`project`), with 6 decimals; `{}` when the chain has no pools. A chain that is unknown or
         *     not simulated is 404 `{"message": "Pools not found"}`.
         */
        get: operations["getPoolsAverageApr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/affiliate/affiliate-stats/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an affiliate's statistics
         * @description The affiliate's code, the eligible volume of the traders bound to it and the affiliate's
         *     share of the rewards (rules: `getTraderStats`). `total_volume` sums the bound traders'
         *     eligible volume in USD; `total_earned` is one `rewardAmount` × `revenueSplitAffiliatePct`
         *     % per whole `trigger_volume` of it; `left_to_next_reward` is the volume to the next one.
         *     `total_traders` counts the traders bound to the code, `active_traders` those whose rewards
         *     period is still open. batchbook pays nothing out: `paid_out` is 0 and `next_payout` is
         *     `total_earned`. `lastUpdatedAt` is the simulated time of the computation.
         *
         *     404 `{"message": "Affiliate stats not found"}` when the address has no code. Needs
         *     `CMS_ENABLED`; without it the operation answers 503.
         */
        get: operations["getAffiliateStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/affiliate/trader-stats/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a referred trader's statistics
         * @description Computed from the settled trades and the registered codes (the reference reads an
         *     analytics query):
         *
         *     - an order names its referrer in its app data as the app-data schema does,
         *       `metadata.referrer.code` (compared in upper case);
         *     - a trader is bound to the first registered code, other than their own, that one of their
         *       settled trades names, from that trade's settlement time (`linked_since`) for
         *       `timeCapDays` days (`rewards_end`);
         *     - every trade the trader settles in that period is eligible, whatever code it names, until
         *       the eligible volume reaches `volumeCap` USD (0: no cap);
         *     - `eligible_volume` is in USD at the world's current prices (the sold amount, else the
         *       bought amount); each whole `trigger_volume` of it earns the trader `rewardAmount` ×
         *       `revenueSplitTraderPct` %: `total_earned`; `left_to_next_rewards` is the volume to the
         *       next one. batchbook pays nothing out: `paid_out` is 0 and `next_payout` is `total_earned`.
         *
         *     Times are in the analytics provider's format (`2026-04-09 01:59:07.000 UTC`). 404
         *     `{"message": "Trader stats not found"}` when no trade binds the trader. Needs
         *     `CMS_ENABLED`; without it the operation answers 503.
         */
        get: operations["getTraderStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/affiliate/trader-activity/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a trader's referred trades
         * @description The trader's settled trades that name a referrer code or fall after the trader's binding,
         *     newest first, at most 50, each with what it counts towards the program (rules:
         *     `getTraderStats`). `eligibility_reason` is `eligible`, `not_bound` (the trader is bound to
         *     no code), `before_binding`, `rewards_period_ended` or `volume_cap_reached`; amounts are
         *     decimal strings in whole tokens. `rows` is empty for a trader without such trades. Needs
         *     `CMS_ENABLED`; without it the operation answers 503.
         */
        get: operations["getTraderActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ref-codes/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate a referral code
         * @description What a trader gets for trading with a registered code: the trader's share of the reward
         *     (`rewardAmount` × `revenueSplitTraderPct` %) and the program terms. The code is trimmed
         *     and upper-cased first; a blank one is 400, one that does not match `^[A-Z0-9_-]{5,20}$` is
         *     400 `Affiliate code format is invalid`, and one no wallet bound is 404
         *     `Affiliate code not found`. Needs `CMS_ENABLED`; without it the operation
         *     answers 503.
         */
        get: operations["getRefCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{chainId}/simulation/simulateBundle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a bundle of calls
         * @description Runs the calls in order against the simulated world at its latest block, each on the
         *     state the previous ones left (a reverted call changes nothing), and changes nothing in
         *     the world: what a dApp asks before it asks a user to sign. One result per call.
         *
         *     The reference hands the bundle to Tenderly; batchbook executes the calls it knows exactly:
         *
         *     - a listed token's `transfer`, `approve` and `transferFrom`, and the wrapped native
         *       token's `deposit` (payable) and `withdraw`, with OpenZeppelin's revert reasons
         *       (`ERC20: transfer amount exceeds balance`, `ERC20: insufficient allowance`, ...);
         *     - the settlement contract's `setPreSignature` and `invalidateOrder` (by the order's
         *       owner), and `settle`: its pre-, intra- and post-interactions (hooks) run as calls of the
         *       settlement contract, and each trade executes as the order debug simulation
         *       (`POST /restricted/api/v1/debug/simulation`) says the next auction would settle it: at
         *       the world's market price, which must meet the order's limit (the calldata's clearing
         *       prices are not used), or the call reverts with the first reason it would not
         *       (balance, allowance, presignature, signature, validity, limit price, ban);
         *     - a call to an address without code succeeds and moves only its `value`, as on chain.
         *
         *     Any other function, or a call into another contract, reverts with a reason that says
         *     batchbook does not simulate it. `gasUsed` is the transaction's 21 000, its calldata
         *     (EIP-2028) and the execution's typical cost; a call whose `gas` is below it reverts
         *     `out of gas`. `id` is deterministic (same world, bundle and position, same id); `link`
         *     is empty, as batchbook keeps no simulation dashboard. A chain that is unknown or not
         *     simulated is 400 `{"message": "Build simulation error"}`, the reference's answer when a
         *     bundle cannot be simulated.
         */
        post: operations["simulateBundle"];
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
        /** @description Body of every companion error except those of `getHooks`. */
        ErrorMessage: {
            /** @description What went wrong, in English. */
            message: string;
        };
        /** @description A token as the chain lists it. */
        TokenDetails: {
            /** @description The token's address, lower case. */
            address: components["schemas"]["Address"];
            /** @description The token's name, when the chain knows it. */
            name?: string;
            symbol?: string;
            decimals?: number;
        };
        /** @description An account's balance of a token and its allowance to the vault relayer, in atoms. */
        AccountTokenBalance: {
            token: components["schemas"]["TokenDetails"];
            balance: components["schemas"]["BigUint"];
            /** @description The allowance to the CoW Protocol vault relayer. */
            allowance: components["schemas"]["BigUint"];
        };
        /** @description Non-zero token balances of an address, in atoms, keyed by lower-case token address. */
        AddressBalances: {
            balances: {
                [key: string]: components["schemas"]["BigUint"];
            };
        };
        /** @description The first event of a balance stream (`event: initial_balances`): the balances, one per requested token. */
        InitialBalancesEvent: {
            balances: components["schemas"]["AccountTokenBalance"][];
        };
        /** @description A change of a requested token's balance or vault-relayer allowance (`event: balance_update`). */
        BalanceUpdateEvent: components["schemas"]["BalanceChange"] | components["schemas"]["AllowanceChange"];
        /** @description The account's balance of the token changed. */
        BalanceChange: {
            /** @constant */
            type: "balance_change";
            chainId: number;
            /** @description Simulated time of the change, in milliseconds since the epoch. */
            timestamp: number;
            userAddress: components["schemas"]["Address"];
            tokenAddress: components["schemas"]["Address"];
            oldBalance: components["schemas"]["BigUint"];
            newBalance: components["schemas"]["BigUint"];
        };
        /** @description The account's allowance of the token to the vault relayer changed. */
        AllowanceChange: {
            /** @constant */
            type: "allowance_change";
            chainId: number;
            /** @description Simulated time of the change, in milliseconds since the epoch. */
            timestamp: number;
            userAddress: components["schemas"]["Address"];
            tokenAddress: components["schemas"]["Address"];
            oldAllowance: components["schemas"]["BigUint"];
            newAllowance: components["schemas"]["BigUint"];
        };
        /** @description A keep-alive of an idle balance stream (`event: ping`): always `{}`. */
        PingEvent: Record<string, never>;
        /** @description A proposed slippage tolerance. */
        SlippageTolerance: {
            /** @description Basis points (1 bps = 0.01 %). */
            slippageBps: number;
        };
        /** @description A token's price volatility over the time a solver needs to settle an order. */
        VolatilityDetails: {
            tokenAddress: components["schemas"]["Address"];
            /** @description US dollars per whole token. */
            usdPrice: number;
            /** @description The price history the volatility was estimated from; null in the simulated world, which has none. */
            prices: null;
            /** @description Standard deviation of the price over five minutes, in US dollars. */
            volatilityInUsd: number;
            /** @description The same, relative to the price (0.01 = 1 %). */
            volatilityInTokens: number;
        };
        /** @description The volatility of each token of a market; null for a token the chain does not list. */
        MarketVolatility: {
            baseToken: components["schemas"]["VolatilityDetails"] | null;
            quoteToken: components["schemas"]["VolatilityDetails"] | null;
        };
        /** @description The tokens to describe. */
        TokensDetailsRequest: {
            tokenAddresses: components["schemas"]["Address"][];
        };
        /** @description The price of one whole token in US dollars. */
        UsdPrice: {
            /** @description US dollars per whole token (not per atom). */
            price: number;
        };
        /**
         * @description One holder of a token and its balance.
         * @example {
         *       "address": "0x8eb8a3b98659cce290402893d0123abb75e3ab28",
         *       "balance": "412318876532100000000000"
         *     }
         */
        TokenHolder: {
            address: components["schemas"]["Address"];
            /** @description Balance in atoms (raw integer units), as a decimal string. */
            balance: components["schemas"]["BigUint"];
        };
        /** @description One executed hook, as a row of the analytics provider's query result. Field names are the provider's (snake_case). */
        HookRow: {
            /** @description CoW Protocol deployment that settled the order, such as `prod` or `barn`. */
            environment: string;
            /** @description Time of the settlement's block, in the provider's timestamp format (`YYYY-MM-DD HH:MM:SS.fff UTC`), not RFC 3339. */
            block_time: string;
            /** @description Whether the hook bridges the bought tokens to another chain. */
            is_bridging: boolean;
            /** @description Whether the hook call succeeded. */
            success: boolean;
            /** @description The `appCode` from the order's app data (the interface that placed it). */
            app_code: string;
            /** @description Chain the tokens are bridged to; null (or absent) when not bridging. */
            destination_chain_id?: number | null;
            /** @description Token received on the destination chain; null (or absent) when not bridging. */
            destination_token_address?: components["schemas"]["Address"] | null;
            /**
             * @description `pre`: runs before the settlement's trades; `post`: runs after them.
             * @enum {string}
             */
            hook_type: "pre" | "post";
            /** @description Identifier of the hook dApp that created the hook, if known. */
            app_id?: string | null;
            /** @description Contract the hook calls. */
            target: components["schemas"]["Address"];
            /** @description Gas limit the order's app data gives the hook. */
            gas_limit: number;
            /** @description The order's app-data hash. */
            app_hash: components["schemas"]["Bytes32"];
            /** @description The settlement transaction. */
            tx_hash: components["schemas"]["TransactionHash"];
        };
        /** @description Hooks in the requested period. */
        HooksResponse: {
            hooks: components["schemas"]["HookRow"][];
            /** @description Number of hooks in this response (`hooks.length`). */
            count: number;
        };
        /** @description A failed hooks request, in the success shape with no hooks. */
        HooksFailure: {
            /** @description Always empty. */
            hooks: components["schemas"]["HookRow"][];
            /**
             * @description Always 0.
             * @constant
             */
            count: 0;
            /** @description What went wrong. */
            error: string;
        };
        /**
         * @description What the notification is about:
         *
         *     - `order_filled`: an order was filled completely;
         *     - `order_partially_filled`: a partially fillable order was filled in part;
         *     - `order_expired`: an order reached its `validTo` unfilled;
         *     - `order_cancelled`: an order was cancelled;
         *     - `insufficient_balance`: the owner's balance or allowance is too low for an open order;
         *     - `price_improvement`: an order was filled at a better price than its limit;
         *     - `solver_banned`: to a solver's address, the auctions' participation guard banned it for
         *       a number of blocks (it kept winning without settling).
         * @enum {string}
         */
        NotificationType: "order_filled" | "order_expired" | "order_cancelled" | "order_partially_filled" | "insufficient_balance" | "price_improvement" | "solver_banned";
        /** @description A notification addressed to an account. */
        Notification: {
            /** @description Identifier of the notification, unique across accounts. */
            id: string;
            account: components["schemas"]["Address"];
            type: components["schemas"]["NotificationType"];
            /** @description Human-readable text of the notification. */
            message: string;
            timestamp: components["schemas"]["Timestamp"];
            /** @description Free-form details depending on `type`, such as `chainId`, `orderUid` or `token`; `{}` when there are none. */
            metadata: {
                [key: string]: unknown;
            };
        };
        /**
         * @description Where notifications are pushed:
         *
         *     - `webhook`: an HTTP POST of JSON to a URL, signed with the channel's secret;
         *     - `telegram`: a message from the server's bot to a chat;
         *     - `email`: an e-mail;
         *     - `webPush`: a browser push message (Push API subscription, VAPID).
         * @enum {string}
         */
        NotificationChannelKind: "webhook" | "telegram" | "email" | "webPush";
        /** @description A channel an account's notifications are delivered to. */
        NotificationChannel: {
            /** @description Identifier of the channel (`removeNotificationChannel`). */
            id: string;
            channel: components["schemas"]["NotificationChannelKind"];
            /** @description The target, masked: the origin of a webhook URL or push endpoint followed by `/…`, the last 4 characters of a Telegram chat id, the first character and the domain of an e-mail address. */
            destination: string;
            createdAt: components["schemas"]["Timestamp"];
            /** @description Deliveries to this channel waiting for their next attempt. */
            pendingDeliveries: number;
            /** @description Deliveries to this channel given up on after the last attempt. */
            deadDeliveries: number;
        };
        /** @description A signed request to add a channel (see `addNotificationChannel`). */
        NotificationChannelCreation: {
            channel: components["schemas"]["NotificationChannelKind"];
            /** @description The destination: the webhook URL, the Telegram chat id (numeric, or `@channel`), the e-mail address, or the push subscription's `endpoint`. */
            target: string;
            /** @description Webhook only, and required there: the key of the `Batchbook-Signature` header's HMAC-SHA256, 16 to 256 printable ASCII characters. Chosen by the subscriber, who verifies deliveries with it; never shown back. */
            secret?: string;
            /** @description Web push only, and required there: the push subscription's `keys` (`PushSubscription.toJSON()`). */
            keys?: {
                /** @description The browser's P-256 public key, base64url (65 bytes). */
                p256dh: string;
                /** @description The authentication secret, base64url (16 bytes). */
                auth: string;
            };
            nonce: components["schemas"]["NotificationChannelNonce"];
            deadline: components["schemas"]["NotificationChannelDeadline"];
            signature: components["schemas"]["NotificationChannelSignature"];
        };
        /** @description A signed request to remove a channel (see `removeNotificationChannel`). */
        NotificationChannelRemoval: {
            nonce: components["schemas"]["NotificationChannelNonce"];
            deadline: components["schemas"]["NotificationChannelDeadline"];
            signature: components["schemas"]["NotificationChannelSignature"];
        };
        /** @description The `nonce` of the signed typed data, a decimal number below 10^77 (so a uint256) the client picks. */
        NotificationChannelNonce: string;
        /** @description The `deadline` of the signed typed data, in Unix seconds; later requests are refused. */
        NotificationChannelDeadline: number;
        /** @description The account's EIP-712 signature of the `NotificationChannelChange` typed data: 65 bytes `r ‖ s ‖ v` for an externally owned account, or whatever the account's ERC-1271 `isValidSignature` accepts for a contract. */
        NotificationChannelSignature: components["schemas"]["HexBytes"];
        /**
         * @description An affiliate code, upper case, as stored (trimmed).
         * @example BATCHBOOK
         */
        AffiliateCode: string;
        /** @description A signed request to bind `code` to `walletAddress`. */
        AffiliateCreation: {
            /** @description The wallet; must equal the path's `walletAddress` (case-insensitively). */
            walletAddress: components["schemas"]["Address"];
            /** @description The code to bind. Surrounding white space is removed, then it must match `^[A-Z0-9_-]{5,20}$` (checked by the operation, which answers 400 with a specific message, so the schema does not repeat the pattern). */
            code: string;
            /** @description The wallet's EIP-712 signature of the `AffiliateCode` typed data (see the operation): 65 bytes `r ‖ s ‖ v` for an externally owned account, or whatever the wallet's ERC-1271 `isValidSignature` accepts for a contract wallet. A value that is not `0x`-prefixed hex fails request validation (400); hex that is not a valid signature is 401 `Affiliate has invalid signature`. */
            signedMessage: components["schemas"]["HexBytes"];
        };
        /** @description A code just bound to a wallet. */
        AffiliateCreated: {
            code: components["schemas"]["AffiliateCode"];
            createdAt: components["schemas"]["Timestamp"];
        };
        /** @description A wallet's affiliate code and the program terms attached to it, set by the program manager: referred traders earn rewards from the eligible volume they trade within `timeCapDays` of linking the code, and each reward is shared between affiliate, trader and CoW DAO by the `revenueSplit*Pct` fields. */
        Affiliate: {
            code: components["schemas"]["AffiliateCode"];
            createdAt: components["schemas"]["Timestamp"];
            /** @description Reward, in USD, earned each time a referred trader's eligible volume reaches `triggerVolume`. */
            rewardAmount: number;
            /** @description Eligible volume, in USD, that triggers one `rewardAmount`. */
            triggerVolume: number;
            /** @description Days after a trader links the code during which their volume counts. */
            timeCapDays: number;
            /** @description Cap on the eligible volume, in USD, set by the program manager. */
            volumeCap: number;
            /** @description Percentage of each reward paid to the affiliate. */
            revenueSplitAffiliatePct: number;
            /** @description Percentage of each reward paid to the referred trader. */
            revenueSplitTraderPct: number;
            /** @description Percentage of each reward kept by CoW DAO. */
            revenueSplitDaoPct: number;
        };
        /** @description Pool addresses to read; an empty list reads every pool of the chain. */
        PoolAddresses: components["schemas"]["Address"][];
        /** @description A liquidity pool's fee tier, value locked, day volume and the APR they give. */
        PoolInfo: {
            /** @description The pool's address, lower case. */
            contract_address: components["schemas"]["Address"];
            /** @description The chain's numeric id. */
            chain_id: number;
            /** @description The liquidity provider: `uniswap` (constant-product pools). */
            project: string;
            /** @description Annual percentage rate from fees, in percent of the TVL. */
            apr: number;
            /** @description Fee tier in percent of the amount sold into the pool. */
            fee: number;
            /** @description Total value locked, in USD. */
            tvl: number;
            /** @description USD sold into the pool over the last 24 hours. */
            volume: number;
        };
        /** @description The chain's pools, then their states per recent block, oldest block first. */
        PoolsHistory: {
            /** @description The pools, in the chain's order. */
            pools: {
                address: components["schemas"]["Address"];
                /** @description The token whose address sorts first. */
                token0: components["schemas"]["Address"];
                token1: components["schemas"]["Address"];
                /** @description Swap fee in basis points. */
                feeBps: number;
            }[];
            blocks: {
                blockNumber: number;
                /** @description Unix time (seconds) of the block. */
                timestamp: number;
                pools: {
                    address: components["schemas"]["Address"];
                    reserve0: components["schemas"]["TokenAmount"];
                    reserve1: components["schemas"]["TokenAmount"];
                    /** @description Both reserves at the block's USD prices. */
                    tvl: number;
                }[];
            }[];
        };
        /** @description Mean APR, in percent, of each liquidity provider's pools, by project. */
        PoolsAverageApr: {
            [key: string]: number;
        };
        /** @description An affiliate's code, its referred volume and the affiliate's rewards (USD). */
        AffiliateStats: {
            affiliate_address: string;
            referrer_code: string;
            total_volume: number;
            trigger_volume: number;
            total_earned: number;
            paid_out: number;
            next_payout: number;
            left_to_next_reward: number;
            active_traders: number;
            total_traders: number;
            lastUpdatedAt: string;
        };
        /** @description A referred trader's binding, eligible volume and rewards (USD). */
        TraderStats: {
            trader_address: string;
            bound_referrer_code: string;
            linked_since: string;
            rewards_end: string;
            eligible_volume: number;
            left_to_next_rewards: number;
            trigger_volume: number;
            total_earned: number;
            paid_out: number;
            next_payout: number;
            lastUpdatedAt: string;
        };
        /** @description A trader's referred trades, newest first. */
        TraderActivity: {
            rows: components["schemas"]["TraderActivityRow"][];
            lastUpdatedAt: string;
        };
        /** @description One settled trade and what it counts towards the affiliate program. */
        TraderActivityRow: {
            chain_id: number;
            /** @description The settlement's time (`2026-04-09 01:59:07.000 UTC`). */
            creation_date: string;
            tx_hash: string;
            order_uid: string;
            trader_address: string;
            sell_token: string;
            buy_token: string;
            sell_token_symbol?: string;
            buy_token_symbol?: string;
            /** @description Sold, fee included, in whole tokens. */
            executed_sell_amount: string;
            /** @description Bought, in whole tokens. */
            executed_buy_amount: string;
            usd_value: number;
            eligible_volume_usd: number;
            /** @description The code the order's app data names; empty when none. */
            referrer_code: string;
            /** @description The code the trader is bound to; empty when none. */
            bound_referrer_code: string;
            /** @enum {string} */
            eligibility_reason: "eligible" | "not_bound" | "before_binding" | "rewards_period_ended" | "volume_cap_reached";
            is_bound_to_code: boolean;
            is_eligible: boolean;
        };
        /** @description A registered referral code and what it pays a trader. */
        RefCode: {
            code: string;
            /** @description The trader's share, in USD, of each reward. */
            traderRewardAmount: number;
            triggerVolume: number;
            timeCapDays: number;
            volumeCap: number;
        };
        /** @description A transaction to simulate, as the reference takes it. */
        SimulationCall: {
            /** @description The sender. */
            from: components["schemas"]["Address"];
            /** @description The called address. */
            to: components["schemas"]["Address"];
            /** @description Native wei sent with the call, in decimal (0 when absent). */
            value?: string;
            /** @description The calldata, `0x` hex. */
            input: string;
            /** @description The gas limit; a call that needs more reverts `out of gas`. */
            gas?: number;
            /** @description Accepted and ignored, as the reference simulates at gas price 0. */
            gas_price?: string;
        };
        /** @description What one call of the bundle did. */
        SimulationResult: {
            /** @description Whether the call succeeded. */
            status: boolean;
            /** @description The simulation's id (deterministic). */
            id: string;
            /** @description Link to the simulation in a dashboard; empty, batchbook keeps none. */
            link: string;
            /** @description Balance changes from the bundle's first call through this one, per holder and token (`0xeeee…eeee` is the native asset), as signed decimal strings of atoms. */
            cumulativeBalancesDiff: {
                [key: string]: {
                    [key: string]: string;
                };
            };
            /** @description Gas the call used, in decimal. */
            gasUsed: string;
            /** @description The revert reason of a failed call; null when it succeeded (batchbook's addition). */
            error: string | null;
        };
        /**
         * @description 20-byte Ethereum address, `0x`-prefixed hex, case-insensitive (checksummed or lower case).
         * @example 0x6810e776880c02933d47db1b9fc05908e5386b96
         */
        Address: string;
        /**
         * @description A big unsigned integer written in decimal.
         * @example 1234567890
         */
        BigUint: string;
        /**
         * @description 32 bytes, `0x`-prefixed hex.
         * @example 0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d
         */
        Bytes32: string;
        /**
         * @description 32-byte transaction hash, `0x`-prefixed hex.
         * @example 0xd51f28edffcaaa76be4a22f6375ad289272c037f3cc072345676e88d92ced8b5
         */
        TransactionHash: string;
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
         * @description Amount of a token in atoms: a `uint256` written in decimal. Hex is not accepted. Values above 2^256 - 1 pass the schema and are rejected by the operation with its overflow error.
         * @example 1000000000000000000
         */
        TokenAmount: string;
    };
    responses: {
        /** @description A path parameter is malformed: an address that is not `0x` + 40 hex digits (or, for token routes, not `-`), or a `chainId` with characters outside `[a-z0-9_-]`. */
        InvalidAddress: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description No price for this token, or the chain is not supported: `{"message": "Price not found"}`. */
        PriceNotFound: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description No holder data for this token, or the chain is not supported: `{"message": "Token holders not found"}`. */
        TokenHoldersNotFound: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The wallet has no affiliate code: `{"message": "Affiliate not found"}`. */
        AffiliateNotFound: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The chain does not list the token, or the chain is not supported: `{"message": "Token not found"}`. */
        TokenNotFound: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The chain lists none of the tokens, or the chain is not supported: `{"message": "No tokens found"}`. */
        NoTokensFound: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The body or a query parameter violates the schema; the message names the field. */
        InvalidBody: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The chain is not supported: `{"message": "Balances not found"}`. */
        BalancesNotFound: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The chain is not supported: `{"message": "Market not found"}`. */
        MarketNotFound: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description An unexpected server error, such as a failing store. */
        InternalError: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The body is not JSON by its Content-Type: it must be `application/json` (or `application/*+json`), with no charset or UTF-8. A body sent as `text/plain`, a form or multipart is refused, so a web page cannot post one without a CORS preflight. */
        UnsupportedMediaType: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The request body is larger than 16 KiB. */
        PayloadTooLarge: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description Notifications are switched off (`CMS_ENABLED=false`, or `CMS_API_KEY=none`). */
        NotificationsDisabled: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The affiliate program is switched off (`CMS_ENABLED=false`). */
        AffiliateDisabled: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description A query parameter is missing or invalid. Not cached. */
        HooksInvalidParameters: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HooksFailure"];
            };
        };
        /** @description The analytics provider failed or did not finish within `maxWaitTimeMs`: `error` is `Internal server error while fetching hooks`. Not cached. */
        HooksInternalError: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HooksFailure"];
            };
        };
        /** @description No analytics API key is configured (`ANALYTICS_API_KEY=none`). Not cached. */
        HooksNotConfigured: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HooksFailure"];
            };
        };
        /** @description The chain is unknown or not simulated: `{"message": "Pools not found"}`. */
        PoolsNotFound: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The address has no affiliate code: `{"message": "Affiliate stats not found"}`. */
        AffiliateStatsNotFound: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description No settled trade binds the trader to a code: `{"message": "Trader stats not found"}`. */
        TraderStatsNotFound: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description No wallet bound the code: `{"message": "Affiliate code not found"}`. */
        AffiliateCodeNotFound: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The code is blank (the message names `code`) or does not match `^[A-Z0-9_-]{5,20}$` once trimmed and upper-cased (`Affiliate code format is invalid`). */
        InvalidRefCode: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The body violates the schema (the message names the field), or the chain is unknown or not simulated (`Build simulation error`). */
        SimulationInvalid: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
    };
    parameters: {
        /**
         * @description The chain, in any of three spellings:
         *
         *     - numeric chain id: `1`, `100`, `42161`, `8453`, `11155111`, `137`, `43114`, `56`, `59144`,
         *       `9745`, `57073`, `10`;
         *     - CoinGecko platform slug: `ethereum`, `xdai`, `arbitrum-one`, `base`, `polygon-pos`,
         *       `avalanche`, `binance-smart-chain`, `linea`, `plasma`, `ink`, `optimistic-ethereum`;
         *     - order-book network name: `mainnet`, `xdai`, `arbitrum_one`, `base`, `sepolia`,
         *       `polygon`, `avalanche`, `bnb`, `linea`, `plasma`, `ink`.
         *
         *     The list is not enforced by the schema: a well-formed but unknown chain is a 404 (`Price
         *     not found`, `Token holders not found`), not a 400.
         */
        ChainId: string;
        /** @description The token's address (`0x` + 40 hex digits, any case), or `-` for the chain's native asset. */
        TokenAddress: components["schemas"]["Address"] | "-";
        /** @description The market as `{baseTokenAddress}-{quoteTokenAddress}`: the token bought or sold, a hyphen, and the token its price is quoted in (each `0x` + 40 hex digits, any case). */
        Market: string;
        /**
         * @description The wallet's address (`0x` + 40 hex digits, any case).
         * @example 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266
         */
        AffiliateAddress: components["schemas"]["Address"];
    };
    requestBodies: never;
    headers: {
        /**
         * @description Any origin may read the response.
         * @example *
         */
        AccessControlAllowOrigin: "*";
        /**
         * @description Browsers may send `Cache-Control` in cross-origin requests.
         * @example Cache-Control
         */
        AccessControlAllowHeaders: "Cache-Control";
        /**
         * @description Token prices and holders may be cached for 120 s by browsers and shared caches.
         * @example max-age=120, public, s-maxage=120
         */
        CacheControlTokens: "max-age=120, public, s-maxage=120";
        /**
         * @description Hook lists may be cached for 300 s by browsers and shared caches.
         * @example max-age=300, public, s-maxage=300
         */
        CacheControlHooks: "max-age=300, public, s-maxage=300";
        /**
         * @description Notification lists may be cached for 300 s.
         * @example public, max-age=300
         */
        CacheControlNotifications: "public, max-age=300";
        /**
         * @description The response must not be cached.
         * @example no-store
         */
        CacheControlNoStore: "no-store";
        /**
         * @description Average APRs may be cached for 6 hours by browsers and shared caches.
         * @example max-age=21600, public, s-maxage=21600
         */
        CacheControlPools: "max-age=21600, public, s-maxage=21600";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getUsdPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The chain, in any of three spellings:
                 *
                 *     - numeric chain id: `1`, `100`, `42161`, `8453`, `11155111`, `137`, `43114`, `56`, `59144`,
                 *       `9745`, `57073`, `10`;
                 *     - CoinGecko platform slug: `ethereum`, `xdai`, `arbitrum-one`, `base`, `polygon-pos`,
                 *       `avalanche`, `binance-smart-chain`, `linea`, `plasma`, `ink`, `optimistic-ethereum`;
                 *     - order-book network name: `mainnet`, `xdai`, `arbitrum_one`, `base`, `sepolia`,
                 *       `polygon`, `avalanche`, `bnb`, `linea`, `plasma`, `ink`.
                 *
                 *     The list is not enforced by the schema: a well-formed but unknown chain is a 404 (`Price
                 *     not found`, `Token holders not found`), not a 400.
                 */
                chainId: components["parameters"]["ChainId"];
                /** @description The token's address (`0x` + 40 hex digits, any case), or `-` for the chain's native asset. */
                tokenAddress: components["parameters"]["TokenAddress"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The USD price of the token. May be cached for 120 s. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    "Cache-Control": components["headers"]["CacheControlTokens"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsdPrice"];
                };
            };
            400: components["responses"]["InvalidAddress"];
            404: components["responses"]["PriceNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getTopTokenHolders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The chain, in any of three spellings:
                 *
                 *     - numeric chain id: `1`, `100`, `42161`, `8453`, `11155111`, `137`, `43114`, `56`, `59144`,
                 *       `9745`, `57073`, `10`;
                 *     - CoinGecko platform slug: `ethereum`, `xdai`, `arbitrum-one`, `base`, `polygon-pos`,
                 *       `avalanche`, `binance-smart-chain`, `linea`, `plasma`, `ink`, `optimistic-ethereum`;
                 *     - order-book network name: `mainnet`, `xdai`, `arbitrum_one`, `base`, `sepolia`,
                 *       `polygon`, `avalanche`, `bnb`, `linea`, `plasma`, `ink`.
                 *
                 *     The list is not enforced by the schema: a well-formed but unknown chain is a 404 (`Price
                 *     not found`, `Token holders not found`), not a 400.
                 */
                chainId: components["parameters"]["ChainId"];
                /** @description The token's address (`0x` + 40 hex digits, any case), or `-` for the chain's native asset. */
                tokenAddress: components["parameters"]["TokenAddress"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Holders, largest balance first. May be cached for 120 s, like `getUsdPrice` (batchbook's choice: the reference sets no `Cache-Control` here). */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    "Cache-Control": components["headers"]["CacheControlTokens"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenHolder"][];
                };
            };
            400: components["responses"]["InvalidAddress"];
            404: components["responses"]["TokenHoldersNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getTokenDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The chain, in any of three spellings:
                 *
                 *     - numeric chain id: `1`, `100`, `42161`, `8453`, `11155111`, `137`, `43114`, `56`, `59144`,
                 *       `9745`, `57073`, `10`;
                 *     - CoinGecko platform slug: `ethereum`, `xdai`, `arbitrum-one`, `base`, `polygon-pos`,
                 *       `avalanche`, `binance-smart-chain`, `linea`, `plasma`, `ink`, `optimistic-ethereum`;
                 *     - order-book network name: `mainnet`, `xdai`, `arbitrum_one`, `base`, `sepolia`,
                 *       `polygon`, `avalanche`, `bnb`, `linea`, `plasma`, `ink`.
                 *
                 *     The list is not enforced by the schema: a well-formed but unknown chain is a 404 (`Price
                 *     not found`, `Token holders not found`), not a 400.
                 */
                chainId: components["parameters"]["ChainId"];
                /** @description The token's address (`0x` + 40 hex digits, any case). */
                tokenAddress: components["schemas"]["Address"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token. May be cached for 120 s. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    "Cache-Control": components["headers"]["CacheControlTokens"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenDetails"];
                };
            };
            400: components["responses"]["InvalidAddress"];
            404: components["responses"]["TokenNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getTokensDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The chain, in any of three spellings:
                 *
                 *     - numeric chain id: `1`, `100`, `42161`, `8453`, `11155111`, `137`, `43114`, `56`, `59144`,
                 *       `9745`, `57073`, `10`;
                 *     - CoinGecko platform slug: `ethereum`, `xdai`, `arbitrum-one`, `base`, `polygon-pos`,
                 *       `avalanche`, `binance-smart-chain`, `linea`, `plasma`, `ink`, `optimistic-ethereum`;
                 *     - order-book network name: `mainnet`, `xdai`, `arbitrum_one`, `base`, `sepolia`,
                 *       `polygon`, `avalanche`, `bnb`, `linea`, `plasma`, `ink`.
                 *
                 *     The list is not enforced by the schema: a well-formed but unknown chain is a 404 (`Price
                 *     not found`, `Token holders not found`), not a 400.
                 */
                chainId: components["parameters"]["ChainId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokensDetailsRequest"];
            };
        };
        responses: {
            /** @description The listed tokens. May be cached for 120 s. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    "Cache-Control": components["headers"]["CacheControlTokens"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenDetails"][];
                };
            };
            400: components["responses"]["InvalidBody"];
            404: components["responses"]["NoTokensFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    getSlippageTolerance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The chain, in any of three spellings:
                 *
                 *     - numeric chain id: `1`, `100`, `42161`, `8453`, `11155111`, `137`, `43114`, `56`, `59144`,
                 *       `9745`, `57073`, `10`;
                 *     - CoinGecko platform slug: `ethereum`, `xdai`, `arbitrum-one`, `base`, `polygon-pos`,
                 *       `avalanche`, `binance-smart-chain`, `linea`, `plasma`, `ink`, `optimistic-ethereum`;
                 *     - order-book network name: `mainnet`, `xdai`, `arbitrum_one`, `base`, `sepolia`,
                 *       `polygon`, `avalanche`, `bnb`, `linea`, `plasma`, `ink`.
                 *
                 *     The list is not enforced by the schema: a well-formed but unknown chain is a 404 (`Price
                 *     not found`, `Token holders not found`), not a 400.
                 */
                chainId: components["parameters"]["ChainId"];
                /** @description The market as `{baseTokenAddress}-{quoteTokenAddress}`: the token bought or sold, a hyphen, and the token its price is quoted in (each `0x` + 40 hex digits, any case). */
                market: components["parameters"]["Market"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proposed slippage tolerance. May be cached for 120 s. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    "Cache-Control": components["headers"]["CacheControlTokens"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlippageTolerance"];
                };
            };
            400: components["responses"]["InvalidAddress"];
            404: components["responses"]["MarketNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getVolatilityDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The chain, in any of three spellings:
                 *
                 *     - numeric chain id: `1`, `100`, `42161`, `8453`, `11155111`, `137`, `43114`, `56`, `59144`,
                 *       `9745`, `57073`, `10`;
                 *     - CoinGecko platform slug: `ethereum`, `xdai`, `arbitrum-one`, `base`, `polygon-pos`,
                 *       `avalanche`, `binance-smart-chain`, `linea`, `plasma`, `ink`, `optimistic-ethereum`;
                 *     - order-book network name: `mainnet`, `xdai`, `arbitrum_one`, `base`, `sepolia`,
                 *       `polygon`, `avalanche`, `bnb`, `linea`, `plasma`, `ink`.
                 *
                 *     The list is not enforced by the schema: a well-formed but unknown chain is a 404 (`Price
                 *     not found`, `Token holders not found`), not a 400.
                 */
                chainId: components["parameters"]["ChainId"];
                /** @description The market as `{baseTokenAddress}-{quoteTokenAddress}`: the token bought or sold, a hyphen, and the token its price is quoted in (each `0x` + 40 hex digits, any case). */
                market: components["parameters"]["Market"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The volatility of each token. May be cached for 120 s. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    "Cache-Control": components["headers"]["CacheControlTokens"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketVolatility"];
                };
            };
            400: components["responses"]["InvalidAddress"];
            404: components["responses"]["MarketNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getAccountTokenBalances: {
        parameters: {
            query: {
                /** @description Comma-separated token addresses. */
                tokens: string;
            };
            header?: never;
            path: {
                /**
                 * @description The chain, in any of three spellings:
                 *
                 *     - numeric chain id: `1`, `100`, `42161`, `8453`, `11155111`, `137`, `43114`, `56`, `59144`,
                 *       `9745`, `57073`, `10`;
                 *     - CoinGecko platform slug: `ethereum`, `xdai`, `arbitrum-one`, `base`, `polygon-pos`,
                 *       `avalanche`, `binance-smart-chain`, `linea`, `plasma`, `ink`, `optimistic-ethereum`;
                 *     - order-book network name: `mainnet`, `xdai`, `arbitrum_one`, `base`, `sepolia`,
                 *       `polygon`, `avalanche`, `bnb`, `linea`, `plasma`, `ink`.
                 *
                 *     The list is not enforced by the schema: a well-formed but unknown chain is a 404 (`Price
                 *     not found`, `Token holders not found`), not a 400.
                 */
                chainId: components["parameters"]["ChainId"];
                /** @description The account (`0x` + 40 hex digits, any case). */
                userAddress: components["schemas"]["Address"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per requested token, in the request's order. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountTokenBalance"][];
                };
            };
            400: components["responses"]["InvalidBody"];
            404: components["responses"]["BalancesNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    streamAccountTokenBalances: {
        parameters: {
            query: {
                /** @description Comma-separated token addresses (1 to 100). */
                tokens: string;
            };
            header?: never;
            path: {
                /**
                 * @description The chain, in any of three spellings:
                 *
                 *     - numeric chain id: `1`, `100`, `42161`, `8453`, `11155111`, `137`, `43114`, `56`, `59144`,
                 *       `9745`, `57073`, `10`;
                 *     - CoinGecko platform slug: `ethereum`, `xdai`, `arbitrum-one`, `base`, `polygon-pos`,
                 *       `avalanche`, `binance-smart-chain`, `linea`, `plasma`, `ink`, `optimistic-ethereum`;
                 *     - order-book network name: `mainnet`, `xdai`, `arbitrum_one`, `base`, `sepolia`,
                 *       `polygon`, `avalanche`, `bnb`, `linea`, `plasma`, `ink`.
                 *
                 *     The list is not enforced by the schema: a well-formed but unknown chain is a 404 (`Price
                 *     not found`, `Token holders not found`), not a 400.
                 */
                chainId: components["parameters"]["ChainId"];
                /** @description The account (`0x` + 40 hex digits, any case). */
                userAddress: components["schemas"]["Address"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream; `event` names the kind, `data` is JSON of the schema `x-events` gives for it. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example retry: 1000
                     *
                     *     event: initial_balances
                     *     data: {"balances":[{"token":{"address":"0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2","symbol":"WETH","decimals":18},"balance":"1500000000000000000","allowance":"0"},{"token":{"address":"0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48","symbol":"USDC","decimals":6},"balance":"2500000000","allowance":"0"}]}
                     *
                     *     event: balance_update
                     *     data: {"type":"balance_change","chainId":1,"timestamp":1767225696000,"userAddress":"0x2c7536e3605d9c16a7a3d7b1898e529396a65c23","tokenAddress":"0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2","oldBalance":"1500000000000000000","newBalance":"500000000000000000"}
                     *
                     *     event: balance_update
                     *     data: {"type":"allowance_change","chainId":1,"timestamp":1767225708000,"userAddress":"0x2c7536e3605d9c16a7a3d7b1898e529396a65c23","tokenAddress":"0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48","oldAllowance":"0","newAllowance":"115792089237316195423570985008687907853269984665640564039457584007913129639935"}
                     *
                     *     event: ping
                     *     data: {}
                     */
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["InvalidBody"];
            404: components["responses"]["BalancesNotFound"];
            /** @description The client address holds as many event streams as it may; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    /** @description Seconds to wait. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getAddressBalances: {
        parameters: {
            query?: {
                /** @description Skip caches (the answer is then `no-store`). */
                ignoreCache?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description The chain, in any of three spellings:
                 *
                 *     - numeric chain id: `1`, `100`, `42161`, `8453`, `11155111`, `137`, `43114`, `56`, `59144`,
                 *       `9745`, `57073`, `10`;
                 *     - CoinGecko platform slug: `ethereum`, `xdai`, `arbitrum-one`, `base`, `polygon-pos`,
                 *       `avalanche`, `binance-smart-chain`, `linea`, `plasma`, `ink`, `optimistic-ethereum`;
                 *     - order-book network name: `mainnet`, `xdai`, `arbitrum_one`, `base`, `sepolia`,
                 *       `polygon`, `avalanche`, `bnb`, `linea`, `plasma`, `ink`.
                 *
                 *     The list is not enforced by the schema: a well-formed but unknown chain is a 404 (`Price
                 *     not found`, `Token holders not found`), not a 400.
                 */
                chainId: components["parameters"]["ChainId"];
                /** @description The address (`0x` + 40 hex digits, any case). */
                address: components["schemas"]["Address"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balances. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    /** @description `max-age=5, public, s-maxage=5`, or `no-store` with `ignoreCache=true`. */
                    "Cache-Control": "max-age=5, public, s-maxage=5" | "no-store";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressBalances"];
                };
            };
            400: components["responses"]["InvalidAddress"];
            404: components["responses"]["BalancesNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getHooks: {
        parameters: {
            query: {
                /**
                 * @description Chain to report on, in the provider's naming: `mainnet` (1), `arbitrum` (42161), `avalanche` (43114), `base` (8453), `gnosis` (100), `polygon` (137).
                 * @example mainnet
                 */
                blockchain: "mainnet" | "arbitrum" | "avalanche" | "base" | "gnosis" | "polygon";
                /**
                 * @description Time window ending now: the last 3 hours, 1 day, 7 days or 30 days, or the last 3, 6 or 12 months. Spaces are part of the value (`period=last%207d`).
                 * @example last 7d
                 */
                period: "last 3h" | "last 1d" | "last 7d" | "last 30d" | "last 3m" | "last 6m" | "last 12m";
                /**
                 * @description How long to wait for the provider's query execution to finish, in milliseconds, before answering 500.
                 * @example 60000
                 */
                maxWaitTimeMs?: number;
                /**
                 * @description Maximum number of hooks to return.
                 * @example 100
                 */
                limit?: number;
                /**
                 * @description Number of result rows to skip, at most 2^53 − 1.
                 * @example 0
                 */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hooks in the period. May be cached for 300 s. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    "Cache-Control": components["headers"]["CacheControlHooks"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HooksResponse"];
                };
            };
            400: components["responses"]["HooksInvalidParameters"];
            500: components["responses"]["HooksInternalError"];
            503: components["responses"]["HooksNotConfigured"];
        };
    };
    getAccountNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The account's address (`0x` + 40 hex digits, any case).
                 * @example 0x6810e776880c02933d47db1b9fc05908e5386b96
                 */
                account: components["schemas"]["Address"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Notifications, newest first (possibly none). May be cached for 300 s. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    "Cache-Control": components["headers"]["CacheControlNotifications"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"][];
                };
            };
            400: components["responses"]["InvalidAddress"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["NotificationsDisabled"];
        };
    };
    listNotificationChannels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The account's address (`0x` + 40 hex digits, any case).
                 * @example 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266
                 */
                account: components["schemas"]["Address"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's channels, oldest first (possibly none). */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationChannel"][];
                };
            };
            400: components["responses"]["InvalidAddress"];
            500: components["responses"]["InternalError"];
        };
    };
    addNotificationChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The account's address (`0x` + 40 hex digits, any case).
                 * @example 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266
                 */
                account: components["schemas"]["Address"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationChannelCreation"];
            };
        };
        responses: {
            /** @description The channel is added; notifications written from now on are delivered to it. */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationChannel"];
                };
            };
            /** @description The request is invalid: the target or credentials do not suit the channel (see the checks above). A malformed address or body is also 400, with an informative message. */
            400: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signature does not authorise the change: `Notification channel signature expired` (the deadline has passed), `Notification channel signature has invalid address` (signed by another account) or `Notification channel has invalid signature` (malformed, high-s, or rejected by the account's ERC-1271 check). */
            401: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description `Notification channel signature already used`, `Notification channel already exists` or `Too many notification channels`. */
            409: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            /** @description The channel is not configured on this server: `Notification channel webhook is not configured` (`NOTIFICATION_WEBHOOK_HOSTS`), `... telegram ...` (`TELEGRAM_BOT_TOKEN`), `... email ...` (`SMTP_URL`) or `... webPush ...` (the `VAPID_*` keys). */
            503: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    removeNotificationChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The account's address (`0x` + 40 hex digits, any case).
                 * @example 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266
                 */
                account: components["schemas"]["Address"];
                /**
                 * @description The channel's `id`, as listed.
                 * @example 7
                 */
                channelId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationChannelRemoval"];
            };
        };
        responses: {
            /** @description The channel is removed; this is what it was. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationChannel"];
                };
            };
            /** @description A malformed address, channel id or body, with an informative message. */
            400: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signature does not authorise the change: `Notification channel signature expired` (the deadline has passed), `Notification channel signature has invalid address` (signed by another account) or `Notification channel has invalid signature` (malformed, high-s, or rejected by the account's ERC-1271 check). */
            401: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The account has no such channel: `Notification channel not found`. */
            404: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description `Notification channel signature already used`. */
            409: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    createAffiliate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The wallet to bind the code to (`0x` + 40 hex digits, any case).
                 * @example 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266
                 */
                walletAddress: components["schemas"]["Address"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AffiliateCreation"];
            };
        };
        responses: {
            /** @description The code is now bound to the wallet. */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliateCreated"];
                };
            };
            /** @description The request is invalid: `Affiliate wallet address mismatch`, `Affiliate code is required` or `Affiliate code format is invalid` (see the checks above). A malformed address or body is also 400, with an informative message. */
            400: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The signature does not prove the wallet's consent: `Affiliate signature has invalid address` (signed by another account) or `Affiliate has invalid signature` (malformed, or rejected by the wallet's ERC-1271 check). */
            401: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The binding conflicts with an existing one, or the signature was already used: `Affiliate wallet address already bound to a code`, `Affiliate code already taken`, `Affiliate already exists` (lost a race) or `Affiliate signature already used`. */
            409: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["AffiliateDisabled"];
        };
    };
    getAffiliate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The wallet's address (`0x` + 40 hex digits, any case).
                 * @example 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266
                 */
                address: components["schemas"]["Address"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet's code and terms. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Affiliate"];
                };
            };
            400: components["responses"]["InvalidAddress"];
            404: components["responses"]["AffiliateNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["AffiliateDisabled"];
        };
    };
    getPoolsInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The chain, in any of three spellings:
                 *
                 *     - numeric chain id: `1`, `100`, `42161`, `8453`, `11155111`, `137`, `43114`, `56`, `59144`,
                 *       `9745`, `57073`, `10`;
                 *     - CoinGecko platform slug: `ethereum`, `xdai`, `arbitrum-one`, `base`, `polygon-pos`,
                 *       `avalanche`, `binance-smart-chain`, `linea`, `plasma`, `ink`, `optimistic-ethereum`;
                 *     - order-book network name: `mainnet`, `xdai`, `arbitrum_one`, `base`, `sepolia`,
                 *       `polygon`, `avalanche`, `bnb`, `linea`, `plasma`, `ink`.
                 *
                 *     The list is not enforced by the schema: a well-formed but unknown chain is a 404 (`Price
                 *     not found`, `Token holders not found`), not a 400.
                 */
                chainId: components["parameters"]["ChainId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PoolAddresses"];
            };
        };
        responses: {
            /** @description The pools' rows (possibly none). */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PoolInfo"][];
                };
            };
            400: components["responses"]["InvalidBody"];
            404: components["responses"]["PoolsNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
    getPoolsHistory: {
        parameters: {
            query?: {
                /** @description How many of the latest blocks (default 64). */
                blocks?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The chain, in any of three spellings:
                 *
                 *     - numeric chain id: `1`, `100`, `42161`, `8453`, `11155111`, `137`, `43114`, `56`, `59144`,
                 *       `9745`, `57073`, `10`;
                 *     - CoinGecko platform slug: `ethereum`, `xdai`, `arbitrum-one`, `base`, `polygon-pos`,
                 *       `avalanche`, `binance-smart-chain`, `linea`, `plasma`, `ink`, `optimistic-ethereum`;
                 *     - order-book network name: `mainnet`, `xdai`, `arbitrum_one`, `base`, `sepolia`,
                 *       `polygon`, `avalanche`, `bnb`, `linea`, `plasma`, `ink`.
                 *
                 *     The list is not enforced by the schema: a well-formed but unknown chain is a 404 (`Price
                 *     not found`, `Token holders not found`), not a 400.
                 */
                chainId: components["parameters"]["ChainId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pools and their states per block (possibly no block yet). */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PoolsHistory"];
                };
            };
            400: components["responses"]["InvalidBody"];
            404: components["responses"]["PoolsNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getPoolsAverageApr: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The chain, in any of three spellings:
                 *
                 *     - numeric chain id: `1`, `100`, `42161`, `8453`, `11155111`, `137`, `43114`, `56`, `59144`,
                 *       `9745`, `57073`, `10`;
                 *     - CoinGecko platform slug: `ethereum`, `xdai`, `arbitrum-one`, `base`, `polygon-pos`,
                 *       `avalanche`, `binance-smart-chain`, `linea`, `plasma`, `ink`, `optimistic-ethereum`;
                 *     - order-book network name: `mainnet`, `xdai`, `arbitrum_one`, `base`, `sepolia`,
                 *       `polygon`, `avalanche`, `bnb`, `linea`, `plasma`, `ink`.
                 *
                 *     The list is not enforced by the schema: a well-formed but unknown chain is a 404 (`Price
                 *     not found`, `Token holders not found`), not a 400.
                 */
                chainId: components["parameters"]["ChainId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description APR in percent per project. May be cached for 6 hours. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    "Cache-Control": components["headers"]["CacheControlPools"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PoolsAverageApr"];
                };
            };
            400: components["responses"]["InvalidAddress"];
            404: components["responses"]["PoolsNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getAffiliateStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The wallet's address (`0x` + 40 hex digits, any case).
                 * @example 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266
                 */
                address: components["parameters"]["AffiliateAddress"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The affiliate's statistics. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliateStats"];
                };
            };
            400: components["responses"]["InvalidAddress"];
            404: components["responses"]["AffiliateStatsNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["AffiliateDisabled"];
        };
    };
    getTraderStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The wallet's address (`0x` + 40 hex digits, any case).
                 * @example 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266
                 */
                address: components["parameters"]["AffiliateAddress"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trader's binding and rewards. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TraderStats"];
                };
            };
            400: components["responses"]["InvalidAddress"];
            404: components["responses"]["TraderStatsNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["AffiliateDisabled"];
        };
    };
    getTraderActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The wallet's address (`0x` + 40 hex digits, any case).
                 * @example 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266
                 */
                address: components["parameters"]["AffiliateAddress"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trader's referred trades. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TraderActivity"];
                };
            };
            400: components["responses"]["InvalidAddress"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["AffiliateDisabled"];
        };
    };
    getRefCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The referral code (any case; 5 to 20 of `A-Z`, `0-9`, `-`, `_` once upper-cased).
                 * @example BATCHBOOK
                 */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code and what it pays a trader. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefCode"];
                };
            };
            400: components["responses"]["InvalidRefCode"];
            404: components["responses"]["AffiliateCodeNotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["AffiliateDisabled"];
        };
    };
    simulateBundle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The chain, in any of three spellings:
                 *
                 *     - numeric chain id: `1`, `100`, `42161`, `8453`, `11155111`, `137`, `43114`, `56`, `59144`,
                 *       `9745`, `57073`, `10`;
                 *     - CoinGecko platform slug: `ethereum`, `xdai`, `arbitrum-one`, `base`, `polygon-pos`,
                 *       `avalanche`, `binance-smart-chain`, `linea`, `plasma`, `ink`, `optimistic-ethereum`;
                 *     - order-book network name: `mainnet`, `xdai`, `arbitrum_one`, `base`, `sepolia`,
                 *       `polygon`, `avalanche`, `bnb`, `linea`, `plasma`, `ink`.
                 *
                 *     The list is not enforced by the schema: a well-formed but unknown chain is a 404 (`Price
                 *     not found`, `Token holders not found`), not a 400.
                 */
                chainId: components["parameters"]["ChainId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SimulationCall"][];
            };
        };
        responses: {
            /** @description One result per call, in the bundle's order. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["AccessControlAllowOrigin"];
                    "Access-Control-Allow-Headers": components["headers"]["AccessControlAllowHeaders"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulationResult"][];
                };
            };
            400: components["responses"]["SimulationInvalid"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
        };
    };
}
