import * as z from 'zod';
/**
 * Body of every companion error except those of `getHooks`.
 */
export declare const zErrorMessage: z.ZodObject<{
    message: z.ZodString;
}, z.core.$strip>;
/**
 * A keep-alive of an idle balance stream (`event: ping`): always `{}`.
 */
export declare const zPingEvent: z.ZodRecord<z.ZodString, z.ZodUnknown>;
/**
 * A proposed slippage tolerance.
 */
export declare const zSlippageTolerance: z.ZodObject<{
    slippageBps: z.ZodInt;
}, z.core.$strip>;
/**
 * The price of one whole token in US dollars.
 */
export declare const zUsdPrice: z.ZodObject<{
    price: z.ZodNumber;
}, z.core.$strip>;
/**
 * What the notification is about:
 *
 * - `order_filled`: an order was filled completely;
 * - `order_partially_filled`: a partially fillable order was filled in part;
 * - `order_expired`: an order reached its `validTo` unfilled;
 * - `order_cancelled`: an order was cancelled;
 * - `insufficient_balance`: the owner's balance or allowance is too low for an open order;
 * - `price_improvement`: an order was filled at a better price than its limit;
 * - `solver_banned`: to a solver's address, the auctions' participation guard banned it for
 * a number of blocks (it kept winning without settling).
 *
 */
export declare const zNotificationType: z.ZodEnum<{
    insufficient_balance: "insufficient_balance";
    order_filled: "order_filled";
    order_expired: "order_expired";
    order_cancelled: "order_cancelled";
    order_partially_filled: "order_partially_filled";
    price_improvement: "price_improvement";
    solver_banned: "solver_banned";
}>;
/**
 * Where notifications are pushed:
 *
 * - `webhook`: an HTTP POST of JSON to a URL, signed with the channel's secret;
 * - `telegram`: a message from the server's bot to a chat;
 * - `email`: an e-mail;
 * - `webPush`: a browser push message (Push API subscription, VAPID).
 *
 */
export declare const zNotificationChannelKind: z.ZodEnum<{
    email: "email";
    webhook: "webhook";
    telegram: "telegram";
    webPush: "webPush";
}>;
/**
 * The `nonce` of the signed typed data, a decimal number below 10^77 (so a uint256) the client picks.
 */
export declare const zNotificationChannelNonce: z.ZodString;
/**
 * The `deadline` of the signed typed data, in Unix seconds; later requests are refused.
 */
export declare const zNotificationChannelDeadline: z.ZodInt;
/**
 * An affiliate code, upper case, as stored (trimmed).
 */
export declare const zAffiliateCode: z.ZodString;
/**
 * Mean APR, in percent, of each liquidity provider's pools, by project.
 */
export declare const zPoolsAverageApr: z.ZodRecord<z.ZodString, z.ZodNumber>;
/**
 * An affiliate's code, its referred volume and the affiliate's rewards (USD).
 */
export declare const zAffiliateStats: z.ZodObject<{
    affiliate_address: z.ZodString;
    referrer_code: z.ZodString;
    total_volume: z.ZodNumber;
    trigger_volume: z.ZodNumber;
    total_earned: z.ZodNumber;
    paid_out: z.ZodNumber;
    next_payout: z.ZodNumber;
    left_to_next_reward: z.ZodNumber;
    active_traders: z.ZodNumber;
    total_traders: z.ZodNumber;
    lastUpdatedAt: z.ZodString;
}, z.core.$strip>;
/**
 * A referred trader's binding, eligible volume and rewards (USD).
 */
export declare const zTraderStats: z.ZodObject<{
    trader_address: z.ZodString;
    bound_referrer_code: z.ZodString;
    linked_since: z.ZodString;
    rewards_end: z.ZodString;
    eligible_volume: z.ZodNumber;
    left_to_next_rewards: z.ZodNumber;
    trigger_volume: z.ZodNumber;
    total_earned: z.ZodNumber;
    paid_out: z.ZodNumber;
    next_payout: z.ZodNumber;
    lastUpdatedAt: z.ZodString;
}, z.core.$strip>;
/**
 * One settled trade and what it counts towards the affiliate program.
 */
export declare const zTraderActivityRow: z.ZodObject<{
    chain_id: z.ZodNumber;
    creation_date: z.ZodString;
    tx_hash: z.ZodString;
    order_uid: z.ZodString;
    trader_address: z.ZodString;
    sell_token: z.ZodString;
    buy_token: z.ZodString;
    sell_token_symbol: z.ZodOptional<z.ZodString>;
    buy_token_symbol: z.ZodOptional<z.ZodString>;
    executed_sell_amount: z.ZodString;
    executed_buy_amount: z.ZodString;
    usd_value: z.ZodNumber;
    eligible_volume_usd: z.ZodNumber;
    referrer_code: z.ZodString;
    bound_referrer_code: z.ZodString;
    eligibility_reason: z.ZodEnum<{
        eligible: "eligible";
        not_bound: "not_bound";
        before_binding: "before_binding";
        rewards_period_ended: "rewards_period_ended";
        volume_cap_reached: "volume_cap_reached";
    }>;
    is_bound_to_code: z.ZodBoolean;
    is_eligible: z.ZodBoolean;
}, z.core.$strip>;
/**
 * A trader's referred trades, newest first.
 */
