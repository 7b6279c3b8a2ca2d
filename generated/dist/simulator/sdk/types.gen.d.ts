export type ClientOptions = {
    baseUrl: 'http://localhost:8080/{network}' | (string & {});
};
/**
 * Error-specific payload.
 */
export type ErrorData = {
    [key: string]: unknown;
};
/**
 * A parameter or the body violates the schema, or the change is impossible; `description` names the field.
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
 * Unexpected error; the description is empty.
 */
export type InternalServerError = {
    errorType: 'InternalServerError';
    description: string;
};
/**
 * The control call lacks the server's bearer token.
 */
export type UnauthorizedError = {
    errorType: 'Unauthorized';
    description: string;
};
/**
 * The body is not JSON by its Content-Type.
 */
export type UnsupportedMediaTypeError = {
    errorType: 'UnsupportedMediaType';
    description: string;
};
/**
 * The body exceeds the size limit.
 */
export type PayloadTooLargeError = {
    errorType: 'PayloadTooLarge';
    description: string;
};
/**
 * A block of the network.
 */
export type Block = {
    /**
     * Block number.
     */
    number: number;
    /**
     * Unix time of the block in seconds, as on chain.
     */
    timestamp: number;
    time: Timestamp;
};
/**
 * A listed token with its current prices.
 */
export type TokenState = {
    address: Address;
    symbol: string;
    decimals: number;
    /**
     * Reference USD price of one whole token (it follows a seeded random walk per block).
     */
    usdPrice: number;
    /**
     * Native wei per 1e18 atoms (the auction price format), from the pools; null without a pool.
     */
    nativePrice: BigUint | null;
    /**
     * Why the order book refuses the token (for example `fee-on-transfer`); absent when supported.
     */
    unsupported?: string;
};
/**
 * An account's balance and vault-relayer allowance of one token.
 */
export type AccountBalance = {
    token: Address;
    symbol: string;
    balance: TokenAmount;
    allowance: TokenAmount;
};
/**
 * What the world knows about one account.
 */
export type AccountState = {
    address: Address;
    nativeBalance: TokenAmount;
    balances: Array<AccountBalance>;
    isContract: boolean;
    banned: boolean;
    contractWallet?: ContractWallet;
};
/**
 * A constant-product pool of the world and its reserves at the latest block.
 */
export type PoolState = {
    address: Address;
    /**
     * The token whose address sorts first.
     */
    token0: Address;
    token1: Address;
    /**
     * Atoms of `token0` the pool holds.
     */
    reserve0: TokenAmount;
    /**
     * Atoms of `token1` the pool holds.
     */
    reserve1: TokenAmount;
    /**
     * Swap fee in basis points.
     */
    feeBps: number;
};
/**
 * The network's block, the shared time, gas and token prices, its pools, and optionally one account.
 */
export type WorldSnapshot = {
    network: string;
    chainId: number;
    clockMode: 'wall' | 'manual';
    time: Timestamp;
    block: Block;
    gasPrice: BigUint;
    tokens: Array<TokenState>;
    /**
     * Every pool of the network, in scenario order (the liquidity auctions route through).
     */
    pools: Array<PoolState>;
    account?: AccountState;
};
/**
 * Add `amount` atoms of `token` (or native, with 0xEeee…) to `account`.
 */
export type MintBalanceRequest = {
    token: Address;
    account: Address;
    amount: TokenAmount;
};
/**
 * Remove `amount` atoms (default all) of `token` (or native) from `account`.
 */
export type DrainBalanceRequest = {
    token: Address;
    account: Address;
    amount?: TokenAmount;
};
/**
 * The balance after the change.
 */
export type BalanceResponse = {
    token: Address;
    account: Address;
    balance: TokenAmount;
    /**
     * The block the change is recorded in.
     */
    blockNumber: number;
};
/**
 * Set `owner`'s allowance of `token` to `spender` (default the vault relayer).
 */
export type SetAllowanceRequest = {
    token: Address;
    owner: Address;
    spender?: Address;
    amount: TokenAmount;
};
/**
 * Set `owner`'s allowance of `token` to `spender` (default the vault relayer) to zero.
 */
