export type ClientOptions = {
    baseUrl: 'http://localhost:8080/{network}' | (string & {});
};
/**
 * The data of an order event (order and account streams): `created` and `cancelled`
 * carry these fields; `auction` adds `stage`, `traded` its `trade`, `invalid` and `filtered`
 * add `reason`.
 *
 */
export type OrderStreamEvent = {
    uid: Uid;
    owner: Address;
    /**
     * When it happened, in simulated time.
     */
    timestamp: string;
};
/**
 * The order is in the network's auction (`event: auction`), at the furthest stage it reached there.
 */
export type OrderAuctionEvent = OrderStreamEvent & {
    /**
     * `ready`: in the auction; `considered`: in a solution; `executing`: in a winning one.
     */
    stage: 'ready' | 'considered' | 'executing';
};
/**
 * The order traded (`event: traded`): the trade, as `GET /api/v2/trades` lists it in part.
 */
export type OrderTradedEvent = OrderStreamEvent & {
    trade: {
        blockNumber: number;
        logIndex: number;
        txHash: TransactionHash;
        auctionId: number;
        sellAmount: TokenAmount;
        sellAmountBeforeFees: TokenAmount;
        buyAmount: TokenAmount;
        executedFee: TokenAmount;
    };
};
/**
 * The auction left the order out (`event: invalid` or `event: filtered`).
 */
export type OrderDroppedEvent = OrderStreamEvent & {
    /**
     * Why, as the debug report's event shows it (for example `InsufficientBalance`).
     */
    reason: string;
};
/**
 * A new auction of the network (`event: auction`).
 */
export type AuctionStreamAuction = {
    auctionId: number;
    block: number;
    /**
     * The last block in which its winners may settle.
     */
    deadlineBlock: number;
    /**
     * Unix time (seconds) of its block.
     */
    timestamp: number;
    /**
     * Orders in the auction.
     */
    orderCount: number;
};
/**
 * The result of the auction's competition (`event: competition`), best solution first.
 */
export type AuctionStreamCompetition = {
    auctionId: number;
    block: number;
    solutions: Array<AuctionSolutionHeader>;
};
/**
 * A solution of an auction's competition, without its orders and prices.
 */
export type AuctionSolutionHeader = {
    solutionUid: number;
    solver: string;
    solverAddress: Address;
    score: BigUint;
    /**
     * 1 is the best.
     */
    ranking: number;
    isWinner: boolean;
    /**
     * Left out by the fairness check: on a token pair it trades, a solution trading only that pair scored higher (docs/protocol.md#auction-scoring-and-fees).
     */
    filteredOut: boolean;
    exclusion?: SolutionExclusion;
};
/**
 * Why a solution that did not win was left out; absent for winners and for solutions stored
 * before batchbook recorded it. `unfair` (the fairness check, `filteredOut`): on the directed
 * pair `sellToken → buyToken` it scored `score`, below `referenceScore`, the best score of a
 * solution trading only that pair (`referenceSolutionUid`), so its orders of that pair would
 * get less than that solution gives them. `pairTaken`: a better-ranked winner
 * (`winnerSolutionUid`) already trades that pair. `simulationFailed`: it no longer settles on
 * the state the better-ranked winners leave. `winnerLimit`: the auction had its most winners.
 *
 */
export type SolutionExclusion = {
    kind: 'unfair';
    sellToken: Address;
    buyToken: Address;
    /**
     * The solution's score on the pair, native atoms.
     */
    score: BigUint;
    /**
     * The best score of a solution trading only the pair, native atoms.
     */
    referenceScore: BigUint;
    referenceSolutionUid: number;
} | {
    kind: 'pairTaken';
    sellToken: Address;
    buyToken: Address;
    winnerSolutionUid: number;
} | {
    kind: 'simulationFailed' | 'winnerLimit';
};
/**
 * A solver that bid nothing in the auction, and why: `banned` (the participation guard kept it
 * out), `noAnswer`, `invalidSolution` (its proposals broke the auction's rules: an unknown or
 * repeated order, more than an order offers, a limit price, a score that is not positive),
 * `simulationFailed` (its proposals did not settle at the auction's state), or an external
 * engine's failure (`timeout`, `httpError`, `deserializationError`, `duplicatedSolutionId`,
 * `solverError`). `detail` says what failed: for `invalidSolution` and `simulationFailed`,
 * how many of a built-in solver's proposals and why the first one failed, or why an
 * engine's solution failed (one rejection per solution).
 *
 */
export type SolverRejection = {
    solver: string;
    solverAddress: Address;
    reason: 'banned' | 'noAnswer' | 'invalidSolution' | 'simulationFailed' | 'timeout' | 'httpError' | 'deserializationError' | 'duplicatedSolutionId' | 'solverError';
    detail?: string;
};
/**
 * batchbook extension: one auction at a glance, as the auction stream tells it: the auction,
 * its competition (best solution first) and how each winner's settlement ended so far.
 *
 */
export type AuctionSummary = AuctionStreamAuction & {
    /**
     * The auction's native prices (native atoms per 10^18 token atoms), by token.
     */
    prices: {
        [key: string]: BigUint;
    };
    solutions: Array<AuctionSolutionHeader>;
    /**
     * The winners' settlements that ended, by solution; a pending one is absent.
     */
    settlements: Array<AuctionStreamSettlement>;
    /**
     * Solvers that bid nothing, in the order they were asked.
     */
    rejections: Array<SolverRejection>;
};
/**
 * How a winner's settlement ended (`event: settlement`).
 */
export type AuctionStreamSettlement = {
    auctionId: number;
    solutionUid: number;
    solver: string;
    solverAddress: Address;
    outcome: {
        kind: 'success' | 'timeout' | 'reverted' | 'driverFailed';
        /**
         * `reverted` and `driverFailed`: the failure's code.
         */
        code?: string;
        message?: string;
    };
    /**
     * The settlement transaction; null unless `success`.
     */
    txHash: TransactionHash | null;
    /**
     * The block where it landed or failed (a timeout's is its deadline).
     */
    endBlock: number | null;
};
/**
 * 20-byte Ethereum address, `0x`-prefixed hex, case-insensitive (checksummed or lower case).
 */
export type Address = string;
/**
 * Amount of a token in atoms: a `uint256` written in decimal. Hex is not accepted. Values above 2^256 - 1 pass the schema and are rejected by the operation with its overflow error.
 */
export type TokenAmount = string;
/**
 * A big unsigned integer written in decimal.
 */
export type BigUint = string;
/**
 * Order unique identifier: 56 bytes, `0x`-prefixed hex. Bytes 0..32 are the EIP-712 order digest, bytes 32..52 the owner address and bytes 52..56 `validTo` as a big-endian `uint32`.
 */
export type Uid = string;
/**
 * 32-byte transaction hash, `0x`-prefixed hex.
 */
export type TransactionHash = string;
/**
 * keccak256 of the full app data text, `0x`-prefixed.
 */
export type AppDataHash = Bytes32;
/**
 * The full app data: a JSON document as text (at most 8192 UTF-8 bytes), whose keccak256 is
 * the order's `appData`. Protocol keys live under `metadata` (hooks, signer,
 * replacedOrder, partnerFee, flashloan, wrappers, validFrom).
 *
 */
export type AppDataText = string;
/**
 * A full app data document.
 */
export type AppDataObject = {
    fullAppData: AppDataText;
};
/**
 * Sell an exact amount, or buy an exact amount.
 */
export type OrderKind = 'sell' | 'buy';
/**
 * Order class; orders accepted through the API are `limit` (they sign a zero fee).
 */
export type OrderClass = 'market' | 'limit' | 'liquidity';
/**
 * Where the sell token is drawn from. Only `erc20` is accepted for new orders.
 */
export type SellTokenSource = 'erc20' | 'internal' | 'external';
/**
 * Where the buy token is sent. Only `erc20` is accepted for new orders.
 */
export type BuyTokenDestination = 'erc20' | 'internal';
/**
 * `fast`: unstored estimate without id. `optimal` and `verified`: stored quote with an id,
 * usable to create orders; `verified` means the route was simulated for the trader.
 *
 */
export type PriceQuality = 'fast' | 'optimal' | 'verified';
/**
 * How the order is signed.
 */
export type SigningScheme = 'eip712' | 'ethsign' | 'presign' | 'eip1271';
/**
 * ECDSA signing schemes (cancellations).
 */
export type EcdsaSigningScheme = 'eip712' | 'ethsign';
/**
 * Signature bytes. `eip712`/`ethsign`: 65 bytes r‖s‖v. `presign`: empty (`0x`), or the
 * owner address (legacy). `eip1271`: whatever the owner contract verifies.
 *
 */
