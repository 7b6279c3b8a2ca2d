import * as z from 'zod';
/**
 * A `uint256` in decimal.
 */
export declare const zDecimal: z.ZodString;
export declare const zToken: z.ZodObject<{
    decimals: z.ZodNullable<z.ZodInt>;
    symbol: z.ZodNullable<z.ZodString>;
    referencePrice: z.ZodNullable<z.ZodString>;
    availableBalance: z.ZodString;
    trusted: z.ZodBoolean;
}, z.core.$strip>;
/**
 * A protocol fee policy, tagged by its kind (the reference's externally tagged enum).
 */
export declare const zFeePolicy: z.ZodUnion<readonly [z.ZodObject<{
    surplus: z.ZodObject<{
        factor: z.ZodNumber;
        maxVolumeFactor: z.ZodNumber;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodObject<{
    priceImprovement: z.ZodObject<{
        factor: z.ZodNumber;
        maxVolumeFactor: z.ZodNumber;
        quote: z.ZodObject<{
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
            fee: z.ZodString;
        }, z.core.$strip>;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodObject<{
    volume: z.ZodObject<{
        factor: z.ZodNumber;
    }, z.core.$strip>;
}, z.core.$strip>]>;
export declare const zErrorResponse: z.ZodObject<{
    errorType: z.ZodString;
    description: z.ZodString;
}, z.core.$strip>;
/**
 * 20-byte Ethereum address, `0x`-prefixed hex, case-insensitive (checksummed or lower case).
 */
export declare const zAddress: z.ZodString;
/**
 * A Uniswap-v2-style pool; `id` is what a `liquidity` interaction names.
 */
export declare const zConstantProductPool: z.ZodObject<{
    kind: z.ZodLiteral<"constantProduct">;
    id: z.ZodString;
    address: z.ZodString;
    router: z.ZodString;
    gasEstimate: z.ZodString;
    tokens: z.ZodRecord<z.ZodString, z.ZodObject<{
        balance: z.ZodString;
    }, z.core.$strip>>;
    fee: z.ZodString;
}, z.core.$strip>;
/**
 * A swap through a pool of the request, by its `id`; `outputAmount` is the least the swap may give.
 */
export declare const zLiquidityInteraction: z.ZodObject<{
    kind: z.ZodLiteral<"liquidity">;
    internalize: z.ZodBoolean;
    id: z.ZodString;
    inputToken: z.ZodString;
    outputToken: z.ZodString;
    inputAmount: z.ZodString;
    outputAmount: z.ZodString;
}, z.core.$strip>;
export declare const zAsset: z.ZodObject<{
    token: z.ZodString;
    amount: z.ZodString;
}, z.core.$strip>;
/**
 * Order unique identifier: 56 bytes, `0x`-prefixed hex. Bytes 0..32 are the EIP-712 order digest, bytes 32..52 the owner address and bytes 52..56 `validTo` as a big-endian `uint32`.
 */
export declare const zUid: z.ZodString;
export declare const zFulfillment: z.ZodObject<{
    kind: z.ZodLiteral<"fulfillment">;
    order: z.ZodString;
    executedAmount: z.ZodString;
    fee: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/**
 * Arbitrary bytes, `0x`-prefixed hex with an even number of digits.
 */
export declare const zHexBytes: z.ZodString;
export declare const zInteractionData: z.ZodObject<{
    target: z.ZodString;
    value: z.ZodString;
    callData: z.ZodString;
}, z.core.$strip>;
export declare const zCall: z.ZodObject<{
    target: z.ZodString;
    value: z.ZodString;
    callData: z.ZodString;
}, z.core.$strip>;
/**
 * A call of the settlement contract. batchbook's world executes no arbitrary EVM code: it
 * simulates ERC-20 `transfer` and `approve` of a token it knows, and `withdraw` of the
 * wrapped native token, without value; `inputs` and `outputs` must declare what that call
 * moves. A solution with another call fails simulation, with the reason (docs/decisions.md).
 *
 */
export declare const zCustomInteraction: z.ZodObject<{
    kind: z.ZodLiteral<"custom">;
    internalize: z.ZodBoolean;
    target: z.ZodString;
    value: z.ZodString;
    callData: z.ZodString;
    allowances: z.ZodArray<z.ZodObject<{
        token: z.ZodString;
        spender: z.ZodString;
        amount: z.ZodString;
    }, z.core.$strip>>;
    inputs: z.ZodArray<z.ZodObject<{
        token: z.ZodString;
        amount: z.ZodString;
    }, z.core.$strip>>;
    outputs: z.ZodArray<z.ZodObject<{
        token: z.ZodString;
        amount: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * 32 bytes, `0x`-prefixed hex.
 */
export declare const zBytes32: z.ZodString;
/**
 * An order of the auction; `sellAmount`/`buyAmount` are what is still available, `full…` what was signed.
 */
export declare const zOrder: z.ZodObject<{
    uid: z.ZodString;
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    sellAmount: z.ZodString;
    fullSellAmount: z.ZodString;
    buyAmount: z.ZodString;
    fullBuyAmount: z.ZodString;
    feePolicies: z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
        surplus: z.ZodObject<{
            factor: z.ZodNumber;
            maxVolumeFactor: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>, z.ZodObject<{
        priceImprovement: z.ZodObject<{
            factor: z.ZodNumber;
            maxVolumeFactor: z.ZodNumber;
            quote: z.ZodObject<{
                sellAmount: z.ZodString;
                buyAmount: z.ZodString;
                fee: z.ZodString;
            }, z.core.$strip>;
        }, z.core.$strip>;
    }, z.core.$strip>, z.ZodObject<{
        volume: z.ZodObject<{
            factor: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>]>>>;
    validTo: z.ZodInt;
    kind: z.ZodEnum<{
        sell: "sell";
        buy: "buy";
    }>;
    receiver: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    owner: z.ZodString;
    partiallyFillable: z.ZodBoolean;
    preInteractions: z.ZodArray<z.ZodObject<{
        target: z.ZodString;
        value: z.ZodString;
        callData: z.ZodString;
    }, z.core.$strip>>;
    postInteractions: z.ZodArray<z.ZodObject<{
        target: z.ZodString;
        value: z.ZodString;
        callData: z.ZodString;
    }, z.core.$strip>>;
    sellTokenSource: z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
        external: "external";
    }>;
    buyTokenDestination: z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
    }>;
    class: z.ZodEnum<{
        market: "market";
        limit: "limit";
    }>;
    appData: z.ZodString;
    signingScheme: z.ZodEnum<{
        eip712: "eip712";
        ethsign: "ethsign";
        presign: "presign";
        eip1271: "eip1271";
    }>;
    signature: z.ZodString;
}, z.core.$strip>;
/**
 * An auction as the driver offers it to an engine (the reference's `solvers-dto` `Auction`).
 */
export declare const zSolveRequest: z.ZodObject<{
    id: z.ZodNullable<z.ZodString>;
    tokens: z.ZodRecord<z.ZodString, z.ZodObject<{
        decimals: z.ZodNullable<z.ZodInt>;
        symbol: z.ZodNullable<z.ZodString>;
        referencePrice: z.ZodNullable<z.ZodString>;
        availableBalance: z.ZodString;
        trusted: z.ZodBoolean;
    }, z.core.$strip>>;
    orders: z.ZodArray<z.ZodObject<{
        uid: z.ZodString;
        sellToken: z.ZodString;
        buyToken: z.ZodString;
        sellAmount: z.ZodString;
        fullSellAmount: z.ZodString;
        buyAmount: z.ZodString;
        fullBuyAmount: z.ZodString;
        feePolicies: z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
            surplus: z.ZodObject<{
                factor: z.ZodNumber;
                maxVolumeFactor: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>, z.ZodObject<{
            priceImprovement: z.ZodObject<{
                factor: z.ZodNumber;
                maxVolumeFactor: z.ZodNumber;
                quote: z.ZodObject<{
                    sellAmount: z.ZodString;
                    buyAmount: z.ZodString;
                    fee: z.ZodString;
                }, z.core.$strip>;
            }, z.core.$strip>;
        }, z.core.$strip>, z.ZodObject<{
            volume: z.ZodObject<{
                factor: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>]>>>;
        validTo: z.ZodInt;
        kind: z.ZodEnum<{
            sell: "sell";
            buy: "buy";
        }>;
        receiver: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        owner: z.ZodString;
        partiallyFillable: z.ZodBoolean;
        preInteractions: z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>;
        postInteractions: z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>;
        sellTokenSource: z.ZodEnum<{
            erc20: "erc20";
            internal: "internal";
            external: "external";
        }>;
        buyTokenDestination: z.ZodEnum<{
            erc20: "erc20";
            internal: "internal";
        }>;
        class: z.ZodEnum<{
            market: "market";
            limit: "limit";
        }>;
        appData: z.ZodString;
        signingScheme: z.ZodEnum<{
            eip712: "eip712";
            ethsign: "ethsign";
            presign: "presign";
            eip1271: "eip1271";
        }>;
        signature: z.ZodString;
    }, z.core.$strip>>;
    liquidity: z.ZodArray<z.ZodObject<{
        kind: z.ZodLiteral<"constantProduct">;
        id: z.ZodString;
        address: z.ZodString;
        router: z.ZodString;
        gasEstimate: z.ZodString;
        tokens: z.ZodRecord<z.ZodString, z.ZodObject<{
            balance: z.ZodString;
        }, z.core.$strip>>;
        fee: z.ZodString;
    }, z.core.$strip>>;
    effectiveGasPrice: z.ZodString;
    deadline: z.ZodString;
    surplusCapturingJitOrderOwners: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
export declare const zJitOrder: z.ZodObject<{
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    receiver: z.ZodString;
    sellAmount: z.ZodString;
    buyAmount: z.ZodString;
    partiallyFillable: z.ZodDefault<z.ZodOptional<z.ZodBoolean>>;
    validTo: z.ZodInt;
    appData: z.ZodString;
    kind: z.ZodEnum<{
        sell: "sell";
        buy: "buy";
    }>;
    sellTokenBalance: z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
        external: "external";
    }>;
    buyTokenBalance: z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
    }>;
    signingScheme: z.ZodEnum<{
        eip712: "eip712";
        ethsign: "ethsign";
        presign: "presign";
        eip1271: "eip1271";
    }>;
    signature: z.ZodString;
}, z.core.$strip>;
/**
 * A just-in-time order of the engine's own, signed by its owner. Its uid is computed from
 * the order and the owner its signature recovers (`eip712`, `ethsign`) or names (`presign`,
 * `eip1271`: the owner's 20 bytes, then the wallet's signature). It trades at its own limit
 * price and adds nothing to the score, unless its owner is one of the auction's
 * `surplusCapturingJitOrderOwners`: then it trades at the clearing prices and its surplus
 * counts. Its owner must hold and allow the vault relayer what it sells.
 *
 */
export declare const zJitTrade: z.ZodObject<{
    kind: z.ZodLiteral<"jit">;
    order: z.ZodObject<{
        sellToken: z.ZodString;
        buyToken: z.ZodString;
        receiver: z.ZodString;
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        partiallyFillable: z.ZodDefault<z.ZodOptional<z.ZodBoolean>>;
        validTo: z.ZodInt;
        appData: z.ZodString;
        kind: z.ZodEnum<{
            sell: "sell";
            buy: "buy";
        }>;
        sellTokenBalance: z.ZodEnum<{
            erc20: "erc20";
            internal: "internal";
            external: "external";
        }>;
        buyTokenBalance: z.ZodEnum<{
            erc20: "erc20";
            internal: "internal";
        }>;
        signingScheme: z.ZodEnum<{
            eip712: "eip712";
            ethsign: "ethsign";
            presign: "presign";
            eip1271: "eip1271";
        }>;
        signature: z.ZodString;
    }, z.core.$strip>;
    executedAmount: z.ZodString;
    fee: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const zSolution: z.ZodObject<{
    id: z.ZodInt;
    prices: z.ZodRecord<z.ZodString, z.ZodString>;
    trades: z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
        kind: z.ZodLiteral<"fulfillment">;
        order: z.ZodString;
        executedAmount: z.ZodString;
        fee: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"jit">;
        order: z.ZodObject<{
            sellToken: z.ZodString;
            buyToken: z.ZodString;
            receiver: z.ZodString;
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
            partiallyFillable: z.ZodDefault<z.ZodOptional<z.ZodBoolean>>;
            validTo: z.ZodInt;
            appData: z.ZodString;
            kind: z.ZodEnum<{
                sell: "sell";
                buy: "buy";
            }>;
            sellTokenBalance: z.ZodEnum<{
                erc20: "erc20";
                internal: "internal";
                external: "external";
            }>;
            buyTokenBalance: z.ZodEnum<{
                erc20: "erc20";
                internal: "internal";
            }>;
            signingScheme: z.ZodEnum<{
                eip712: "eip712";
                ethsign: "ethsign";
                presign: "presign";
                eip1271: "eip1271";
            }>;
            signature: z.ZodString;
        }, z.core.$strip>;
        executedAmount: z.ZodString;
        fee: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>]>>;
    preInteractions: z.ZodOptional<z.ZodArray<z.ZodObject<{
        target: z.ZodString;
        value: z.ZodString;
        callData: z.ZodString;
    }, z.core.$strip>>>;
    interactions: z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
        kind: z.ZodLiteral<"liquidity">;
        internalize: z.ZodBoolean;
        id: z.ZodString;
        inputToken: z.ZodString;
        outputToken: z.ZodString;
        inputAmount: z.ZodString;
        outputAmount: z.ZodString;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"custom">;
        internalize: z.ZodBoolean;
        target: z.ZodString;
        value: z.ZodString;
        callData: z.ZodString;
        allowances: z.ZodArray<z.ZodObject<{
            token: z.ZodString;
            spender: z.ZodString;
            amount: z.ZodString;
        }, z.core.$strip>>;
        inputs: z.ZodArray<z.ZodObject<{
            token: z.ZodString;
            amount: z.ZodString;
        }, z.core.$strip>>;
        outputs: z.ZodArray<z.ZodObject<{
            token: z.ZodString;
            amount: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$strip>]>>;
    postInteractions: z.ZodOptional<z.ZodArray<z.ZodObject<{
        target: z.ZodString;
        value: z.ZodString;
        callData: z.ZodString;
    }, z.core.$strip>>>;
    gas: z.ZodOptional<z.ZodInt>;
}, z.core.$strip>;
export declare const zSolveResponse: z.ZodUnion<readonly [z.ZodObject<{
    solutions: z.ZodArray<z.ZodObject<{
        id: z.ZodInt;
        prices: z.ZodRecord<z.ZodString, z.ZodString>;
        trades: z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
            kind: z.ZodLiteral<"fulfillment">;
            order: z.ZodString;
            executedAmount: z.ZodString;
            fee: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>, z.ZodObject<{
            kind: z.ZodLiteral<"jit">;
            order: z.ZodObject<{
                sellToken: z.ZodString;
                buyToken: z.ZodString;
                receiver: z.ZodString;
                sellAmount: z.ZodString;
                buyAmount: z.ZodString;
                partiallyFillable: z.ZodDefault<z.ZodOptional<z.ZodBoolean>>;
                validTo: z.ZodInt;
                appData: z.ZodString;
                kind: z.ZodEnum<{
                    sell: "sell";
                    buy: "buy";
                }>;
                sellTokenBalance: z.ZodEnum<{
                    erc20: "erc20";
                    internal: "internal";
                    external: "external";
                }>;
                buyTokenBalance: z.ZodEnum<{
                    erc20: "erc20";
                    internal: "internal";
                }>;
                signingScheme: z.ZodEnum<{
                    eip712: "eip712";
                    ethsign: "ethsign";
                    presign: "presign";
                    eip1271: "eip1271";
                }>;
                signature: z.ZodString;
            }, z.core.$strip>;
            executedAmount: z.ZodString;
            fee: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>]>>;
        preInteractions: z.ZodOptional<z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>>;
        interactions: z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
            kind: z.ZodLiteral<"liquidity">;
            internalize: z.ZodBoolean;
            id: z.ZodString;
            inputToken: z.ZodString;
            outputToken: z.ZodString;
            inputAmount: z.ZodString;
            outputAmount: z.ZodString;
        }, z.core.$strip>, z.ZodObject<{
            kind: z.ZodLiteral<"custom">;
            internalize: z.ZodBoolean;
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
            allowances: z.ZodArray<z.ZodObject<{
                token: z.ZodString;
                spender: z.ZodString;
                amount: z.ZodString;
            }, z.core.$strip>>;
            inputs: z.ZodArray<z.ZodObject<{
                token: z.ZodString;
                amount: z.ZodString;
            }, z.core.$strip>>;
            outputs: z.ZodArray<z.ZodObject<{
                token: z.ZodString;
                amount: z.ZodString;
            }, z.core.$strip>>;
        }, z.core.$strip>]>>;
        postInteractions: z.ZodOptional<z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>>;
        gas: z.ZodOptional<z.ZodInt>;
    }, z.core.$strip>>;
}, z.core.$strip>, z.ZodObject<{
    error: z.ZodObject<{
        code: z.ZodEnum<{
            tradingOutsideAllowedWindow: "tradingOutsideAllowedWindow";
            tokenTemporarilySuspended: "tokenTemporarilySuspended";
            insufficientLiquidity: "insufficientLiquidity";
            other: "other";
        }>;
        message: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>;
}, z.core.$strip>]>;
/**
 * `simulationFailed`: the settlement transaction that failed, as the reference driver would
 * send it: from the engine's solver address to the network's settlement contract, with the
 * `settle(tokens, clearingPrices, trades, interactions)` calldata of the solution (the
 * solution's clearing prices, each JIT order at its own limit price, the pre-, `custom` and
 * post-interactions, and each `liquidity` interaction as the Uniswap v2 router's
 * `swapTokensForExactTokens`; without the router approvals the driver would add).
 *
 */
export declare const zSimulatedTransaction: z.ZodObject<{
    from: z.ZodString;
    to: z.ZodString;
    input: z.ZodString;
    value: z.ZodString;
    accessList: z.ZodArray<z.ZodObject<{
        address: z.ZodString;
        storageKeys: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * 32-byte transaction hash, `0x`-prefixed hex.
 */
export declare const zTransactionHash: z.ZodString;
/**
 * What happened to an engine's answer or solution; the fields besides these depend on `kind`.
 */
export declare const zNotification: z.ZodObject<{
    auctionId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    solutionId: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodInt, z.ZodArray<z.ZodInt>]>>>;
    kind: z.ZodEnum<{
        simulationFailed: "simulationFailed";
        banned: "banned";
        timeout: "timeout";
        deserializationError: "deserializationError";
        duplicatedSolutionId: "duplicatedSolutionId";
        success: "success";
        cancelled: "cancelled";
        expired: "expired";
        emptySolution: "emptySolution";
        scoringFailed: "scoringFailed";
        invalidClearingPrices: "invalidClearingPrices";
        missingPrice: "missingPrice";
        invalidExecutedAmount: "invalidExecutedAmount";
        nonBufferableTokensUsed: "nonBufferableTokensUsed";
        solverAccountInsufficientBalance: "solverAccountInsufficientBalance";
        settlementStarted: "settlementStarted";
        revert: "revert";
        driverError: "driverError";
        fail: "fail";
        postprocessingTimedOut: "postprocessingTimedOut";
    }>;
    reason: z.ZodOptional<z.ZodString>;
    transaction: z.ZodOptional<z.ZodString>;
    until: z.ZodOptional<z.ZodString>;
    block: z.ZodOptional<z.ZodInt>;
    tx: z.ZodOptional<z.ZodObject<{
        from: z.ZodString;
        to: z.ZodString;
        input: z.ZodString;
        value: z.ZodString;
        accessList: z.ZodArray<z.ZodObject<{
            address: z.ZodString;
            storageKeys: z.ZodArray<z.ZodString>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    succeededOnce: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
/**
 * A built-in solver of the network (a name of the scenario's `solvers[]` or `SOLVERS`), or a built-in engine by its name (`baseline`, `matcher`, `chaos`).
 */
export declare const zSolver: z.ZodString;
export declare const zSolveBody: z.ZodObject<{
    id: z.ZodNullable<z.ZodString>;
    tokens: z.ZodRecord<z.ZodString, z.ZodObject<{
        decimals: z.ZodNullable<z.ZodInt>;
        symbol: z.ZodNullable<z.ZodString>;
        referencePrice: z.ZodNullable<z.ZodString>;
        availableBalance: z.ZodString;
        trusted: z.ZodBoolean;
    }, z.core.$strip>>;
    orders: z.ZodArray<z.ZodObject<{
        uid: z.ZodString;
        sellToken: z.ZodString;
        buyToken: z.ZodString;
        sellAmount: z.ZodString;
        fullSellAmount: z.ZodString;
        buyAmount: z.ZodString;
        fullBuyAmount: z.ZodString;
        feePolicies: z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
            surplus: z.ZodObject<{
                factor: z.ZodNumber;
                maxVolumeFactor: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>, z.ZodObject<{
            priceImprovement: z.ZodObject<{
                factor: z.ZodNumber;
                maxVolumeFactor: z.ZodNumber;
                quote: z.ZodObject<{
                    sellAmount: z.ZodString;
                    buyAmount: z.ZodString;
                    fee: z.ZodString;
                }, z.core.$strip>;
            }, z.core.$strip>;
        }, z.core.$strip>, z.ZodObject<{
            volume: z.ZodObject<{
                factor: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>]>>>;
        validTo: z.ZodInt;
        kind: z.ZodEnum<{
            sell: "sell";
            buy: "buy";
        }>;
        receiver: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        owner: z.ZodString;
        partiallyFillable: z.ZodBoolean;
        preInteractions: z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>;
        postInteractions: z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>;
        sellTokenSource: z.ZodEnum<{
            erc20: "erc20";
            internal: "internal";
            external: "external";
        }>;
        buyTokenDestination: z.ZodEnum<{
            erc20: "erc20";
            internal: "internal";
        }>;
        class: z.ZodEnum<{
            market: "market";
            limit: "limit";
        }>;
        appData: z.ZodString;
        signingScheme: z.ZodEnum<{
            eip712: "eip712";
            ethsign: "ethsign";
            presign: "presign";
            eip1271: "eip1271";
        }>;
        signature: z.ZodString;
    }, z.core.$strip>>;
    liquidity: z.ZodArray<z.ZodObject<{
        kind: z.ZodLiteral<"constantProduct">;
        id: z.ZodString;
        address: z.ZodString;
        router: z.ZodString;
        gasEstimate: z.ZodString;
        tokens: z.ZodRecord<z.ZodString, z.ZodObject<{
            balance: z.ZodString;
        }, z.core.$strip>>;
        fee: z.ZodString;
    }, z.core.$strip>>;
    effectiveGasPrice: z.ZodString;
    deadline: z.ZodString;
    surplusCapturingJitOrderOwners: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
export declare const zSolvePath: z.ZodObject<{
    solver: z.ZodString;
}, z.core.$strip>;
/**
 * The engine's solutions (possibly none), or the error it met.
 */
export declare const zSolveResponse2: z.ZodUnion<readonly [z.ZodObject<{
    solutions: z.ZodArray<z.ZodObject<{
        id: z.ZodInt;
        prices: z.ZodRecord<z.ZodString, z.ZodString>;
        trades: z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
            kind: z.ZodLiteral<"fulfillment">;
            order: z.ZodString;
            executedAmount: z.ZodString;
            fee: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>, z.ZodObject<{
            kind: z.ZodLiteral<"jit">;
            order: z.ZodObject<{
                sellToken: z.ZodString;
                buyToken: z.ZodString;
                receiver: z.ZodString;
                sellAmount: z.ZodString;
                buyAmount: z.ZodString;
                partiallyFillable: z.ZodDefault<z.ZodOptional<z.ZodBoolean>>;
                validTo: z.ZodInt;
                appData: z.ZodString;
                kind: z.ZodEnum<{
                    sell: "sell";
                    buy: "buy";
                }>;
                sellTokenBalance: z.ZodEnum<{
                    erc20: "erc20";
                    internal: "internal";
                    external: "external";
                }>;
                buyTokenBalance: z.ZodEnum<{
                    erc20: "erc20";
                    internal: "internal";
                }>;
                signingScheme: z.ZodEnum<{
                    eip712: "eip712";
                    ethsign: "ethsign";
                    presign: "presign";
                    eip1271: "eip1271";
                }>;
                signature: z.ZodString;
            }, z.core.$strip>;
            executedAmount: z.ZodString;
            fee: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>]>>;
        preInteractions: z.ZodOptional<z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>>;
        interactions: z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
            kind: z.ZodLiteral<"liquidity">;
            internalize: z.ZodBoolean;
            id: z.ZodString;
            inputToken: z.ZodString;
            outputToken: z.ZodString;
            inputAmount: z.ZodString;
            outputAmount: z.ZodString;
        }, z.core.$strip>, z.ZodObject<{
            kind: z.ZodLiteral<"custom">;
            internalize: z.ZodBoolean;
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
            allowances: z.ZodArray<z.ZodObject<{
                token: z.ZodString;
                spender: z.ZodString;
                amount: z.ZodString;
            }, z.core.$strip>>;
            inputs: z.ZodArray<z.ZodObject<{
                token: z.ZodString;
                amount: z.ZodString;
            }, z.core.$strip>>;
            outputs: z.ZodArray<z.ZodObject<{
                token: z.ZodString;
                amount: z.ZodString;
            }, z.core.$strip>>;
        }, z.core.$strip>]>>;
        postInteractions: z.ZodOptional<z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>>;
        gas: z.ZodOptional<z.ZodInt>;
    }, z.core.$strip>>;
}, z.core.$strip>, z.ZodObject<{
    error: z.ZodObject<{
        code: z.ZodEnum<{
            tradingOutsideAllowedWindow: "tradingOutsideAllowedWindow";
            tokenTemporarilySuspended: "tokenTemporarilySuspended";
            insufficientLiquidity: "insufficientLiquidity";
            other: "other";
        }>;
        message: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>;
}, z.core.$strip>]>;
export declare const zNotifyBody: z.ZodObject<{
    auctionId: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    solutionId: z.ZodOptional<z.ZodNullable<z.ZodUnion<readonly [z.ZodInt, z.ZodArray<z.ZodInt>]>>>;
    kind: z.ZodEnum<{
        simulationFailed: "simulationFailed";
        banned: "banned";
        timeout: "timeout";
        deserializationError: "deserializationError";
        duplicatedSolutionId: "duplicatedSolutionId";
        success: "success";
        cancelled: "cancelled";
        expired: "expired";
        emptySolution: "emptySolution";
        scoringFailed: "scoringFailed";
        invalidClearingPrices: "invalidClearingPrices";
        missingPrice: "missingPrice";
        invalidExecutedAmount: "invalidExecutedAmount";
        nonBufferableTokensUsed: "nonBufferableTokensUsed";
        solverAccountInsufficientBalance: "solverAccountInsufficientBalance";
        settlementStarted: "settlementStarted";
        revert: "revert";
        driverError: "driverError";
        fail: "fail";
        postprocessingTimedOut: "postprocessingTimedOut";
    }>;
    reason: z.ZodOptional<z.ZodString>;
    transaction: z.ZodOptional<z.ZodString>;
    until: z.ZodOptional<z.ZodString>;
    block: z.ZodOptional<z.ZodInt>;
    tx: z.ZodOptional<z.ZodObject<{
        from: z.ZodString;
        to: z.ZodString;
        input: z.ZodString;
        value: z.ZodString;
        accessList: z.ZodArray<z.ZodObject<{
            address: z.ZodString;
            storageKeys: z.ZodArray<z.ZodString>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    succeededOnce: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
export declare const zNotifyPath: z.ZodObject<{
    solver: z.ZodString;
}, z.core.$strip>;
/**
 * Heard. batchbook's built-in solvers answer `{}`; an engine may answer anything, batchbook does not read it.
 */
export declare const zNotifyResponse: z.ZodRecord<z.ZodString, z.ZodUnknown>;