export type RevokeAllowanceRequest = {
    token: Address;
    owner: Address;
    spender?: Address;
};
/**
 * The allowance after the change.
 */
export type AllowanceResponse = {
    token: Address;
    owner: Address;
    spender: Address;
    allowance: TokenAmount;
    blockNumber: number;
};
/**
 * `setPreSignature(orderUid, signed)` sent by the order's owner (uid bytes 32..52).
 */
export type SetPreSignatureRequest = {
    orderUid: Uid;
    signed: boolean;
};
/**
 * The `PreSignature` event; the latest event per uid decides.
 */
export type PreSignatureResponse = {
    orderUid: Uid;
    owner: Address;
    signed: boolean;
    blockNumber: number;
    logIndex: number;
};
/**
 * `invalidateOrder(orderUid)` on the settlement contract.
 */
export type InvalidateOrderRequest = {
    orderUid: Uid;
};
/**
 * The `OrderInvalidated` event (the first one, if the order was already invalidated).
 */
export type InvalidationResponse = {
    orderUid: Uid;
    blockNumber: number;
    logIndex: number;
};
/**
 * Deploy an ERC-1271 threshold wallet: `isValidSignature(digest, signature)` returns
 * `0x1626ba7e` when `signature` concatenates 65-byte ECDSA signatures of `digest` by at
 * least `threshold` distinct owners. Without `address` the wallet gets a deterministic one.
 *
 */
export type CreateContractWalletRequest = {
    owners: Array<Address>;
    threshold: number;
    address?: Address;
};
/**
 * An ERC-1271 threshold wallet.
 */
export type ContractWallet = {
    address: Address;
    owners: Array<Address>;
    threshold: number;
};
/**
 * Whether the address is banned now.
 */
export type BanResponse = {
    address: Address;
    banned: boolean;
};
/**
 * The token's new reference USD price; its pools follow at once.
 */
export type SetTokenPriceRequest = {
    usdPrice: number;
};
/**
 * `blocks` alone mines that many blocks, each one block time later; `seconds` alone moves
 * the shared clock without mining; both mine `blocks` blocks spread evenly over `seconds`
 * (the last at the new time). Prices take one random-walk step per block.
 *
 */
export type AdvanceRequest = {
    /**
     * At most 10,000 per call.
     */
    blocks?: number;
    /**
     * At most 30 days; advance again to go further.
     */
    seconds?: number;
};
/**
 * The network's latest block and the shared time after the advance.
 */
export type AdvanceResponse = {
    network: string;
    blocksMined: number;
    block: Block;
    time: Timestamp;
};
/**
 * Address in a path or query parameter; the `0x` prefix is optional.
 */
export type AddressParam = string;
/**
 * Date and time, ISO 8601 / RFC 3339 in UTC.
 */
export type Timestamp = string;
/**
 * A big unsigned integer written in decimal.
 */
export type BigUint = string;
/**
 * 20-byte Ethereum address, `0x`-prefixed hex, case-insensitive (checksummed or lower case).
 */
export type Address = string;
/**
 * Amount of a token in atoms: a `uint256` written in decimal. Hex is not accepted. Values above 2^256 - 1 pass the schema and are rejected by the operation with its overflow error.
 */
export type TokenAmount = string;
/**
 * Order unique identifier: 56 bytes, `0x`-prefixed hex. Bytes 0..32 are the EIP-712 order digest, bytes 32..52 the owner address and bytes 52..56 `validTo` as a big-endian `uint32`.
 */
export type Uid = string;
/**
 * The account.
 */