export type Signature = HexBytes;
/**
 * 65 bytes r‖s‖v, `0x`-prefixed hex.
 */
export type EcdsaSignature = string;
/**
 * The order status, derived on read from the clock and the order's trades.
 */
export type OrderStatus = 'presignaturePending' | 'open' | 'fulfilled' | 'cancelled' | 'expired';
/**
 * Unix timestamp (`uint32`) until which the order is valid.
 */
export type ValidTo = number;
/**
 * Exactly one of the three size shapes.
 */
export type OrderQuoteSide = {
    kind: 'sell';
    sellAmountBeforeFee: TokenAmount;
} | {
    kind: 'sell';
    sellAmountAfterFee: TokenAmount;
} | {
    kind: 'buy';
    buyAmountAfterFee: TokenAmount;
};
/**
 * `validTo`, `validFor`, or neither (default `validFor` 1800 s); never both.
 */
export type OrderQuoteValidity = {
    validTo: ValidTo;
} | {
    /**
     * Seconds (`uint32`) the order is valid for, from now.
     */
    validFor: number;
} | {
    [key: string]: unknown;
};
/**
 * A request for a price and fee quote.
 */
export type OrderQuoteRequest = OrderQuoteSide & OrderQuoteValidity & {
    sellToken: Address;
    buyToken: Address;
    /**
     * Receiver of the bought tokens; null or absent means the owner.
     */
    receiver?: Address | null;
    /**
     * The trader the quote is for.
     */
    from: Address;
    /**
     * Full app data text, or (legacy) its hash. Default the zero hash (`{}`).
     */
    appData?: string;
    /**
     * If set, must be the hash of `appData` (`AppDataHashMismatch` otherwise).
     */
    appDataHash?: AppDataHash;
    sellTokenBalance?: SellTokenSource;
    buyTokenBalance?: BuyTokenDestination;
    priceQuality?: PriceQuality;
    signingScheme?: SigningScheme;
    /**
     * The order will be placed on chain (presign/eip1271 only).
     */
    onchainOrder?: boolean;
    /**
     * Timeout in milliseconds, capped at the default (5000).
     */
    timeout?: number;
};
/**
 * The quoted order, ready to sign.
 */
export type QuoteParameters = {
    sellToken: Address;
    buyToken: Address;
    receiver: Address | null;
    sellAmount: TokenAmount;
    buyAmount: TokenAmount;
    validTo: ValidTo;
    /**
     * The app data text sent with the request, else its hash.
     */
    appData: string;
    /**
     * Present when `appData` is the full text.
     */
    appDataHash?: AppDataHash;
    /**
     * Network fee in sell token atoms, ⌈gasAmount × gasPrice / sellTokenPrice⌉.
     */
    feeAmount: TokenAmount;
    /**
     * Estimated gas units of the trade.
     */
    gasAmount: string;
    /**
     * Gas price in wei per gas unit.
     */
    gasPrice: string;
    /**
     * Native token atoms per sell token atom (decimal, may have a fraction).
     */
    sellTokenPrice: string;
    kind: OrderKind;
    partiallyFillable: false;
    sellTokenBalance: SellTokenSource;
    buyTokenBalance: BuyTokenDestination;
    signingScheme: SigningScheme;
};
/**
 * A quote. Sign `feeAmount` "0" and `sellAmount` = `quote.sellAmount` + `quote.feeAmount`.
 */
export type OrderQuoteResponse = {
    quote: QuoteParameters;
    from: Address;
    /**
     * When the quote stops being matched to orders (epoch 0 for `fast`).
     */
    expiration: Timestamp;
    /**
     * Stored quote id, to pass as `quoteId` (null for `fast`, which is not stored).
     */
    id: number | null;
    /**
     * The estimate was confirmed by simulating the trade.
     */
    verified: boolean;
    /**
     * Volume fee in basis points, when configured.
     */
    protocolFeeBps?: string;
};
/**
 * The quote an order was matched to at creation.
 */
export type StoredOrderQuote = {
    gasAmount: string;
    gasPrice: string;
    sellTokenPrice: string;
    sellAmount: TokenAmount;
    buyAmount: TokenAmount;
    feeAmount: TokenAmount;
    solver: Address;
    verified: boolean;
    /**
     * Execution plan of the quote; only for orders that can no longer trade.
     */
    metadata?: {
        [key: string]: unknown;
    };
};
/**
 * A quote as used by fee policies.
 */
export type Quote = {
    sellAmount: TokenAmount;
    buyAmount: TokenAmount;
    fee: TokenAmount;
};
/**
 * A signed order as submitted.
 */
export type OrderCreation = {
    sellToken: Address;
    buyToken: Address;
    /**
     * Receiver of the bought tokens; null or absent means the owner.
     */
    receiver?: Address | null;
    sellAmount: TokenAmount;
    buyAmount: TokenAmount;
    validTo: ValidTo;
    /**
     * The full app data text (its keccak256 is what was signed), or (legacy) a hash already
     * registered with `PUT /api/v1/app_data`.
     *
     */
    appData: string;
    /**
     * If set, must equal keccak256 of `appData`.
     */
    appDataHash?: AppDataHash | null;
    /**
     * Signed fee; must be "0".
     */
    feeAmount: TokenAmount;
    kind: OrderKind;
    partiallyFillable: boolean;
    sellTokenBalance?: SellTokenSource;
    buyTokenBalance?: BuyTokenDestination;
    signingScheme: SigningScheme;
    signature: Signature;
    /**
     * Expected owner; must match the recovered signer. Required for presign and eip1271.
     */
    from?: Address | null;
    /**
     * Id of the quote the order was built from.
     */
    quoteId?: number | null;
};
/**
 * A call from the settlement contract (an order's hook, or a call of a settlement).
 */
export type InteractionData = {
    target: Address;
    value: TokenAmount;
    callData: HexBytes;
};
/**
 * An order as returned by the API.
 */
export type Order = {
    uid: Uid;
    owner: Address;
    creationDate: Timestamp;
    sellToken: Address;
    buyToken: Address;
    receiver: Address | null;
    sellAmount: TokenAmount;
    buyAmount: TokenAmount;
    validTo: ValidTo;
    appData: AppDataHash;
    /**
     * The full app data text, when known.
     */
    fullAppData: string | null;
    feeAmount: TokenAmount;
    kind: OrderKind;
    partiallyFillable: boolean;
    sellTokenBalance: SellTokenSource;
    buyTokenBalance: BuyTokenDestination;
    signingScheme: SigningScheme;
    signature: Signature;
    class: OrderClass;
    status: OrderStatus;
    /**
     * Cancelled through the API or invalidated on chain.
     */
    invalidated: boolean;
    /**
     * Deprecated, always null.
     *
     * @deprecated
     */
    availableBalance: null;
    /**
     * Σ sell amount of the trades, fee included.
     */
    executedSellAmount: BigUint;
    /**
     * Σ sell amount of the trades minus the signed fee.
     */
    executedSellAmountBeforeFees: BigUint;
    executedBuyAmount: BigUint;
    /**
     * Σ signed fee executed (0 for orders with zero signed fee).
     */
    executedFeeAmount: BigUint;
    /**
     * Network and protocol fees charged, in `executedFeeToken`.
     */
    executedFee: BigUint;
    executedFeeToken: Address;
    settlementContract: Address;
    isLiquidityOrder: boolean;
    /**
     * Earliest time (unix seconds) the order may enter an auction, from app data.
     */
    validFrom?: number | null;
    /**
     * The trader of an order placed on chain (EthFlow; `owner` is then the contract). Never present in batchbook, which takes orders through the API only; an order invalidated on chain is `invalidated` and `cancelled`.
     *
     */
    onchainUser?: Address;
    quote?: StoredOrderQuote | null;
    /**
     * Hooks from the app data.
     */
    interactions: {
        pre: Array<InteractionData>;
        post: Array<InteractionData>;
    };
};
/**
 * One element of `POST /api/v1/orders/by_uids`.
 */
export type OrderOrError = {
    order: Order;
} | {
    error: {
        uid: Uid;
        description: string;
    };
};
/**
 * Signature of `OrderCancellation(bytes orderUid)` by the owner.
 */
export type OrderCancellation = {
    signature: EcdsaSignature;
    signingScheme: EcdsaSigningScheme;
};
/**
 * Signature of `OrderCancellations(bytes[] orderUids)` by the owner of every order.
 */
export type OrderCancellations = {
    orderUids: Array<Uid>;
    signature: EcdsaSignature;
    signingScheme: EcdsaSigningScheme;
};
/**
 * Where the order stands in the batch auctions.
 */