export declare const zTraderActivity: z.ZodObject<{
    rows: z.ZodArray<z.ZodObject<{
        chain_id: z.ZodNumber;
        creation_date: z.ZodString;
        tx_hash: z.ZodString;
        order_uid: z.ZodString;
        trader_address: z.ZodString;
        sell_token: z.ZodString;
        buy_token: z.ZodString;
        sell_token_symbol: z.ZodOptional<z.ZodString>;
        buy_token_symbol: z.ZodOptional<z.ZodString>;
        executed_sell_amount: z.ZodString;
        executed_buy_amount: z.ZodString;
        usd_value: z.ZodNumber;
        eligible_volume_usd: z.ZodNumber;
        referrer_code: z.ZodString;
        bound_referrer_code: z.ZodString;
        eligibility_reason: z.ZodEnum<{
            eligible: "eligible";
            not_bound: "not_bound";
            before_binding: "before_binding";
            rewards_period_ended: "rewards_period_ended";
            volume_cap_reached: "volume_cap_reached";
        }>;
        is_bound_to_code: z.ZodBoolean;
        is_eligible: z.ZodBoolean;
    }, z.core.$strip>>;
    lastUpdatedAt: z.ZodString;
}, z.core.$strip>;
/**
 * A registered referral code and what it pays a trader.
 */
export declare const zRefCode: z.ZodObject<{
    code: z.ZodString;
    traderRewardAmount: z.ZodNumber;
    triggerVolume: z.ZodNumber;
    timeCapDays: z.ZodNumber;
    volumeCap: z.ZodNumber;
}, z.core.$strip>;
/**
 * What one call of the bundle did.
 */
export declare const zSimulationResult: z.ZodObject<{
    status: z.ZodBoolean;
    id: z.ZodString;
    link: z.ZodString;
    cumulativeBalancesDiff: z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodString>>;
    gasUsed: z.ZodString;
    error: z.ZodNullable<z.ZodString>;
}, z.core.$strip>;
/**
 * 20-byte Ethereum address, `0x`-prefixed hex, case-insensitive (checksummed or lower case).
 */
export declare const zAddress: z.ZodString;
/**
 * A token as the chain lists it.
 */
export declare const zTokenDetails: z.ZodObject<{
    address: z.ZodString;
    name: z.ZodOptional<z.ZodString>;
    symbol: z.ZodOptional<z.ZodString>;
    decimals: z.ZodOptional<z.ZodInt>;
}, z.core.$strip>;
/**
 * A token's price volatility over the time a solver needs to settle an order.
 */
export declare const zVolatilityDetails: z.ZodObject<{
    tokenAddress: z.ZodString;
    usdPrice: z.ZodNumber;
    prices: z.ZodNull;
    volatilityInUsd: z.ZodNumber;
    volatilityInTokens: z.ZodNumber;
}, z.core.$strip>;
/**
 * The volatility of each token of a market; null for a token the chain does not list.
 */
