export type ClientOptions = {
    baseUrl: 'http://localhost:8080' | (string & {});
};
/**
 * Body of every companion error except those of `getHooks`.
 */
export type ErrorMessage = {
    /**
     * What went wrong, in English.
     */
    message: string;
};
/**
 * A token as the chain lists it.
 */
export type TokenDetails = {
    /**
     * The token's address, lower case.
     */
    address: Address;
    /**
     * The token's name, when the chain knows it.
     */
    name?: string;
    symbol?: string;
    decimals?: number;
};
/**
 * An account's balance of a token and its allowance to the vault relayer, in atoms.
 */
export type AccountTokenBalance = {
    token: TokenDetails;
    balance: BigUint;
    /**
     * The allowance to the CoW Protocol vault relayer.
     */
    allowance: BigUint;
};
/**
 * Non-zero token balances of an address, in atoms, keyed by lower-case token address.
 */
export type AddressBalances = {
    balances: {
        [key: string]: BigUint;
    };
};
/**
 * The first event of a balance stream (`event: initial_balances`): the balances, one per requested token.
 */
export type InitialBalancesEvent = {
    balances: Array<AccountTokenBalance>;
};
/**
 * A change of a requested token's balance or vault-relayer allowance (`event: balance_update`).
 */
export type BalanceUpdateEvent = BalanceChange | AllowanceChange;
/**
 * The account's balance of the token changed.
 */
export type BalanceChange = {
    type: 'balance_change';
    chainId: number;
    /**
     * Simulated time of the change, in milliseconds since the epoch.
     */
    timestamp: number;
    userAddress: Address;
    tokenAddress: Address;
    oldBalance: BigUint;
    newBalance: BigUint;
};
/**
 * The account's allowance of the token to the vault relayer changed.
 */
export type AllowanceChange = {
    type: 'allowance_change';
    chainId: number;
    /**
     * Simulated time of the change, in milliseconds since the epoch.
     */
    timestamp: number;
    userAddress: Address;
    tokenAddress: Address;
    oldAllowance: BigUint;
    newAllowance: BigUint;
};
/**
 * A keep-alive of an idle balance stream (`event: ping`): always `{}`.
 */
export type PingEvent = {
    [key: string]: unknown;
};
/**
 * A proposed slippage tolerance.
 */
export type SlippageTolerance = {
    /**
     * Basis points (1 bps = 0.01 %).
     */
    slippageBps: number;
};
/**
 * A token's price volatility over the time a solver needs to settle an order.
 */
export type VolatilityDetails = {
    tokenAddress: Address;
    /**
     * US dollars per whole token.
     */
    usdPrice: number;
    /**
     * The price history the volatility was estimated from; null in the simulated world, which has none.
     */
    prices: null;
    /**
     * Standard deviation of the price over five minutes, in US dollars.
     */
    volatilityInUsd: number;
    /**
     * The same, relative to the price (0.01 = 1 %).
     */
    volatilityInTokens: number;
};
/**
 * The volatility of each token of a market; null for a token the chain does not list.
 */
export type MarketVolatility = {
    baseToken: VolatilityDetails | null;
    quoteToken: VolatilityDetails | null;
};
/**
 * The tokens to describe.
 */
export type TokensDetailsRequest = {
    tokenAddresses: Array<Address>;
};
/**
 * The price of one whole token in US dollars.
 */
export type UsdPrice = {
    /**
     * US dollars per whole token (not per atom).
     */
    price: number;
};
/**
 * One holder of a token and its balance.
 */
export type TokenHolder = {
    address: Address;
    /**
     * Balance in atoms (raw integer units), as a decimal string.
     */
    balance: BigUint;
};
/**
 * One executed hook, as a row of the analytics provider's query result. Field names are the provider's (snake_case).
 */
export type HookRow = {
    /**
     * CoW Protocol deployment that settled the order, such as `prod` or `barn`.
     */
    environment: string;
    /**
     * Time of the settlement's block, in the provider's timestamp format (`YYYY-MM-DD HH:MM:SS.fff UTC`), not RFC 3339.
     */
    block_time: string;
    /**
     * Whether the hook bridges the bought tokens to another chain.
     */
    is_bridging: boolean;
    /**
     * Whether the hook call succeeded.
     */
    success: boolean;
    /**
     * The `appCode` from the order's app data (the interface that placed it).
     */
    app_code: string;
    /**
     * Chain the tokens are bridged to; null (or absent) when not bridging.
     */
    destination_chain_id?: number | null;
    /**
     * Token received on the destination chain; null (or absent) when not bridging.
     */
    destination_token_address?: Address | null;
    /**
     * `pre`: runs before the settlement's trades; `post`: runs after them.
     */
    hook_type: 'pre' | 'post';
    /**
     * Identifier of the hook dApp that created the hook, if known.
     */
    app_id?: string | null;
    /**
     * Contract the hook calls.
     */
    target: Address;
    /**
     * Gas limit the order's app data gives the hook.
     */
    gas_limit: number;
    /**
     * The order's app-data hash.
     */
    app_hash: Bytes32;
    /**
     * The settlement transaction.
     */
    tx_hash: TransactionHash;
};
/**
 * Hooks in the requested period.
 */
export type HooksResponse = {
    hooks: Array<HookRow>;
    /**
     * Number of hooks in this response (`hooks.length`).
     */
    count: number;
};
/**
 * A failed hooks request, in the success shape with no hooks.
 */
export type HooksFailure = {
    /**
     * Always empty.
     */
    hooks: Array<HookRow>;
    /**
     * Always 0.
     */
    count: 0;
    /**
     * What went wrong.
     */
    error: string;
};
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
export type NotificationType = 'order_filled' | 'order_expired' | 'order_cancelled' | 'order_partially_filled' | 'insufficient_balance' | 'price_improvement' | 'solver_banned';
/**
 * A notification addressed to an account.
 */