export type CompetitionOrderStatus = {
    type: 'open' | 'scheduled' | 'active' | 'solved' | 'executing' | 'traded' | 'cancelled';
    /**
     * For solved, executing and traded: every solution of the order's competition (its first trade's once traded, else the latest), ascending by score; the last one won.
     *
     */
    value?: Array<{
        /**
         * The solver's submission address, in lower case (the solver's address in the competition's `solutions[].solverAddress`), as the reference returns it.
         *
         */
        solver: Address;
        /**
         * What the solution executes for the order; null when it leaves the order out.
         */
        executedAmounts: ExecutedAmounts | null;
    }>;
};
/**
 * Amounts a solution executes for the order.
 */
export type ExecutedAmounts = {
    sell: BigUint;
    buy: BigUint;
};
/**
 * Fee as a share of the surplus, capped by a share of the volume.
 */
export type Surplus = {
    factor: number;
    maxVolumeFactor: number;
};
/**
 * Fee as a share of the volume.
 */
export type Volume = {
    factor: number;
};
/**
 * Fee as a share of the improvement over the quote, capped by a share of the volume.
 */
export type PriceImprovement = {
    factor: number;
    maxVolumeFactor: number;
    quote: Quote;
};
/**
 * A protocol fee policy.
 */
export type FeePolicy = {
    surplus: Surplus;
} | {
    volume: Volume;
} | {
    priceImprovement: PriceImprovement;
};
/**
 * A protocol fee taken on a trade.
 */
export type ExecutedProtocolFee = {
    policy: FeePolicy;
    amount: TokenAmount;
    token: Address;
};
/**
 * One execution of an order in a settlement.
 */
export type Trade = {
    blockNumber: number;
    logIndex: number;
    orderUid: Uid;
    owner: Address;
    sellToken: Address;
    buyToken: Address;
    /**
     * Sell amount executed, fee included.
     */
    sellAmount: TokenAmount;
    sellAmountBeforeFees: BigUint;
    buyAmount: TokenAmount;
    txHash: TransactionHash | null;
    /**
     * Protocol fees in the order they were applied.
     */
    executedProtocolFees: Array<ExecutedProtocolFee>;
};
/**
 * Native price per token address (1e18 = one native token per 1e18 atoms).
 */
export type AuctionPrices = {
    [key: string]: BigUint;
};
/**
 * A solvable order as given to solvers.
 */
export type AuctionOrder = {
    uid: Uid;
    sellToken: Address;
    buyToken: Address;
    sellAmount: TokenAmount;
    buyAmount: TokenAmount;
    /**
     * Creation time in epoch seconds, as a string.
     */
    created: string;
    validTo: ValidTo;
    kind: OrderKind;
    receiver: Address | null;
    owner: Address;
    partiallyFillable: boolean;
    /**
     * Executed amount so far (sell amount for sell orders, buy amount for buy orders).
     */
    executed: TokenAmount;
    preInteractions: Array<InteractionData>;
    postInteractions: Array<InteractionData>;
    sellTokenBalance: SellTokenSource;
    buyTokenBalance: BuyTokenDestination;
    class: OrderClass;
    appData: AppDataHash;
    signature: Signature;
    protocolFees: Array<FeePolicy>;
    quote?: Quote;
};
/**
 * A batch auction.
 */
export type Auction = {
    /**
     * Auction id, increasing per network.
     */
    id: number;
    /**
     * Block the auction was built on.
     */
    block: number;
    orders: Array<AuctionOrder>;
    prices: AuctionPrices;
    surplusCapturingJitOrderOwners: Array<Address>;
};
/**
 * The orders and prices of a competed auction.
 */
export type CompetitionAuction = {
    orders: Array<Uid>;
    prices: AuctionPrices;
};
/**
 * Amounts a solution executes for one order.
 */
export type SolutionOrderV1 = {
    id: Uid;
    sellAmount: BigUint;
    buyAmount: BigUint;
};
/**
 * One proposed solution (v1).
 */
export type SolverSettlementV1 = {
    /**
     * Solver name.
     */
    solver: string;
    solverAddress: Address;
    score: BigUint;
    /**
     * 1 is the best.
     */
    ranking: number;
    clearingPrices: {
        [key: string]: BigUint;
    };
    orders: Array<SolutionOrderV1>;
    isWinner: boolean;
    filteredOut: boolean;
};
/**
 * The solutions proposed for one auction, worst first.
 */
export type SolverCompetitionV1 = {
    auctionId: number;
    transactionHashes: Array<TransactionHash>;
    auctionStartBlock: number;
    competitionSimulationBlock: number;
    auction: CompetitionAuction;
    solutions: Array<SolverSettlementV1>;
};
/**
 * Amounts and tokens a solution executes for one order.
 */
export type SolutionOrderV2 = {
    id: Uid;
    sellAmount: BigUint;
    buyAmount: BigUint;
    sellToken: Address;
    buyToken: Address;
};
/**
 * One proposed solution (v2).
 */
export type SolverSettlementV2 = {
    solverAddress: Address;
    score: BigUint;
    ranking: number;
    clearingPrices: {
        [key: string]: BigUint;
    };
    orders: Array<SolutionOrderV2>;
    isWinner: boolean;
    filteredOut: boolean;
    txHash?: TransactionHash | null;
    referenceScore?: BigUint | null;
};
/**
 * The solutions proposed for one auction with reference scores, worst first.
 */
export type SolverCompetitionV2 = {
    auctionId: number;
    auctionStartBlock: number;
    auctionDeadlineBlock: number;
    transactionHashes: Array<TransactionHash>;
    /**
     * Reference score per winning solver address.
     */
    referenceScores: {
        [key: string]: BigUint;
    };
    auction: CompetitionAuction;
    solutions: Array<SolverSettlementV2>;
    /**
     * batchbook extension: solvers the participation guard kept out of this auction (they kept winning without settling). Absent from the reference's answer.
     */
    bannedSolvers?: Array<BannedSolver>;
};
/**
 * A solver banned from the auctions for a number of blocks.
 */
export type BannedSolver = {
    /**
     * The solver's name.
     */
    solver: string;
    solverAddress: Address;
    /**
     * The block the ban was decided in.
     */
    fromBlock: number;
    /**
     * The last block of the ban.
     */
    untilBlock: number;
    /**
     * `nonSettling`: its last wins all failed to settle; `lowSettlementRate`: too few of its recent wins settled.
     */
    reason: 'nonSettling' | 'lowSettlementRate';
};
/**
 * Native token atoms per token atom.
 */
export type NativePriceResponse = {
    price: number;
};
/**
 * What the order book's history says about a token.
 */
export type TokenMetadata = {
    /**
     * The block of the first trade that sold or bought the token; null when it never traded.
     *
     */
    firstTradeBlock: number | null;
    /**
     * The token's price in the latest auction that priced it, in the auction's convention (native atoms per 10^18 token atoms, a decimal string); null when no auction priced it.
     *
     */
    nativePrice: BigUint | null;
};
/**
 * An order to simulate without storing it: the signed order fields, its owner, and the full
 * app data text. Unknown fields are ignored.
 *
 */
export type OrderSimulationRequest = {
    sellToken: Address;
    buyToken: Address;
    /**
     * Must be greater than zero.
     */
    sellAmount: TokenAmount;
    buyAmount: TokenAmount;
    kind: OrderKind;
    /**
     * The order's owner; the signature must be the owner's.
     */
    owner: Address;
    /**
     * Receiver of the bought tokens; null or absent means the owner.
     */
    receiver?: Address | null;
    sellTokenBalance?: SellTokenSource;
    buyTokenBalance?: BuyTokenDestination;
    /**
     * The full app data text; the order signs its keccak256.
     */
    appData: string;
    /**
     * The block to simulate at; null or absent means the latest.
     */
    blockNumber?: number | null;
    signingScheme: SigningScheme;
    signature: Signature;
    feeAmount: TokenAmount;
    validTo: ValidTo;
    partiallyFillable: boolean;
};
/**
 * Why the settlement would not execute the order, the first of these in the order a
 * settlement meets them:
 * `ban` (the owner or receiver is banned), `validity` (cancelled, invalidated on chain,
 * already filled, or past `validTo` at the block), `signature` (the signature is not the
 * owner's, or its ERC-1271 wallet rejects it), `presignature` (a presign order without its
 * presignature), `hookRevert` (the hooks' gas limits exceed what a settlement can forward,
 * so the hooks trampoline reverts), `balance` (the owner's sell token balance is below the
 * amount to sell), `allowance` (the vault relayer's allowance is below it), `limitPrice`
 * (the world's market, network fee included, pays less than the limit price, or there is no
 * route). The simulated world does not execute hook call data, and the hooks trampoline
 * ignores a hook that reverts, as on chain.
 *
 */
