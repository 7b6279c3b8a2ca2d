export type ClientOptions = {
    baseUrl: 'http://localhost:8080/{network}' | (string & {});
};
/**
 * A `uint256` in decimal.
 */
export type Decimal = string;
/**
 * An auction as the driver offers it to an engine (the reference's `solvers-dto` `Auction`).
 */
export type SolveRequest = {
    /**
     * The auction id in decimal; null for a quote (batchbook always sends one).
     */
    id: string | null;
    /**
     * Every token of the auction's orders and liquidity, by address.
     */
    tokens: {
        [key in Address]?: Token;
    };
    orders: Array<Order>;
    /**
     * The network's pools at the auction's block.
     */
    liquidity: Array<ConstantProductPool>;
    effectiveGasPrice: Decimal;
    /**
     * When batchbook stops waiting for the answer (RFC 3339, UTC).
     */
    deadline: string;
    surplusCapturingJitOrderOwners: Array<Address>;
};
export type Token = {
    decimals: number | null;
    symbol: string | null;
    /**
     * Native wei per 1e18 atoms of the token (the auction's price), or null when the auction has none.
     */
    referencePrice: Decimal | null;
    /**
     * What the settlement contract holds of the token (its buffer).
     */
    availableBalance: Decimal;
    /**
     * Whether the settlement contract may pay out of its buffer in this token (internalized interactions).
     */
    trusted: boolean;
};
/**
 * An order of the auction; `sellAmount`/`buyAmount` are what is still available, `full…` what was signed.
 */
export type Order = {
    uid: Uid;
    sellToken: Address;
    buyToken: Address;
    sellAmount: Decimal;
    fullSellAmount: Decimal;
    buyAmount: Decimal;
    fullBuyAmount: Decimal;
    /**
     * The protocol fees batchbook applies to the trade (the engine does not withhold them).
     */
    feePolicies?: Array<FeePolicy>;
    validTo: number;
    kind: 'sell' | 'buy';
    receiver?: Address | null;
    owner: Address;
    partiallyFillable: boolean;
    preInteractions: Array<InteractionData>;
    postInteractions: Array<InteractionData>;
    sellTokenSource: 'erc20' | 'external' | 'internal';
    buyTokenDestination: 'erc20' | 'internal';
    /**
     * `market` orders are filled without a `fee` in the solution; `limit` orders need one.
     */
    class: 'market' | 'limit';
    appData: Bytes32;
    signingScheme: 'eip712' | 'ethsign' | 'eip1271' | 'presign';
    signature: HexBytes;
};
/**
 * A protocol fee policy, tagged by its kind (the reference's externally tagged enum).
 */
export type FeePolicy = {
    surplus: {
        factor: number;
        maxVolumeFactor: number;
    };
} | {
    priceImprovement: {
        factor: number;
        maxVolumeFactor: number;
        quote: {
            sellAmount: Decimal;
            buyAmount: Decimal;
            fee: Decimal;
        };
    };
} | {
    volume: {
        factor: number;
    };
};
export type InteractionData = {
    target: Address;
    value: Decimal;
    callData: HexBytes;
};
/**
 * A Uniswap-v2-style pool; `id` is what a `liquidity` interaction names.
 */
export type ConstantProductPool = {
    kind: 'constantProduct';
    id: string;
    address: Address;
    router: Address;
    gasEstimate: Decimal;
    /**
     * The pool's two reserves, by token address.
     */
    tokens: {
        [key in Address]?: {
            balance: Decimal;
        };
    };
    /**
     * The swap fee as a decimal fraction (`"0.003"` is 0.3 %).
     */
    fee: string;
};
export type SolveResponse = {
    solutions: Array<Solution>;
} | {
    error: {
        code: 'tradingOutsideAllowedWindow' | 'tokenTemporarilySuspended' | 'insufficientLiquidity' | 'other';
        message?: string;
    };
};
export type Solution = {
    /**
     * Unique among the engine's solutions of the auction.
     */
    id: number;
    /**
     * The uniform clearing price of every token a trade sells or buys.
     */
    prices: {
        [key in Address]?: Decimal;
    };
    trades: Array<Fulfillment | JitTrade>;
    /**
     * Calls of the settlement contract before it pulls the sell amounts; batchbook simulates the calls a `custom` interaction may make.
     */
    preInteractions?: Array<Call>;
    interactions: Array<LiquidityInteraction | CustomInteraction>;
    /**
     * Calls of the settlement contract after it paid the buy amounts, simulated as `preInteractions` are.
     */
    postInteractions?: Array<Call>;
    gas?: number;
};
export type Fulfillment = {
    kind: 'fulfillment';
    order: Uid;
    executedAmount: Decimal;
    /**
     * The network fee in sell-token atoms, taken on top of `executedAmount` for a sell order; required for limit orders, forbidden for market orders.
     */
    fee?: Decimal;
};
/**
 * A just-in-time order of the engine's own, signed by its owner. Its uid is computed from
 * the order and the owner its signature recovers (`eip712`, `ethsign`) or names (`presign`,
 * `eip1271`: the owner's 20 bytes, then the wallet's signature). It trades at its own limit
 * price and adds nothing to the score, unless its owner is one of the auction's
 * `surplusCapturingJitOrderOwners`: then it trades at the clearing prices and its surplus
 * counts. Its owner must hold and allow the vault relayer what it sells.
 *
 */