export type Notification = {
    /**
     * Identifier of the notification, unique across accounts.
     */
    id: string;
    account: Address;
    type: NotificationType;
    /**
     * Human-readable text of the notification.
     */
    message: string;
    timestamp: Timestamp;
    /**
     * Free-form details depending on `type`, such as `chainId`, `orderUid` or `token`; `{}` when there are none.
     */
    metadata: {
        [key: string]: unknown;
    };
};
/**
 * Where notifications are pushed:
 *
 * - `webhook`: an HTTP POST of JSON to a URL, signed with the channel's secret;
 * - `telegram`: a message from the server's bot to a chat;
 * - `email`: an e-mail;
 * - `webPush`: a browser push message (Push API subscription, VAPID).
 *
 */
export type NotificationChannelKind = 'webhook' | 'telegram' | 'email' | 'webPush';
/**
 * A channel an account's notifications are delivered to.
 */
export type NotificationChannel = {
    /**
     * Identifier of the channel (`removeNotificationChannel`).
     */
    id: string;
    channel: NotificationChannelKind;
    /**
     * The target, masked: the origin of a webhook URL or push endpoint followed by `/…`, the last 4 characters of a Telegram chat id, the first character and the domain of an e-mail address.
     */
    destination: string;
    createdAt: Timestamp;
    /**
     * Deliveries to this channel waiting for their next attempt.
     */
    pendingDeliveries: number;
    /**
     * Deliveries to this channel given up on after the last attempt.
     */
    deadDeliveries: number;
};
/**
 * A signed request to add a channel (see `addNotificationChannel`).
 */
export type NotificationChannelCreation = {
    channel: NotificationChannelKind;
    /**
     * The destination: the webhook URL, the Telegram chat id (numeric, or `@channel`), the e-mail address, or the push subscription's `endpoint`.
     */
    target: string;
    /**
     * Webhook only, and required there: the key of the `Batchbook-Signature` header's HMAC-SHA256, 16 to 256 printable ASCII characters. Chosen by the subscriber, who verifies deliveries with it; never shown back.
     */
    secret?: string;
    /**
     * Web push only, and required there: the push subscription's `keys` (`PushSubscription.toJSON()`).
     */
    keys?: {
        /**
         * The browser's P-256 public key, base64url (65 bytes).
         */
        p256dh: string;
        /**
         * The authentication secret, base64url (16 bytes).
         */
        auth: string;
    };
    nonce: NotificationChannelNonce;
    deadline: NotificationChannelDeadline;
    signature: NotificationChannelSignature;
};
/**
 * A signed request to remove a channel (see `removeNotificationChannel`).
 */
export type NotificationChannelRemoval = {
    nonce: NotificationChannelNonce;
    deadline: NotificationChannelDeadline;
    signature: NotificationChannelSignature;
};
/**
 * The `nonce` of the signed typed data, a decimal number below 10^77 (so a uint256) the client picks.
 */
export type NotificationChannelNonce = string;
/**
 * The `deadline` of the signed typed data, in Unix seconds; later requests are refused.
 */
export type NotificationChannelDeadline = number;
/**
 * The account's EIP-712 signature of the `NotificationChannelChange` typed data: 65 bytes `r ‖ s ‖ v` for an externally owned account, or whatever the account's ERC-1271 `isValidSignature` accepts for a contract.
 */
export type NotificationChannelSignature = HexBytes;
/**
 * An affiliate code, upper case, as stored (trimmed).
 */
export type AffiliateCode = string;
/**
 * A signed request to bind `code` to `walletAddress`.
 */
export type AffiliateCreation = {
    /**
     * The wallet; must equal the path's `walletAddress` (case-insensitively).
     */
    walletAddress: Address;
    /**
     * The code to bind. Surrounding white space is removed, then it must match `^[A-Z0-9_-]{5,20}$` (checked by the operation, which answers 400 with a specific message, so the schema does not repeat the pattern).
     */
    code: string;
    /**
     * The wallet's EIP-712 signature of the `AffiliateCode` typed data (see the operation): 65 bytes `r ‖ s ‖ v` for an externally owned account, or whatever the wallet's ERC-1271 `isValidSignature` accepts for a contract wallet. A value that is not `0x`-prefixed hex fails request validation (400); hex that is not a valid signature is 401 `Affiliate has invalid signature`.
     */
    signedMessage: HexBytes;
};
/**
 * A code just bound to a wallet.
 */
export type AffiliateCreated = {
    code: AffiliateCode;
    createdAt: Timestamp;
};
/**
 * A wallet's affiliate code and the program terms attached to it, set by the program manager: referred traders earn rewards from the eligible volume they trade within `timeCapDays` of linking the code, and each reward is shared between affiliate, trader and CoW DAO by the `revenueSplit*Pct` fields.
 */
export type Affiliate = {
    code: AffiliateCode;
    createdAt: Timestamp;
    /**
     * Reward, in USD, earned each time a referred trader's eligible volume reaches `triggerVolume`.
     */
    rewardAmount: number;
    /**
     * Eligible volume, in USD, that triggers one `rewardAmount`.
     */
    triggerVolume: number;
    /**
     * Days after a trader links the code during which their volume counts.
     */
    timeCapDays: number;
    /**
     * Cap on the eligible volume, in USD, set by the program manager.
     */
    volumeCap: number;
    /**
     * Percentage of each reward paid to the affiliate.
     */
    revenueSplitAffiliatePct: number;
    /**
     * Percentage of each reward paid to the referred trader.
     */
    revenueSplitTraderPct: number;
    /**
     * Percentage of each reward kept by CoW DAO.
     */
    revenueSplitDaoPct: number;
};
/**
 * Pool addresses to read; an empty list reads every pool of the chain.
 */