export declare const zMarketVolatility: z.ZodObject<{
    baseToken: z.ZodNullable<z.ZodObject<{
        tokenAddress: z.ZodString;
        usdPrice: z.ZodNumber;
        prices: z.ZodNull;
        volatilityInUsd: z.ZodNumber;
        volatilityInTokens: z.ZodNumber;
    }, z.core.$strip>>;
    quoteToken: z.ZodNullable<z.ZodObject<{
        tokenAddress: z.ZodString;
        usdPrice: z.ZodNumber;
        prices: z.ZodNull;
        volatilityInUsd: z.ZodNumber;
        volatilityInTokens: z.ZodNumber;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * The tokens to describe.
 */
export declare const zTokensDetailsRequest: z.ZodObject<{
    tokenAddresses: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
/**
 * Pool addresses to read; an empty list reads every pool of the chain.
 */
export declare const zPoolAddresses: z.ZodArray<z.ZodString>;
/**
 * A liquidity pool's fee tier, value locked, day volume and the APR they give.
 */
export declare const zPoolInfo: z.ZodObject<{
    contract_address: z.ZodString;
    chain_id: z.ZodInt;
    project: z.ZodString;
    apr: z.ZodNumber;
    fee: z.ZodNumber;
    tvl: z.ZodNumber;
    volume: z.ZodNumber;
}, z.core.$strip>;
/**
 * A transaction to simulate, as the reference takes it.
 */
export declare const zSimulationCall: z.ZodObject<{
    from: z.ZodString;
    to: z.ZodString;
    value: z.ZodOptional<z.ZodString>;
    input: z.ZodString;
    gas: z.ZodOptional<z.ZodInt>;
    gas_price: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/**
 * A big unsigned integer written in decimal.
 */
export declare const zBigUint: z.ZodString;
/**
 * An account's balance of a token and its allowance to the vault relayer, in atoms.
 */
export declare const zAccountTokenBalance: z.ZodObject<{
    token: z.ZodObject<{
        address: z.ZodString;
        name: z.ZodOptional<z.ZodString>;
        symbol: z.ZodOptional<z.ZodString>;
        decimals: z.ZodOptional<z.ZodInt>;
    }, z.core.$strip>;
    balance: z.ZodString;
    allowance: z.ZodString;
}, z.core.$strip>;
/**
 * Non-zero token balances of an address, in atoms, keyed by lower-case token address.
 */
export declare const zAddressBalances: z.ZodObject<{
    balances: z.ZodRecord<z.ZodString, z.ZodString>;
}, z.core.$strip>;
/**
 * The first event of a balance stream (`event: initial_balances`): the balances, one per requested token.
 */
export declare const zInitialBalancesEvent: z.ZodObject<{
    balances: z.ZodArray<z.ZodObject<{
        token: z.ZodObject<{
            address: z.ZodString;
            name: z.ZodOptional<z.ZodString>;
            symbol: z.ZodOptional<z.ZodString>;
            decimals: z.ZodOptional<z.ZodInt>;
        }, z.core.$strip>;
        balance: z.ZodString;
        allowance: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * The account's balance of the token changed.
 */
export declare const zBalanceChange: z.ZodObject<{
    type: z.ZodLiteral<"balance_change">;
    chainId: z.ZodInt;
    timestamp: z.ZodInt;
    userAddress: z.ZodString;
    tokenAddress: z.ZodString;
    oldBalance: z.ZodString;
    newBalance: z.ZodString;
}, z.core.$strip>;
/**
 * The account's allowance of the token to the vault relayer changed.
 */
export declare const zAllowanceChange: z.ZodObject<{
    type: z.ZodLiteral<"allowance_change">;
    chainId: z.ZodInt;
    timestamp: z.ZodInt;
    userAddress: z.ZodString;
    tokenAddress: z.ZodString;
    oldAllowance: z.ZodString;
    newAllowance: z.ZodString;
}, z.core.$strip>;
/**
 * A change of a requested token's balance or vault-relayer allowance (`event: balance_update`).
 */
export declare const zBalanceUpdateEvent: z.ZodUnion<readonly [z.ZodObject<{
    type: z.ZodLiteral<"balance_change">;
    chainId: z.ZodInt;
    timestamp: z.ZodInt;
    userAddress: z.ZodString;
    tokenAddress: z.ZodString;
    oldBalance: z.ZodString;
    newBalance: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    type: z.ZodLiteral<"allowance_change">;
    chainId: z.ZodInt;
    timestamp: z.ZodInt;
    userAddress: z.ZodString;
    tokenAddress: z.ZodString;
    oldAllowance: z.ZodString;
    newAllowance: z.ZodString;
}, z.core.$strip>]>;
/**
 * One holder of a token and its balance.
 */
export declare const zTokenHolder: z.ZodObject<{
    address: z.ZodString;
    balance: z.ZodString;
}, z.core.$strip>;
/**
 * 32 bytes, `0x`-prefixed hex.
 */
export declare const zBytes32: z.ZodString;
/**
 * 32-byte transaction hash, `0x`-prefixed hex.
 */
export declare const zTransactionHash: z.ZodString;
/**
 * One executed hook, as a row of the analytics provider's query result. Field names are the provider's (snake_case).
 */
export declare const zHookRow: z.ZodObject<{
    environment: z.ZodString;
    block_time: z.ZodString;
    is_bridging: z.ZodBoolean;
    success: z.ZodBoolean;
    app_code: z.ZodString;
    destination_chain_id: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
    destination_token_address: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    hook_type: z.ZodEnum<{
        post: "post";
        pre: "pre";
    }>;
    app_id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    target: z.ZodString;
    gas_limit: z.ZodInt;
    app_hash: z.ZodString;
    tx_hash: z.ZodString;
}, z.core.$strip>;
/**
 * Hooks in the requested period.
 */
export declare const zHooksResponse: z.ZodObject<{
    hooks: z.ZodArray<z.ZodObject<{
        environment: z.ZodString;
        block_time: z.ZodString;
        is_bridging: z.ZodBoolean;
        success: z.ZodBoolean;
        app_code: z.ZodString;
        destination_chain_id: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
        destination_token_address: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        hook_type: z.ZodEnum<{
            post: "post";
            pre: "pre";
        }>;
        app_id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        target: z.ZodString;
        gas_limit: z.ZodInt;
        app_hash: z.ZodString;
        tx_hash: z.ZodString;
    }, z.core.$strip>>;
    count: z.ZodInt;
}, z.core.$strip>;
/**
 * A failed hooks request, in the success shape with no hooks.
 */
export declare const zHooksFailure: z.ZodObject<{
    hooks: z.ZodArray<z.ZodObject<{
        environment: z.ZodString;
        block_time: z.ZodString;
        is_bridging: z.ZodBoolean;
        success: z.ZodBoolean;
        app_code: z.ZodString;
        destination_chain_id: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
        destination_token_address: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        hook_type: z.ZodEnum<{
            post: "post";
            pre: "pre";
        }>;
        app_id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        target: z.ZodString;
        gas_limit: z.ZodInt;
        app_hash: z.ZodString;
        tx_hash: z.ZodString;
    }, z.core.$strip>>;
    count: z.ZodLiteral<0>;
    error: z.ZodString;
}, z.core.$strip>;
/**
 * Date and time, ISO 8601 / RFC 3339 in UTC.
 */
export declare const zTimestamp: z.ZodISODateTime;
/**
 * A notification addressed to an account.
 */
export declare const zNotification: z.ZodObject<{
    id: z.ZodString;
    account: z.ZodString;
    type: z.ZodEnum<{
        insufficient_balance: "insufficient_balance";
        order_filled: "order_filled";
        order_expired: "order_expired";
        order_cancelled: "order_cancelled";
        order_partially_filled: "order_partially_filled";
        price_improvement: "price_improvement";
        solver_banned: "solver_banned";
    }>;
    message: z.ZodString;
    timestamp: z.ZodISODateTime;
    metadata: z.ZodRecord<z.ZodString, z.ZodUnknown>;
}, z.core.$strip>;
/**
 * A channel an account's notifications are delivered to.
 */
export declare const zNotificationChannel: z.ZodObject<{
    id: z.ZodString;
    channel: z.ZodEnum<{
        email: "email";
        webhook: "webhook";
        telegram: "telegram";
        webPush: "webPush";
    }>;
    destination: z.ZodString;
    createdAt: z.ZodISODateTime;
    pendingDeliveries: z.ZodInt;
    deadDeliveries: z.ZodInt;
}, z.core.$strip>;
/**
 * A code just bound to a wallet.
 */
export declare const zAffiliateCreated: z.ZodObject<{
    code: z.ZodString;
    createdAt: z.ZodISODateTime;
}, z.core.$strip>;
/**
 * A wallet's affiliate code and the program terms attached to it, set by the program manager: referred traders earn rewards from the eligible volume they trade within `timeCapDays` of linking the code, and each reward is shared between affiliate, trader and CoW DAO by the `revenueSplit*Pct` fields.
 */
export declare const zAffiliate: z.ZodObject<{
    code: z.ZodString;
    createdAt: z.ZodISODateTime;
    rewardAmount: z.ZodNumber;
    triggerVolume: z.ZodNumber;
    timeCapDays: z.ZodInt;
    volumeCap: z.ZodNumber;
    revenueSplitAffiliatePct: z.ZodNumber;
    revenueSplitTraderPct: z.ZodNumber;
    revenueSplitDaoPct: z.ZodNumber;
}, z.core.$strip>;
/**
 * Arbitrary bytes, `0x`-prefixed hex with an even number of digits.
 */
export declare const zHexBytes: z.ZodString;
/**
 * The account's EIP-712 signature of the `NotificationChannelChange` typed data: 65 bytes `r ‖ s ‖ v` for an externally owned account, or whatever the account's ERC-1271 `isValidSignature` accepts for a contract.
 */
export declare const zNotificationChannelSignature: z.ZodString;
/**
 * A signed request to add a channel (see `addNotificationChannel`).
 */
export declare const zNotificationChannelCreation: z.ZodObject<{
    channel: z.ZodEnum<{
        email: "email";
        webhook: "webhook";
        telegram: "telegram";
        webPush: "webPush";
    }>;
    target: z.ZodString;
    secret: z.ZodOptional<z.ZodString>;
    keys: z.ZodOptional<z.ZodObject<{
        p256dh: z.ZodString;
        auth: z.ZodString;
    }, z.core.$strip>>;
    nonce: z.ZodString;
    deadline: z.ZodInt;
    signature: z.ZodString;
}, z.core.$strip>;
/**
 * A signed request to remove a channel (see `removeNotificationChannel`).
 */
export declare const zNotificationChannelRemoval: z.ZodObject<{
    nonce: z.ZodString;
    deadline: z.ZodInt;
    signature: z.ZodString;
}, z.core.$strip>;
/**
 * A signed request to bind `code` to `walletAddress`.
 */
export declare const zAffiliateCreation: z.ZodObject<{
    walletAddress: z.ZodString;
    code: z.ZodString;
    signedMessage: z.ZodString;
}, z.core.$strip>;
/**
 * Amount of a token in atoms: a `uint256` written in decimal. Hex is not accepted. Values above 2^256 - 1 pass the schema and are rejected by the operation with its overflow error.
 */
export declare const zTokenAmount: z.ZodString;
/**
 * The chain's pools, then their states per recent block, oldest block first.
 */
export declare const zPoolsHistory: z.ZodObject<{
    pools: z.ZodArray<z.ZodObject<{
        address: z.ZodString;
        token0: z.ZodString;
        token1: z.ZodString;
        feeBps: z.ZodInt;
    }, z.core.$strip>>;
    blocks: z.ZodArray<z.ZodObject<{
        blockNumber: z.ZodInt;
        timestamp: z.ZodInt;
        pools: z.ZodArray<z.ZodObject<{
            address: z.ZodString;
            reserve0: z.ZodString;
            reserve1: z.ZodString;
            tvl: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * The chain, in any of three spellings:
 *
 * - numeric chain id: `1`, `100`, `42161`, `8453`, `11155111`, `137`, `43114`, `56`, `59144`,
 * `9745`, `57073`, `10`;
 * - CoinGecko platform slug: `ethereum`, `xdai`, `arbitrum-one`, `base`, `polygon-pos`,
 * `avalanche`, `binance-smart-chain`, `linea`, `plasma`, `ink`, `optimistic-ethereum`;
 * - order-book network name: `mainnet`, `xdai`, `arbitrum_one`, `base`, `sepolia`,
 * `polygon`, `avalanche`, `bnb`, `linea`, `plasma`, `ink`.
 *
 * The list is not enforced by the schema: a well-formed but unknown chain is a 404 (`Price
 * not found`, `Token holders not found`), not a 400.
 *
 */
export declare const zChainId: z.ZodString;
/**
 * The token's address (`0x` + 40 hex digits, any case), or `-` for the chain's native asset.
 */
export declare const zTokenAddress: z.ZodUnion<readonly [z.ZodString, z.ZodLiteral<"-">]>;
/**
 * The market as `{baseTokenAddress}-{quoteTokenAddress}`: the token bought or sold, a hyphen, and the token its price is quoted in (each `0x` + 40 hex digits, any case).
 */
export declare const zMarket: z.ZodString;
/**
 * The wallet's address (`0x` + 40 hex digits, any case).
 */
export declare const zAffiliateAddress: z.ZodString;
export declare const zGetUsdPricePath: z.ZodObject<{
    chainId: z.ZodString;
    tokenAddress: z.ZodUnion<readonly [z.ZodString, z.ZodLiteral<"-">]>;
}, z.core.$strip>;
/**
 * The USD price of the token. May be cached for 120 s.
 */
export declare const zGetUsdPriceResponse: z.ZodObject<{
    price: z.ZodNumber;
}, z.core.$strip>;
export declare const zGetTopTokenHoldersPath: z.ZodObject<{
    chainId: z.ZodString;
    tokenAddress: z.ZodUnion<readonly [z.ZodString, z.ZodLiteral<"-">]>;
}, z.core.$strip>;
/**
 * Holders, largest balance first. May be cached for 120 s, like `getUsdPrice` (batchbook's choice: the reference sets no `Cache-Control` here).
 */
export declare const zGetTopTokenHoldersResponse: z.ZodArray<z.ZodObject<{
    address: z.ZodString;
    balance: z.ZodString;
}, z.core.$strip>>;
export declare const zGetTokenDetailsPath: z.ZodObject<{
    chainId: z.ZodString;
    tokenAddress: z.ZodString;
}, z.core.$strip>;
/**
 * The token. May be cached for 120 s.
 */
export declare const zGetTokenDetailsResponse: z.ZodObject<{
    address: z.ZodString;
    name: z.ZodOptional<z.ZodString>;
    symbol: z.ZodOptional<z.ZodString>;
    decimals: z.ZodOptional<z.ZodInt>;
}, z.core.$strip>;
export declare const zGetTokensDetailsBody: z.ZodObject<{
    tokenAddresses: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
export declare const zGetTokensDetailsPath: z.ZodObject<{
    chainId: z.ZodString;
}, z.core.$strip>;
/**
 * The listed tokens. May be cached for 120 s.
 */
export declare const zGetTokensDetailsResponse: z.ZodArray<z.ZodObject<{
    address: z.ZodString;
    name: z.ZodOptional<z.ZodString>;
    symbol: z.ZodOptional<z.ZodString>;
    decimals: z.ZodOptional<z.ZodInt>;
}, z.core.$strip>>;
export declare const zGetSlippageTolerancePath: z.ZodObject<{
    chainId: z.ZodString;
    market: z.ZodString;
}, z.core.$strip>;
/**
 * The proposed slippage tolerance. May be cached for 120 s.
 */
export declare const zGetSlippageToleranceResponse: z.ZodObject<{
    slippageBps: z.ZodInt;
}, z.core.$strip>;
export declare const zGetVolatilityDetailsPath: z.ZodObject<{
    chainId: z.ZodString;
    market: z.ZodString;
}, z.core.$strip>;
/**
 * The volatility of each token. May be cached for 120 s.
 */
export declare const zGetVolatilityDetailsResponse: z.ZodObject<{
    baseToken: z.ZodNullable<z.ZodObject<{
        tokenAddress: z.ZodString;
        usdPrice: z.ZodNumber;
        prices: z.ZodNull;
        volatilityInUsd: z.ZodNumber;
        volatilityInTokens: z.ZodNumber;
    }, z.core.$strip>>;
    quoteToken: z.ZodNullable<z.ZodObject<{
        tokenAddress: z.ZodString;
        usdPrice: z.ZodNumber;
        prices: z.ZodNull;
        volatilityInUsd: z.ZodNumber;
        volatilityInTokens: z.ZodNumber;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const zGetAccountTokenBalancesPath: z.ZodObject<{
    chainId: z.ZodString;
    userAddress: z.ZodString;
}, z.core.$strip>;
export declare const zGetAccountTokenBalancesQuery: z.ZodObject<{
    tokens: z.ZodString;
}, z.core.$strip>;
/**
 * One entry per requested token, in the request's order.
 */
export declare const zGetAccountTokenBalancesResponse: z.ZodArray<z.ZodObject<{
    token: z.ZodObject<{
        address: z.ZodString;
        name: z.ZodOptional<z.ZodString>;
        symbol: z.ZodOptional<z.ZodString>;
        decimals: z.ZodOptional<z.ZodInt>;
    }, z.core.$strip>;
    balance: z.ZodString;
    allowance: z.ZodString;
}, z.core.$strip>>;
export declare const zStreamAccountTokenBalancesPath: z.ZodObject<{
    chainId: z.ZodString;
    userAddress: z.ZodString;
}, z.core.$strip>;
export declare const zStreamAccountTokenBalancesQuery: z.ZodObject<{
    tokens: z.ZodString;
}, z.core.$strip>;
/**
 * The stream; `event` names the kind, `data` is JSON of the schema `x-events` gives for it.
 */
export declare const zStreamAccountTokenBalancesResponse: z.ZodString;
export declare const zGetAddressBalancesPath: z.ZodObject<{
    chainId: z.ZodString;
    address: z.ZodString;
}, z.core.$strip>;
export declare const zGetAddressBalancesQuery: z.ZodObject<{
    ignoreCache: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
/**
 * The balances.
 */
export declare const zGetAddressBalancesResponse: z.ZodObject<{
    balances: z.ZodRecord<z.ZodString, z.ZodString>;
}, z.core.$strip>;
export declare const zGetHooksQuery: z.ZodObject<{
    blockchain: z.ZodEnum<{
        mainnet: "mainnet";
        arbitrum: "arbitrum";
        avalanche: "avalanche";
        base: "base";
        gnosis: "gnosis";
        polygon: "polygon";
    }>;
    period: z.ZodEnum<{
        "last 3h": "last 3h";
        "last 1d": "last 1d";
        "last 7d": "last 7d";
        "last 30d": "last 30d";
        "last 3m": "last 3m";
        "last 6m": "last 6m";
        "last 12m": "last 12m";
    }>;
    maxWaitTimeMs: z.ZodDefault<z.ZodOptional<z.ZodInt>>;
    limit: z.ZodDefault<z.ZodOptional<z.ZodInt>>;
    offset: z.ZodDefault<z.ZodOptional<z.ZodInt>>;
}, z.core.$strip>;
/**
 * Hooks in the period. May be cached for 300 s.
 */
export declare const zGetHooksResponse: z.ZodObject<{
    hooks: z.ZodArray<z.ZodObject<{
        environment: z.ZodString;
        block_time: z.ZodString;
        is_bridging: z.ZodBoolean;
        success: z.ZodBoolean;
        app_code: z.ZodString;
        destination_chain_id: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
        destination_token_address: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        hook_type: z.ZodEnum<{
            post: "post";
            pre: "pre";
        }>;
        app_id: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        target: z.ZodString;
        gas_limit: z.ZodInt;
        app_hash: z.ZodString;
        tx_hash: z.ZodString;
    }, z.core.$strip>>;
    count: z.ZodInt;
}, z.core.$strip>;
export declare const zGetAccountNotificationsPath: z.ZodObject<{
    account: z.ZodString;
}, z.core.$strip>;
/**
 * Notifications, newest first (possibly none). May be cached for 300 s.
 */
export declare const zGetAccountNotificationsResponse: z.ZodArray<z.ZodObject<{
    id: z.ZodString;
    account: z.ZodString;
    type: z.ZodEnum<{
        insufficient_balance: "insufficient_balance";
        order_filled: "order_filled";
        order_expired: "order_expired";
        order_cancelled: "order_cancelled";
        order_partially_filled: "order_partially_filled";
        price_improvement: "price_improvement";
        solver_banned: "solver_banned";
    }>;
    message: z.ZodString;
    timestamp: z.ZodISODateTime;
    metadata: z.ZodRecord<z.ZodString, z.ZodUnknown>;
}, z.core.$strip>>;
export declare const zListNotificationChannelsPath: z.ZodObject<{
    account: z.ZodString;
}, z.core.$strip>;
/**
 * The account's channels, oldest first (possibly none).
 */
export declare const zListNotificationChannelsResponse: z.ZodArray<z.ZodObject<{
    id: z.ZodString;
    channel: z.ZodEnum<{
        email: "email";
        webhook: "webhook";
        telegram: "telegram";
        webPush: "webPush";
    }>;
    destination: z.ZodString;
    createdAt: z.ZodISODateTime;
    pendingDeliveries: z.ZodInt;
    deadDeliveries: z.ZodInt;
}, z.core.$strip>>;
export declare const zAddNotificationChannelBody: z.ZodObject<{
    channel: z.ZodEnum<{
        email: "email";
        webhook: "webhook";
        telegram: "telegram";
        webPush: "webPush";
    }>;
    target: z.ZodString;
    secret: z.ZodOptional<z.ZodString>;
    keys: z.ZodOptional<z.ZodObject<{
        p256dh: z.ZodString;
        auth: z.ZodString;
    }, z.core.$strip>>;
    nonce: z.ZodString;
    deadline: z.ZodInt;
    signature: z.ZodString;
}, z.core.$strip>;
export declare const zAddNotificationChannelPath: z.ZodObject<{
    account: z.ZodString;
}, z.core.$strip>;
/**
 * The channel is added; notifications written from now on are delivered to it.
 */
export declare const zAddNotificationChannelResponse: z.ZodObject<{
    id: z.ZodString;
    channel: z.ZodEnum<{
        email: "email";
        webhook: "webhook";
        telegram: "telegram";
        webPush: "webPush";
    }>;
    destination: z.ZodString;
    createdAt: z.ZodISODateTime;
    pendingDeliveries: z.ZodInt;
    deadDeliveries: z.ZodInt;
}, z.core.$strip>;
export declare const zRemoveNotificationChannelBody: z.ZodObject<{
    nonce: z.ZodString;
    deadline: z.ZodInt;
    signature: z.ZodString;
}, z.core.$strip>;
export declare const zRemoveNotificationChannelPath: z.ZodObject<{
    account: z.ZodString;
    channelId: z.ZodString;
}, z.core.$strip>;
/**
 * The channel is removed; this is what it was.
 */
export declare const zRemoveNotificationChannelResponse: z.ZodObject<{
    id: z.ZodString;
    channel: z.ZodEnum<{
        email: "email";
        webhook: "webhook";
        telegram: "telegram";
        webPush: "webPush";
    }>;
    destination: z.ZodString;
    createdAt: z.ZodISODateTime;
    pendingDeliveries: z.ZodInt;
    deadDeliveries: z.ZodInt;
}, z.core.$strip>;
export declare const zCreateAffiliateBody: z.ZodObject<{
    walletAddress: z.ZodString;
    code: z.ZodString;
    signedMessage: z.ZodString;
}, z.core.$strip>;
export declare const zCreateAffiliatePath: z.ZodObject<{
    walletAddress: z.ZodString;
}, z.core.$strip>;
/**
 * The code is now bound to the wallet.
 */
export declare const zCreateAffiliateResponse: z.ZodObject<{
    code: z.ZodString;
    createdAt: z.ZodISODateTime;
}, z.core.$strip>;
export declare const zGetAffiliatePath: z.ZodObject<{
    address: z.ZodString;
}, z.core.$strip>;
/**
 * The wallet's code and terms.
 */
export declare const zGetAffiliateResponse: z.ZodObject<{
    code: z.ZodString;
    createdAt: z.ZodISODateTime;
    rewardAmount: z.ZodNumber;
    triggerVolume: z.ZodNumber;
    timeCapDays: z.ZodInt;
    volumeCap: z.ZodNumber;
    revenueSplitAffiliatePct: z.ZodNumber;
    revenueSplitTraderPct: z.ZodNumber;
    revenueSplitDaoPct: z.ZodNumber;
}, z.core.$strip>;
export declare const zGetPoolsInfoBody: z.ZodArray<z.ZodString>;
export declare const zGetPoolsInfoPath: z.ZodObject<{
    chainId: z.ZodString;
}, z.core.$strip>;
/**
 * The pools' rows (possibly none).
 */
export declare const zGetPoolsInfoResponse: z.ZodArray<z.ZodObject<{
    contract_address: z.ZodString;
    chain_id: z.ZodInt;
    project: z.ZodString;
    apr: z.ZodNumber;
    fee: z.ZodNumber;
    tvl: z.ZodNumber;
    volume: z.ZodNumber;
}, z.core.$strip>>;
export declare const zGetPoolsHistoryPath: z.ZodObject<{
    chainId: z.ZodString;
}, z.core.$strip>;
export declare const zGetPoolsHistoryQuery: z.ZodObject<{
    blocks: z.ZodDefault<z.ZodOptional<z.ZodInt>>;
}, z.core.$strip>;
/**
 * The pools and their states per block (possibly no block yet).
 */
export declare const zGetPoolsHistoryResponse: z.ZodObject<{
    pools: z.ZodArray<z.ZodObject<{
        address: z.ZodString;
        token0: z.ZodString;
        token1: z.ZodString;
        feeBps: z.ZodInt;
    }, z.core.$strip>>;
    blocks: z.ZodArray<z.ZodObject<{
        blockNumber: z.ZodInt;
        timestamp: z.ZodInt;
        pools: z.ZodArray<z.ZodObject<{
            address: z.ZodString;
            reserve0: z.ZodString;
            reserve1: z.ZodString;
            tvl: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const zGetPoolsAverageAprPath: z.ZodObject<{
    chainId: z.ZodString;
}, z.core.$strip>;
/**
 * APR in percent per project. May be cached for 6 hours.
 */
export declare const zGetPoolsAverageAprResponse: z.ZodRecord<z.ZodString, z.ZodNumber>;
export declare const zGetAffiliateStatsPath: z.ZodObject<{
    address: z.ZodString;
}, z.core.$strip>;
/**
 * The affiliate's statistics.
 */
export declare const zGetAffiliateStatsResponse: z.ZodObject<{
    affiliate_address: z.ZodString;
    referrer_code: z.ZodString;
    total_volume: z.ZodNumber;
    trigger_volume: z.ZodNumber;
    total_earned: z.ZodNumber;
    paid_out: z.ZodNumber;
    next_payout: z.ZodNumber;
    left_to_next_reward: z.ZodNumber;
    active_traders: z.ZodNumber;
    total_traders: z.ZodNumber;
    lastUpdatedAt: z.ZodString;
}, z.core.$strip>;
export declare const zGetTraderStatsPath: z.ZodObject<{
    address: z.ZodString;
}, z.core.$strip>;
/**
 * The trader's binding and rewards.
 */
export declare const zGetTraderStatsResponse: z.ZodObject<{
    trader_address: z.ZodString;
    bound_referrer_code: z.ZodString;
    linked_since: z.ZodString;
    rewards_end: z.ZodString;
    eligible_volume: z.ZodNumber;
    left_to_next_rewards: z.ZodNumber;
    trigger_volume: z.ZodNumber;
    total_earned: z.ZodNumber;
    paid_out: z.ZodNumber;
    next_payout: z.ZodNumber;
    lastUpdatedAt: z.ZodString;
}, z.core.$strip>;
export declare const zGetTraderActivityPath: z.ZodObject<{
    address: z.ZodString;
}, z.core.$strip>;
/**
 * The trader's referred trades.
 */
export declare const zGetTraderActivityResponse: z.ZodObject<{
    rows: z.ZodArray<z.ZodObject<{
        chain_id: z.ZodNumber;
        creation_date: z.ZodString;
        tx_hash: z.ZodString;
        order_uid: z.ZodString;
        trader_address: z.ZodString;
        sell_token: z.ZodString;
        buy_token: z.ZodString;
        sell_token_symbol: z.ZodOptional<z.ZodString>;
        buy_token_symbol: z.ZodOptional<z.ZodString>;
        executed_sell_amount: z.ZodString;
        executed_buy_amount: z.ZodString;
        usd_value: z.ZodNumber;
        eligible_volume_usd: z.ZodNumber;
        referrer_code: z.ZodString;
        bound_referrer_code: z.ZodString;
        eligibility_reason: z.ZodEnum<{
            eligible: "eligible";
            not_bound: "not_bound";
            before_binding: "before_binding";
            rewards_period_ended: "rewards_period_ended";
            volume_cap_reached: "volume_cap_reached";
        }>;
        is_bound_to_code: z.ZodBoolean;
        is_eligible: z.ZodBoolean;
    }, z.core.$strip>>;
    lastUpdatedAt: z.ZodString;
}, z.core.$strip>;
export declare const zGetRefCodePath: z.ZodObject<{
    code: z.ZodString;
}, z.core.$strip>;
/**
 * The code and what it pays a trader.
 */
export declare const zGetRefCodeResponse: z.ZodObject<{
    code: z.ZodString;
    traderRewardAmount: z.ZodNumber;
    triggerVolume: z.ZodNumber;
    timeCapDays: z.ZodNumber;
    volumeCap: z.ZodNumber;
}, z.core.$strip>;
export declare const zSimulateBundleBody: z.ZodArray<z.ZodObject<{
    from: z.ZodString;
    to: z.ZodString;
    value: z.ZodOptional<z.ZodString>;
    input: z.ZodString;
    gas: z.ZodOptional<z.ZodInt>;
    gas_price: z.ZodOptional<z.ZodString>;
}, z.core.$strip>>;
export declare const zSimulateBundlePath: z.ZodObject<{
    chainId: z.ZodString;
}, z.core.$strip>;
/**
 * One result per call, in the bundle's order.
 */
export declare const zSimulateBundleResponse: z.ZodArray<z.ZodObject<{
    status: z.ZodBoolean;
    id: z.ZodString;
    link: z.ZodString;
    cumulativeBalancesDiff: z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodString>>;
    gasUsed: z.ZodString;
    error: z.ZodNullable<z.ZodString>;
}, z.core.$strip>>;
