import * as z from 'zod';
/**
 * Error-specific payload.
 */
export declare const zErrorData: z.ZodRecord<z.ZodString, z.ZodUnknown>;
/**
 * A parameter or the body violates the schema, or the change is impossible; `description` names the field.
 */
export declare const zInvalidParameterError: z.ZodObject<{
    errorType: z.ZodEnum<{
        InvalidParameter: "InvalidParameter";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * The resource, route or network does not exist.
 */
export declare const zNotFoundError: z.ZodObject<{
    errorType: z.ZodEnum<{
        NotFound: "NotFound";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * Unexpected error; the description is empty.
 */
export declare const zInternalServerError: z.ZodObject<{
    errorType: z.ZodEnum<{
        InternalServerError: "InternalServerError";
    }>;
    description: z.ZodString;
}, z.core.$strip>;
/**
 * The control call lacks the server's bearer token.
 */
export declare const zUnauthorizedError: z.ZodObject<{
    errorType: z.ZodEnum<{
        Unauthorized: "Unauthorized";
    }>;
    description: z.ZodString;
}, z.core.$strip>;
/**
 * The body is not JSON by its Content-Type.
 */
export declare const zUnsupportedMediaTypeError: z.ZodObject<{
    errorType: z.ZodEnum<{
        UnsupportedMediaType: "UnsupportedMediaType";
    }>;
    description: z.ZodString;
}, z.core.$strip>;
/**
 * The body exceeds the size limit.
 */
export declare const zPayloadTooLargeError: z.ZodObject<{
    errorType: z.ZodEnum<{
        PayloadTooLarge: "PayloadTooLarge";
    }>;
    description: z.ZodString;
}, z.core.$strip>;
/**
 * The token's new reference USD price; its pools follow at once.
 */
export declare const zSetTokenPriceRequest: z.ZodObject<{
    usdPrice: z.ZodNumber;
}, z.core.$strip>;
/**
 * `blocks` alone mines that many blocks, each one block time later; `seconds` alone moves
 * the shared clock without mining; both mine `blocks` blocks spread evenly over `seconds`
 * (the last at the new time). Prices take one random-walk step per block.
 *
 */
export declare const zAdvanceRequest: z.ZodObject<{
    blocks: z.ZodOptional<z.ZodInt>;
    seconds: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
/**
 * Address in a path or query parameter; the `0x` prefix is optional.
 */
export declare const zAddressParam: z.ZodString;
/**
 * Date and time, ISO 8601 / RFC 3339 in UTC.
 */
export declare const zTimestamp: z.ZodISODateTime;
/**
 * A block of the network.
 */
export declare const zBlock: z.ZodObject<{
    number: z.ZodInt;
    timestamp: z.ZodInt;
    time: z.ZodISODateTime;
}, z.core.$strip>;
/**
 * The network's latest block and the shared time after the advance.
 */
export declare const zAdvanceResponse: z.ZodObject<{
    network: z.ZodString;
    blocksMined: z.ZodInt;
    block: z.ZodObject<{
        number: z.ZodInt;
        timestamp: z.ZodInt;
        time: z.ZodISODateTime;
    }, z.core.$strip>;
    time: z.ZodISODateTime;
}, z.core.$strip>;
/**
 * A big unsigned integer written in decimal.
 */
export declare const zBigUint: z.ZodString;
/**
 * 20-byte Ethereum address, `0x`-prefixed hex, case-insensitive (checksummed or lower case).
 */
export declare const zAddress: z.ZodString;
/**
 * A listed token with its current prices.
 */
export declare const zTokenState: z.ZodObject<{
    address: z.ZodString;
    symbol: z.ZodString;
    decimals: z.ZodInt;
    usdPrice: z.ZodNumber;
    nativePrice: z.ZodNullable<z.ZodString>;
    unsupported: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/**
 * Set `owner`'s allowance of `token` to `spender` (default the vault relayer) to zero.
 */
export declare const zRevokeAllowanceRequest: z.ZodObject<{
    token: z.ZodString;
    owner: z.ZodString;
    spender: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/**
 * Deploy an ERC-1271 threshold wallet: `isValidSignature(digest, signature)` returns
 * `0x1626ba7e` when `signature` concatenates 65-byte ECDSA signatures of `digest` by at
 * least `threshold` distinct owners. Without `address` the wallet gets a deterministic one.
 *
 */
export declare const zCreateContractWalletRequest: z.ZodObject<{
    owners: z.ZodArray<z.ZodString>;
    threshold: z.ZodInt;
    address: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/**
 * An ERC-1271 threshold wallet.
 */
export declare const zContractWallet: z.ZodObject<{
    address: z.ZodString;
    owners: z.ZodArray<z.ZodString>;
    threshold: z.ZodInt;
}, z.core.$strip>;
/**
 * Whether the address is banned now.
 */
export declare const zBanResponse: z.ZodObject<{
    address: z.ZodString;
    banned: z.ZodBoolean;
}, z.core.$strip>;
/**
 * Amount of a token in atoms: a `uint256` written in decimal. Hex is not accepted. Values above 2^256 - 1 pass the schema and are rejected by the operation with its overflow error.
 */
export declare const zTokenAmount: z.ZodString;
/**
 * An account's balance and vault-relayer allowance of one token.
 */
export declare const zAccountBalance: z.ZodObject<{
    token: z.ZodString;
    symbol: z.ZodString;
    balance: z.ZodString;
    allowance: z.ZodString;
}, z.core.$strip>;
/**
 * What the world knows about one account.
 */
export declare const zAccountState: z.ZodObject<{
    address: z.ZodString;
    nativeBalance: z.ZodString;
    balances: z.ZodArray<z.ZodObject<{
        token: z.ZodString;
        symbol: z.ZodString;
        balance: z.ZodString;
        allowance: z.ZodString;
    }, z.core.$strip>>;
    isContract: z.ZodBoolean;
    banned: z.ZodBoolean;
    contractWallet: z.ZodOptional<z.ZodObject<{
        address: z.ZodString;
        owners: z.ZodArray<z.ZodString>;
        threshold: z.ZodInt;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * A constant-product pool of the world and its reserves at the latest block.
 */
export declare const zPoolState: z.ZodObject<{
    address: z.ZodString;
    token0: z.ZodString;
    token1: z.ZodString;
    reserve0: z.ZodString;
    reserve1: z.ZodString;
    feeBps: z.ZodInt;
}, z.core.$strip>;
/**
 * The network's block, the shared time, gas and token prices, its pools, and optionally one account.
 */
export declare const zWorldSnapshot: z.ZodObject<{
    network: z.ZodString;
    chainId: z.ZodInt;
    clockMode: z.ZodEnum<{
        manual: "manual";
        wall: "wall";
    }>;
    time: z.ZodISODateTime;
    block: z.ZodObject<{
        number: z.ZodInt;
        timestamp: z.ZodInt;
        time: z.ZodISODateTime;
    }, z.core.$strip>;
    gasPrice: z.ZodString;
    tokens: z.ZodArray<z.ZodObject<{
        address: z.ZodString;
        symbol: z.ZodString;
        decimals: z.ZodInt;
        usdPrice: z.ZodNumber;
        nativePrice: z.ZodNullable<z.ZodString>;
        unsupported: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    pools: z.ZodArray<z.ZodObject<{
        address: z.ZodString;
        token0: z.ZodString;
        token1: z.ZodString;
        reserve0: z.ZodString;
        reserve1: z.ZodString;
        feeBps: z.ZodInt;
    }, z.core.$strip>>;
    account: z.ZodOptional<z.ZodObject<{
        address: z.ZodString;
        nativeBalance: z.ZodString;
        balances: z.ZodArray<z.ZodObject<{
            token: z.ZodString;
            symbol: z.ZodString;
            balance: z.ZodString;
            allowance: z.ZodString;
        }, z.core.$strip>>;
        isContract: z.ZodBoolean;
        banned: z.ZodBoolean;
        contractWallet: z.ZodOptional<z.ZodObject<{
            address: z.ZodString;
            owners: z.ZodArray<z.ZodString>;
            threshold: z.ZodInt;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * Add `amount` atoms of `token` (or native, with 0xEeee…) to `account`.
 */
export declare const zMintBalanceRequest: z.ZodObject<{
    token: z.ZodString;
    account: z.ZodString;
    amount: z.ZodString;
}, z.core.$strip>;
/**
 * Remove `amount` atoms (default all) of `token` (or native) from `account`.
 */
export declare const zDrainBalanceRequest: z.ZodObject<{
    token: z.ZodString;
    account: z.ZodString;
    amount: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/**
 * The balance after the change.
 */
export declare const zBalanceResponse: z.ZodObject<{
    token: z.ZodString;
    account: z.ZodString;
    balance: z.ZodString;
    blockNumber: z.ZodInt;
}, z.core.$strip>;
/**
 * Set `owner`'s allowance of `token` to `spender` (default the vault relayer).
 */
export declare const zSetAllowanceRequest: z.ZodObject<{
    token: z.ZodString;
    owner: z.ZodString;
    spender: z.ZodOptional<z.ZodString>;
    amount: z.ZodString;
}, z.core.$strip>;
/**
 * The allowance after the change.
 */
export declare const zAllowanceResponse: z.ZodObject<{
    token: z.ZodString;
    owner: z.ZodString;
    spender: z.ZodString;
    allowance: z.ZodString;
    blockNumber: z.ZodInt;
}, z.core.$strip>;
/**
 * Order unique identifier: 56 bytes, `0x`-prefixed hex. Bytes 0..32 are the EIP-712 order digest, bytes 32..52 the owner address and bytes 52..56 `validTo` as a big-endian `uint32`.
 */
export declare const zUid: z.ZodString;
/**
 * `setPreSignature(orderUid, signed)` sent by the order's owner (uid bytes 32..52).
 */
export declare const zSetPreSignatureRequest: z.ZodObject<{
    orderUid: z.ZodString;
    signed: z.ZodBoolean;
}, z.core.$strip>;
/**
 * The `PreSignature` event; the latest event per uid decides.
 */
export declare const zPreSignatureResponse: z.ZodObject<{
    orderUid: z.ZodString;
    owner: z.ZodString;
    signed: z.ZodBoolean;
    blockNumber: z.ZodInt;
    logIndex: z.ZodInt;
}, z.core.$strip>;
/**
 * `invalidateOrder(orderUid)` on the settlement contract.
 */
export declare const zInvalidateOrderRequest: z.ZodObject<{
    orderUid: z.ZodString;
}, z.core.$strip>;
/**
 * The `OrderInvalidated` event (the first one, if the order was already invalidated).
 */
export declare const zInvalidationResponse: z.ZodObject<{
    orderUid: z.ZodString;
    blockNumber: z.ZodInt;
    logIndex: z.ZodInt;
}, z.core.$strip>;
/**
 * The account.
 */
export declare const zAddress2: z.ZodString;
export declare const zGetWorldSnapshotQuery: z.ZodObject<{
    account: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/**
 * The snapshot.
 */
export declare const zGetWorldSnapshotResponse: z.ZodObject<{
    network: z.ZodString;
    chainId: z.ZodInt;
    clockMode: z.ZodEnum<{
        manual: "manual";
        wall: "wall";
    }>;
    time: z.ZodISODateTime;
    block: z.ZodObject<{
        number: z.ZodInt;
        timestamp: z.ZodInt;
        time: z.ZodISODateTime;
    }, z.core.$strip>;
    gasPrice: z.ZodString;
    tokens: z.ZodArray<z.ZodObject<{
        address: z.ZodString;
        symbol: z.ZodString;
        decimals: z.ZodInt;
        usdPrice: z.ZodNumber;
        nativePrice: z.ZodNullable<z.ZodString>;
        unsupported: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    pools: z.ZodArray<z.ZodObject<{
        address: z.ZodString;
        token0: z.ZodString;
        token1: z.ZodString;
        reserve0: z.ZodString;
        reserve1: z.ZodString;
        feeBps: z.ZodInt;
    }, z.core.$strip>>;
    account: z.ZodOptional<z.ZodObject<{
        address: z.ZodString;
        nativeBalance: z.ZodString;
        balances: z.ZodArray<z.ZodObject<{
            token: z.ZodString;
            symbol: z.ZodString;
            balance: z.ZodString;
            allowance: z.ZodString;
        }, z.core.$strip>>;
        isContract: z.ZodBoolean;
        banned: z.ZodBoolean;
        contractWallet: z.ZodOptional<z.ZodObject<{
            address: z.ZodString;
            owners: z.ZodArray<z.ZodString>;
            threshold: z.ZodInt;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const zMintBalanceBody: z.ZodObject<{
    token: z.ZodString;
    account: z.ZodString;
    amount: z.ZodString;
}, z.core.$strip>;
/**
 * The new balance.
 */
export declare const zMintBalanceResponse: z.ZodObject<{
    token: z.ZodString;
    account: z.ZodString;
    balance: z.ZodString;
    blockNumber: z.ZodInt;
}, z.core.$strip>;
export declare const zDrainBalanceBody: z.ZodObject<{
    token: z.ZodString;
    account: z.ZodString;
    amount: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/**
 * The new balance.
 */
export declare const zDrainBalanceResponse: z.ZodObject<{
    token: z.ZodString;
    account: z.ZodString;
    balance: z.ZodString;
    blockNumber: z.ZodInt;
}, z.core.$strip>;
export declare const zSetAllowanceBody: z.ZodObject<{
    token: z.ZodString;
    owner: z.ZodString;
    spender: z.ZodOptional<z.ZodString>;
    amount: z.ZodString;
}, z.core.$strip>;
/**
 * The new allowance.
 */
export declare const zSetAllowanceResponse: z.ZodObject<{
    token: z.ZodString;
    owner: z.ZodString;
    spender: z.ZodString;
    allowance: z.ZodString;
    blockNumber: z.ZodInt;
}, z.core.$strip>;
export declare const zRevokeAllowanceBody: z.ZodObject<{
    token: z.ZodString;
    owner: z.ZodString;
    spender: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/**
 * The allowance, now zero.
 */
export declare const zRevokeAllowanceResponse: z.ZodObject<{
    token: z.ZodString;
    owner: z.ZodString;
    spender: z.ZodString;
    allowance: z.ZodString;
    blockNumber: z.ZodInt;
}, z.core.$strip>;
export declare const zSetPreSignatureBody: z.ZodObject<{
    orderUid: z.ZodString;
    signed: z.ZodBoolean;
}, z.core.$strip>;
/**
 * The event.
 */
export declare const zSetPreSignatureResponse: z.ZodObject<{
    orderUid: z.ZodString;
    owner: z.ZodString;
    signed: z.ZodBoolean;
    blockNumber: z.ZodInt;
    logIndex: z.ZodInt;
}, z.core.$strip>;
export declare const zInvalidateOrderBody: z.ZodObject<{
    orderUid: z.ZodString;
}, z.core.$strip>;
/**
 * The event.
 */
export declare const zInvalidateOrderResponse: z.ZodObject<{
    orderUid: z.ZodString;
    blockNumber: z.ZodInt;
    logIndex: z.ZodInt;
}, z.core.$strip>;
export declare const zCreateContractWalletBody: z.ZodObject<{
    owners: z.ZodArray<z.ZodString>;
    threshold: z.ZodInt;
    address: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/**
 * The deployed wallet.
 */
export declare const zCreateContractWalletResponse: z.ZodObject<{
    address: z.ZodString;
    owners: z.ZodArray<z.ZodString>;
    threshold: z.ZodInt;
}, z.core.$strip>;
export declare const zUnbanAddressPath: z.ZodObject<{
    address: z.ZodString;
}, z.core.$strip>;
/**
 * The address is not banned.
 */
export declare const zUnbanAddressResponse: z.ZodObject<{
    address: z.ZodString;
    banned: z.ZodBoolean;
}, z.core.$strip>;
export declare const zBanAddressPath: z.ZodObject<{
    address: z.ZodString;
}, z.core.$strip>;
/**
 * The address is banned.
 */
export declare const zBanAddressResponse: z.ZodObject<{
    address: z.ZodString;
    banned: z.ZodBoolean;
}, z.core.$strip>;
export declare const zSetTokenPriceBody: z.ZodObject<{
    usdPrice: z.ZodNumber;
}, z.core.$strip>;
export declare const zSetTokenPricePath: z.ZodObject<{
    token: z.ZodString;
}, z.core.$strip>;
/**
 * The token with its new prices.
 */
export declare const zSetTokenPriceResponse: z.ZodObject<{
    address: z.ZodString;
    symbol: z.ZodString;
    decimals: z.ZodInt;
    usdPrice: z.ZodNumber;
    nativePrice: z.ZodNullable<z.ZodString>;
    unsupported: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const zAdvanceWorldBody: z.ZodObject<{
    blocks: z.ZodOptional<z.ZodInt>;
    seconds: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
/**
 * The latest block and the time.
 */
export declare const zAdvanceWorldResponse: z.ZodObject<{
    network: z.ZodString;
    blocksMined: z.ZodInt;
    block: z.ZodObject<{
        number: z.ZodInt;
        timestamp: z.ZodInt;
        time: z.ZodISODateTime;
    }, z.core.$strip>;
    time: z.ZodISODateTime;
}, z.core.$strip>;