export type PoolAddresses = Array<Address>;
/**
 * A liquidity pool's fee tier, value locked, day volume and the APR they give.
 */
export type PoolInfo = {
    /**
     * The pool's address, lower case.
     */
    contract_address: Address;
    /**
     * The chain's numeric id.
     */
    chain_id: number;
    /**
     * The liquidity provider: `uniswap` (constant-product pools).
     */
    project: string;
    /**
     * Annual percentage rate from fees, in percent of the TVL.
     */
    apr: number;
    /**
     * Fee tier in percent of the amount sold into the pool.
     */
    fee: number;
    /**
     * Total value locked, in USD.
     */
    tvl: number;
    /**
     * USD sold into the pool over the last 24 hours.
     */
    volume: number;
};
/**
 * The chain's pools, then their states per recent block, oldest block first.
 */
export type PoolsHistory = {
    /**
     * The pools, in the chain's order.
     */
    pools: Array<{
        address: Address;
        /**
         * The token whose address sorts first.
         */
        token0: Address;
        token1: Address;
        /**
         * Swap fee in basis points.
         */
        feeBps: number;
    }>;
    blocks: Array<{
        blockNumber: number;
        /**
         * Unix time (seconds) of the block.
         */
        timestamp: number;
        pools: Array<{
            address: Address;
            reserve0: TokenAmount;
            reserve1: TokenAmount;
            /**
             * Both reserves at the block's USD prices.
             */
            tvl: number;
        }>;
    }>;
};
/**
 * Mean APR, in percent, of each liquidity provider's pools, by project.
 */
export type PoolsAverageApr = {
    [key: string]: number;
};
/**
 * An affiliate's code, its referred volume and the affiliate's rewards (USD).
 */