export type OrderSimulationReason = {
    kind: 'ban' | 'validity' | 'signature' | 'presignature' | 'hookRevert' | 'balance' | 'allowance' | 'limitPrice';
    description: string;
};
/**
 * A balance the settlement of the order changes, in token atoms (negative when it decreases).
 */
export type BalanceChange = {
    address: Address;
    token: Address;
    amount: string;
};
/**
 * Whether the order's settlement would execute against the simulated world at the block,
 * and if not the first reason. When it executes: what it executes (the remaining amount, or
 * for a partially fillable order what the owner's balance and allowance cover) at the world's
 * market price with the network fee, and the balances that change. Protocol fees and the
 * surplus a batch may add are not included.
 *
 */
export type OrderSimulation = {
    /**
     * The block simulated at.
     */
    blockNumber: number;
    executes: boolean;
    /**
     * Null when the order executes.
     */
    reason: OrderSimulationReason | null;
    /**
     * The reason's description, null when it executes (the reference's field).
     */
    error: string | null;
    /**
     * What the settlement executes, network fee included in `sell`; null when it does not execute.
     */
    executedAmounts: ExecutedAmounts | null;
    /**
     * Empty when the order does not execute.
     */
    balanceChanges: Array<BalanceChange>;
};
/**
 * Total surplus of a user, in native token atoms.
 */
export type TotalSurplus = {
    totalSurplus: BigUint;
};
/**
 * An order lifecycle event.
 */
export type DebugEvent = {
    label: 'created' | 'ready' | 'filtered' | 'invalid' | 'executing' | 'considered' | 'traded' | 'cancelled';
    timestamp: Timestamp;
    /**
     * Why the order was filtered or marked invalid.
     */
    reason?: 'in_flight' | 'banned_user' | 'invalid_signature' | 'unsupported_token' | 'insufficient_balance' | 'dust_order' | 'missing_native_price';
    /**
     * batchbook extension: the auction the event came from: the auction that took the order in (`ready`), left it out (`filtered`, `invalid`; absent when that auction had no order at all and was not stored), put it in a solution (`considered`) or a winner (`executing`), or whose settlement traded it (`traded`). Absent on other events.
     */
    auctionId?: number;
};
/**
 * A solution proposed in an auction that touched the order.
 */
export type DebugProposedSolution = {
    solutionUid: number;
    ranking: number;
    solver: Address;
    isWinner: boolean;
    filteredOut: boolean;
    score: BigUint;
    executedSell: TokenAmount;
    executedBuy: TokenAmount;
};
/**
 * A protocol fee charged in an execution.
 */
export type DebugProtocolFee = {
    token: Address;
    amount: TokenAmount;
};
/**
 * Fees charged when the order executed in the auction.
 */
export type DebugExecution = {
    executedFee: TokenAmount;
    executedFeeToken: Address;
    blockNumber: number;
    protocolFees: Array<DebugProtocolFee>;
};
/**
 * A winner's attempt to settle.
 */
export type DebugSettlementAttempt = {
    solver: Address;
    solutionUid: number;
    startTimestamp: Timestamp;
    startBlock: number;
    deadlineBlock: number;
    endTimestamp?: Timestamp;
    endBlock?: number;
    /**
     * `success`; `timeout` (it did not land by the deadline block; its orders stay in flight until then); or `driver failed: <code>: <message>` (it reverted on chain, code `SettlementReverted`, or no longer simulated when it was to be sent). Only a success changes anything, and the orders of a failed settlement are back in the next auction.
     */
    outcome?: string;
    /**
     * batchbook extension, present when the attempt landed (`success`) and the order traded in it: the settlement transaction's input, GPv2Settlement `settle(tokens, clearingPrices, trades, interactions)` as the reference driver encodes it (the sorted uniform clearing prices, then each trade's own sell and buy token priced at the amounts it executed; the interactions below), followed by the auction id as 8 big-endian bytes. The reference kept the winner's calldata with the solver competition (`callData`) until it stopped storing it.
     */
    callData?: HexBytes;
    /**
     * batchbook extension, with `callData`: the calldata with the interactions a solver marked `internalize` kept in. batchbook executes every interaction, so it equals `callData`.
     */
    uninternalizedCallData?: HexBytes;
    /**
     * batchbook extension, with `callData`: the settlement's calls in the contract's three phases, `[pre, intra, post]`. Pre: the solution's pre-interactions, then the traded orders' pre-hooks; intra: the solution's `custom` interactions and its AMM swaps (as Uniswap v2 router `swapTokensForExactTokens` calls) in the order the solution made them, then the wrapped native token's `withdraw` for orders that buy the native token; post: the solution's post-interactions, then the orders' post-hooks.
     */
    interactions?: [
        Array<InteractionData>,
        Array<InteractionData>,
        Array<InteractionData>
    ];
};
/**
 * A fee policy applied to the order in the auction.
 */
export type DebugFeePolicy = {
    kind: 'surplus' | 'volume' | 'priceImprovement';
    surplusFactor?: number;
    surplusMaxVolumeFactor?: number;
    volumeFactor?: number;
    priceImprovementFactor?: number;
    priceImprovementMaxVolumeFactor?: number;
};
/**
 * One auction the order took part in.
 */
export type DebugAuction = {
    id: number;
    block: number;
    /**
     * batchbook extension: the time of the auction's block.
     */
    timestamp: Timestamp;
    /**
     * Deadline block.
     */
    deadline: number;
    nativePrices: {
        [key: string]: BigUint;
    };
    proposedSolutions: Array<DebugProposedSolution>;
    executions: Array<DebugExecution>;
    settlementAttempts: Array<DebugSettlementAttempt>;
    feePolicies: Array<DebugFeePolicy>;
    /**
     * Solvers the participation guard kept out of this auction.
     */
    bannedSolvers?: Array<BannedSolver>;
};
/**
 * A trade of the order.
 */
export type DebugTrade = {
    blockNumber: number;
    logIndex: number;
    buyAmount: TokenAmount;
    sellAmount: TokenAmount;
    sellAmountBeforeFees: TokenAmount;
    txHash: TransactionHash | null;
    auctionId: number | null;
};
/**
 * Everything batchbook knows about an order.
 */
export type DebugOrderResponse = {
    orderUid: Uid;
    order: Order;
    events: Array<DebugEvent>;
    auctions: Array<DebugAuction>;
    trades: Array<DebugTrade>;
};
/**
 * Error-specific payload.
 */
export type ErrorData = {
    [key: string]: unknown;
};
/**
 * A parameter or the body violates the schema; `description` names the field.
 */
export type InvalidParameterError = {
    errorType: 'InvalidParameter';
    description: string;
    data?: ErrorData;
};
/**
 * The resource, route or network does not exist.
 */
export type NotFoundError = {
    errorType: 'NotFound';
    description: string;
    data?: ErrorData;
};
/**
 * The address is deny-listed.
 */
export type ForbiddenError = {
    errorType: 'Forbidden';
    description: string;
    data?: ErrorData;
};
/**
 * The signer does not own the order(s).
 */
export type WrongOwnerError = {
    errorType: 'WrongOwner';
    description: string;
    data?: ErrorData;
};
/**
 * The body is not JSON by its Content-Type.
 */
export type UnsupportedMediaTypeError = {
    errorType: 'UnsupportedMediaType';
    description: string;
    data?: ErrorData;
};
/**
 * The body exceeds the size limit.
 */
export type PayloadTooLargeError = {
    errorType: 'PayloadTooLarge';
    description: string;
    data?: ErrorData;
};
/**
 * Too many requests.
 */
export type RateLimitedError = {
    errorType: 'RateLimited';
    description: string;
    data?: ErrorData;
};
/**
 * Unexpected error; the description is empty.
 */
export type InternalServerError = {
    errorType: 'InternalServerError';
    description: string;
    data?: ErrorData;
};
/**
 * Unexpected error while adding an order.
 */
export type OrderPostInternalError = {
    errorType: 'InternalServerError' | 'MetadataSerializationFailed';
    description: string;
    data?: ErrorData;
};
/**
 * Unknown network or replaced order.
 */