export type Address2 = AddressParam;
export type GetWorldSnapshotData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Include this account's native balance, token balances and allowances.
         */
        account?: AddressParam;
    };
    url: '/sim/v1/snapshot';
};
export type GetWorldSnapshotErrors = {
    /**
     * A parameter or the body violates the schema, or the world cannot apply the change.
     */
    400: InvalidParameterError;
    /**
     * The server has a `SIM_CONTROL_TOKEN` and the request lacks `Authorization: Bearer <token>`
     * or names another token.
     *
     */
    401: UnauthorizedError;
    /**
     * Unknown network (or the control API is disabled with `SIM_CONTROL=off`).
     */
    404: NotFoundError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type GetWorldSnapshotError = GetWorldSnapshotErrors[keyof GetWorldSnapshotErrors];
export type GetWorldSnapshotResponses = {
    /**
     * The snapshot.
     */
    200: WorldSnapshot;
};
export type GetWorldSnapshotResponse = GetWorldSnapshotResponses[keyof GetWorldSnapshotResponses];
export type MintBalanceData = {
    body: MintBalanceRequest;
    path?: never;
    query?: never;
    url: '/sim/v1/balances/mint';
};
export type MintBalanceErrors = {
    /**
     * A parameter or the body violates the schema, or the world cannot apply the change.
     */
    400: InvalidParameterError;
    /**
     * The server has a `SIM_CONTROL_TOKEN` and the request lacks `Authorization: Bearer <token>`
     * or names another token.
     *
     */
    401: UnauthorizedError;
    /**
     * Unknown network (or the control API is disabled with `SIM_CONTROL=off`).
     */
    404: NotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not `application/json` (or names a charset other than UTF-8), or has no Content-Type.
     */
    415: UnsupportedMediaTypeError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type MintBalanceError = MintBalanceErrors[keyof MintBalanceErrors];
export type MintBalanceResponses = {
    /**
     * The new balance.
     */
    200: BalanceResponse;
};
export type MintBalanceResponse = MintBalanceResponses[keyof MintBalanceResponses];
export type DrainBalanceData = {
    body: DrainBalanceRequest;
    path?: never;
    query?: never;
    url: '/sim/v1/balances/drain';
};
export type DrainBalanceErrors = {
    /**
     * A parameter or the body violates the schema, or the world cannot apply the change.
     */
    400: InvalidParameterError;
    /**
     * The server has a `SIM_CONTROL_TOKEN` and the request lacks `Authorization: Bearer <token>`
     * or names another token.
     *
     */
    401: UnauthorizedError;
    /**
     * Unknown network (or the control API is disabled with `SIM_CONTROL=off`).
     */
    404: NotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not `application/json` (or names a charset other than UTF-8), or has no Content-Type.
     */
    415: UnsupportedMediaTypeError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type DrainBalanceError = DrainBalanceErrors[keyof DrainBalanceErrors];
export type DrainBalanceResponses = {
    /**
     * The new balance.
     */
    200: BalanceResponse;
};
export type DrainBalanceResponse = DrainBalanceResponses[keyof DrainBalanceResponses];
export type SetAllowanceData = {
    body: SetAllowanceRequest;
    path?: never;
    query?: never;
    url: '/sim/v1/allowances';
};
export type SetAllowanceErrors = {
    /**
     * A parameter or the body violates the schema, or the world cannot apply the change.
     */
    400: InvalidParameterError;
    /**
     * The server has a `SIM_CONTROL_TOKEN` and the request lacks `Authorization: Bearer <token>`
     * or names another token.
     *
     */
    401: UnauthorizedError;
    /**
     * Unknown network (or the control API is disabled with `SIM_CONTROL=off`).
     */
    404: NotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not `application/json` (or names a charset other than UTF-8), or has no Content-Type.
     */
    415: UnsupportedMediaTypeError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type SetAllowanceError = SetAllowanceErrors[keyof SetAllowanceErrors];
export type SetAllowanceResponses = {
    /**
     * The new allowance.
     */
    200: AllowanceResponse;
};
export type SetAllowanceResponse = SetAllowanceResponses[keyof SetAllowanceResponses];
export type RevokeAllowanceData = {
    body: RevokeAllowanceRequest;
    path?: never;
    query?: never;
    url: '/sim/v1/allowances/revoke';
};
export type RevokeAllowanceErrors = {
    /**
     * A parameter or the body violates the schema, or the world cannot apply the change.
     */
    400: InvalidParameterError;
    /**
     * The server has a `SIM_CONTROL_TOKEN` and the request lacks `Authorization: Bearer <token>`
     * or names another token.
     *
     */
    401: UnauthorizedError;
    /**
     * Unknown network (or the control API is disabled with `SIM_CONTROL=off`).
     */
    404: NotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not `application/json` (or names a charset other than UTF-8), or has no Content-Type.
     */
    415: UnsupportedMediaTypeError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type RevokeAllowanceError = RevokeAllowanceErrors[keyof RevokeAllowanceErrors];
export type RevokeAllowanceResponses = {
    /**
     * The allowance, now zero.
     */
    200: AllowanceResponse;
};
export type RevokeAllowanceResponse = RevokeAllowanceResponses[keyof RevokeAllowanceResponses];
export type SetPreSignatureData = {
    body: SetPreSignatureRequest;
    path?: never;
    query?: never;
    url: '/sim/v1/presignatures';
};
export type SetPreSignatureErrors = {
    /**
     * A parameter or the body violates the schema, or the world cannot apply the change.
     */
    400: InvalidParameterError;
    /**
     * The server has a `SIM_CONTROL_TOKEN` and the request lacks `Authorization: Bearer <token>`
     * or names another token.
     *
     */
    401: UnauthorizedError;
    /**
     * Unknown network (or the control API is disabled with `SIM_CONTROL=off`).
     */
    404: NotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not `application/json` (or names a charset other than UTF-8), or has no Content-Type.
     */
    415: UnsupportedMediaTypeError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type SetPreSignatureError = SetPreSignatureErrors[keyof SetPreSignatureErrors];
export type SetPreSignatureResponses = {
    /**
     * The event.
     */
    200: PreSignatureResponse;
};
export type SetPreSignatureResponse = SetPreSignatureResponses[keyof SetPreSignatureResponses];
export type InvalidateOrderData = {
    body: InvalidateOrderRequest;
    path?: never;
    query?: never;
    url: '/sim/v1/invalidations';
};
export type InvalidateOrderErrors = {
    /**
     * A parameter or the body violates the schema, or the world cannot apply the change.
     */
    400: InvalidParameterError;
    /**
     * The server has a `SIM_CONTROL_TOKEN` and the request lacks `Authorization: Bearer <token>`
     * or names another token.
     *
     */
    401: UnauthorizedError;
    /**
     * Unknown network (or the control API is disabled with `SIM_CONTROL=off`).
     */
    404: NotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not `application/json` (or names a charset other than UTF-8), or has no Content-Type.
     */
    415: UnsupportedMediaTypeError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type InvalidateOrderError = InvalidateOrderErrors[keyof InvalidateOrderErrors];
export type InvalidateOrderResponses = {
    /**
     * The event.
     */
    200: InvalidationResponse;
};
export type InvalidateOrderResponse = InvalidateOrderResponses[keyof InvalidateOrderResponses];
export type CreateContractWalletData = {
    body: CreateContractWalletRequest;
    path?: never;
    query?: never;
    url: '/sim/v1/wallets';
};
export type CreateContractWalletErrors = {
    /**
     * A parameter or the body violates the schema, or the world cannot apply the change.
     */
    400: InvalidParameterError;
    /**
     * The server has a `SIM_CONTROL_TOKEN` and the request lacks `Authorization: Bearer <token>`
     * or names another token.
     *
     */
    401: UnauthorizedError;
    /**
     * Unknown network (or the control API is disabled with `SIM_CONTROL=off`).
     */
    404: NotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not `application/json` (or names a charset other than UTF-8), or has no Content-Type.
     */
    415: UnsupportedMediaTypeError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type CreateContractWalletError = CreateContractWalletErrors[keyof CreateContractWalletErrors];
export type CreateContractWalletResponses = {
    /**
     * The deployed wallet.
     */
    201: ContractWallet;
};
export type CreateContractWalletResponse = CreateContractWalletResponses[keyof CreateContractWalletResponses];
export type UnbanAddressData = {
    body?: never;
    path: {
        /**
         * The account.
         */
        address: AddressParam;
    };
    query?: never;
    url: '/sim/v1/bans/{address}';
};
export type UnbanAddressErrors = {
    /**
     * A parameter or the body violates the schema, or the world cannot apply the change.
     */
    400: InvalidParameterError;
    /**
     * The server has a `SIM_CONTROL_TOKEN` and the request lacks `Authorization: Bearer <token>`
     * or names another token.
     *
     */
    401: UnauthorizedError;
    /**
     * Unknown network (or the control API is disabled with `SIM_CONTROL=off`).
     */
    404: NotFoundError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type UnbanAddressError = UnbanAddressErrors[keyof UnbanAddressErrors];
export type UnbanAddressResponses = {
    /**
     * The address is not banned.
     */
    200: BanResponse;
};
export type UnbanAddressResponse = UnbanAddressResponses[keyof UnbanAddressResponses];
export type BanAddressData = {
    body?: never;
    path: {
        /**
         * The account.
         */
        address: AddressParam;
    };
    query?: never;
    url: '/sim/v1/bans/{address}';
};
export type BanAddressErrors = {
    /**
     * A parameter or the body violates the schema, or the world cannot apply the change.
     */
    400: InvalidParameterError;
    /**
     * The server has a `SIM_CONTROL_TOKEN` and the request lacks `Authorization: Bearer <token>`
     * or names another token.
     *
     */
    401: UnauthorizedError;
    /**
     * Unknown network (or the control API is disabled with `SIM_CONTROL=off`).
     */
    404: NotFoundError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type BanAddressError = BanAddressErrors[keyof BanAddressErrors];
export type BanAddressResponses = {
    /**
     * The address is banned.
     */
    200: BanResponse;
};
export type BanAddressResponse = BanAddressResponses[keyof BanAddressResponses];
export type SetTokenPriceData = {
    body: SetTokenPriceRequest;
    path: {
        /**
         * A listed token of the network.
         */
        token: AddressParam;
    };
    query?: never;
    url: '/sim/v1/tokens/{token}/price';
};
export type SetTokenPriceErrors = {
    /**
     * A parameter or the body violates the schema, or the world cannot apply the change.
     */
    400: InvalidParameterError;
    /**
     * The server has a `SIM_CONTROL_TOKEN` and the request lacks `Authorization: Bearer <token>`
     * or names another token.
     *
     */
    401: UnauthorizedError;
    /**
     * Unknown network, or the token is not listed on it.
     */
    404: NotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not `application/json` (or names a charset other than UTF-8), or has no Content-Type.
     */
    415: UnsupportedMediaTypeError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type SetTokenPriceError = SetTokenPriceErrors[keyof SetTokenPriceErrors];
export type SetTokenPriceResponses = {
    /**
     * The token with its new prices.
     */
    200: TokenState;
};
export type SetTokenPriceResponse = SetTokenPriceResponses[keyof SetTokenPriceResponses];
export type AdvanceWorldData = {
    body: AdvanceRequest;
    path?: never;
    query?: never;
    url: '/sim/v1/advance';
};
export type AdvanceWorldErrors = {
    /**
     * A parameter or the body violates the schema, or the world cannot apply the change.
     */
    400: InvalidParameterError;
    /**
     * The server has a `SIM_CONTROL_TOKEN` and the request lacks `Authorization: Bearer <token>`
     * or names another token.
     *
     */
    401: UnauthorizedError;
    /**
     * Unknown network (or the control API is disabled with `SIM_CONTROL=off`).
     */
    404: NotFoundError;
    /**
     * The request body is larger than 16 KiB.
     */
    413: PayloadTooLargeError;
    /**
     * The body is not `application/json` (or names a charset other than UTF-8), or has no Content-Type.
     */
    415: UnsupportedMediaTypeError;
    /**
     * Unexpected error.
     */
    500: InternalServerError;
};
export type AdvanceWorldError = AdvanceWorldErrors[keyof AdvanceWorldErrors];
export type AdvanceWorldResponses = {
    /**
     * The latest block and the time.
     */
    200: AdvanceResponse;
};
export type AdvanceWorldResponse = AdvanceWorldResponses[keyof AdvanceWorldResponses];