export type AffiliateStats = {
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
/**
 * A referred trader's binding, eligible volume and rewards (USD).
 */
export type TraderStats = {
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
/**
 * A trader's referred trades, newest first.
 */
export type TraderActivity = {
    rows: Array<TraderActivityRow>;
    lastUpdatedAt: string;
};
/**
 * One settled trade and what it counts towards the affiliate program.
 */
export type TraderActivityRow = {
    chain_id: number;
    /**
     * The settlement's time (`2026-04-09 01:59:07.000 UTC`).
     */
    creation_date: string;
    tx_hash: string;
    order_uid: string;
    trader_address: string;
    sell_token: string;
    buy_token: string;
    sell_token_symbol?: string;
    buy_token_symbol?: string;
    /**
     * Sold, fee included, in whole tokens.
     */
    executed_sell_amount: string;
    /**
     * Bought, in whole tokens.
     */
    executed_buy_amount: string;
    usd_value: number;
    eligible_volume_usd: number;
    /**
     * The code the order's app data names; empty when none.
     */
    referrer_code: string;
    /**
     * The code the trader is bound to; empty when none.
     */
    bound_referrer_code: string;
    eligibility_reason: 'eligible' | 'not_bound' | 'before_binding' | 'rewards_period_ended' | 'volume_cap_reached';
    is_bound_to_code: boolean;
    is_eligible: boolean;
};
/**
 * A registered referral code and what it pays a trader.
 */
export type RefCode = {
    code: string;
    /**
     * The trader's share, in USD, of each reward.
     */
    traderRewardAmount: number;
    triggerVolume: number;
    timeCapDays: number;
    volumeCap: number;
};
/**
 * A transaction to simulate, as the reference takes it.
 */
export type SimulationCall = {
    /**
     * The sender.
     */
    from: Address;
    /**
     * The called address.
     */
    to: Address;
    /**
     * Native wei sent with the call, in decimal (0 when absent).
     */
    value?: string;
    /**
     * The calldata, `0x` hex.
     */
    input: string;
    /**
     * The gas limit; a call that needs more reverts `out of gas`.
     */
    gas?: number;
    /**
     * Accepted and ignored, as the reference simulates at gas price 0.
     */
    gas_price?: string;
};
/**
 * What one call of the bundle did.
 */
export type SimulationResult = {
    /**
     * Whether the call succeeded.
     */
    status: boolean;
    /**
     * The simulation's id (deterministic).
     */
    id: string;
    /**
     * Link to the simulation in a dashboard; empty, batchbook keeps none.
     */
    link: string;
    /**
     * Balance changes from the bundle's first call through this one, per holder and token (`0xeeee…eeee` is the native asset), as signed decimal strings of atoms.
     */
    cumulativeBalancesDiff: {
        [key: string]: {
            [key: string]: string;
        };
    };
    /**
     * Gas the call used, in decimal.
     */
    gasUsed: string;
    /**
     * The revert reason of a failed call; null when it succeeded (batchbook's addition).
     */
    error: string | null;
};
/**
 * 20-byte Ethereum address, `0x`-prefixed hex, case-insensitive (checksummed or lower case).
 */
export type Address = string;
/**
 * A big unsigned integer written in decimal.
 */
export type BigUint = string;
/**
 * 32 bytes, `0x`-prefixed hex.
 */
export type Bytes32 = string;
/**
 * 32-byte transaction hash, `0x`-prefixed hex.
 */
export type TransactionHash = string;
/**
 * Date and time, ISO 8601 / RFC 3339 in UTC.
 */
export type Timestamp = string;
/**
 * Arbitrary bytes, `0x`-prefixed hex with an even number of digits.
 */
export type HexBytes = string;
/**
 * Amount of a token in atoms: a `uint256` written in decimal. Hex is not accepted. Values above 2^256 - 1 pass the schema and are rejected by the operation with its overflow error.
 */
export type TokenAmount = string;
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
export type ChainId = string;
/**
 * The token's address (`0x` + 40 hex digits, any case), or `-` for the chain's native asset.
 */
export type TokenAddress = Address | '-';
/**
 * The market as `{baseTokenAddress}-{quoteTokenAddress}`: the token bought or sold, a hyphen, and the token its price is quoted in (each `0x` + 40 hex digits, any case).
 */
export type Market = string;
/**
 * The wallet's address (`0x` + 40 hex digits, any case).
 */
export type AffiliateAddress = Address;
export type GetUsdPriceData = {
    body?: never;
    path: {
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
        chainId: string;
        /**
         * The token's address (`0x` + 40 hex digits, any case), or `-` for the chain's native asset.
         */
        tokenAddress: Address | '-';
    };
    query?: never;
    url: '/{chainId}/tokens/{tokenAddress}/usdPrice';
};
export type GetUsdPriceErrors = {
    /**
     * A path parameter is malformed: an address that is not `0x` + 40 hex digits (or, for token routes, not `-`), or a `chainId` with characters outside `[a-z0-9_-]`.
     */
    400: ErrorMessage;
    /**
     * No price for this token, or the chain is not supported: `{"message": "Price not found"}`.
     */
    404: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
};
export type GetUsdPriceError = GetUsdPriceErrors[keyof GetUsdPriceErrors];
export type GetUsdPriceResponses = {
    /**
     * The USD price of the token. May be cached for 120 s.
     */
    200: UsdPrice;
};
export type GetUsdPriceResponse = GetUsdPriceResponses[keyof GetUsdPriceResponses];
export type GetTopTokenHoldersData = {
    body?: never;
    path: {
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
        chainId: string;
        /**
         * The token's address (`0x` + 40 hex digits, any case), or `-` for the chain's native asset.
         */
        tokenAddress: Address | '-';
    };
    query?: never;
    url: '/{chainId}/tokens/{tokenAddress}/topHolders';
};
export type GetTopTokenHoldersErrors = {
    /**
     * A path parameter is malformed: an address that is not `0x` + 40 hex digits (or, for token routes, not `-`), or a `chainId` with characters outside `[a-z0-9_-]`.
     */
    400: ErrorMessage;
    /**
     * No holder data for this token, or the chain is not supported: `{"message": "Token holders not found"}`.
     */
    404: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
};
export type GetTopTokenHoldersError = GetTopTokenHoldersErrors[keyof GetTopTokenHoldersErrors];
export type GetTopTokenHoldersResponses = {
    /**
     * Holders, largest balance first. May be cached for 120 s, like `getUsdPrice` (batchbook's choice: the reference sets no `Cache-Control` here).
     */
    200: Array<TokenHolder>;
};
export type GetTopTokenHoldersResponse = GetTopTokenHoldersResponses[keyof GetTopTokenHoldersResponses];
export type GetTokenDetailsData = {
    body?: never;
    path: {
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
        chainId: string;
        /**
         * The token's address (`0x` + 40 hex digits, any case).
         */
        tokenAddress: Address;
    };
    query?: never;
    url: '/{chainId}/tokens/{tokenAddress}/details';
};
export type GetTokenDetailsErrors = {
    /**
     * A path parameter is malformed: an address that is not `0x` + 40 hex digits (or, for token routes, not `-`), or a `chainId` with characters outside `[a-z0-9_-]`.
     */
    400: ErrorMessage;
    /**
     * The chain does not list the token, or the chain is not supported: `{"message": "Token not found"}`.
     */
    404: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
};
export type GetTokenDetailsError = GetTokenDetailsErrors[keyof GetTokenDetailsErrors];
export type GetTokenDetailsResponses = {
    /**
     * The token. May be cached for 120 s.
     */
    200: TokenDetails;
};
export type GetTokenDetailsResponse = GetTokenDetailsResponses[keyof GetTokenDetailsResponses];
export type GetTokensDetailsData = {
    body: TokensDetailsRequest;
    path: {
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
        chainId: string;
    };
    query?: never;
    url: '/{chainId}/tokens/details';
};
export type GetTokensDetailsErrors = {
    /**
     * The body or a query parameter violates the schema; the message names the field.
     */
    400: ErrorMessage;
    /**
     * The chain lists none of the tokens, or the chain is not supported: `{"message": "No tokens found"}`.
     */
    404: ErrorMessage;
    /**
     * The request body is larger than 16 KiB.
     */
    413: ErrorMessage;
    /**
     * The body is not JSON by its Content-Type: it must be `application/json` (or `application*+json`), with no charset or UTF-8. A body sent as `text/plain`, a form or multipart is refused, so a web page cannot post one without a CORS preflight.
     */
    415: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
};
export type GetTokensDetailsError = GetTokensDetailsErrors[keyof GetTokensDetailsErrors];
export type GetTokensDetailsResponses = {
    /**
     * The listed tokens. May be cached for 120 s.
     */
    200: Array<TokenDetails>;
};
export type GetTokensDetailsResponse = GetTokensDetailsResponses[keyof GetTokensDetailsResponses];
export type GetSlippageToleranceData = {
    body?: never;
    path: {
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
        chainId: string;
        /**
         * The market as `{baseTokenAddress}-{quoteTokenAddress}`: the token bought or sold, a hyphen, and the token its price is quoted in (each `0x` + 40 hex digits, any case).
         */
        market: string;
    };
    query?: never;
    url: '/{chainId}/markets/{market}/slippageTolerance';
};
export type GetSlippageToleranceErrors = {
    /**
     * A path parameter is malformed: an address that is not `0x` + 40 hex digits (or, for token routes, not `-`), or a `chainId` with characters outside `[a-z0-9_-]`.
     */
    400: ErrorMessage;
    /**
     * The chain is not supported: `{"message": "Market not found"}`.
     */
    404: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
};
export type GetSlippageToleranceError = GetSlippageToleranceErrors[keyof GetSlippageToleranceErrors];
export type GetSlippageToleranceResponses = {
    /**
     * The proposed slippage tolerance. May be cached for 120 s.
     */
    200: SlippageTolerance;
};
export type GetSlippageToleranceResponse = GetSlippageToleranceResponses[keyof GetSlippageToleranceResponses];
export type GetVolatilityDetailsData = {
    body?: never;
    path: {
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
        chainId: string;
        /**
         * The market as `{baseTokenAddress}-{quoteTokenAddress}`: the token bought or sold, a hyphen, and the token its price is quoted in (each `0x` + 40 hex digits, any case).
         */
        market: string;
    };
    query?: never;
    url: '/{chainId}/markets/{market}/volatilityDetails';
};
export type GetVolatilityDetailsErrors = {
    /**
     * A path parameter is malformed: an address that is not `0x` + 40 hex digits (or, for token routes, not `-`), or a `chainId` with characters outside `[a-z0-9_-]`.
     */
    400: ErrorMessage;
    /**
     * The chain is not supported: `{"message": "Market not found"}`.
     */
    404: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
};
export type GetVolatilityDetailsError = GetVolatilityDetailsErrors[keyof GetVolatilityDetailsErrors];
export type GetVolatilityDetailsResponses = {
    /**
     * The volatility of each token. May be cached for 120 s.
     */
    200: MarketVolatility;
};
export type GetVolatilityDetailsResponse = GetVolatilityDetailsResponses[keyof GetVolatilityDetailsResponses];
export type GetAccountTokenBalancesData = {
    body?: never;
    path: {
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
        chainId: string;
        /**
         * The account (`0x` + 40 hex digits, any case).
         */
        userAddress: Address;
    };
    query: {
        /**
         * Comma-separated token addresses.
         */
        tokens: string;
    };
    url: '/{chainId}/accounts/{userAddress}/balances';
};
export type GetAccountTokenBalancesErrors = {
    /**
     * The body or a query parameter violates the schema; the message names the field.
     */
    400: ErrorMessage;
    /**
     * The chain is not supported: `{"message": "Balances not found"}`.
     */
    404: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
};
export type GetAccountTokenBalancesError = GetAccountTokenBalancesErrors[keyof GetAccountTokenBalancesErrors];
export type GetAccountTokenBalancesResponses = {
    /**
     * One entry per requested token, in the request's order.
     */
    200: Array<AccountTokenBalance>;
};
export type GetAccountTokenBalancesResponse = GetAccountTokenBalancesResponses[keyof GetAccountTokenBalancesResponses];
export type StreamAccountTokenBalancesData = {
    body?: never;
    path: {
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
        chainId: string;
        /**
         * The account (`0x` + 40 hex digits, any case).
         */
        userAddress: Address;
    };
    query: {
        /**
         * Comma-separated token addresses (1 to 100).
         */
        tokens: string;
    };
    url: '/{chainId}/accounts/{userAddress}/balances/sse';
};
export type StreamAccountTokenBalancesErrors = {
    /**
     * The body or a query parameter violates the schema; the message names the field.
     */
    400: ErrorMessage;
    /**
     * The chain is not supported: `{"message": "Balances not found"}`.
     */
    404: ErrorMessage;
    /**
     * The client address holds as many event streams as it may; retry after `Retry-After` seconds.
     */
    429: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
};
export type StreamAccountTokenBalancesError = StreamAccountTokenBalancesErrors[keyof StreamAccountTokenBalancesErrors];
export type StreamAccountTokenBalancesResponses = {
    /**
     * The stream; `event` names the kind, `data` is JSON of the schema `x-events` gives for it.
     */
    200: string;
};
export type StreamAccountTokenBalancesResponse = StreamAccountTokenBalancesResponses[keyof StreamAccountTokenBalancesResponses];
export type GetAddressBalancesData = {
    body?: never;
    path: {
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
        chainId: string;
        /**
         * The address (`0x` + 40 hex digits, any case).
         */
        address: Address;
    };
    query?: {
        /**
         * Skip caches (the answer is then `no-store`).
         */
        ignoreCache?: boolean;
    };
    url: '/{chainId}/address/{address}/balances';
};
export type GetAddressBalancesErrors = {
    /**
     * A path parameter is malformed: an address that is not `0x` + 40 hex digits (or, for token routes, not `-`), or a `chainId` with characters outside `[a-z0-9_-]`.
     */
    400: ErrorMessage;
    /**
     * The chain is not supported: `{"message": "Balances not found"}`.
     */
    404: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
};
export type GetAddressBalancesError = GetAddressBalancesErrors[keyof GetAddressBalancesErrors];
export type GetAddressBalancesResponses = {
    /**
     * The balances.
     */
    200: AddressBalances;
};
export type GetAddressBalancesResponse = GetAddressBalancesResponses[keyof GetAddressBalancesResponses];
export type GetHooksData = {
    body?: never;
    path?: never;
    query: {
        /**
         * Chain to report on, in the provider's naming: `mainnet` (1), `arbitrum` (42161), `avalanche` (43114), `base` (8453), `gnosis` (100), `polygon` (137).
         */
        blockchain: 'mainnet' | 'arbitrum' | 'avalanche' | 'base' | 'gnosis' | 'polygon';
        /**
         * Time window ending now: the last 3 hours, 1 day, 7 days or 30 days, or the last 3, 6 or 12 months. Spaces are part of the value (`period=last%207d`).
         */
        period: 'last 3h' | 'last 1d' | 'last 7d' | 'last 30d' | 'last 3m' | 'last 6m' | 'last 12m';
        /**
         * How long to wait for the provider's query execution to finish, in milliseconds, before answering 500.
         */
        maxWaitTimeMs?: number;
        /**
         * Maximum number of hooks to return.
         */
        limit?: number;
        /**
         * Number of result rows to skip, at most 2^53 − 1.
         */
        offset?: number;
    };
    url: '/hooks';
};
export type GetHooksErrors = {
    /**
     * A query parameter is missing or invalid. Not cached.
     */
    400: HooksFailure;
    /**
     * The analytics provider failed or did not finish within `maxWaitTimeMs`: `error` is `Internal server error while fetching hooks`. Not cached.
     */
    500: HooksFailure;
    /**
     * No analytics API key is configured (`ANALYTICS_API_KEY=none`). Not cached.
     */
    503: HooksFailure;
};
export type GetHooksError = GetHooksErrors[keyof GetHooksErrors];
export type GetHooksResponses = {
    /**
     * Hooks in the period. May be cached for 300 s.
     */
    200: HooksResponse;
};
export type GetHooksResponse = GetHooksResponses[keyof GetHooksResponses];
export type GetAccountNotificationsData = {
    body?: never;
    path: {
        /**
         * The account's address (`0x` + 40 hex digits, any case).
         */
        account: Address;
    };
    query?: never;
    url: '/accounts/{account}/notifications';
};
export type GetAccountNotificationsErrors = {
    /**
     * A path parameter is malformed: an address that is not `0x` + 40 hex digits (or, for token routes, not `-`), or a `chainId` with characters outside `[a-z0-9_-]`.
     */
    400: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
    /**
     * Notifications are switched off (`CMS_ENABLED=false`, or `CMS_API_KEY=none`).
     */
    503: ErrorMessage;
};
export type GetAccountNotificationsError = GetAccountNotificationsErrors[keyof GetAccountNotificationsErrors];
export type GetAccountNotificationsResponses = {
    /**
     * Notifications, newest first (possibly none). May be cached for 300 s.
     */
    200: Array<Notification>;
};
export type GetAccountNotificationsResponse = GetAccountNotificationsResponses[keyof GetAccountNotificationsResponses];
export type ListNotificationChannelsData = {
    body?: never;
    path: {
        /**
         * The account's address (`0x` + 40 hex digits, any case).
         */
        account: Address;
    };
    query?: never;
    url: '/accounts/{account}/notifications/channels';
};
export type ListNotificationChannelsErrors = {
    /**
     * A path parameter is malformed: an address that is not `0x` + 40 hex digits (or, for token routes, not `-`), or a `chainId` with characters outside `[a-z0-9_-]`.
     */
    400: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
};
export type ListNotificationChannelsError = ListNotificationChannelsErrors[keyof ListNotificationChannelsErrors];
export type ListNotificationChannelsResponses = {
    /**
     * The account's channels, oldest first (possibly none).
     */
    200: Array<NotificationChannel>;
};
export type ListNotificationChannelsResponse = ListNotificationChannelsResponses[keyof ListNotificationChannelsResponses];
export type AddNotificationChannelData = {
    body: NotificationChannelCreation;
    path: {
        /**
         * The account's address (`0x` + 40 hex digits, any case).
         */
        account: Address;
    };
    query?: never;
    url: '/accounts/{account}/notifications/channels';
};
export type AddNotificationChannelErrors = {
    /**
     * The request is invalid: the target or credentials do not suit the channel (see the checks above). A malformed address or body is also 400, with an informative message.
     */
    400: ErrorMessage;
    /**
     * The signature does not authorise the change: `Notification channel signature expired` (the deadline has passed), `Notification channel signature has invalid address` (signed by another account) or `Notification channel has invalid signature` (malformed, high-s, or rejected by the account's ERC-1271 check).
     */
    401: ErrorMessage;
    /**
     * `Notification channel signature already used`, `Notification channel already exists` or `Too many notification channels`.
     */
    409: ErrorMessage;
    /**
     * The request body is larger than 16 KiB.
     */
    413: ErrorMessage;
    /**
     * The body is not JSON by its Content-Type: it must be `application/json` (or `application*+json`), with no charset or UTF-8. A body sent as `text/plain`, a form or multipart is refused, so a web page cannot post one without a CORS preflight.
     */
    415: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
    /**
     * The channel is not configured on this server: `Notification channel webhook is not configured` (`NOTIFICATION_WEBHOOK_HOSTS`), `... telegram ...` (`TELEGRAM_BOT_TOKEN`), `... email ...` (`SMTP_URL`) or `... webPush ...` (the `VAPID_*` keys).
     */
    503: ErrorMessage;
};
export type AddNotificationChannelError = AddNotificationChannelErrors[keyof AddNotificationChannelErrors];
export type AddNotificationChannelResponses = {
    /**
     * The channel is added; notifications written from now on are delivered to it.
     */
    201: NotificationChannel;
};
export type AddNotificationChannelResponse = AddNotificationChannelResponses[keyof AddNotificationChannelResponses];
export type RemoveNotificationChannelData = {
    body: NotificationChannelRemoval;
    path: {
        /**
         * The account's address (`0x` + 40 hex digits, any case).
         */
        account: Address;
        /**
         * The channel's `id`, as listed.
         */
        channelId: string;
    };
    query?: never;
    url: '/accounts/{account}/notifications/channels/{channelId}';
};
export type RemoveNotificationChannelErrors = {
    /**
     * A malformed address, channel id or body, with an informative message.
     */
    400: ErrorMessage;
    /**
     * The signature does not authorise the change: `Notification channel signature expired` (the deadline has passed), `Notification channel signature has invalid address` (signed by another account) or `Notification channel has invalid signature` (malformed, high-s, or rejected by the account's ERC-1271 check).
     */
    401: ErrorMessage;
    /**
     * The account has no such channel: `Notification channel not found`.
     */
    404: ErrorMessage;
    /**
     * `Notification channel signature already used`.
     */
    409: ErrorMessage;
    /**
     * The request body is larger than 16 KiB.
     */
    413: ErrorMessage;
    /**
     * The body is not JSON by its Content-Type: it must be `application/json` (or `application*+json`), with no charset or UTF-8. A body sent as `text/plain`, a form or multipart is refused, so a web page cannot post one without a CORS preflight.
     */
    415: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
};
export type RemoveNotificationChannelError = RemoveNotificationChannelErrors[keyof RemoveNotificationChannelErrors];
export type RemoveNotificationChannelResponses = {
    /**
     * The channel is removed; this is what it was.
     */
    200: NotificationChannel;
};
export type RemoveNotificationChannelResponse = RemoveNotificationChannelResponses[keyof RemoveNotificationChannelResponses];
export type CreateAffiliateData = {
    body: AffiliateCreation;
    path: {
        /**
         * The wallet to bind the code to (`0x` + 40 hex digits, any case).
         */
        walletAddress: Address;
    };
    query?: never;
    url: '/affiliate/{walletAddress}/';
};
export type CreateAffiliateErrors = {
    /**
     * The request is invalid: `Affiliate wallet address mismatch`, `Affiliate code is required` or `Affiliate code format is invalid` (see the checks above). A malformed address or body is also 400, with an informative message.
     */
    400: ErrorMessage;
    /**
     * The signature does not prove the wallet's consent: `Affiliate signature has invalid address` (signed by another account) or `Affiliate has invalid signature` (malformed, or rejected by the wallet's ERC-1271 check).
     */
    401: ErrorMessage;
    /**
     * The binding conflicts with an existing one, or the signature was already used: `Affiliate wallet address already bound to a code`, `Affiliate code already taken`, `Affiliate already exists` (lost a race) or `Affiliate signature already used`.
     */
    409: ErrorMessage;
    /**
     * The request body is larger than 16 KiB.
     */
    413: ErrorMessage;
    /**
     * The body is not JSON by its Content-Type: it must be `application/json` (or `application*+json`), with no charset or UTF-8. A body sent as `text/plain`, a form or multipart is refused, so a web page cannot post one without a CORS preflight.
     */
    415: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
    /**
     * The affiliate program is switched off (`CMS_ENABLED=false`).
     */
    503: ErrorMessage;
};
export type CreateAffiliateError = CreateAffiliateErrors[keyof CreateAffiliateErrors];
export type CreateAffiliateResponses = {
    /**
     * The code is now bound to the wallet.
     */
    201: AffiliateCreated;
};
export type CreateAffiliateResponse = CreateAffiliateResponses[keyof CreateAffiliateResponses];
export type GetAffiliateData = {
    body?: never;
    path: {
        /**
         * The wallet's address (`0x` + 40 hex digits, any case).
         */
        address: Address;
    };
    query?: never;
    url: '/affiliate/{address}';
};
export type GetAffiliateErrors = {
    /**
     * A path parameter is malformed: an address that is not `0x` + 40 hex digits (or, for token routes, not `-`), or a `chainId` with characters outside `[a-z0-9_-]`.
     */
    400: ErrorMessage;
    /**
     * The wallet has no affiliate code: `{"message": "Affiliate not found"}`.
     */
    404: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
    /**
     * The affiliate program is switched off (`CMS_ENABLED=false`).
     */
    503: ErrorMessage;
};
export type GetAffiliateError = GetAffiliateErrors[keyof GetAffiliateErrors];
export type GetAffiliateResponses = {
    /**
     * The wallet's code and terms.
     */
    200: Affiliate;
};
export type GetAffiliateResponse = GetAffiliateResponses[keyof GetAffiliateResponses];
export type GetPoolsInfoData = {
    body: PoolAddresses;
    path: {
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
        chainId: string;
    };
    query?: never;
    url: '/{chainId}/yield/pools';
};
export type GetPoolsInfoErrors = {
    /**
     * The body or a query parameter violates the schema; the message names the field.
     */
    400: ErrorMessage;
    /**
     * The chain is unknown or not simulated: `{"message": "Pools not found"}`.
     */
    404: ErrorMessage;
    /**
     * The request body is larger than 16 KiB.
     */
    413: ErrorMessage;
    /**
     * The body is not JSON by its Content-Type: it must be `application/json` (or `application*+json`), with no charset or UTF-8. A body sent as `text/plain`, a form or multipart is refused, so a web page cannot post one without a CORS preflight.
     */
    415: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
};
export type GetPoolsInfoError = GetPoolsInfoErrors[keyof GetPoolsInfoErrors];
export type GetPoolsInfoResponses = {
    /**
     * The pools' rows (possibly none).
     */
    200: Array<PoolInfo>;
};
export type GetPoolsInfoResponse = GetPoolsInfoResponses[keyof GetPoolsInfoResponses];
export type GetPoolsHistoryData = {
    body?: never;
    path: {
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
        chainId: string;
    };
    query?: {
        /**
         * How many of the latest blocks (default 64).
         */
        blocks?: number;
    };
    url: '/{chainId}/yield/pools/history';
};
export type GetPoolsHistoryErrors = {
    /**
     * The body or a query parameter violates the schema; the message names the field.
     */
    400: ErrorMessage;
    /**
     * The chain is unknown or not simulated: `{"message": "Pools not found"}`.
     */
    404: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
};
export type GetPoolsHistoryError = GetPoolsHistoryErrors[keyof GetPoolsHistoryErrors];
export type GetPoolsHistoryResponses = {
    /**
     * The pools and their states per block (possibly no block yet).
     */
    200: PoolsHistory;
};
export type GetPoolsHistoryResponse = GetPoolsHistoryResponses[keyof GetPoolsHistoryResponses];
export type GetPoolsAverageAprData = {
    body?: never;
    path: {
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
        chainId: string;
    };
    query?: never;
    url: '/{chainId}/yield/pools-average-apr';
};
export type GetPoolsAverageAprErrors = {
    /**
     * A path parameter is malformed: an address that is not `0x` + 40 hex digits (or, for token routes, not `-`), or a `chainId` with characters outside `[a-z0-9_-]`.
     */
    400: ErrorMessage;
    /**
     * The chain is unknown or not simulated: `{"message": "Pools not found"}`.
     */
    404: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
};
export type GetPoolsAverageAprError = GetPoolsAverageAprErrors[keyof GetPoolsAverageAprErrors];
export type GetPoolsAverageAprResponses = {
    /**
     * APR in percent per project. May be cached for 6 hours.
     */
    200: PoolsAverageApr;
};
export type GetPoolsAverageAprResponse = GetPoolsAverageAprResponses[keyof GetPoolsAverageAprResponses];
export type GetAffiliateStatsData = {
    body?: never;
    path: {
        /**
         * The wallet's address (`0x` + 40 hex digits, any case).
         */
        address: Address;
    };
    query?: never;
    url: '/affiliate/affiliate-stats/{address}';
};
export type GetAffiliateStatsErrors = {
    /**
     * A path parameter is malformed: an address that is not `0x` + 40 hex digits (or, for token routes, not `-`), or a `chainId` with characters outside `[a-z0-9_-]`.
     */
    400: ErrorMessage;
    /**
     * The address has no affiliate code: `{"message": "Affiliate stats not found"}`.
     */
    404: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
    /**
     * The affiliate program is switched off (`CMS_ENABLED=false`).
     */
    503: ErrorMessage;
};
export type GetAffiliateStatsError = GetAffiliateStatsErrors[keyof GetAffiliateStatsErrors];
export type GetAffiliateStatsResponses = {
    /**
     * The affiliate's statistics.
     */
    200: AffiliateStats;
};
export type GetAffiliateStatsResponse = GetAffiliateStatsResponses[keyof GetAffiliateStatsResponses];
export type GetTraderStatsData = {
    body?: never;
    path: {
        /**
         * The wallet's address (`0x` + 40 hex digits, any case).
         */
        address: Address;
    };
    query?: never;
    url: '/affiliate/trader-stats/{address}';
};
export type GetTraderStatsErrors = {
    /**
     * A path parameter is malformed: an address that is not `0x` + 40 hex digits (or, for token routes, not `-`), or a `chainId` with characters outside `[a-z0-9_-]`.
     */
    400: ErrorMessage;
    /**
     * No settled trade binds the trader to a code: `{"message": "Trader stats not found"}`.
     */
    404: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
    /**
     * The affiliate program is switched off (`CMS_ENABLED=false`).
     */
    503: ErrorMessage;
};
export type GetTraderStatsError = GetTraderStatsErrors[keyof GetTraderStatsErrors];
export type GetTraderStatsResponses = {
    /**
     * The trader's binding and rewards.
     */
    200: TraderStats;
};
export type GetTraderStatsResponse = GetTraderStatsResponses[keyof GetTraderStatsResponses];
export type GetTraderActivityData = {
    body?: never;
    path: {
        /**
         * The wallet's address (`0x` + 40 hex digits, any case).
         */
        address: Address;
    };
    query?: never;
    url: '/affiliate/trader-activity/{address}';
};
export type GetTraderActivityErrors = {
    /**
     * A path parameter is malformed: an address that is not `0x` + 40 hex digits (or, for token routes, not `-`), or a `chainId` with characters outside `[a-z0-9_-]`.
     */
    400: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
    /**
     * The affiliate program is switched off (`CMS_ENABLED=false`).
     */
    503: ErrorMessage;
};
export type GetTraderActivityError = GetTraderActivityErrors[keyof GetTraderActivityErrors];
export type GetTraderActivityResponses = {
    /**
     * The trader's referred trades.
     */
    200: TraderActivity;
};
export type GetTraderActivityResponse = GetTraderActivityResponses[keyof GetTraderActivityResponses];
export type GetRefCodeData = {
    body?: never;
    path: {
        /**
         * The referral code (any case; 5 to 20 of `A-Z`, `0-9`, `-`, `_` once upper-cased).
         */
        code: string;
    };
    query?: never;
    url: '/ref-codes/{code}';
};
export type GetRefCodeErrors = {
    /**
     * The code is blank (the message names `code`) or does not match `^[A-Z0-9_-]{5,20}$` once trimmed and upper-cased (`Affiliate code format is invalid`).
     */
    400: ErrorMessage;
    /**
     * No wallet bound the code: `{"message": "Affiliate code not found"}`.
     */
    404: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
    /**
     * The affiliate program is switched off (`CMS_ENABLED=false`).
     */
    503: ErrorMessage;
};
export type GetRefCodeError = GetRefCodeErrors[keyof GetRefCodeErrors];
export type GetRefCodeResponses = {
    /**
     * The code and what it pays a trader.
     */
    200: RefCode;
};
export type GetRefCodeResponse = GetRefCodeResponses[keyof GetRefCodeResponses];
export type SimulateBundleData = {
    body: Array<SimulationCall>;
    path: {
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
        chainId: string;
    };
    query?: never;
    url: '/{chainId}/simulation/simulateBundle';
};
export type SimulateBundleErrors = {
    /**
     * The body violates the schema (the message names the field), or the chain is unknown or not simulated (`Build simulation error`).
     */
    400: ErrorMessage;
    /**
     * The request body is larger than 16 KiB.
     */
    413: ErrorMessage;
    /**
     * The body is not JSON by its Content-Type: it must be `application/json` (or `application*+json`), with no charset or UTF-8. A body sent as `text/plain`, a form or multipart is refused, so a web page cannot post one without a CORS preflight.
     */
    415: ErrorMessage;
    /**
     * An unexpected server error, such as a failing store.
     */
    500: ErrorMessage;
};
export type SimulateBundleError = SimulateBundleErrors[keyof SimulateBundleErrors];
export type SimulateBundleResponses = {
    /**
     * One result per call, in the bundle's order.
     */
    200: Array<SimulationResult>;
};
export type SimulateBundleResponse = SimulateBundleResponses[keyof SimulateBundleResponses];