export type OrderPostNotFoundError = {
    errorType: 'NotFound' | 'OrderNotFound' | 'NoLiquidity';
    description: string;
    data?: ErrorData;
};
/**
 * Why a quote failed. `QuoteNotVerified`: the trade cannot be simulated for the trader
 * because a token takes a fee on each transfer or its transfers revert, while the trader
 * holds the amount to sell (without it, or for a `fast` quote, the quote is answered with
 * `verified: false`). `IncompatibleSigningScheme`: `onchainOrder` is true with an `eip712`
 * or `ethsign` scheme (an order placed on chain is signed by its contract: `presign` or
 * `eip1271`). Rules: docs/protocol.md#errors.
 *
 */
export type PriceEstimationError = {
    errorType: 'InvalidParameter' | 'SellAmountDoesNotCoverFee' | 'NoLiquidity' | 'UnsupportedToken' | 'SameBuyAndSellToken' | 'InvalidNativeSellToken' | 'InvalidAppData' | 'AppDataHashMismatch' | 'InsufficientValidTo' | 'ExcessiveValidTo' | 'UnsupportedOrderType' | 'UnsupportedSellTokenSource' | 'UnsupportedBuyTokenDestination' | 'TradingOutsideAllowedWindow' | 'TokenTemporarilySuspended' | 'InsufficientLiquidity' | 'CustomSolverError' | 'QuoteNotVerified' | 'IncompatibleSigningScheme';
    description: string;
    data?: {
        fee_amount?: TokenAmount;
    };
};
/**
 * Why an order was rejected (first failing check of docs/protocol.md#validation-order). `TransferSimulationFailed`: the balance and allowance cover the order but the sell token's transfer into the settlement reverts (the description carries the revert data); `QuoteNotVerified`: as for quotes, when the owner holds the sell amount.
 */
export type OrderPostError = {
    errorType: 'InvalidParameter' | 'SellAmountOverflow' | 'BuyAmountOverflow' | 'AlreadyCancelled' | 'OrderFullyExecuted' | 'OrderExpired' | 'OnChainOrder' | 'InvalidAppData' | 'AppDataHashMismatch' | 'InvalidSignature' | 'AppdataFromMismatch' | 'WrongOwner' | 'MissingFrom' | 'ZeroAmount' | 'UnsupportedOrderType' | 'UnsupportedBuyTokenDestination' | 'UnsupportedSellTokenSource' | 'InsufficientValidTo' | 'ExcessiveValidTo' | 'SameBuyAndSellToken' | 'InvalidNativeSellToken' | 'UnsupportedToken' | 'InvalidEip1271Signature' | 'InsufficientAllowance' | 'InsufficientBalance' | 'NonZeroFee' | 'TooManyLimitOrders' | 'TooMuchGas' | 'InvalidValidFrom' | 'DuplicatedOrder' | 'OldOrderActivelyBidOn' | 'TransferSimulationFailed' | 'QuoteNotVerified';
    description: string;
    data?: ErrorData;
};
/**
 * Why a cancellation was rejected.
 */
export type OrderCancellationError = {
    errorType: 'InvalidParameter' | 'InvalidSignature' | 'OnChainOrder' | 'OrderFullyExecuted' | 'AlreadyCancelled' | 'OrderExpired';
    description: string;
    data?: ErrorData;
};
/**
 * An order to cancel does not exist, or unknown network.
 */
export type CancellationNotFoundError = {
    errorType: 'OrderNotFound' | 'NotFound';
    description: string;
    data?: ErrorData;
};
/**
 * Why an app data document was rejected.
 */
export type AppDataError = {
    errorType: 'InvalidParameter' | 'AppDataInvalid' | 'AppDataHashMismatch' | 'AppDataMismatch';
    description: string;
    data?: ErrorData;
};
/**
 * Malformed owner or offset, or limit outside 1..1000.
 */
export type UserOrdersError = {
    errorType: 'InvalidParameter' | 'LIMIT_OUT_OF_BOUNDS';
    description: string;
    data?: ErrorData;
};
/**
 * Bad trade filter or pagination.
 */
export type TradesError = {
    errorType: 'InvalidParameter' | 'InvalidTradeFilter' | 'InvalidLimit';
    description: string;
    data?: ErrorData;
};
/**
 * Malformed or unsupported token.
 */
export type NativePriceBadRequestError = {
    errorType: 'InvalidParameter' | 'UnsupportedToken';
    description: string;
    data?: ErrorData;
};
/**
 * No price, or unknown network.
 */
export type NativePriceNotFoundError = {
    errorType: 'NoLiquidity' | 'NotFound';
    description: string;
    data?: ErrorData;
};
/**
 * 32 bytes, `0x`-prefixed hex.
 */
export type Bytes32 = string;
/**
 * Date and time, ISO 8601 / RFC 3339 in UTC.
 */
export type Timestamp = string;
/**
 * Arbitrary bytes, `0x`-prefixed hex with an even number of digits.
 */
export type HexBytes = string;
/**
 * Order UID in a path parameter; the `0x` prefix is optional.
 */
export type UidParam = string;
/**
 * Address in a path or query parameter; the `0x` prefix is optional.
 */
export type AddressParam = string;
/**
 * Transaction hash in a path parameter; the `0x` prefix is optional.
 */
export type TransactionHashParam = string;
/**
 * The order UID (`0x` optional).
 */
export type OrderUidPath = UidParam;
/**
 * The `id` of the last event received: the stream starts with every later event, read from
 * the database, with no gap and no duplicate. EventSource clients send it when they
 * reconnect. An id that is not of this stream (malformed, or newer than anything stored) is
 * 400 `InvalidParameter`.
 *
 */
export type LastEventId = string;
/**
 * The order UID (`0x` optional).
 */
export type DebugUidPath = UidParam;
/**
 * The auction id, at most 2^53 − 1.
 */
export type AuctionIdPath = number;
/**
 * The settlement transaction hash (`0x` optional).
 */
export type TxHashPath = TransactionHashParam;
/**
 * Trades of this owner. Exactly one of `owner` and `orderUid`.
 */
export type TradeOwner = AddressParam;
/**
 * Trades of this order. Exactly one of `owner` and `orderUid`.
 */