export type JitTrade = {
    kind: 'jit';
    order: JitOrder;
    executedAmount: Decimal;
    fee?: Decimal;
};
export type JitOrder = {
    sellToken: Address;
    buyToken: Address;
    receiver: Address;
    sellAmount: Decimal;
    buyAmount: Decimal;
    partiallyFillable?: boolean;
    validTo: number;
    appData: Bytes32;
    kind: 'sell' | 'buy';
    /**
     * batchbook simulates `erc20` balances only; a solution with another fails simulation.
     */
    sellTokenBalance: 'erc20' | 'internal' | 'external';
    buyTokenBalance: 'erc20' | 'internal';
    signingScheme: 'eip712' | 'ethsign' | 'presign' | 'eip1271';
    signature: HexBytes;
};
export type Call = {
    target: Address;
    value: Decimal;
    callData: HexBytes;
};
/**
 * A swap through a pool of the request, by its `id`; `outputAmount` is the least the swap may give.
 */
export type LiquidityInteraction = {
    kind: 'liquidity';
    internalize: boolean;
    id: string;
    inputToken: Address;
    outputToken: Address;
    inputAmount: Decimal;
    outputAmount: Decimal;
};
/**
 * A call of the settlement contract. batchbook's world executes no arbitrary EVM code: it
 * simulates ERC-20 `transfer` and `approve` of a token it knows, and `withdraw` of the
 * wrapped native token, without value; `inputs` and `outputs` must declare what that call
 * moves. A solution with another call fails simulation, with the reason (docs/decisions.md).
 *
 */
export type CustomInteraction = {
    kind: 'custom';
    internalize: boolean;
    target: Address;
    value: Decimal;
    callData: HexBytes;
    allowances: Array<{
        token: Address;
        spender: Address;
        amount: Decimal;
    }>;
    inputs: Array<Asset>;
    outputs: Array<Asset>;
};
export type Asset = {
    token: Address;
    amount: Decimal;
};
/**
 * What happened to an engine's answer or solution; the fields besides these depend on `kind`.
 */
export type Notification = {
    auctionId?: string | null;
    solutionId?: number | Array<number> | null;
    kind: 'timeout' | 'emptySolution' | 'duplicatedSolutionId' | 'simulationFailed' | 'scoringFailed' | 'invalidClearingPrices' | 'missingPrice' | 'invalidExecutedAmount' | 'nonBufferableTokensUsed' | 'solverAccountInsufficientBalance' | 'settlementStarted' | 'success' | 'revert' | 'driverError' | 'cancelled' | 'expired' | 'fail' | 'postprocessingTimedOut' | 'banned' | 'deserializationError';
    /**
     * `deserializationError`, `scoringFailed`, `simulationFailed`, `driverError`: why, in words.
     * `banned`: the reference's ban reason, `unsettledConsecutiveAuctions` (its last wins all
     * failed to settle) or `highSettleFailureRate` (too few of its recent wins settled).
     *
     */
    reason?: string;
    /**
     * `success`, `revert`: the settlement's transaction hash.
     */
    transaction?: TransactionHash;
    /**
     * `banned`: when the ban ends, RFC 3339 in UTC (the time of the first block the engine competes in again).
     */
    until?: string;
    /**
     * `simulationFailed`: the block the auction was simulated on.
     */
    block?: number;
    tx?: SimulatedTransaction;
    /**
     * `simulationFailed`: whether the solution simulated successfully before (batchbook simulates each solution once: always `false`).
     */
    succeededOnce?: boolean;
};
/**
 * `simulationFailed`: the settlement transaction that failed, as the reference driver would
 * send it: from the engine's solver address to the network's settlement contract, with the
 * `settle(tokens, clearingPrices, trades, interactions)` calldata of the solution (the
 * solution's clearing prices, each JIT order at its own limit price, the pre-, `custom` and
 * post-interactions, and each `liquidity` interaction as the Uniswap v2 router's
 * `swapTokensForExactTokens`; without the router approvals the driver would add).
 *
 */
