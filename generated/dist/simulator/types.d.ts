export interface paths {
    "/sim/v1/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the network's world.
         * @description Block, shared time, gas price, token prices, pool reserves and, with `account`, that account's balances.
         */
        get: operations["getWorldSnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sim/v1/balances/mint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add to an account's balance.
         * @description Mints `amount` atoms of `token` (or of the native asset with `0xEeee…`) to `account`.
         */
        post: operations["mintBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sim/v1/balances/drain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take from an account's balance.
         * @description Removes `amount` atoms (all when omitted) of `token` (or native) from `account`, for
         *     example to make a submission fail with `InsufficientBalance`. More than the balance is 400.
         */
        post: operations["drainBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sim/v1/allowances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set an allowance.
         * @description `approve(spender, amount)` by `owner`; the spender defaults to the vault relayer.
         */
        post: operations["setAllowance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sim/v1/allowances/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an allowance.
         * @description Sets the allowance to zero, for example to make a submission fail with `InsufficientAllowance`.
         */
        post: operations["revokeAllowance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sim/v1/presignatures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set or revoke a presignature.
         * @description Emits `PreSignature(owner, orderUid, signed)` in the current block; the latest event per
         *     uid decides whether a `presign` order may trade.
         */
        post: operations["setPreSignature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sim/v1/invalidations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invalidate an order on chain.
         * @description Emits `OrderInvalidated(owner, orderUid)`; the order can never trade again. Idempotent.
         */
        post: operations["invalidateOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sim/v1/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deploy an ERC-1271 threshold wallet.
         * @description The wallet can own orders signed with `eip1271`: the order's signature is the owners'
         *     65-byte ECDSA signatures of the order digest, concatenated. Like any account without
         *     explicit state, it is sandbox-funded when the scenario funds fresh accounts.
         */
        post: operations["createContractWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sim/v1/bans/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account. */
                address: components["parameters"]["Address"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Ban an address.
         * @description Orders owned by or paying a banned address are refused with 403 `Forbidden`. Idempotent.
         */
        put: operations["banAddress"];
        post?: never;
        /**
         * Unban an address.
         * @description Idempotent.
         */
        delete: operations["unbanAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sim/v1/tokens/{token}/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a token's price.
         * @description Sets the reference USD price; every pool holding the token moves to it at once (keeping
         *     its k), so native prices, quotes and auctions follow. The random walk continues from it.
         */
        put: operations["setTokenPrice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sim/v1/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Advance time and/or blocks.
         * @description Moves the shared clock and mines blocks on this network. Each block moves prices one
         *     step and starts one auction. Works in both clock modes (in `wall` mode it jumps ahead of
         *     real time).
         *
         *     A block whose auction fails unexpectedly ends the advance with `500`: the blocks before
         *     it and the block itself stay mined (the clock at its time), while its settlement and
         *     auction are undone in the world and the order book alike. Advancing again goes on from
         *     there.
         */
        post: operations["advanceWorld"];
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
        /** @description Error-specific payload. */
        ErrorData: {
            [key: string]: unknown;
        };
        /** @description A parameter or the body violates the schema, or the change is impossible; `description` names the field. */
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
        /** @description Unexpected error; the description is empty. */
        InternalServerError: {
            /** @enum {string} */
            errorType: "InternalServerError";
            description: string;
        };
        /** @description The control call lacks the server's bearer token. */
        UnauthorizedError: {
            /** @enum {string} */
            errorType: "Unauthorized";
            description: string;
        };
        /** @description The body is not JSON by its Content-Type. */
        UnsupportedMediaTypeError: {
            /** @enum {string} */
            errorType: "UnsupportedMediaType";
            description: string;
        };
        /** @description The body exceeds the size limit. */
        PayloadTooLargeError: {
            /** @enum {string} */
            errorType: "PayloadTooLarge";
            description: string;
        };
        /** @description A block of the network. */
        Block: {
            /** @description Block number. */
            number: number;
            /** @description Unix time of the block in seconds, as on chain. */
            timestamp: number;
            time: components["schemas"]["Timestamp"];
        };
        /** @description A listed token with its current prices. */
        TokenState: {
            address: components["schemas"]["Address"];
            symbol: string;
            decimals: number;
            /** @description Reference USD price of one whole token (it follows a seeded random walk per block). */
            usdPrice: number;
            /** @description Native wei per 1e18 atoms (the auction price format), from the pools; null without a pool. */
            nativePrice: components["schemas"]["BigUint"] | null;
            /** @description Why the order book refuses the token (for example `fee-on-transfer`); absent when supported. */
            unsupported?: string;
        };
        /** @description An account's balance and vault-relayer allowance of one token. */
        AccountBalance: {
            token: components["schemas"]["Address"];
            symbol: string;
            balance: components["schemas"]["TokenAmount"];
            allowance: components["schemas"]["TokenAmount"];
        };
        /** @description What the world knows about one account. */
        AccountState: {
            address: components["schemas"]["Address"];
            nativeBalance: components["schemas"]["TokenAmount"];
            balances: components["schemas"]["AccountBalance"][];
            isContract: boolean;
            banned: boolean;
            contractWallet?: components["schemas"]["ContractWallet"];
        };
        /** @description A constant-product pool of the world and its reserves at the latest block. */
        PoolState: {
            address: components["schemas"]["Address"];
            /** @description The token whose address sorts first. */
            token0: components["schemas"]["Address"];
            token1: components["schemas"]["Address"];
            /** @description Atoms of `token0` the pool holds. */
            reserve0: components["schemas"]["TokenAmount"];
            /** @description Atoms of `token1` the pool holds. */
            reserve1: components["schemas"]["TokenAmount"];
            /** @description Swap fee in basis points. */
            feeBps: number;
        };
        /** @description The network's block, the shared time, gas and token prices, its pools, and optionally one account. */
        WorldSnapshot: {
            network: string;
            chainId: number;
            /** @enum {string} */
            clockMode: "wall" | "manual";
            time: components["schemas"]["Timestamp"];
            block: components["schemas"]["Block"];
            gasPrice: components["schemas"]["BigUint"];
            tokens: components["schemas"]["TokenState"][];
            /** @description Every pool of the network, in scenario order (the liquidity auctions route through). */
            pools: components["schemas"]["PoolState"][];
            account?: components["schemas"]["AccountState"];
        };
        /** @description Add `amount` atoms of `token` (or native, with 0xEeee…) to `account`. */
        MintBalanceRequest: {
            token: components["schemas"]["Address"];
            account: components["schemas"]["Address"];
            amount: components["schemas"]["TokenAmount"];
        };
        /** @description Remove `amount` atoms (default all) of `token` (or native) from `account`. */
        DrainBalanceRequest: {
            token: components["schemas"]["Address"];
            account: components["schemas"]["Address"];
            amount?: components["schemas"]["TokenAmount"];
        };
        /** @description The balance after the change. */
        BalanceResponse: {
            token: components["schemas"]["Address"];
            account: components["schemas"]["Address"];
            balance: components["schemas"]["TokenAmount"];
            /** @description The block the change is recorded in. */
            blockNumber: number;
        };
        /** @description Set `owner`'s allowance of `token` to `spender` (default the vault relayer). */
        SetAllowanceRequest: {
            token: components["schemas"]["Address"];
            owner: components["schemas"]["Address"];
            spender?: components["schemas"]["Address"];
            amount: components["schemas"]["TokenAmount"];
        };
        /** @description Set `owner`'s allowance of `token` to `spender` (default the vault relayer) to zero. */
        RevokeAllowanceRequest: {
            token: components["schemas"]["Address"];
            owner: components["schemas"]["Address"];
            spender?: components["schemas"]["Address"];
        };
        /** @description The allowance after the change. */
        AllowanceResponse: {
            token: components["schemas"]["Address"];
            owner: components["schemas"]["Address"];
            spender: components["schemas"]["Address"];
            allowance: components["schemas"]["TokenAmount"];
            blockNumber: number;
        };
        /** @description `setPreSignature(orderUid, signed)` sent by the order's owner (uid bytes 32..52). */
        SetPreSignatureRequest: {
            orderUid: components["schemas"]["UID"];
            signed: boolean;
        };
        /** @description The `PreSignature` event; the latest event per uid decides. */
        PreSignatureResponse: {
            orderUid: components["schemas"]["UID"];
            owner: components["schemas"]["Address"];
            signed: boolean;
            blockNumber: number;
            logIndex: number;
        };
        /** @description `invalidateOrder(orderUid)` on the settlement contract. */
        InvalidateOrderRequest: {
            orderUid: components["schemas"]["UID"];
        };
        /** @description The `OrderInvalidated` event (the first one, if the order was already invalidated). */
        InvalidationResponse: {
            orderUid: components["schemas"]["UID"];
            blockNumber: number;
            logIndex: number;
        };
        /**
         * @description Deploy an ERC-1271 threshold wallet: `isValidSignature(digest, signature)` returns
         *     `0x1626ba7e` when `signature` concatenates 65-byte ECDSA signatures of `digest` by at
         *     least `threshold` distinct owners. Without `address` the wallet gets a deterministic one.
         */
        CreateContractWalletRequest: {
            owners: components["schemas"]["Address"][];
            threshold: number;
            address?: components["schemas"]["Address"];
        };
        /** @description An ERC-1271 threshold wallet. */
        ContractWallet: {
            address: components["schemas"]["Address"];
            owners: components["schemas"]["Address"][];
            threshold: number;
        };
        /** @description Whether the address is banned now. */
        BanResponse: {
            address: components["schemas"]["Address"];
            banned: boolean;
        };
        /** @description The token's new reference USD price; its pools follow at once. */
        SetTokenPriceRequest: {
            usdPrice: number;
        };
        /**
         * @description `blocks` alone mines that many blocks, each one block time later; `seconds` alone moves
         *     the shared clock without mining; both mine `blocks` blocks spread evenly over `seconds`
         *     (the last at the new time). Prices take one random-walk step per block.
         */
        AdvanceRequest: {
            /** @description At most 10,000 per call. */
            blocks?: number;
            /** @description At most 30 days; advance again to go further. */
            seconds?: number;
        };
        /** @description The network's latest block and the shared time after the advance. */
        AdvanceResponse: {
            network: string;
            blocksMined: number;
            block: components["schemas"]["Block"];
            time: components["schemas"]["Timestamp"];
        };
        /**
         * @description Address in a path or query parameter; the `0x` prefix is optional.
         * @example 0x6810e776880c02933d47db1b9fc05908e5386b96
         */
        AddressParam: string;
        /**
         * Format: date-time
         * @description Date and time, ISO 8601 / RFC 3339 in UTC.
         * @example 2026-11-25T18:35:18.814Z
         */
        Timestamp: string;
        /**
         * @description A big unsigned integer written in decimal.
         * @example 1234567890
         */
        BigUint: string;
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
         * @description Order unique identifier: 56 bytes, `0x`-prefixed hex. Bytes 0..32 are the EIP-712 order digest, bytes 32..52 the owner address and bytes 52..56 `validTo` as a big-endian `uint32`.
         * @example 0xff2e2e54d178997f173266817c1e9ed6fee1a1aae4b43971c53b543cffcc2969845c6f5599fbb25dbdd1b9b013daf85c03f3c63763e4bc4a
         */
        UID: string;
    };
    responses: {
        /** @description A parameter or the body violates the schema, or the world cannot apply the change. */
        InvalidParameter: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["InvalidParameterError"];
            };
        };
        /** @description Unknown network (or the control API is disabled with `SIM_CONTROL=off`). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotFoundError"];
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
        /**
         * @description The server has a `SIM_CONTROL_TOKEN` and the request lacks `Authorization: Bearer <token>`
         *     or names another token.
         */
        Unauthorized: {
            headers: {
                /** @description The scheme to use, `Bearer`. */
                "WWW-Authenticate": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UnauthorizedError"];
            };
        };
        /** @description The body is not `application/json` (or names a charset other than UTF-8), or has no Content-Type. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UnsupportedMediaTypeError"];
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
    };
    parameters: {
        /** @description The account. */
        Address: components["schemas"]["AddressParam"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getWorldSnapshot: {
        parameters: {
            query?: {
                /** @description Include this account's native balance, token balances and allowances. */
                account?: components["schemas"]["AddressParam"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshot. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorldSnapshot"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    mintBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MintBalanceRequest"];
            };
        };
        responses: {
            /** @description The new balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceResponse"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    drainBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DrainBalanceRequest"];
            };
        };
        responses: {
            /** @description The new balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceResponse"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    setAllowance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetAllowanceRequest"];
            };
        };
        responses: {
            /** @description The new allowance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllowanceResponse"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    revokeAllowance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokeAllowanceRequest"];
            };
        };
        responses: {
            /** @description The allowance, now zero. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllowanceResponse"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    setPreSignature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPreSignatureRequest"];
            };
        };
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreSignatureResponse"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    invalidateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvalidateOrderRequest"];
            };
        };
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvalidationResponse"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    createContractWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContractWalletRequest"];
            };
        };
        responses: {
            /** @description The deployed wallet. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractWallet"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    banAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account. */
                address: components["parameters"]["Address"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address is banned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BanResponse"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    unbanAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account. */
                address: components["parameters"]["Address"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address is not banned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BanResponse"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    setTokenPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A listed token of the network. */
                token: components["schemas"]["AddressParam"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetTokenPriceRequest"];
            };
        };
        responses: {
            /** @description The token with its new prices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenState"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["Unauthorized"];
            /** @description Unknown network, or the token is not listed on it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    advanceWorld: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdvanceRequest"];
            };
        };
        responses: {
            /** @description The latest block and the time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdvanceResponse"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
}