export type TradeOrderUid = UidParam;
export type QuoteData = {
    body: OrderQuoteRequest;
    path?: never;
    query?: never;
    url: '/api/v1/quote';
};
export type QuoteErrors = {
    /**
     * The request is invalid or the order cannot be quoted. `SellAmountDoesNotCoverFee`
     * carries the fee in `data.fee_amount`.
     *
     */
    400: PriceEstimationError;
    /**
     * The `from` address is deny-listed.
     */
    403: ForbiddenError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not JSON by its Content-Type: it must be `application/json` (or
     * `application*+json`), with no charset or UTF-8. A body sent as `text/plain`, a form or
     * multipart is refused, as the reference's JSON extractor refuses it.
     *
     */
    415: UnsupportedMediaTypeError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type QuoteError = QuoteErrors[keyof QuoteErrors];
export type QuoteResponses = {
    /**
     * Quoted order.
     */
    200: OrderQuoteResponse;
};
export type QuoteResponse = QuoteResponses[keyof QuoteResponses];
export type QuoteStreamData = {
    body: OrderQuoteRequest;
    path?: never;
    query?: never;
    url: '/api/v1/quote/stream';
};
export type QuoteStreamErrors = {
    /**
     * The request is invalid (before any stream opens); the quote's own failures come as the
     * stream's `error` event.
     *
     */
    400: PriceEstimationError;
    /**
     * The `from` address is deny-listed.
     */
    403: ForbiddenError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not JSON by its Content-Type: it must be `application/json` (or
     * `application*+json`), with no charset or UTF-8. A body sent as `text/plain`, a form or
     * multipart is refused, as the reference's JSON extractor refuses it.
     *
     */
    415: UnsupportedMediaTypeError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type QuoteStreamError = QuoteStreamErrors[keyof QuoteStreamErrors];
export type QuoteStreamResponses = {
    /**
     * The stream; each unnamed event's `data` is a quote, a terminal `error` event's the quote error.
     */
    200: string;
};
export type QuoteStreamResponse = QuoteStreamResponses[keyof QuoteStreamResponses];
export type CancelOrdersData = {
    body: OrderCancellations;
    path?: never;
    query?: never;
    url: '/api/v1/orders';
};
export type CancelOrdersErrors = {
    /**
     * Malformed request, invalid signature, or an order that cannot be cancelled.
     */
    400: OrderCancellationError;
    /**
     * The signer does not own every order.
     */
    401: WrongOwnerError;
    /**
     * An order does not exist (none was cancelled), or unknown network.
     */
    404: CancellationNotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not JSON by its Content-Type: it must be `application/json` (or
     * `application*+json`), with no charset or UTF-8. A body sent as `text/plain`, a form or
     * multipart is refused, as the reference's JSON extractor refuses it.
     *
     */
    415: UnsupportedMediaTypeError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type CancelOrdersError = CancelOrdersErrors[keyof CancelOrdersErrors];
export type CancelOrdersResponses = {
    /**
     * The order(s) are cancelled.
     */
    200: 'Cancelled';
};
export type CancelOrdersResponse = CancelOrdersResponses[keyof CancelOrdersResponses];
export type CreateOrderData = {
    body: OrderCreation;
    path?: never;
    query?: never;
    url: '/api/v1/orders';
};
export type CreateOrderErrors = {
    /**
     * The order failed validation.
     */
    400: OrderPostError;
    /**
     * The replaced order belongs to another owner.
     */
    401: WrongOwnerError;
    /**
     * The owner or receiver is deny-listed.
     */
    403: ForbiddenError;
    /**
     * The network is unknown, or the order to replace does not exist.
     */
    404: OrderPostNotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not JSON by its Content-Type: it must be `application/json` (or
     * `application*+json`), with no charset or UTF-8. A body sent as `text/plain`, a form or
     * multipart is refused, as the reference's JSON extractor refuses it.
     *
     */
    415: UnsupportedMediaTypeError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: OrderPostInternalError;
};
export type CreateOrderError = CreateOrderErrors[keyof CreateOrderErrors];
export type CreateOrderResponses = {
    /**
     * The order was accepted; the body is its UID.
     */
    201: Uid;
};
export type CreateOrderResponse = CreateOrderResponses[keyof CreateOrderResponses];
export type GetOrdersData = {
    body: Array<Uid>;
    path?: never;
    query?: never;
    url: '/api/v1/orders/by_uids';
};
export type GetOrdersErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not JSON by its Content-Type: it must be `application/json` (or
     * `application*+json`), with no charset or UTF-8. A body sent as `text/plain`, a form or
     * multipart is refused, as the reference's JSON extractor refuses it.
     *
     */
    415: UnsupportedMediaTypeError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetOrdersError = GetOrdersErrors[keyof GetOrdersErrors];
export type GetOrdersResponses = {
    /**
     * The orders found.
     */
    200: Array<OrderOrError>;
};
export type GetOrdersResponse = GetOrdersResponses[keyof GetOrdersResponses];
export type CancelOrderData = {
    body: OrderCancellation;
    path: {
        /**
         * The order UID (`0x` optional).
         */
        UID: UidParam;
    };
    query?: never;
    url: '/api/v1/orders/{UID}';
};
export type CancelOrderErrors = {
    /**
     * Malformed request, invalid signature, or an order that cannot be cancelled.
     */
    400: OrderCancellationError;
    /**
     * The signer does not own every order.
     */
    401: WrongOwnerError;
    /**
     * An order does not exist (none was cancelled), or unknown network.
     */
    404: CancellationNotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not JSON by its Content-Type: it must be `application/json` (or
     * `application*+json`), with no charset or UTF-8. A body sent as `text/plain`, a form or
     * multipart is refused, as the reference's JSON extractor refuses it.
     *
     */
    415: UnsupportedMediaTypeError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type CancelOrderError = CancelOrderErrors[keyof CancelOrderErrors];
export type CancelOrderResponses = {
    /**
     * The order(s) are cancelled.
     */
    200: 'Cancelled';
};
export type CancelOrderResponse = CancelOrderResponses[keyof CancelOrderResponses];
export type GetOrderData = {
    body?: never;
    path: {
        /**
         * The order UID (`0x` optional).
         */
        UID: UidParam;
    };
    query?: never;
    url: '/api/v1/orders/{UID}';
};
export type GetOrderErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetOrderError = GetOrderErrors[keyof GetOrderErrors];
export type GetOrderResponses = {
    /**
     * The order.
     */
    200: Order;
};
export type GetOrderResponse = GetOrderResponses[keyof GetOrderResponses];
export type GetOrderStatusData = {
    body?: never;
    path: {
        /**
         * The order UID (`0x` optional).
         */
        UID: UidParam;
    };
    query?: never;
    url: '/api/v1/orders/{UID}/status';
};
export type GetOrderStatusErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetOrderStatusError = GetOrderStatusErrors[keyof GetOrderStatusErrors];
export type GetOrderStatusResponses = {
    /**
     * The status.
     */
    200: CompetitionOrderStatus;
};
export type GetOrderStatusResponse = GetOrderStatusResponses[keyof GetOrderStatusResponses];
export type StreamOrderEventsData = {
    body?: never;
    headers?: {
        /**
         * The `id` of the last event received: the stream starts with every later event, read from
         * the database, with no gap and no duplicate. EventSource clients send it when they
         * reconnect. An id that is not of this stream (malformed, or newer than anything stored) is
         * 400 `InvalidParameter`.
         *
         */
        'Last-Event-ID'?: string;
    };
    path: {
        /**
         * The order UID (`0x` optional).
         */
        UID: UidParam;
    };
    query?: never;
    url: '/api/v1/orders/{UID}/events';
};
export type StreamOrderEventsErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type StreamOrderEventsError = StreamOrderEventsErrors[keyof StreamOrderEventsErrors];
export type StreamOrderEventsResponses = {
    /**
     * The stream; `event` names the kind, `data` is JSON of the schema `x-events` gives for it.
     */
    200: string;
};
export type StreamOrderEventsResponse = StreamOrderEventsResponses[keyof StreamOrderEventsResponses];
export type GetUserOrdersData = {
    body?: never;
    path: {
        owner: AddressParam;
    };
    query?: {
        /**
         * Number of orders to skip (default 0), at most 2^53 − 1.
         */
        offset?: number;
        /**
         * Page size, 1 to 1000 (default 10). Out of range → 400 `LIMIT_OUT_OF_BOUNDS`.
         *
         */
        limit?: number;
    };
    url: '/api/v1/account/{owner}/orders';
};
export type GetUserOrdersErrors = {
    /**
     * Malformed owner or offset, or limit out of bounds.
     */
    400: UserOrdersError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetUserOrdersError = GetUserOrdersErrors[keyof GetUserOrdersErrors];
export type GetUserOrdersResponses = {
    /**
     * The orders.
     */
    200: Array<Order>;
};
export type GetUserOrdersResponse = GetUserOrdersResponses[keyof GetUserOrdersResponses];
export type StreamAccountEventsData = {
    body?: never;
    headers?: {
        /**
         * The `id` of the last event received: the stream starts with every later event, read from
         * the database, with no gap and no duplicate. EventSource clients send it when they
         * reconnect. An id that is not of this stream (malformed, or newer than anything stored) is
         * 400 `InvalidParameter`.
         *
         */
        'Last-Event-ID'?: string;
    };
    path: {
        owner: AddressParam;
    };
    query?: never;
    url: '/api/v1/account/{owner}/events';
};
export type StreamAccountEventsErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type StreamAccountEventsError = StreamAccountEventsErrors[keyof StreamAccountEventsErrors];
export type StreamAccountEventsResponses = {
    /**
     * The stream; `event` names the kind, `data` is JSON of the schema `x-events` gives for it.
     */
    200: string;
};
export type StreamAccountEventsResponse = StreamAccountEventsResponses[keyof StreamAccountEventsResponses];
export type GetOrdersByTxHashData = {
    body?: never;
    path: {
        txHash: TransactionHashParam;
    };
    query?: never;
    url: '/api/v1/transactions/{txHash}/orders';
};
export type GetOrdersByTxHashErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetOrdersByTxHashError = GetOrdersByTxHashErrors[keyof GetOrdersByTxHashErrors];
export type GetOrdersByTxHashResponses = {
    /**
     * The orders (empty when none).
     */
    200: Array<Order>;
};
export type GetOrdersByTxHashResponse = GetOrdersByTxHashResponses[keyof GetOrdersByTxHashResponses];
export type GetAppDataByHashData = {
    body?: never;
    path: {
        /**
         * keccak256 of the full app data text; the `0x` prefix is optional.
         */
        app_data_hash: string;
    };
    query?: never;
    url: '/api/v1/app_data/{app_data_hash}';
};
export type GetAppDataByHashErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetAppDataByHashError = GetAppDataByHashErrors[keyof GetAppDataByHashErrors];
export type GetAppDataByHashResponses = {
    /**
     * The full app data.
     */
    200: AppDataObject;
};
export type GetAppDataByHashResponse = GetAppDataByHashResponses[keyof GetAppDataByHashResponses];
export type RegisterAppDataByHashData = {
    body: AppDataObject;
    path: {
        /**
         * keccak256 of the full app data text; the `0x` prefix is optional.
         */
        app_data_hash: string;
    };
    query?: never;
    url: '/api/v1/app_data/{app_data_hash}';
};
export type RegisterAppDataByHashErrors = {
    /**
     * The document is not valid app data (`AppDataInvalid`), its hash differs from the path
     * (`AppDataHashMismatch`), or another text is stored for that hash (`AppDataMismatch`).
     *
     */
    400: AppDataError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not JSON by its Content-Type: it must be `application/json` (or
     * `application*+json`), with no charset or UTF-8. A body sent as `text/plain`, a form or
     * multipart is refused, as the reference's JSON extractor refuses it.
     *
     */
    415: UnsupportedMediaTypeError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type RegisterAppDataByHashError = RegisterAppDataByHashErrors[keyof RegisterAppDataByHashErrors];
export type RegisterAppDataByHashResponses = {
    /**
     * The same document was already registered; the body is its hash.
     */
    200: Bytes32;
    /**
     * The document was registered; the body is its hash.
     */
    201: Bytes32;
};
export type RegisterAppDataByHashResponse = RegisterAppDataByHashResponses[keyof RegisterAppDataByHashResponses];
export type RegisterAppDataData = {
    body: AppDataObject;
    path?: never;
    query?: never;
    url: '/api/v1/app_data';
};
export type RegisterAppDataErrors = {
    /**
     * The document is not valid app data (`AppDataInvalid`), its hash differs from the path
     * (`AppDataHashMismatch`), or another text is stored for that hash (`AppDataMismatch`).
     *
     */
    400: AppDataError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not JSON by its Content-Type: it must be `application/json` (or
     * `application*+json`), with no charset or UTF-8. A body sent as `text/plain`, a form or
     * multipart is refused, as the reference's JSON extractor refuses it.
     *
     */
    415: UnsupportedMediaTypeError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type RegisterAppDataError = RegisterAppDataErrors[keyof RegisterAppDataErrors];
export type RegisterAppDataResponses = {
    /**
     * The same document was already registered; the body is its hash.
     */
    200: Bytes32;
    /**
     * The document was registered; the body is its hash.
     */
    201: Bytes32;
};
export type RegisterAppDataResponse = RegisterAppDataResponses[keyof RegisterAppDataResponses];
export type GetTradesData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Trades of this owner. Exactly one of `owner` and `orderUid`.
         */
        owner?: AddressParam;
        /**
         * Trades of this order. Exactly one of `owner` and `orderUid`.
         */
        orderUid?: UidParam;
    };
    url: '/api/v1/trades';
};
export type GetTradesErrors = {
    /**
     * Not exactly one of `owner` and `orderUid`, a malformed parameter, or a bad limit.
     */
    400: TradesError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetTradesError = GetTradesErrors[keyof GetTradesErrors];
export type GetTradesResponses = {
    /**
     * The trades, newest first.
     */
    200: Array<Trade>;
};
export type GetTradesResponse = GetTradesResponses[keyof GetTradesResponses];
export type GetTradesV2Data = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Trades of this owner. Exactly one of `owner` and `orderUid`.
         */
        owner?: AddressParam;
        /**
         * Trades of this order. Exactly one of `owner` and `orderUid`.
         */
        orderUid?: UidParam;
        /**
         * Number of trades to skip (default 0), at most 2^53 − 1.
         */
        offset?: number;
        /**
         * Page size, 1 to 1000 (default 10).
         */
        limit?: number;
    };
    url: '/api/v2/trades';
};
export type GetTradesV2Errors = {
    /**
     * Not exactly one of `owner` and `orderUid`, a malformed parameter, or a bad limit.
     */
    400: TradesError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetTradesV2Error = GetTradesV2Errors[keyof GetTradesV2Errors];
export type GetTradesV2Responses = {
    /**
     * The trades, newest first.
     */
    200: Array<Trade>;
};
export type GetTradesV2Response = GetTradesV2Responses[keyof GetTradesV2Responses];
export type GetCurrentBatchAuctionData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/v1/auction';
};
export type GetCurrentBatchAuctionErrors = {
    /**
     * No auction has been built yet, or the network is unknown.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetCurrentBatchAuctionError = GetCurrentBatchAuctionErrors[keyof GetCurrentBatchAuctionErrors];
export type GetCurrentBatchAuctionResponses = {
    /**
     * The auction.
     */
    200: Auction;
};
export type GetCurrentBatchAuctionResponse = GetCurrentBatchAuctionResponses[keyof GetCurrentBatchAuctionResponses];
export type StreamAuctionEventsData = {
    body?: never;
    headers?: {
        /**
         * The `id` of the last event received: the stream starts with every later event, read from
         * the database, with no gap and no duplicate. EventSource clients send it when they
         * reconnect. An id that is not of this stream (malformed, or newer than anything stored) is
         * 400 `InvalidParameter`.
         *
         */
        'Last-Event-ID'?: string;
    };
    path?: never;
    query?: never;
    url: '/api/v1/auction/events';
};
export type StreamAuctionEventsErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type StreamAuctionEventsError = StreamAuctionEventsErrors[keyof StreamAuctionEventsErrors];
export type StreamAuctionEventsResponses = {
    /**
     * The stream; `event` names the kind, `data` is JSON of the schema `x-events` gives for it.
     */
    200: string;
};
export type StreamAuctionEventsResponse = StreamAuctionEventsResponses[keyof StreamAuctionEventsResponses];
export type ListAuctionsData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * How many auctions, 1 to 100 (default 10).
         */
        limit?: number;
        /**
         * Only auctions with a smaller id (the next page after the last one listed).
         */
        before?: number;
    };
    url: '/api/v1/auctions';
};
export type ListAuctionsErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type ListAuctionsError = ListAuctionsErrors[keyof ListAuctionsErrors];
export type ListAuctionsResponses = {
    /**
     * The auctions, newest first.
     */
    200: Array<AuctionSummary>;
};
export type ListAuctionsResponse = ListAuctionsResponses[keyof ListAuctionsResponses];
export type GetAuctionSummaryData = {
    body?: never;
    path: {
        /**
         * The auction id, at most 2^53 − 1.
         */
        auction_id: number;
    };
    query?: never;
    url: '/api/v1/auctions/{auction_id}';
};
export type GetAuctionSummaryErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * No such auction on this network, or the network is unknown.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetAuctionSummaryError = GetAuctionSummaryErrors[keyof GetAuctionSummaryErrors];
export type GetAuctionSummaryResponses = {
    /**
     * The auction.
     */
    200: AuctionSummary;
};
export type GetAuctionSummaryResponse = GetAuctionSummaryResponses[keyof GetAuctionSummaryResponses];
export type GetSolverCompetitionData = {
    body?: never;
    path: {
        /**
         * The auction id, at most 2^53 − 1.
         */
        auction_id: number;
    };
    query?: never;
    url: '/api/v1/solver_competition/{auction_id}';
};
export type GetSolverCompetitionErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * No competition is stored for this auction or transaction, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetSolverCompetitionError = GetSolverCompetitionErrors[keyof GetSolverCompetitionErrors];
export type GetSolverCompetitionResponses = {
    /**
     * The competition.
     */
    200: SolverCompetitionV1;
};
export type GetSolverCompetitionResponse = GetSolverCompetitionResponses[keyof GetSolverCompetitionResponses];
export type GetSolverCompetitionLatestData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/v1/solver_competition/latest';
};
export type GetSolverCompetitionLatestErrors = {
    /**
     * No competition is stored for this auction or transaction, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetSolverCompetitionLatestError = GetSolverCompetitionLatestErrors[keyof GetSolverCompetitionLatestErrors];
export type GetSolverCompetitionLatestResponses = {
    /**
     * The competition.
     */
    200: SolverCompetitionV1;
};
export type GetSolverCompetitionLatestResponse = GetSolverCompetitionLatestResponses[keyof GetSolverCompetitionLatestResponses];
export type GetSolverCompetitionByTxHashData = {
    body?: never;
    path: {
        /**
         * The settlement transaction hash (`0x` optional).
         */
        tx_hash: TransactionHashParam;
    };
    query?: never;
    url: '/api/v1/solver_competition/by_tx_hash/{tx_hash}';
};
export type GetSolverCompetitionByTxHashErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * No competition is stored for this auction or transaction, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetSolverCompetitionByTxHashError = GetSolverCompetitionByTxHashErrors[keyof GetSolverCompetitionByTxHashErrors];
export type GetSolverCompetitionByTxHashResponses = {
    /**
     * The competition.
     */
    200: SolverCompetitionV1;
};
export type GetSolverCompetitionByTxHashResponse = GetSolverCompetitionByTxHashResponses[keyof GetSolverCompetitionByTxHashResponses];
export type GetSolverCompetitionByAuctionIdV2Data = {
    body?: never;
    path: {
        /**
         * The auction id, at most 2^53 − 1.
         */
        auction_id: number;
    };
    query?: never;
    url: '/api/v2/solver_competition/{auction_id}';
};
export type GetSolverCompetitionByAuctionIdV2Errors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * No competition is stored for this auction or transaction, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetSolverCompetitionByAuctionIdV2Error = GetSolverCompetitionByAuctionIdV2Errors[keyof GetSolverCompetitionByAuctionIdV2Errors];
export type GetSolverCompetitionByAuctionIdV2Responses = {
    /**
     * The competition.
     */
    200: SolverCompetitionV2;
};
export type GetSolverCompetitionByAuctionIdV2Response = GetSolverCompetitionByAuctionIdV2Responses[keyof GetSolverCompetitionByAuctionIdV2Responses];
export type GetSolverCompetitionLatestV2Data = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/v2/solver_competition/latest';
};
export type GetSolverCompetitionLatestV2Errors = {
    /**
     * No competition is stored for this auction or transaction, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetSolverCompetitionLatestV2Error = GetSolverCompetitionLatestV2Errors[keyof GetSolverCompetitionLatestV2Errors];
export type GetSolverCompetitionLatestV2Responses = {
    /**
     * The competition.
     */
    200: SolverCompetitionV2;
};
export type GetSolverCompetitionLatestV2Response = GetSolverCompetitionLatestV2Responses[keyof GetSolverCompetitionLatestV2Responses];
export type GetSolverCompetitionByTxHashV2Data = {
    body?: never;
    path: {
        /**
         * The settlement transaction hash (`0x` optional).
         */
        tx_hash: TransactionHashParam;
    };
    query?: never;
    url: '/api/v2/solver_competition/by_tx_hash/{tx_hash}';
};
export type GetSolverCompetitionByTxHashV2Errors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * No competition is stored for this auction or transaction, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetSolverCompetitionByTxHashV2Error = GetSolverCompetitionByTxHashV2Errors[keyof GetSolverCompetitionByTxHashV2Errors];
export type GetSolverCompetitionByTxHashV2Responses = {
    /**
     * The competition.
     */
    200: SolverCompetitionV2;
};
export type GetSolverCompetitionByTxHashV2Response = GetSolverCompetitionByTxHashV2Responses[keyof GetSolverCompetitionByTxHashV2Responses];
export type GetSolverCompetitionByAuctionIdRestrictedV2Data = {
    body?: never;
    path: {
        /**
         * The auction id, at most 2^53 − 1.
         */
        auction_id: number;
    };
    query?: never;
    url: '/restricted/api/v2/solver_competition/{auction_id}';
};
export type GetSolverCompetitionByAuctionIdRestrictedV2Errors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * No competition is stored for this auction or transaction, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetSolverCompetitionByAuctionIdRestrictedV2Error = GetSolverCompetitionByAuctionIdRestrictedV2Errors[keyof GetSolverCompetitionByAuctionIdRestrictedV2Errors];
export type GetSolverCompetitionByAuctionIdRestrictedV2Responses = {
    /**
     * The competition.
     */
    200: SolverCompetitionV2;
};
export type GetSolverCompetitionByAuctionIdRestrictedV2Response = GetSolverCompetitionByAuctionIdRestrictedV2Responses[keyof GetSolverCompetitionByAuctionIdRestrictedV2Responses];
export type GetOrderDebugReportData = {
    body?: never;
    path: {
        /**
         * The order UID (`0x` optional).
         */
        uid: UidParam;
    };
    query?: never;
    url: '/api/v1/debug/order/{uid}';
};
export type GetOrderDebugReportErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetOrderDebugReportError = GetOrderDebugReportErrors[keyof GetOrderDebugReportErrors];
export type GetOrderDebugReportResponses = {
    /**
     * The debug report.
     */
    200: DebugOrderResponse;
};
export type GetOrderDebugReportResponse = GetOrderDebugReportResponses[keyof GetOrderDebugReportResponses];
export type DebugOrderData = {
    body?: never;
    path: {
        /**
         * The order UID (`0x` optional).
         */
        uid: UidParam;
    };
    query?: never;
    url: '/restricted/api/v1/debug/order/{uid}';
};
export type DebugOrderErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type DebugOrderError = DebugOrderErrors[keyof DebugOrderErrors];
export type DebugOrderResponses = {
    /**
     * The debug report.
     */
    200: DebugOrderResponse;
};
export type DebugOrderResponse2 = DebugOrderResponses[keyof DebugOrderResponses];
export type DebugSimulationPostData = {
    body: OrderSimulationRequest;
    path?: never;
    query?: never;
    url: '/restricted/api/v1/debug/simulation';
};
export type DebugSimulationPostErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type DebugSimulationPostError = DebugSimulationPostErrors[keyof DebugSimulationPostErrors];
export type DebugSimulationPostResponses = {
    /**
     * The simulation.
     */
    200: OrderSimulation;
};
export type DebugSimulationPostResponse = DebugSimulationPostResponses[keyof DebugSimulationPostResponses];
export type DebugSimulationData = {
    body?: never;
    path: {
        /**
         * The order UID (`0x` optional).
         */
        uid: UidParam;
    };
    query?: {
        /**
         * The block to simulate at; the latest when absent.
         */
        block_number?: number;
    };
    url: '/restricted/api/v1/debug/simulation/{uid}';
};
export type DebugSimulationErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type DebugSimulationError = DebugSimulationErrors[keyof DebugSimulationErrors];
export type DebugSimulationResponses = {
    /**
     * The simulation.
     */
    200: OrderSimulation;
};
export type DebugSimulationResponse = DebugSimulationResponses[keyof DebugSimulationResponses];
export type GetTokenNativePriceData = {
    body?: never;
    path: {
        token: AddressParam;
    };
    query?: never;
    url: '/api/v1/token/{token}/native_price';
};
export type GetTokenNativePriceErrors = {
    /**
     * Malformed address or unsupported token.
     */
    400: NativePriceBadRequestError;
    /**
     * No price for the token, or unknown network.
     */
    404: NativePriceNotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetTokenNativePriceError = GetTokenNativePriceErrors[keyof GetTokenNativePriceErrors];
export type GetTokenNativePriceResponses = {
    /**
     * The estimated native price.
     */
    200: NativePriceResponse;
};
export type GetTokenNativePriceResponse = GetTokenNativePriceResponses[keyof GetTokenNativePriceResponses];
export type GetTokenMetadataData = {
    body?: never;
    path: {
        token: AddressParam;
    };
    query?: never;
    url: '/api/v1/token/{token}/metadata';
};
export type GetTokenMetadataErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetTokenMetadataError = GetTokenMetadataErrors[keyof GetTokenMetadataErrors];
export type GetTokenMetadataResponses = {
    /**
     * The token's metadata.
     */
    200: TokenMetadata;
};
export type GetTokenMetadataResponse = GetTokenMetadataResponses[keyof GetTokenMetadataResponses];
export type GetReadinessData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/v1/ready';
};
export type GetReadinessErrors = {
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetReadinessError = GetReadinessErrors[keyof GetReadinessErrors];
export type GetReadinessResponses = {
    /**
     * Ready.
     */
    200: string;
};
export type GetReadinessResponse = GetReadinessResponses[keyof GetReadinessResponses];
export type GetAddressTotalSurplusData = {
    body?: never;
    path: {
        address: AddressParam;
    };
    query?: never;
    url: '/api/v1/users/{address}/total_surplus';
};
export type GetAddressTotalSurplusErrors = {
    /**
     * A parameter or the body violates the schema.
     */
    400: InvalidParameterError;
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetAddressTotalSurplusError = GetAddressTotalSurplusErrors[keyof GetAddressTotalSurplusErrors];
export type GetAddressTotalSurplusResponses = {
    /**
     * The total surplus.
     */
    200: TotalSurplus;
};
export type GetAddressTotalSurplusResponse = GetAddressTotalSurplusResponses[keyof GetAddressTotalSurplusResponses];
export type GetApiVersionData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/v1/version';
};
export type GetApiVersionErrors = {
    /**
     * Not found, or unknown network.
     */
    404: NotFoundError;
    /**
     * Too many requests from this client; retry after `Retry-After` seconds.
     */
    429: RateLimitedError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetApiVersionError = GetApiVersionErrors[keyof GetApiVersionErrors];
export type GetApiVersionResponses = {
    /**
     * The version.
     */
    200: string;
};
export type GetApiVersionResponse = GetApiVersionResponses[keyof GetApiVersionResponses];