export type SimulatedTransaction = {
    from: Address;
    to: Address;
    /**
     * The calldata, `0x`-prefixed hex.
     */
    input: HexBytes;
    value: Decimal;
    /**
     * EIP-2930 access list (batchbook sends none).
     */
    accessList: Array<{
        address: Address;
        storageKeys: Array<Bytes32>;
    }>;
};
export type ErrorResponse = {
    errorType: string;
    description: string;
};
/**
 * 20-byte Ethereum address, `0x`-prefixed hex, case-insensitive (checksummed or lower case).
 */
export type Address = string;
/**
 * Order unique identifier: 56 bytes, `0x`-prefixed hex. Bytes 0..32 are the EIP-712 order digest, bytes 32..52 the owner address and bytes 52..56 `validTo` as a big-endian `uint32`.
 */
export type Uid = string;
/**
 * Arbitrary bytes, `0x`-prefixed hex with an even number of digits.
 */
export type HexBytes = string;
/**
 * 32 bytes, `0x`-prefixed hex.
 */
export type Bytes32 = string;
/**
 * 32-byte transaction hash, `0x`-prefixed hex.
 */
export type TransactionHash = string;
/**
 * A built-in solver of the network (a name of the scenario's `solvers[]` or `SOLVERS`), or a built-in engine by its name (`baseline`, `matcher`, `chaos`).
 */
export type Solver = string;
export type SolveData = {
    body: SolveRequest;
    path: {
        /**
         * A built-in solver of the network (a name of the scenario's `solvers[]` or `SOLVERS`), or a built-in engine by its name (`baseline`, `matcher`, `chaos`).
         */
        solver: string;
    };
    query?: never;
    url: '/solvers/{solver}/solve';
};
export type SolveErrors = {
    /**
     * The body or a parameter violates the schema.
     */
    400: ErrorResponse;
    /**
     * Unknown network, or no built-in solver of that name on it.
     */
    404: ErrorResponse;
    /**
     * The body exceeds 16 MiB.
     */
    413: ErrorResponse;
    /**
     * The body is not `application/json`.
     */
    415: ErrorResponse;
    /**
     * Unexpected error.
     */
    500: ErrorResponse;
};
export type SolveError = SolveErrors[keyof SolveErrors];
export type SolveResponses = {
    /**
     * The engine's solutions (possibly none), or the error it met.
     */
    200: SolveResponse;
};
export type SolveResponse2 = SolveResponses[keyof SolveResponses];
export type NotifyData = {
    body: Notification;
    path: {
        /**
         * A built-in solver of the network (a name of the scenario's `solvers[]` or `SOLVERS`), or a built-in engine by its name (`baseline`, `matcher`, `chaos`).
         */
        solver: string;
    };
    query?: never;
    url: '/solvers/{solver}/notify';
};
export type NotifyErrors = {
    /**
     * The body or a parameter violates the schema.
     */
    400: ErrorResponse;
    /**
     * Unknown network, or no built-in solver of that name on it.
     */
    404: ErrorResponse;
    /**
     * The body exceeds 16 MiB.
     */
    413: ErrorResponse;
    /**
     * The body is not `application/json`.
     */
    415: ErrorResponse;
    /**
     * Unexpected error.
     */
    500: ErrorResponse;
};
export type NotifyError = NotifyErrors[keyof NotifyErrors];
export type NotifyResponses = {
    /**
     * Heard. batchbook's built-in solvers answer `{}`; an engine may answer anything, batchbook does not read it.
     */
    200: {
        [key: string]: unknown;
    };
};
export type NotifyResponse = NotifyResponses[keyof NotifyResponses];
