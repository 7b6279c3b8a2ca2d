export interface paths {
    "/solvers/{solver}/solve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Solve an auction.
         * @description Proposes solutions for the auction: uniform clearing prices, the trades that execute
         *     (each order's `executedAmount`: the sell amount for a sell order, the buy amount for a buy
         *     order, without the `fee`), and the interactions the settlement makes (`liquidity`
         *     referencing a pool of the request by `id`, or `custom` calls of the settlement contract
         *     that batchbook's world simulates), and JIT orders of the engine's own. batchbook scores every solution
         *     itself from the executed amounts, after applying the orders' protocol fees; a solution
         *     must settle (its swaps give at least their `outputAmount`) to compete. An engine with
         *     nothing to propose answers `{"solutions": []}`.
         *
         *     batchbook's built-in solver `{solver}` solves the request's auction with the request's
         *     liquidity only.
         */
        post: operations["solve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/solvers/{solver}/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hear what happened to a solution.
         * @description Fire and forget: batchbook does not wait for the answer or look at it. `kind` is one of
         *     the reference driver's notification kinds; `auctionId` and `solutionId` say what it is
         *     about (`solutionId` is the id the engine gave, or none when the notification is about the
         *     whole answer). batchbook sends `timeout`, `emptySolution`, `deserializationError`,
         *     `duplicatedSolutionId`, `simulationFailed`, `scoringFailed`, `banned`, `success`,
         *     `revert`, `cancelled` and `expired`; the others are accepted for engines that share this
         *     schema with the reference.
         *
         *     batchbook's built-in solvers accept and ignore notifications.
         */
        post: operations["notify"];
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
         * @description A `uint256` in decimal.
         * @example 1000000000000000000
         */
        Decimal: string;
        /** @description An auction as the driver offers it to an engine (the reference's `solvers-dto` `Auction`). */
        SolveRequest: {
            /** @description The auction id in decimal; null for a quote (batchbook always sends one). */
            id: string | null;
            /** @description Every token of the auction's orders and liquidity, by address. */
            tokens: {
                [key: string]: components["schemas"]["Token"];
            };
            orders: components["schemas"]["Order"][];
            /** @description The network's pools at the auction's block. */
            liquidity: components["schemas"]["ConstantProductPool"][];
            effectiveGasPrice: components["schemas"]["Decimal"];
            /** @description When batchbook stops waiting for the answer (RFC 3339, UTC). */
            deadline: string;
            surplusCapturingJitOrderOwners: components["schemas"]["Address"][];
        };
        Token: {
            decimals: number | null;
            symbol: string | null;
            /** @description Native wei per 1e18 atoms of the token (the auction's price), or null when the auction has none. */
            referencePrice: components["schemas"]["Decimal"] | null;
            /** @description What the settlement contract holds of the token (its buffer). */
            availableBalance: components["schemas"]["Decimal"];
            /** @description Whether the settlement contract may pay out of its buffer in this token (internalized interactions). */
            trusted: boolean;
        };
        /** @description An order of the auction; `sellAmount`/`buyAmount` are what is still available, `full…` what was signed. */
        Order: {
            uid: components["schemas"]["UID"];
            sellToken: components["schemas"]["Address"];
            buyToken: components["schemas"]["Address"];
            sellAmount: components["schemas"]["Decimal"];
            fullSellAmount: components["schemas"]["Decimal"];
            buyAmount: components["schemas"]["Decimal"];
            fullBuyAmount: components["schemas"]["Decimal"];
            /** @description The protocol fees batchbook applies to the trade (the engine does not withhold them). */
            feePolicies?: components["schemas"]["FeePolicy"][];
            validTo: number;
            /** @enum {string} */
            kind: "sell" | "buy";
            receiver?: components["schemas"]["Address"] | null;
            owner: components["schemas"]["Address"];
            partiallyFillable: boolean;
            preInteractions: components["schemas"]["InteractionData"][];
            postInteractions: components["schemas"]["InteractionData"][];
            /** @enum {string} */
            sellTokenSource: "erc20" | "external" | "internal";
            /** @enum {string} */
            buyTokenDestination: "erc20" | "internal";
            /**
             * @description `market` orders are filled without a `fee` in the solution; `limit` orders need one.
             * @enum {string}
             */
            class: "market" | "limit";
            appData: components["schemas"]["Bytes32"];
            /** @enum {string} */
            signingScheme: "eip712" | "ethsign" | "eip1271" | "presign";
            signature: components["schemas"]["HexBytes"];
        };
        /** @description A protocol fee policy, tagged by its kind (the reference's externally tagged enum). */
        FeePolicy: {
            surplus: {
                factor: number;
                maxVolumeFactor: number;
            };
        } | {
            priceImprovement: {
                factor: number;
                maxVolumeFactor: number;
                quote: {
                    sellAmount: components["schemas"]["Decimal"];
                    buyAmount: components["schemas"]["Decimal"];
                    fee: components["schemas"]["Decimal"];
                };
            };
        } | {
            volume: {
                factor: number;
            };
        };
        InteractionData: {
            target: components["schemas"]["Address"];
            value: components["schemas"]["Decimal"];
            callData: components["schemas"]["HexBytes"];
        };
        /** @description A Uniswap-v2-style pool; `id` is what a `liquidity` interaction names. */
        ConstantProductPool: {
            /** @constant */
            kind: "constantProduct";
            id: string;
            address: components["schemas"]["Address"];
            router: components["schemas"]["Address"];
            gasEstimate: components["schemas"]["Decimal"];
            /** @description The pool's two reserves, by token address. */
            tokens: {
                [key: string]: {
                    balance: components["schemas"]["Decimal"];
                };
            };
            /** @description The swap fee as a decimal fraction (`"0.003"` is 0.3 %). */
            fee: string;
        };
        SolveResponse: {
            solutions: components["schemas"]["Solution"][];
        } | {
            error: {
                /** @enum {string} */
                code: "tradingOutsideAllowedWindow" | "tokenTemporarilySuspended" | "insufficientLiquidity" | "other";
                message?: string;
            };
        };
        Solution: {
            /** @description Unique among the engine's solutions of the auction. */
            id: number;
            /** @description The uniform clearing price of every token a trade sells or buys. */
            prices: {
                [key: string]: components["schemas"]["Decimal"];
            };
            trades: (components["schemas"]["Fulfillment"] | components["schemas"]["JitTrade"])[];
            /** @description Calls of the settlement contract before it pulls the sell amounts; batchbook simulates the calls a `custom` interaction may make. */
            preInteractions?: components["schemas"]["Call"][];
            interactions: (components["schemas"]["LiquidityInteraction"] | components["schemas"]["CustomInteraction"])[];
            /** @description Calls of the settlement contract after it paid the buy amounts, simulated as `preInteractions` are. */
            postInteractions?: components["schemas"]["Call"][];
            gas?: number;
        };
        Fulfillment: {
            /** @constant */
            kind: "fulfillment";
            order: components["schemas"]["UID"];
            executedAmount: components["schemas"]["Decimal"];
            /** @description The network fee in sell-token atoms, taken on top of `executedAmount` for a sell order; required for limit orders, forbidden for market orders. */
            fee?: components["schemas"]["Decimal"];
        };
        /**
         * @description A just-in-time order of the engine's own, signed by its owner. Its uid is computed from
         *     the order and the owner its signature recovers (`eip712`, `ethsign`) or names (`presign`,
         *     `eip1271`: the owner's 20 bytes, then the wallet's signature). It trades at its own limit
         *     price and adds nothing to the score, unless its owner is one of the auction's
         *     `surplusCapturingJitOrderOwners`: then it trades at the clearing prices and its surplus
         *     counts. Its owner must hold and allow the vault relayer what it sells.
         */
        JitTrade: {
            /** @constant */
            kind: "jit";
            order: components["schemas"]["JitOrder"];
            executedAmount: components["schemas"]["Decimal"];
            fee?: components["schemas"]["Decimal"];
        };
        JitOrder: {
            sellToken: components["schemas"]["Address"];
            buyToken: components["schemas"]["Address"];
            receiver: components["schemas"]["Address"];
            sellAmount: components["schemas"]["Decimal"];
            buyAmount: components["schemas"]["Decimal"];
            /** @default false */
            partiallyFillable: boolean;
            validTo: number;
            appData: components["schemas"]["Bytes32"];
            /** @enum {string} */
            kind: "sell" | "buy";
            /**
             * @description batchbook simulates `erc20` balances only; a solution with another fails simulation.
             * @enum {string}
             */
            sellTokenBalance: "erc20" | "internal" | "external";
            /** @enum {string} */
            buyTokenBalance: "erc20" | "internal";
            /** @enum {string} */
            signingScheme: "eip712" | "ethsign" | "presign" | "eip1271";
            signature: components["schemas"]["HexBytes"];
        };
        Call: {
            target: components["schemas"]["Address"];
            value: components["schemas"]["Decimal"];
            callData: components["schemas"]["HexBytes"];
        };
        /** @description A swap through a pool of the request, by its `id`; `outputAmount` is the least the swap may give. */
        LiquidityInteraction: {
            /** @constant */
            kind: "liquidity";
            internalize: boolean;
            id: string;
            inputToken: components["schemas"]["Address"];
            outputToken: components["schemas"]["Address"];
            inputAmount: components["schemas"]["Decimal"];
            outputAmount: components["schemas"]["Decimal"];
        };
        /**
         * @description A call of the settlement contract. batchbook's world executes no arbitrary EVM code: it
         *     simulates ERC-20 `transfer` and `approve` of a token it knows, and `withdraw` of the
         *     wrapped native token, without value; `inputs` and `outputs` must declare what that call
         *     moves. A solution with another call fails simulation, with the reason (docs/decisions.md).
         */
        CustomInteraction: {
            /** @constant */
            kind: "custom";
            internalize: boolean;
            target: components["schemas"]["Address"];
            value: components["schemas"]["Decimal"];
            callData: components["schemas"]["HexBytes"];
            allowances: {
                token: components["schemas"]["Address"];
                spender: components["schemas"]["Address"];
                amount: components["schemas"]["Decimal"];
            }[];
            inputs: components["schemas"]["Asset"][];
            outputs: components["schemas"]["Asset"][];
        };
        Asset: {
            token: components["schemas"]["Address"];
            amount: components["schemas"]["Decimal"];
        };
        /** @description What happened to an engine's answer or solution; the fields besides these depend on `kind`. */
        Notification: {
            auctionId?: string | null;
            solutionId?: number | number[] | null;
            /** @enum {string} */
            kind: "timeout" | "emptySolution" | "duplicatedSolutionId" | "simulationFailed" | "scoringFailed" | "invalidClearingPrices" | "missingPrice" | "invalidExecutedAmount" | "nonBufferableTokensUsed" | "solverAccountInsufficientBalance" | "settlementStarted" | "success" | "revert" | "driverError" | "cancelled" | "expired" | "fail" | "postprocessingTimedOut" | "banned" | "deserializationError";
            /**
             * @description `deserializationError`, `scoringFailed`, `simulationFailed`, `driverError`: why, in words.
             *     `banned`: the reference's ban reason, `unsettledConsecutiveAuctions` (its last wins all
             *     failed to settle) or `highSettleFailureRate` (too few of its recent wins settled).
             */
            reason?: string;
            /** @description `success`, `revert`: the settlement's transaction hash. */
            transaction?: components["schemas"]["TransactionHash"];
            /**
             * @description `banned`: when the ban ends, RFC 3339 in UTC (the time of the first block the engine competes in again).
             * @example 2026-01-01T00:10:12Z
             */
            until?: string;
            /** @description `simulationFailed`: the block the auction was simulated on. */
            block?: number;
            tx?: components["schemas"]["SimulatedTransaction"];
            /** @description `simulationFailed`: whether the solution simulated successfully before (batchbook simulates each solution once: always `false`). */
            succeededOnce?: boolean;
        };
        /**
         * @description `simulationFailed`: the settlement transaction that failed, as the reference driver would
         *     send it: from the engine's solver address to the network's settlement contract, with the
         *     `settle(tokens, clearingPrices, trades, interactions)` calldata of the solution (the
         *     solution's clearing prices, each JIT order at its own limit price, the pre-, `custom` and
         *     post-interactions, and each `liquidity` interaction as the Uniswap v2 router's
         *     `swapTokensForExactTokens`; without the router approvals the driver would add).
         */
        SimulatedTransaction: {
            from: components["schemas"]["Address"];
            to: components["schemas"]["Address"];
            /** @description The calldata, `0x`-prefixed hex. */
            input: components["schemas"]["HexBytes"];
            value: components["schemas"]["Decimal"];
            /** @description EIP-2930 access list (batchbook sends none). */
            accessList: {
                address: components["schemas"]["Address"];
                storageKeys: components["schemas"]["Bytes32"][];
            }[];
        };
        ErrorResponse: {
            errorType: string;
            description: string;
        };
        /**
         * @description 20-byte Ethereum address, `0x`-prefixed hex, case-insensitive (checksummed or lower case).
         * @example 0x6810e776880c02933d47db1b9fc05908e5386b96
         */
        Address: string;
        /**
         * @description Order unique identifier: 56 bytes, `0x`-prefixed hex. Bytes 0..32 are the EIP-712 order digest, bytes 32..52 the owner address and bytes 52..56 `validTo` as a big-endian `uint32`.
         * @example 0xff2e2e54d178997f173266817c1e9ed6fee1a1aae4b43971c53b543cffcc2969845c6f5599fbb25dbdd1b9b013daf85c03f3c63763e4bc4a
         */
        UID: string;
        /**
         * @description Arbitrary bytes, `0x`-prefixed hex with an even number of digits.
         * @example 0xca11da7a
         */
        HexBytes: string;
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
    };
    responses: {
        /** @description The body or a parameter violates the schema. */
        InvalidParameter: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unknown network, or no built-in solver of that name on it. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body exceeds 16 MiB. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body is not `application/json`. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unexpected error. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /**
         * @description A built-in solver of the network (a name of the scenario's `solvers[]` or `SOLVERS`), or a built-in engine by its name (`baseline`, `matcher`, `chaos`).
         * @example baseline
         */
        Solver: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    solve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A built-in solver of the network (a name of the scenario's `solvers[]` or `SOLVERS`), or a built-in engine by its name (`baseline`, `matcher`, `chaos`).
                 * @example baseline
                 */
                solver: components["parameters"]["Solver"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SolveRequest"];
            };
        };
        responses: {
            /** @description The engine's solutions (possibly none), or the error it met. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SolveResponse"];
                };
            };
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
    notify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A built-in solver of the network (a name of the scenario's `solvers[]` or `SOLVERS`), or a built-in engine by its name (`baseline`, `matcher`, `chaos`).
                 * @example baseline
                 */
                solver: components["parameters"]["Solver"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Notification"];
            };
        };
        responses: {
            /** @description Heard. batchbook's built-in solvers answer `{}`; an engine may answer anything, batchbook does not read it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["InvalidParameter"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
        };
    };
}
