import * as z from 'zod';
/**
 * A new auction of the network (`event: auction`).
 */
export declare const zAuctionStreamAuction: z.ZodObject<{
    auctionId: z.ZodInt;
    block: z.ZodInt;
    deadlineBlock: z.ZodInt;
    timestamp: z.ZodInt;
    orderCount: z.ZodInt;
}, z.core.$strip>;
/**
 * 20-byte Ethereum address, `0x`-prefixed hex, case-insensitive (checksummed or lower case).
 */
export declare const zAddress: z.ZodString;
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
export declare const zSolverRejection: z.ZodObject<{
    solver: z.ZodString;
    solverAddress: z.ZodString;
    reason: z.ZodEnum<{
        simulationFailed: "simulationFailed";
        banned: "banned";
        noAnswer: "noAnswer";
        invalidSolution: "invalidSolution";
        timeout: "timeout";
        httpError: "httpError";
        deserializationError: "deserializationError";
        duplicatedSolutionId: "duplicatedSolutionId";
        solverError: "solverError";
    }>;
    detail: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/**
 * Amount of a token in atoms: a `uint256` written in decimal. Hex is not accepted. Values above 2^256 - 1 pass the schema and are rejected by the operation with its overflow error.
 */
export declare const zTokenAmount: z.ZodString;
/**
 * A big unsigned integer written in decimal.
 */
export declare const zBigUint: z.ZodString;
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
export declare const zSolutionExclusion: z.ZodUnion<readonly [z.ZodObject<{
    kind: z.ZodLiteral<"unfair">;
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    score: z.ZodString;
    referenceScore: z.ZodString;
    referenceSolutionUid: z.ZodInt;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"pairTaken">;
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    winnerSolutionUid: z.ZodInt;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodEnum<{
        simulationFailed: "simulationFailed";
        winnerLimit: "winnerLimit";
    }>;
}, z.core.$strip>]>;
/**
 * A solution of an auction's competition, without its orders and prices.
 */
export declare const zAuctionSolutionHeader: z.ZodObject<{
    solutionUid: z.ZodInt;
    solver: z.ZodString;
    solverAddress: z.ZodString;
    score: z.ZodString;
    ranking: z.ZodInt;
    isWinner: z.ZodBoolean;
    filteredOut: z.ZodBoolean;
    exclusion: z.ZodOptional<z.ZodUnion<readonly [z.ZodObject<{
        kind: z.ZodLiteral<"unfair">;
        sellToken: z.ZodString;
        buyToken: z.ZodString;
        score: z.ZodString;
        referenceScore: z.ZodString;
        referenceSolutionUid: z.ZodInt;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"pairTaken">;
        sellToken: z.ZodString;
        buyToken: z.ZodString;
        winnerSolutionUid: z.ZodInt;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodEnum<{
            simulationFailed: "simulationFailed";
            winnerLimit: "winnerLimit";
        }>;
    }, z.core.$strip>]>>;
}, z.core.$strip>;
/**
 * The result of the auction's competition (`event: competition`), best solution first.
 */
export declare const zAuctionStreamCompetition: z.ZodObject<{
    auctionId: z.ZodInt;
    block: z.ZodInt;
    solutions: z.ZodArray<z.ZodObject<{
        solutionUid: z.ZodInt;
        solver: z.ZodString;
        solverAddress: z.ZodString;
        score: z.ZodString;
        ranking: z.ZodInt;
        isWinner: z.ZodBoolean;
        filteredOut: z.ZodBoolean;
        exclusion: z.ZodOptional<z.ZodUnion<readonly [z.ZodObject<{
            kind: z.ZodLiteral<"unfair">;
            sellToken: z.ZodString;
            buyToken: z.ZodString;
            score: z.ZodString;
            referenceScore: z.ZodString;
            referenceSolutionUid: z.ZodInt;
        }, z.core.$strip>, z.ZodObject<{
            kind: z.ZodLiteral<"pairTaken">;
            sellToken: z.ZodString;
            buyToken: z.ZodString;
            winnerSolutionUid: z.ZodInt;
        }, z.core.$strip>, z.ZodObject<{
            kind: z.ZodEnum<{
                simulationFailed: "simulationFailed";
                winnerLimit: "winnerLimit";
            }>;
        }, z.core.$strip>]>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * Order unique identifier: 56 bytes, `0x`-prefixed hex. Bytes 0..32 are the EIP-712 order digest, bytes 32..52 the owner address and bytes 52..56 `validTo` as a big-endian `uint32`.
 */
export declare const zUid: z.ZodString;
/**
 * The data of an order event (order and account streams): `created` and `cancelled`
 * carry these fields; `auction` adds `stage`, `traded` its `trade`, `invalid` and `filtered`
 * add `reason`.
 *
 */
export declare const zOrderStreamEvent: z.ZodObject<{
    uid: z.ZodString;
    owner: z.ZodString;
    timestamp: z.ZodISODateTime;
}, z.core.$strip>;
/**
 * The order is in the network's auction (`event: auction`), at the furthest stage it reached there.
 */
export declare const zOrderAuctionEvent: z.ZodIntersection<z.ZodObject<{
    uid: z.ZodString;
    owner: z.ZodString;
    timestamp: z.ZodISODateTime;
}, z.core.$strip>, z.ZodObject<{
    stage: z.ZodEnum<{
        ready: "ready";
        considered: "considered";
        executing: "executing";
    }>;
}, z.core.$strip>>;
/**
 * The auction left the order out (`event: invalid` or `event: filtered`).
 */
export declare const zOrderDroppedEvent: z.ZodIntersection<z.ZodObject<{
    uid: z.ZodString;
    owner: z.ZodString;
    timestamp: z.ZodISODateTime;
}, z.core.$strip>, z.ZodObject<{
    reason: z.ZodString;
}, z.core.$strip>>;
/**
 * 32-byte transaction hash, `0x`-prefixed hex.
 */
export declare const zTransactionHash: z.ZodString;
/**
 * The order traded (`event: traded`): the trade, as `GET /api/v2/trades` lists it in part.
 */
export declare const zOrderTradedEvent: z.ZodIntersection<z.ZodObject<{
    uid: z.ZodString;
    owner: z.ZodString;
    timestamp: z.ZodISODateTime;
}, z.core.$strip>, z.ZodObject<{
    trade: z.ZodObject<{
        blockNumber: z.ZodInt;
        logIndex: z.ZodInt;
        txHash: z.ZodString;
        auctionId: z.ZodInt;
        sellAmount: z.ZodString;
        sellAmountBeforeFees: z.ZodString;
        buyAmount: z.ZodString;
        executedFee: z.ZodString;
    }, z.core.$strip>;
}, z.core.$strip>>;
/**
 * How a winner's settlement ended (`event: settlement`).
 */
export declare const zAuctionStreamSettlement: z.ZodObject<{
    auctionId: z.ZodInt;
    solutionUid: z.ZodInt;
    solver: z.ZodString;
    solverAddress: z.ZodString;
    outcome: z.ZodObject<{
        kind: z.ZodEnum<{
            timeout: "timeout";
            success: "success";
            reverted: "reverted";
            driverFailed: "driverFailed";
        }>;
        code: z.ZodOptional<z.ZodString>;
        message: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>;
    txHash: z.ZodNullable<z.ZodString>;
    endBlock: z.ZodNullable<z.ZodInt>;
}, z.core.$strip>;
/**
 * batchbook extension: one auction at a glance, as the auction stream tells it: the auction,
 * its competition (best solution first) and how each winner's settlement ended so far.
 *
 */
export declare const zAuctionSummary: z.ZodIntersection<z.ZodObject<{
    auctionId: z.ZodInt;
    block: z.ZodInt;
    deadlineBlock: z.ZodInt;
    timestamp: z.ZodInt;
    orderCount: z.ZodInt;
}, z.core.$strip>, z.ZodObject<{
    prices: z.ZodRecord<z.ZodString, z.ZodString>;
    solutions: z.ZodArray<z.ZodObject<{
        solutionUid: z.ZodInt;
        solver: z.ZodString;
        solverAddress: z.ZodString;
        score: z.ZodString;
        ranking: z.ZodInt;
        isWinner: z.ZodBoolean;
        filteredOut: z.ZodBoolean;
        exclusion: z.ZodOptional<z.ZodUnion<readonly [z.ZodObject<{
            kind: z.ZodLiteral<"unfair">;
            sellToken: z.ZodString;
            buyToken: z.ZodString;
            score: z.ZodString;
            referenceScore: z.ZodString;
            referenceSolutionUid: z.ZodInt;
        }, z.core.$strip>, z.ZodObject<{
            kind: z.ZodLiteral<"pairTaken">;
            sellToken: z.ZodString;
            buyToken: z.ZodString;
            winnerSolutionUid: z.ZodInt;
        }, z.core.$strip>, z.ZodObject<{
            kind: z.ZodEnum<{
                simulationFailed: "simulationFailed";
                winnerLimit: "winnerLimit";
            }>;
        }, z.core.$strip>]>>;
    }, z.core.$strip>>;
    settlements: z.ZodArray<z.ZodObject<{
        auctionId: z.ZodInt;
        solutionUid: z.ZodInt;
        solver: z.ZodString;
        solverAddress: z.ZodString;
        outcome: z.ZodObject<{
            kind: z.ZodEnum<{
                timeout: "timeout";
                success: "success";
                reverted: "reverted";
                driverFailed: "driverFailed";
            }>;
            code: z.ZodOptional<z.ZodString>;
            message: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>;
        txHash: z.ZodNullable<z.ZodString>;
        endBlock: z.ZodNullable<z.ZodInt>;
    }, z.core.$strip>>;
    rejections: z.ZodArray<z.ZodObject<{
        solver: z.ZodString;
        solverAddress: z.ZodString;
        reason: z.ZodEnum<{
            simulationFailed: "simulationFailed";
            banned: "banned";
            noAnswer: "noAnswer";
            invalidSolution: "invalidSolution";
            timeout: "timeout";
            httpError: "httpError";
            deserializationError: "deserializationError";
            duplicatedSolutionId: "duplicatedSolutionId";
            solverError: "solverError";
        }>;
        detail: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strip>>;
/**
 * The full app data: a JSON document as text (at most 8192 UTF-8 bytes), whose keccak256 is
 * the order's `appData`. Protocol keys live under `metadata` (hooks, signer,
 * replacedOrder, partnerFee, flashloan, wrappers, validFrom).
 *
 */
export declare const zAppDataText: z.ZodString;
/**
 * A full app data document.
 */
export declare const zAppDataObject: z.ZodObject<{
    fullAppData: z.ZodString;
}, z.core.$strip>;
/**
 * Sell an exact amount, or buy an exact amount.
 */
export declare const zOrderKind: z.ZodEnum<{
    sell: "sell";
    buy: "buy";
}>;
/**
 * Order class; orders accepted through the API are `limit` (they sign a zero fee).
 */
export declare const zOrderClass: z.ZodEnum<{
    market: "market";
    limit: "limit";
    liquidity: "liquidity";
}>;
/**
 * Where the sell token is drawn from. Only `erc20` is accepted for new orders.
 */
export declare const zSellTokenSource: z.ZodEnum<{
    erc20: "erc20";
    internal: "internal";
    external: "external";
}>;
/**
 * Where the buy token is sent. Only `erc20` is accepted for new orders.
 */
export declare const zBuyTokenDestination: z.ZodEnum<{
    erc20: "erc20";
    internal: "internal";
}>;
/**
 * `fast`: unstored estimate without id. `optimal` and `verified`: stored quote with an id,
 * usable to create orders; `verified` means the route was simulated for the trader.
 *
 */
export declare const zPriceQuality: z.ZodEnum<{
    fast: "fast";
    optimal: "optimal";
    verified: "verified";
}>;
/**
 * How the order is signed.
 */
export declare const zSigningScheme: z.ZodEnum<{
    eip712: "eip712";
    ethsign: "ethsign";
    presign: "presign";
    eip1271: "eip1271";
}>;
/**
 * ECDSA signing schemes (cancellations).
 */
export declare const zEcdsaSigningScheme: z.ZodEnum<{
    eip712: "eip712";
    ethsign: "ethsign";
}>;
/**
 * 65 bytes r‖s‖v, `0x`-prefixed hex.
 */
export declare const zEcdsaSignature: z.ZodString;
/**
 * The order status, derived on read from the clock and the order's trades.
 */
export declare const zOrderStatus: z.ZodEnum<{
    presignaturePending: "presignaturePending";
    open: "open";
    fulfilled: "fulfilled";
    cancelled: "cancelled";
    expired: "expired";
}>;
/**
 * Unix timestamp (`uint32`) until which the order is valid.
 */
export declare const zValidTo: z.ZodInt;
/**
 * Exactly one of the three size shapes.
 */
export declare const zOrderQuoteSide: z.ZodUnion<readonly [z.ZodObject<{
    kind: z.ZodLiteral<"sell">;
    sellAmountBeforeFee: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"sell">;
    sellAmountAfterFee: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"buy">;
    buyAmountAfterFee: z.ZodString;
}, z.core.$strip>]>;
/**
 * `validTo`, `validFor`, or neither (default `validFor` 1800 s); never both.
 */
export declare const zOrderQuoteValidity: z.ZodUnion<readonly [z.ZodObject<{
    validTo: z.ZodInt;
}, z.core.$strip>, z.ZodObject<{
    validFor: z.ZodInt;
}, z.core.$strip>, z.ZodRecord<z.ZodString, z.ZodUnknown>]>;
/**
 * The quote an order was matched to at creation.
 */
export declare const zStoredOrderQuote: z.ZodObject<{
    gasAmount: z.ZodString;
    gasPrice: z.ZodString;
    sellTokenPrice: z.ZodString;
    sellAmount: z.ZodString;
    buyAmount: z.ZodString;
    feeAmount: z.ZodString;
    solver: z.ZodString;
    verified: z.ZodBoolean;
    metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * A quote as used by fee policies.
 */
export declare const zQuote: z.ZodObject<{
    sellAmount: z.ZodString;
    buyAmount: z.ZodString;
    fee: z.ZodString;
}, z.core.$strip>;
/**
 * Signature of `OrderCancellation(bytes orderUid)` by the owner.
 */
export declare const zOrderCancellation: z.ZodObject<{
    signature: z.ZodString;
    signingScheme: z.ZodEnum<{
        eip712: "eip712";
        ethsign: "ethsign";
    }>;
}, z.core.$strip>;
/**
 * Signature of `OrderCancellations(bytes[] orderUids)` by the owner of every order.
 */
export declare const zOrderCancellations: z.ZodObject<{
    orderUids: z.ZodArray<z.ZodString>;
    signature: z.ZodString;
    signingScheme: z.ZodEnum<{
        eip712: "eip712";
        ethsign: "ethsign";
    }>;
}, z.core.$strip>;
/**
 * Amounts a solution executes for the order.
 */
export declare const zExecutedAmounts: z.ZodObject<{
    sell: z.ZodString;
    buy: z.ZodString;
}, z.core.$strip>;
/**
 * Where the order stands in the batch auctions.
 */
export declare const zCompetitionOrderStatus: z.ZodObject<{
    type: z.ZodEnum<{
        executing: "executing";
        open: "open";
        cancelled: "cancelled";
        scheduled: "scheduled";
        active: "active";
        solved: "solved";
        traded: "traded";
    }>;
    value: z.ZodOptional<z.ZodArray<z.ZodObject<{
        solver: z.ZodString;
        executedAmounts: z.ZodNullable<z.ZodObject<{
            sell: z.ZodString;
            buy: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
/**
 * Fee as a share of the surplus, capped by a share of the volume.
 */
export declare const zSurplus: z.ZodObject<{
    factor: z.ZodNumber;
    maxVolumeFactor: z.ZodNumber;
}, z.core.$strip>;
/**
 * Fee as a share of the volume.
 */
export declare const zVolume: z.ZodObject<{
    factor: z.ZodNumber;
}, z.core.$strip>;
/**
 * Fee as a share of the improvement over the quote, capped by a share of the volume.
 */
export declare const zPriceImprovement: z.ZodObject<{
    factor: z.ZodNumber;
    maxVolumeFactor: z.ZodNumber;
    quote: z.ZodObject<{
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        fee: z.ZodString;
    }, z.core.$strip>;
}, z.core.$strip>;
/**
 * A protocol fee policy.
 */
export declare const zFeePolicy: z.ZodUnion<readonly [z.ZodObject<{
    surplus: z.ZodObject<{
        factor: z.ZodNumber;
        maxVolumeFactor: z.ZodNumber;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodObject<{
    volume: z.ZodObject<{
        factor: z.ZodNumber;
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
}, z.core.$strip>]>;
/**
 * A protocol fee taken on a trade.
 */
export declare const zExecutedProtocolFee: z.ZodObject<{
    policy: z.ZodUnion<readonly [z.ZodObject<{
        surplus: z.ZodObject<{
            factor: z.ZodNumber;
            maxVolumeFactor: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>, z.ZodObject<{
        volume: z.ZodObject<{
            factor: z.ZodNumber;
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
    }, z.core.$strip>]>;
    amount: z.ZodString;
    token: z.ZodString;
}, z.core.$strip>;
/**
 * One execution of an order in a settlement.
 */
export declare const zTrade: z.ZodObject<{
    blockNumber: z.ZodInt;
    logIndex: z.ZodInt;
    orderUid: z.ZodString;
    owner: z.ZodString;
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    sellAmount: z.ZodString;
    sellAmountBeforeFees: z.ZodString;
    buyAmount: z.ZodString;
    txHash: z.ZodNullable<z.ZodString>;
    executedProtocolFees: z.ZodArray<z.ZodObject<{
        policy: z.ZodUnion<readonly [z.ZodObject<{
            surplus: z.ZodObject<{
                factor: z.ZodNumber;
                maxVolumeFactor: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>, z.ZodObject<{
            volume: z.ZodObject<{
                factor: z.ZodNumber;
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
        }, z.core.$strip>]>;
        amount: z.ZodString;
        token: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * Native price per token address (1e18 = one native token per 1e18 atoms).
 */
export declare const zAuctionPrices: z.ZodRecord<z.ZodString, z.ZodString>;
/**
 * The orders and prices of a competed auction.
 */
export declare const zCompetitionAuction: z.ZodObject<{
    orders: z.ZodArray<z.ZodString>;
    prices: z.ZodRecord<z.ZodString, z.ZodString>;
}, z.core.$strip>;
/**
 * Amounts a solution executes for one order.
 */
export declare const zSolutionOrderV1: z.ZodObject<{
    id: z.ZodString;
    sellAmount: z.ZodString;
    buyAmount: z.ZodString;
}, z.core.$strip>;
/**
 * One proposed solution (v1).
 */
export declare const zSolverSettlementV1: z.ZodObject<{
    solver: z.ZodString;
    solverAddress: z.ZodString;
    score: z.ZodString;
    ranking: z.ZodInt;
    clearingPrices: z.ZodRecord<z.ZodString, z.ZodString>;
    orders: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
    }, z.core.$strip>>;
    isWinner: z.ZodBoolean;
    filteredOut: z.ZodBoolean;
}, z.core.$strip>;
/**
 * The solutions proposed for one auction, worst first.
 */
export declare const zSolverCompetitionV1: z.ZodObject<{
    auctionId: z.ZodInt;
    transactionHashes: z.ZodArray<z.ZodString>;
    auctionStartBlock: z.ZodInt;
    competitionSimulationBlock: z.ZodInt;
    auction: z.ZodObject<{
        orders: z.ZodArray<z.ZodString>;
        prices: z.ZodRecord<z.ZodString, z.ZodString>;
    }, z.core.$strip>;
    solutions: z.ZodArray<z.ZodObject<{
        solver: z.ZodString;
        solverAddress: z.ZodString;
        score: z.ZodString;
        ranking: z.ZodInt;
        clearingPrices: z.ZodRecord<z.ZodString, z.ZodString>;
        orders: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
        }, z.core.$strip>>;
        isWinner: z.ZodBoolean;
        filteredOut: z.ZodBoolean;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * Amounts and tokens a solution executes for one order.
 */
export declare const zSolutionOrderV2: z.ZodObject<{
    id: z.ZodString;
    sellAmount: z.ZodString;
    buyAmount: z.ZodString;
    sellToken: z.ZodString;
    buyToken: z.ZodString;
}, z.core.$strip>;
/**
 * One proposed solution (v2).
 */
export declare const zSolverSettlementV2: z.ZodObject<{
    solverAddress: z.ZodString;
    score: z.ZodString;
    ranking: z.ZodInt;
    clearingPrices: z.ZodRecord<z.ZodString, z.ZodString>;
    orders: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        sellToken: z.ZodString;
        buyToken: z.ZodString;
    }, z.core.$strip>>;
    isWinner: z.ZodBoolean;
    filteredOut: z.ZodBoolean;
    txHash: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    referenceScore: z.ZodOptional<z.ZodNullable<z.ZodString>>;
}, z.core.$strip>;
/**
 * A solver banned from the auctions for a number of blocks.
 */
export declare const zBannedSolver: z.ZodObject<{
    solver: z.ZodString;
    solverAddress: z.ZodString;
    fromBlock: z.ZodInt;
    untilBlock: z.ZodInt;
    reason: z.ZodEnum<{
        nonSettling: "nonSettling";
        lowSettlementRate: "lowSettlementRate";
    }>;
}, z.core.$strip>;
/**
 * The solutions proposed for one auction with reference scores, worst first.
 */
export declare const zSolverCompetitionV2: z.ZodObject<{
    auctionId: z.ZodInt;
    auctionStartBlock: z.ZodInt;
    auctionDeadlineBlock: z.ZodInt;
    transactionHashes: z.ZodArray<z.ZodString>;
    referenceScores: z.ZodRecord<z.ZodString, z.ZodString>;
    auction: z.ZodObject<{
        orders: z.ZodArray<z.ZodString>;
        prices: z.ZodRecord<z.ZodString, z.ZodString>;
    }, z.core.$strip>;
    solutions: z.ZodArray<z.ZodObject<{
        solverAddress: z.ZodString;
        score: z.ZodString;
        ranking: z.ZodInt;
        clearingPrices: z.ZodRecord<z.ZodString, z.ZodString>;
        orders: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
            sellToken: z.ZodString;
            buyToken: z.ZodString;
        }, z.core.$strip>>;
        isWinner: z.ZodBoolean;
        filteredOut: z.ZodBoolean;
        txHash: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        referenceScore: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$strip>>;
    bannedSolvers: z.ZodOptional<z.ZodArray<z.ZodObject<{
        solver: z.ZodString;
        solverAddress: z.ZodString;
        fromBlock: z.ZodInt;
        untilBlock: z.ZodInt;
        reason: z.ZodEnum<{
            nonSettling: "nonSettling";
            lowSettlementRate: "lowSettlementRate";
        }>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
/**
 * Native token atoms per token atom.
 */
export declare const zNativePriceResponse: z.ZodObject<{
    price: z.ZodNumber;
}, z.core.$strip>;
/**
 * What the order book's history says about a token.
 */
export declare const zTokenMetadata: z.ZodObject<{
    firstTradeBlock: z.ZodNullable<z.ZodInt>;
    nativePrice: z.ZodNullable<z.ZodString>;
}, z.core.$strip>;
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
export declare const zOrderSimulationReason: z.ZodObject<{
    kind: z.ZodEnum<{
        ban: "ban";
        validity: "validity";
        signature: "signature";
        presignature: "presignature";
        hookRevert: "hookRevert";
        balance: "balance";
        allowance: "allowance";
        limitPrice: "limitPrice";
    }>;
    description: z.ZodString;
}, z.core.$strip>;
/**
 * A balance the settlement of the order changes, in token atoms (negative when it decreases).
 */
export declare const zBalanceChange: z.ZodObject<{
    address: z.ZodString;
    token: z.ZodString;
    amount: z.ZodString;
}, z.core.$strip>;
/**
 * Whether the order's settlement would execute against the simulated world at the block,
 * and if not the first reason. When it executes: what it executes (the remaining amount, or
 * for a partially fillable order what the owner's balance and allowance cover) at the world's
 * market price with the network fee, and the balances that change. Protocol fees and the
 * surplus a batch may add are not included.
 *
 */
export declare const zOrderSimulation: z.ZodObject<{
    blockNumber: z.ZodInt;
    executes: z.ZodBoolean;
    reason: z.ZodNullable<z.ZodObject<{
        kind: z.ZodEnum<{
            ban: "ban";
            validity: "validity";
            signature: "signature";
            presignature: "presignature";
            hookRevert: "hookRevert";
            balance: "balance";
            allowance: "allowance";
            limitPrice: "limitPrice";
        }>;
        description: z.ZodString;
    }, z.core.$strip>>;
    error: z.ZodNullable<z.ZodString>;
    executedAmounts: z.ZodNullable<z.ZodObject<{
        sell: z.ZodString;
        buy: z.ZodString;
    }, z.core.$strip>>;
    balanceChanges: z.ZodArray<z.ZodObject<{
        address: z.ZodString;
        token: z.ZodString;
        amount: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * Total surplus of a user, in native token atoms.
 */
export declare const zTotalSurplus: z.ZodObject<{
    totalSurplus: z.ZodString;
}, z.core.$strip>;
/**
 * A solution proposed in an auction that touched the order.
 */
export declare const zDebugProposedSolution: z.ZodObject<{
    solutionUid: z.ZodInt;
    ranking: z.ZodInt;
    solver: z.ZodString;
    isWinner: z.ZodBoolean;
    filteredOut: z.ZodBoolean;
    score: z.ZodString;
    executedSell: z.ZodString;
    executedBuy: z.ZodString;
}, z.core.$strip>;
/**
 * A protocol fee charged in an execution.
 */
export declare const zDebugProtocolFee: z.ZodObject<{
    token: z.ZodString;
    amount: z.ZodString;
}, z.core.$strip>;
/**
 * Fees charged when the order executed in the auction.
 */
export declare const zDebugExecution: z.ZodObject<{
    executedFee: z.ZodString;
    executedFeeToken: z.ZodString;
    blockNumber: z.ZodInt;
    protocolFees: z.ZodArray<z.ZodObject<{
        token: z.ZodString;
        amount: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * A fee policy applied to the order in the auction.
 */
export declare const zDebugFeePolicy: z.ZodObject<{
    kind: z.ZodEnum<{
        surplus: "surplus";
        volume: "volume";
        priceImprovement: "priceImprovement";
    }>;
    surplusFactor: z.ZodOptional<z.ZodNumber>;
    surplusMaxVolumeFactor: z.ZodOptional<z.ZodNumber>;
    volumeFactor: z.ZodOptional<z.ZodNumber>;
    priceImprovementFactor: z.ZodOptional<z.ZodNumber>;
    priceImprovementMaxVolumeFactor: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
/**
 * A trade of the order.
 */
export declare const zDebugTrade: z.ZodObject<{
    blockNumber: z.ZodInt;
    logIndex: z.ZodInt;
    buyAmount: z.ZodString;
    sellAmount: z.ZodString;
    sellAmountBeforeFees: z.ZodString;
    txHash: z.ZodNullable<z.ZodString>;
    auctionId: z.ZodNullable<z.ZodInt>;
}, z.core.$strip>;
/**
 * Error-specific payload.
 */
export declare const zErrorData: z.ZodRecord<z.ZodString, z.ZodUnknown>;
/**
 * A parameter or the body violates the schema; `description` names the field.
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
 * The address is deny-listed.
 */
export declare const zForbiddenError: z.ZodObject<{
    errorType: z.ZodEnum<{
        Forbidden: "Forbidden";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * The signer does not own the order(s).
 */
export declare const zWrongOwnerError: z.ZodObject<{
    errorType: z.ZodEnum<{
        WrongOwner: "WrongOwner";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * The body is not JSON by its Content-Type.
 */
export declare const zUnsupportedMediaTypeError: z.ZodObject<{
    errorType: z.ZodEnum<{
        UnsupportedMediaType: "UnsupportedMediaType";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * The body exceeds the size limit.
 */
export declare const zPayloadTooLargeError: z.ZodObject<{
    errorType: z.ZodEnum<{
        PayloadTooLarge: "PayloadTooLarge";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * Too many requests.
 */
export declare const zRateLimitedError: z.ZodObject<{
    errorType: z.ZodEnum<{
        RateLimited: "RateLimited";
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
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * Unexpected error while adding an order.
 */
export declare const zOrderPostInternalError: z.ZodObject<{
    errorType: z.ZodEnum<{
        InternalServerError: "InternalServerError";
        MetadataSerializationFailed: "MetadataSerializationFailed";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * Unknown network or replaced order.
 */
export declare const zOrderPostNotFoundError: z.ZodObject<{
    errorType: z.ZodEnum<{
        NotFound: "NotFound";
        OrderNotFound: "OrderNotFound";
        NoLiquidity: "NoLiquidity";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * Why a quote failed. `QuoteNotVerified`: the trade cannot be simulated for the trader
 * because a token takes a fee on each transfer or its transfers revert, while the trader
 * holds the amount to sell (without it, or for a `fast` quote, the quote is answered with
 * `verified: false`). `IncompatibleSigningScheme`: `onchainOrder` is true with an `eip712`
 * or `ethsign` scheme (an order placed on chain is signed by its contract: `presign` or
 * `eip1271`). Rules: docs/protocol.md#errors.
 *
 */
export declare const zPriceEstimationError: z.ZodObject<{
    errorType: z.ZodEnum<{
        InvalidParameter: "InvalidParameter";
        NoLiquidity: "NoLiquidity";
        SellAmountDoesNotCoverFee: "SellAmountDoesNotCoverFee";
        UnsupportedToken: "UnsupportedToken";
        SameBuyAndSellToken: "SameBuyAndSellToken";
        InvalidNativeSellToken: "InvalidNativeSellToken";
        InvalidAppData: "InvalidAppData";
        AppDataHashMismatch: "AppDataHashMismatch";
        InsufficientValidTo: "InsufficientValidTo";
        ExcessiveValidTo: "ExcessiveValidTo";
        UnsupportedOrderType: "UnsupportedOrderType";
        UnsupportedSellTokenSource: "UnsupportedSellTokenSource";
        UnsupportedBuyTokenDestination: "UnsupportedBuyTokenDestination";
        TradingOutsideAllowedWindow: "TradingOutsideAllowedWindow";
        TokenTemporarilySuspended: "TokenTemporarilySuspended";
        InsufficientLiquidity: "InsufficientLiquidity";
        CustomSolverError: "CustomSolverError";
        QuoteNotVerified: "QuoteNotVerified";
        IncompatibleSigningScheme: "IncompatibleSigningScheme";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodObject<{
        fee_amount: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * Why an order was rejected (first failing check of docs/protocol.md#validation-order). `TransferSimulationFailed`: the balance and allowance cover the order but the sell token's transfer into the settlement reverts (the description carries the revert data); `QuoteNotVerified`: as for quotes, when the owner holds the sell amount.
 */
export declare const zOrderPostError: z.ZodObject<{
    errorType: z.ZodEnum<{
        InvalidParameter: "InvalidParameter";
        WrongOwner: "WrongOwner";
        UnsupportedToken: "UnsupportedToken";
        SameBuyAndSellToken: "SameBuyAndSellToken";
        InvalidNativeSellToken: "InvalidNativeSellToken";
        InvalidAppData: "InvalidAppData";
        AppDataHashMismatch: "AppDataHashMismatch";
        InsufficientValidTo: "InsufficientValidTo";
        ExcessiveValidTo: "ExcessiveValidTo";
        UnsupportedOrderType: "UnsupportedOrderType";
        UnsupportedSellTokenSource: "UnsupportedSellTokenSource";
        UnsupportedBuyTokenDestination: "UnsupportedBuyTokenDestination";
        QuoteNotVerified: "QuoteNotVerified";
        SellAmountOverflow: "SellAmountOverflow";
        BuyAmountOverflow: "BuyAmountOverflow";
        AlreadyCancelled: "AlreadyCancelled";
        OrderFullyExecuted: "OrderFullyExecuted";
        OrderExpired: "OrderExpired";
        OnChainOrder: "OnChainOrder";
        InvalidSignature: "InvalidSignature";
        AppdataFromMismatch: "AppdataFromMismatch";
        MissingFrom: "MissingFrom";
        ZeroAmount: "ZeroAmount";
        InvalidEip1271Signature: "InvalidEip1271Signature";
        InsufficientAllowance: "InsufficientAllowance";
        InsufficientBalance: "InsufficientBalance";
        NonZeroFee: "NonZeroFee";
        TooManyLimitOrders: "TooManyLimitOrders";
        TooMuchGas: "TooMuchGas";
        InvalidValidFrom: "InvalidValidFrom";
        DuplicatedOrder: "DuplicatedOrder";
        OldOrderActivelyBidOn: "OldOrderActivelyBidOn";
        TransferSimulationFailed: "TransferSimulationFailed";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * Why a cancellation was rejected.
 */
export declare const zOrderCancellationError: z.ZodObject<{
    errorType: z.ZodEnum<{
        InvalidParameter: "InvalidParameter";
        AlreadyCancelled: "AlreadyCancelled";
        OrderFullyExecuted: "OrderFullyExecuted";
        OrderExpired: "OrderExpired";
        OnChainOrder: "OnChainOrder";
        InvalidSignature: "InvalidSignature";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * An order to cancel does not exist, or unknown network.
 */
export declare const zCancellationNotFoundError: z.ZodObject<{
    errorType: z.ZodEnum<{
        NotFound: "NotFound";
        OrderNotFound: "OrderNotFound";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * Why an app data document was rejected.
 */
export declare const zAppDataError: z.ZodObject<{
    errorType: z.ZodEnum<{
        InvalidParameter: "InvalidParameter";
        AppDataHashMismatch: "AppDataHashMismatch";
        AppDataInvalid: "AppDataInvalid";
        AppDataMismatch: "AppDataMismatch";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * Malformed owner or offset, or limit outside 1..1000.
 */
export declare const zUserOrdersError: z.ZodObject<{
    errorType: z.ZodEnum<{
        InvalidParameter: "InvalidParameter";
        LIMIT_OUT_OF_BOUNDS: "LIMIT_OUT_OF_BOUNDS";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * Bad trade filter or pagination.
 */
export declare const zTradesError: z.ZodObject<{
    errorType: z.ZodEnum<{
        InvalidParameter: "InvalidParameter";
        InvalidTradeFilter: "InvalidTradeFilter";
        InvalidLimit: "InvalidLimit";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * Malformed or unsupported token.
 */
export declare const zNativePriceBadRequestError: z.ZodObject<{
    errorType: z.ZodEnum<{
        InvalidParameter: "InvalidParameter";
        UnsupportedToken: "UnsupportedToken";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * No price, or unknown network.
 */
export declare const zNativePriceNotFoundError: z.ZodObject<{
    errorType: z.ZodEnum<{
        NotFound: "NotFound";
        NoLiquidity: "NoLiquidity";
    }>;
    description: z.ZodString;
    data: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strip>;
/**
 * 32 bytes, `0x`-prefixed hex.
 */
export declare const zBytes32: z.ZodString;
/**
 * keccak256 of the full app data text, `0x`-prefixed.
 */
export declare const zAppDataHash: z.ZodString;
/**
 * A request for a price and fee quote.
 */
export declare const zOrderQuoteRequest: z.ZodIntersection<z.ZodIntersection<z.ZodUnion<readonly [z.ZodObject<{
    kind: z.ZodLiteral<"sell">;
    sellAmountBeforeFee: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"sell">;
    sellAmountAfterFee: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"buy">;
    buyAmountAfterFee: z.ZodString;
}, z.core.$strip>]>, z.ZodUnion<readonly [z.ZodObject<{
    validTo: z.ZodInt;
}, z.core.$strip>, z.ZodObject<{
    validFor: z.ZodInt;
}, z.core.$strip>, z.ZodRecord<z.ZodString, z.ZodUnknown>]>>, z.ZodObject<{
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    receiver: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    from: z.ZodString;
    appData: z.ZodOptional<z.ZodString>;
    appDataHash: z.ZodOptional<z.ZodString>;
    sellTokenBalance: z.ZodOptional<z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
        external: "external";
    }>>;
    buyTokenBalance: z.ZodOptional<z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
    }>>;
    priceQuality: z.ZodOptional<z.ZodEnum<{
        fast: "fast";
        optimal: "optimal";
        verified: "verified";
    }>>;
    signingScheme: z.ZodOptional<z.ZodEnum<{
        eip712: "eip712";
        ethsign: "ethsign";
        presign: "presign";
        eip1271: "eip1271";
    }>>;
    onchainOrder: z.ZodOptional<z.ZodBoolean>;
    timeout: z.ZodOptional<z.ZodInt>;
}, z.core.$strip>>;
/**
 * The quoted order, ready to sign.
 */
export declare const zQuoteParameters: z.ZodObject<{
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    receiver: z.ZodNullable<z.ZodString>;
    sellAmount: z.ZodString;
    buyAmount: z.ZodString;
    validTo: z.ZodInt;
    appData: z.ZodString;
    appDataHash: z.ZodOptional<z.ZodString>;
    feeAmount: z.ZodString;
    gasAmount: z.ZodString;
    gasPrice: z.ZodString;
    sellTokenPrice: z.ZodString;
    kind: z.ZodEnum<{
        sell: "sell";
        buy: "buy";
    }>;
    partiallyFillable: z.ZodLiteral<false>;
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
}, z.core.$strip>;
/**
 * Date and time, ISO 8601 / RFC 3339 in UTC.
 */
export declare const zTimestamp: z.ZodISODateTime;
/**
 * A quote. Sign `feeAmount` "0" and `sellAmount` = `quote.sellAmount` + `quote.feeAmount`.
 */
export declare const zOrderQuoteResponse: z.ZodObject<{
    quote: z.ZodObject<{
        sellToken: z.ZodString;
        buyToken: z.ZodString;
        receiver: z.ZodNullable<z.ZodString>;
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        validTo: z.ZodInt;
        appData: z.ZodString;
        appDataHash: z.ZodOptional<z.ZodString>;
        feeAmount: z.ZodString;
        gasAmount: z.ZodString;
        gasPrice: z.ZodString;
        sellTokenPrice: z.ZodString;
        kind: z.ZodEnum<{
            sell: "sell";
            buy: "buy";
        }>;
        partiallyFillable: z.ZodLiteral<false>;
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
    }, z.core.$strip>;
    from: z.ZodString;
    expiration: z.ZodISODateTime;
    id: z.ZodNullable<z.ZodInt>;
    verified: z.ZodBoolean;
    protocolFeeBps: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/**
 * An order lifecycle event.
 */
export declare const zDebugEvent: z.ZodObject<{
    label: z.ZodEnum<{
        ready: "ready";
        considered: "considered";
        executing: "executing";
        cancelled: "cancelled";
        traded: "traded";
        created: "created";
        filtered: "filtered";
        invalid: "invalid";
    }>;
    timestamp: z.ZodISODateTime;
    reason: z.ZodOptional<z.ZodEnum<{
        in_flight: "in_flight";
        banned_user: "banned_user";
        invalid_signature: "invalid_signature";
        unsupported_token: "unsupported_token";
        insufficient_balance: "insufficient_balance";
        dust_order: "dust_order";
        missing_native_price: "missing_native_price";
    }>>;
    auctionId: z.ZodOptional<z.ZodInt>;
}, z.core.$strip>;
/**
 * Arbitrary bytes, `0x`-prefixed hex with an even number of digits.
 */
export declare const zHexBytes: z.ZodString;
/**
 * Signature bytes. `eip712`/`ethsign`: 65 bytes r‖s‖v. `presign`: empty (`0x`), or the
 * owner address (legacy). `eip1271`: whatever the owner contract verifies.
 *
 */
export declare const zSignature: z.ZodString;
/**
 * A signed order as submitted.
 */
export declare const zOrderCreation: z.ZodObject<{
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    receiver: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    sellAmount: z.ZodString;
    buyAmount: z.ZodString;
    validTo: z.ZodInt;
    appData: z.ZodString;
    appDataHash: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    feeAmount: z.ZodString;
    kind: z.ZodEnum<{
        sell: "sell";
        buy: "buy";
    }>;
    partiallyFillable: z.ZodBoolean;
    sellTokenBalance: z.ZodOptional<z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
        external: "external";
    }>>;
    buyTokenBalance: z.ZodOptional<z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
    }>>;
    signingScheme: z.ZodEnum<{
        eip712: "eip712";
        ethsign: "ethsign";
        presign: "presign";
        eip1271: "eip1271";
    }>;
    signature: z.ZodString;
    from: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    quoteId: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
}, z.core.$strip>;
/**
 * A call from the settlement contract (an order's hook, or a call of a settlement).
 */
export declare const zInteractionData: z.ZodObject<{
    target: z.ZodString;
    value: z.ZodString;
    callData: z.ZodString;
}, z.core.$strip>;
/**
 * An order as returned by the API.
 */
export declare const zOrder: z.ZodObject<{
    uid: z.ZodString;
    owner: z.ZodString;
    creationDate: z.ZodISODateTime;
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    receiver: z.ZodNullable<z.ZodString>;
    sellAmount: z.ZodString;
    buyAmount: z.ZodString;
    validTo: z.ZodInt;
    appData: z.ZodString;
    fullAppData: z.ZodNullable<z.ZodString>;
    feeAmount: z.ZodString;
    kind: z.ZodEnum<{
        sell: "sell";
        buy: "buy";
    }>;
    partiallyFillable: z.ZodBoolean;
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
    class: z.ZodEnum<{
        market: "market";
        limit: "limit";
        liquidity: "liquidity";
    }>;
    status: z.ZodEnum<{
        presignaturePending: "presignaturePending";
        open: "open";
        fulfilled: "fulfilled";
        cancelled: "cancelled";
        expired: "expired";
    }>;
    invalidated: z.ZodBoolean;
    availableBalance: z.ZodNull;
    executedSellAmount: z.ZodString;
    executedSellAmountBeforeFees: z.ZodString;
    executedBuyAmount: z.ZodString;
    executedFeeAmount: z.ZodString;
    executedFee: z.ZodString;
    executedFeeToken: z.ZodString;
    settlementContract: z.ZodString;
    isLiquidityOrder: z.ZodBoolean;
    validFrom: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
    onchainUser: z.ZodOptional<z.ZodString>;
    quote: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        gasAmount: z.ZodString;
        gasPrice: z.ZodString;
        sellTokenPrice: z.ZodString;
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        feeAmount: z.ZodString;
        solver: z.ZodString;
        verified: z.ZodBoolean;
        metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    }, z.core.$strip>>>;
    interactions: z.ZodObject<{
        pre: z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>;
        post: z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$strip>;
}, z.core.$strip>;
/**
 * One element of `POST /api/v1/orders/by_uids`.
 */
export declare const zOrderOrError: z.ZodUnion<readonly [z.ZodObject<{
    order: z.ZodObject<{
        uid: z.ZodString;
        owner: z.ZodString;
        creationDate: z.ZodISODateTime;
        sellToken: z.ZodString;
        buyToken: z.ZodString;
        receiver: z.ZodNullable<z.ZodString>;
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        validTo: z.ZodInt;
        appData: z.ZodString;
        fullAppData: z.ZodNullable<z.ZodString>;
        feeAmount: z.ZodString;
        kind: z.ZodEnum<{
            sell: "sell";
            buy: "buy";
        }>;
        partiallyFillable: z.ZodBoolean;
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
        class: z.ZodEnum<{
            market: "market";
            limit: "limit";
            liquidity: "liquidity";
        }>;
        status: z.ZodEnum<{
            presignaturePending: "presignaturePending";
            open: "open";
            fulfilled: "fulfilled";
            cancelled: "cancelled";
            expired: "expired";
        }>;
        invalidated: z.ZodBoolean;
        availableBalance: z.ZodNull;
        executedSellAmount: z.ZodString;
        executedSellAmountBeforeFees: z.ZodString;
        executedBuyAmount: z.ZodString;
        executedFeeAmount: z.ZodString;
        executedFee: z.ZodString;
        executedFeeToken: z.ZodString;
        settlementContract: z.ZodString;
        isLiquidityOrder: z.ZodBoolean;
        validFrom: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
        onchainUser: z.ZodOptional<z.ZodString>;
        quote: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            gasAmount: z.ZodString;
            gasPrice: z.ZodString;
            sellTokenPrice: z.ZodString;
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
            feeAmount: z.ZodString;
            solver: z.ZodString;
            verified: z.ZodBoolean;
            metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        }, z.core.$strip>>>;
        interactions: z.ZodObject<{
            pre: z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>;
            post: z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>;
        }, z.core.$strip>;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodObject<{
    error: z.ZodObject<{
        uid: z.ZodString;
        description: z.ZodString;
    }, z.core.$strip>;
}, z.core.$strip>]>;
/**
 * A solvable order as given to solvers.
 */
export declare const zAuctionOrder: z.ZodObject<{
    uid: z.ZodString;
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    sellAmount: z.ZodString;
    buyAmount: z.ZodString;
    created: z.ZodString;
    validTo: z.ZodInt;
    kind: z.ZodEnum<{
        sell: "sell";
        buy: "buy";
    }>;
    receiver: z.ZodNullable<z.ZodString>;
    owner: z.ZodString;
    partiallyFillable: z.ZodBoolean;
    executed: z.ZodString;
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
    sellTokenBalance: z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
        external: "external";
    }>;
    buyTokenBalance: z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
    }>;
    class: z.ZodEnum<{
        market: "market";
        limit: "limit";
        liquidity: "liquidity";
    }>;
    appData: z.ZodString;
    signature: z.ZodString;
    protocolFees: z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
        surplus: z.ZodObject<{
            factor: z.ZodNumber;
            maxVolumeFactor: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>, z.ZodObject<{
        volume: z.ZodObject<{
            factor: z.ZodNumber;
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
    }, z.core.$strip>]>>;
    quote: z.ZodOptional<z.ZodObject<{
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        fee: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * A batch auction.
 */
export declare const zAuction: z.ZodObject<{
    id: z.ZodInt;
    block: z.ZodInt;
    orders: z.ZodArray<z.ZodObject<{
        uid: z.ZodString;
        sellToken: z.ZodString;
        buyToken: z.ZodString;
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        created: z.ZodString;
        validTo: z.ZodInt;
        kind: z.ZodEnum<{
            sell: "sell";
            buy: "buy";
        }>;
        receiver: z.ZodNullable<z.ZodString>;
        owner: z.ZodString;
        partiallyFillable: z.ZodBoolean;
        executed: z.ZodString;
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
        sellTokenBalance: z.ZodEnum<{
            erc20: "erc20";
            internal: "internal";
            external: "external";
        }>;
        buyTokenBalance: z.ZodEnum<{
            erc20: "erc20";
            internal: "internal";
        }>;
        class: z.ZodEnum<{
            market: "market";
            limit: "limit";
            liquidity: "liquidity";
        }>;
        appData: z.ZodString;
        signature: z.ZodString;
        protocolFees: z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
            surplus: z.ZodObject<{
                factor: z.ZodNumber;
                maxVolumeFactor: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>, z.ZodObject<{
            volume: z.ZodObject<{
                factor: z.ZodNumber;
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
        }, z.core.$strip>]>>;
        quote: z.ZodOptional<z.ZodObject<{
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
            fee: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    prices: z.ZodRecord<z.ZodString, z.ZodString>;
    surplusCapturingJitOrderOwners: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
/**
 * An order to simulate without storing it: the signed order fields, its owner, and the full
 * app data text. Unknown fields are ignored.
 *
 */
export declare const zOrderSimulationRequest: z.ZodObject<{
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    sellAmount: z.ZodString;
    buyAmount: z.ZodString;
    kind: z.ZodEnum<{
        sell: "sell";
        buy: "buy";
    }>;
    owner: z.ZodString;
    receiver: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    sellTokenBalance: z.ZodOptional<z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
        external: "external";
    }>>;
    buyTokenBalance: z.ZodOptional<z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
    }>>;
    appData: z.ZodString;
    blockNumber: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
    signingScheme: z.ZodEnum<{
        eip712: "eip712";
        ethsign: "ethsign";
        presign: "presign";
        eip1271: "eip1271";
    }>;
    signature: z.ZodString;
    feeAmount: z.ZodString;
    validTo: z.ZodInt;
    partiallyFillable: z.ZodBoolean;
}, z.core.$strip>;
/**
 * A winner's attempt to settle.
 */
export declare const zDebugSettlementAttempt: z.ZodObject<{
    solver: z.ZodString;
    solutionUid: z.ZodInt;
    startTimestamp: z.ZodISODateTime;
    startBlock: z.ZodInt;
    deadlineBlock: z.ZodInt;
    endTimestamp: z.ZodOptional<z.ZodISODateTime>;
    endBlock: z.ZodOptional<z.ZodInt>;
    outcome: z.ZodOptional<z.ZodString>;
    callData: z.ZodOptional<z.ZodString>;
    uninternalizedCallData: z.ZodOptional<z.ZodString>;
    interactions: z.ZodOptional<z.ZodTuple<[z.ZodArray<z.ZodObject<{
        target: z.ZodString;
        value: z.ZodString;
        callData: z.ZodString;
    }, z.core.$strip>>, z.ZodArray<z.ZodObject<{
        target: z.ZodString;
        value: z.ZodString;
        callData: z.ZodString;
    }, z.core.$strip>>, z.ZodArray<z.ZodObject<{
        target: z.ZodString;
        value: z.ZodString;
        callData: z.ZodString;
    }, z.core.$strip>>], null>>;
}, z.core.$strip>;
/**
 * One auction the order took part in.
 */
export declare const zDebugAuction: z.ZodObject<{
    id: z.ZodInt;
    block: z.ZodInt;
    timestamp: z.ZodISODateTime;
    deadline: z.ZodInt;
    nativePrices: z.ZodRecord<z.ZodString, z.ZodString>;
    proposedSolutions: z.ZodArray<z.ZodObject<{
        solutionUid: z.ZodInt;
        ranking: z.ZodInt;
        solver: z.ZodString;
        isWinner: z.ZodBoolean;
        filteredOut: z.ZodBoolean;
        score: z.ZodString;
        executedSell: z.ZodString;
        executedBuy: z.ZodString;
    }, z.core.$strip>>;
    executions: z.ZodArray<z.ZodObject<{
        executedFee: z.ZodString;
        executedFeeToken: z.ZodString;
        blockNumber: z.ZodInt;
        protocolFees: z.ZodArray<z.ZodObject<{
            token: z.ZodString;
            amount: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    settlementAttempts: z.ZodArray<z.ZodObject<{
        solver: z.ZodString;
        solutionUid: z.ZodInt;
        startTimestamp: z.ZodISODateTime;
        startBlock: z.ZodInt;
        deadlineBlock: z.ZodInt;
        endTimestamp: z.ZodOptional<z.ZodISODateTime>;
        endBlock: z.ZodOptional<z.ZodInt>;
        outcome: z.ZodOptional<z.ZodString>;
        callData: z.ZodOptional<z.ZodString>;
        uninternalizedCallData: z.ZodOptional<z.ZodString>;
        interactions: z.ZodOptional<z.ZodTuple<[z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>, z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>, z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>], null>>;
    }, z.core.$strip>>;
    feePolicies: z.ZodArray<z.ZodObject<{
        kind: z.ZodEnum<{
            surplus: "surplus";
            volume: "volume";
            priceImprovement: "priceImprovement";
        }>;
        surplusFactor: z.ZodOptional<z.ZodNumber>;
        surplusMaxVolumeFactor: z.ZodOptional<z.ZodNumber>;
        volumeFactor: z.ZodOptional<z.ZodNumber>;
        priceImprovementFactor: z.ZodOptional<z.ZodNumber>;
        priceImprovementMaxVolumeFactor: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
    bannedSolvers: z.ZodOptional<z.ZodArray<z.ZodObject<{
        solver: z.ZodString;
        solverAddress: z.ZodString;
        fromBlock: z.ZodInt;
        untilBlock: z.ZodInt;
        reason: z.ZodEnum<{
            nonSettling: "nonSettling";
            lowSettlementRate: "lowSettlementRate";
        }>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
/**
 * Everything batchbook knows about an order.
 */
export declare const zDebugOrderResponse: z.ZodObject<{
    orderUid: z.ZodString;
    order: z.ZodObject<{
        uid: z.ZodString;
        owner: z.ZodString;
        creationDate: z.ZodISODateTime;
        sellToken: z.ZodString;
        buyToken: z.ZodString;
        receiver: z.ZodNullable<z.ZodString>;
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        validTo: z.ZodInt;
        appData: z.ZodString;
        fullAppData: z.ZodNullable<z.ZodString>;
        feeAmount: z.ZodString;
        kind: z.ZodEnum<{
            sell: "sell";
            buy: "buy";
        }>;
        partiallyFillable: z.ZodBoolean;
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
        class: z.ZodEnum<{
            market: "market";
            limit: "limit";
            liquidity: "liquidity";
        }>;
        status: z.ZodEnum<{
            presignaturePending: "presignaturePending";
            open: "open";
            fulfilled: "fulfilled";
            cancelled: "cancelled";
            expired: "expired";
        }>;
        invalidated: z.ZodBoolean;
        availableBalance: z.ZodNull;
        executedSellAmount: z.ZodString;
        executedSellAmountBeforeFees: z.ZodString;
        executedBuyAmount: z.ZodString;
        executedFeeAmount: z.ZodString;
        executedFee: z.ZodString;
        executedFeeToken: z.ZodString;
        settlementContract: z.ZodString;
        isLiquidityOrder: z.ZodBoolean;
        validFrom: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
        onchainUser: z.ZodOptional<z.ZodString>;
        quote: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            gasAmount: z.ZodString;
            gasPrice: z.ZodString;
            sellTokenPrice: z.ZodString;
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
            feeAmount: z.ZodString;
            solver: z.ZodString;
            verified: z.ZodBoolean;
            metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        }, z.core.$strip>>>;
        interactions: z.ZodObject<{
            pre: z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>;
            post: z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>;
        }, z.core.$strip>;
    }, z.core.$strip>;
    events: z.ZodArray<z.ZodObject<{
        label: z.ZodEnum<{
            ready: "ready";
            considered: "considered";
            executing: "executing";
            cancelled: "cancelled";
            traded: "traded";
            created: "created";
            filtered: "filtered";
            invalid: "invalid";
        }>;
        timestamp: z.ZodISODateTime;
        reason: z.ZodOptional<z.ZodEnum<{
            in_flight: "in_flight";
            banned_user: "banned_user";
            invalid_signature: "invalid_signature";
            unsupported_token: "unsupported_token";
            insufficient_balance: "insufficient_balance";
            dust_order: "dust_order";
            missing_native_price: "missing_native_price";
        }>>;
        auctionId: z.ZodOptional<z.ZodInt>;
    }, z.core.$strip>>;
    auctions: z.ZodArray<z.ZodObject<{
        id: z.ZodInt;
        block: z.ZodInt;
        timestamp: z.ZodISODateTime;
        deadline: z.ZodInt;
        nativePrices: z.ZodRecord<z.ZodString, z.ZodString>;
        proposedSolutions: z.ZodArray<z.ZodObject<{
            solutionUid: z.ZodInt;
            ranking: z.ZodInt;
            solver: z.ZodString;
            isWinner: z.ZodBoolean;
            filteredOut: z.ZodBoolean;
            score: z.ZodString;
            executedSell: z.ZodString;
            executedBuy: z.ZodString;
        }, z.core.$strip>>;
        executions: z.ZodArray<z.ZodObject<{
            executedFee: z.ZodString;
            executedFeeToken: z.ZodString;
            blockNumber: z.ZodInt;
            protocolFees: z.ZodArray<z.ZodObject<{
                token: z.ZodString;
                amount: z.ZodString;
            }, z.core.$strip>>;
        }, z.core.$strip>>;
        settlementAttempts: z.ZodArray<z.ZodObject<{
            solver: z.ZodString;
            solutionUid: z.ZodInt;
            startTimestamp: z.ZodISODateTime;
            startBlock: z.ZodInt;
            deadlineBlock: z.ZodInt;
            endTimestamp: z.ZodOptional<z.ZodISODateTime>;
            endBlock: z.ZodOptional<z.ZodInt>;
            outcome: z.ZodOptional<z.ZodString>;
            callData: z.ZodOptional<z.ZodString>;
            uninternalizedCallData: z.ZodOptional<z.ZodString>;
            interactions: z.ZodOptional<z.ZodTuple<[z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>, z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>, z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>], null>>;
        }, z.core.$strip>>;
        feePolicies: z.ZodArray<z.ZodObject<{
            kind: z.ZodEnum<{
                surplus: "surplus";
                volume: "volume";
                priceImprovement: "priceImprovement";
            }>;
            surplusFactor: z.ZodOptional<z.ZodNumber>;
            surplusMaxVolumeFactor: z.ZodOptional<z.ZodNumber>;
            volumeFactor: z.ZodOptional<z.ZodNumber>;
            priceImprovementFactor: z.ZodOptional<z.ZodNumber>;
            priceImprovementMaxVolumeFactor: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strip>>;
        bannedSolvers: z.ZodOptional<z.ZodArray<z.ZodObject<{
            solver: z.ZodString;
            solverAddress: z.ZodString;
            fromBlock: z.ZodInt;
            untilBlock: z.ZodInt;
            reason: z.ZodEnum<{
                nonSettling: "nonSettling";
                lowSettlementRate: "lowSettlementRate";
            }>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    trades: z.ZodArray<z.ZodObject<{
        blockNumber: z.ZodInt;
        logIndex: z.ZodInt;
        buyAmount: z.ZodString;
        sellAmount: z.ZodString;
        sellAmountBeforeFees: z.ZodString;
        txHash: z.ZodNullable<z.ZodString>;
        auctionId: z.ZodNullable<z.ZodInt>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * Order UID in a path parameter; the `0x` prefix is optional.
 */
export declare const zUidParam: z.ZodString;
/**
 * Address in a path or query parameter; the `0x` prefix is optional.
 */
export declare const zAddressParam: z.ZodString;
/**
 * Transaction hash in a path parameter; the `0x` prefix is optional.
 */
export declare const zTransactionHashParam: z.ZodString;
/**
 * The order UID (`0x` optional).
 */
export declare const zOrderUidPath: z.ZodString;
/**
 * The `id` of the last event received: the stream starts with every later event, read from
 * the database, with no gap and no duplicate. EventSource clients send it when they
 * reconnect. An id that is not of this stream (malformed, or newer than anything stored) is
 * 400 `InvalidParameter`.
 *
 */
export declare const zLastEventId: z.ZodString;
/**
 * The order UID (`0x` optional).
 */
export declare const zDebugUidPath: z.ZodString;
/**
 * The auction id, at most 2^53 − 1.
 */
export declare const zAuctionIdPath: z.ZodInt;
/**
 * The settlement transaction hash (`0x` optional).
 */
export declare const zTxHashPath: z.ZodString;
/**
 * Trades of this owner. Exactly one of `owner` and `orderUid`.
 */
export declare const zTradeOwner: z.ZodString;
/**
 * Trades of this order. Exactly one of `owner` and `orderUid`.
 */
export declare const zTradeOrderUid: z.ZodString;
export declare const zQuoteBody: z.ZodIntersection<z.ZodIntersection<z.ZodUnion<readonly [z.ZodObject<{
    kind: z.ZodLiteral<"sell">;
    sellAmountBeforeFee: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"sell">;
    sellAmountAfterFee: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"buy">;
    buyAmountAfterFee: z.ZodString;
}, z.core.$strip>]>, z.ZodUnion<readonly [z.ZodObject<{
    validTo: z.ZodInt;
}, z.core.$strip>, z.ZodObject<{
    validFor: z.ZodInt;
}, z.core.$strip>, z.ZodRecord<z.ZodString, z.ZodUnknown>]>>, z.ZodObject<{
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    receiver: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    from: z.ZodString;
    appData: z.ZodOptional<z.ZodString>;
    appDataHash: z.ZodOptional<z.ZodString>;
    sellTokenBalance: z.ZodOptional<z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
        external: "external";
    }>>;
    buyTokenBalance: z.ZodOptional<z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
    }>>;
    priceQuality: z.ZodOptional<z.ZodEnum<{
        fast: "fast";
        optimal: "optimal";
        verified: "verified";
    }>>;
    signingScheme: z.ZodOptional<z.ZodEnum<{
        eip712: "eip712";
        ethsign: "ethsign";
        presign: "presign";
        eip1271: "eip1271";
    }>>;
    onchainOrder: z.ZodOptional<z.ZodBoolean>;
    timeout: z.ZodOptional<z.ZodInt>;
}, z.core.$strip>>;
/**
 * Quoted order.
 */
export declare const zQuoteResponse: z.ZodObject<{
    quote: z.ZodObject<{
        sellToken: z.ZodString;
        buyToken: z.ZodString;
        receiver: z.ZodNullable<z.ZodString>;
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        validTo: z.ZodInt;
        appData: z.ZodString;
        appDataHash: z.ZodOptional<z.ZodString>;
        feeAmount: z.ZodString;
        gasAmount: z.ZodString;
        gasPrice: z.ZodString;
        sellTokenPrice: z.ZodString;
        kind: z.ZodEnum<{
            sell: "sell";
            buy: "buy";
        }>;
        partiallyFillable: z.ZodLiteral<false>;
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
    }, z.core.$strip>;
    from: z.ZodString;
    expiration: z.ZodISODateTime;
    id: z.ZodNullable<z.ZodInt>;
    verified: z.ZodBoolean;
    protocolFeeBps: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const zQuoteStreamBody: z.ZodIntersection<z.ZodIntersection<z.ZodUnion<readonly [z.ZodObject<{
    kind: z.ZodLiteral<"sell">;
    sellAmountBeforeFee: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"sell">;
    sellAmountAfterFee: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"buy">;
    buyAmountAfterFee: z.ZodString;
}, z.core.$strip>]>, z.ZodUnion<readonly [z.ZodObject<{
    validTo: z.ZodInt;
}, z.core.$strip>, z.ZodObject<{
    validFor: z.ZodInt;
}, z.core.$strip>, z.ZodRecord<z.ZodString, z.ZodUnknown>]>>, z.ZodObject<{
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    receiver: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    from: z.ZodString;
    appData: z.ZodOptional<z.ZodString>;
    appDataHash: z.ZodOptional<z.ZodString>;
    sellTokenBalance: z.ZodOptional<z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
        external: "external";
    }>>;
    buyTokenBalance: z.ZodOptional<z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
    }>>;
    priceQuality: z.ZodOptional<z.ZodEnum<{
        fast: "fast";
        optimal: "optimal";
        verified: "verified";
    }>>;
    signingScheme: z.ZodOptional<z.ZodEnum<{
        eip712: "eip712";
        ethsign: "ethsign";
        presign: "presign";
        eip1271: "eip1271";
    }>>;
    onchainOrder: z.ZodOptional<z.ZodBoolean>;
    timeout: z.ZodOptional<z.ZodInt>;
}, z.core.$strip>>;
/**
 * The stream; each unnamed event's `data` is a quote, a terminal `error` event's the quote error.
 */
export declare const zQuoteStreamResponse: z.ZodString;
export declare const zCancelOrdersBody: z.ZodObject<{
    orderUids: z.ZodArray<z.ZodString>;
    signature: z.ZodString;
    signingScheme: z.ZodEnum<{
        eip712: "eip712";
        ethsign: "ethsign";
    }>;
}, z.core.$strip>;
/**
 * The order(s) are cancelled.
 */
export declare const zCancelOrdersResponse: z.ZodLiteral<"Cancelled">;
export declare const zCreateOrderBody: z.ZodObject<{
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    receiver: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    sellAmount: z.ZodString;
    buyAmount: z.ZodString;
    validTo: z.ZodInt;
    appData: z.ZodString;
    appDataHash: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    feeAmount: z.ZodString;
    kind: z.ZodEnum<{
        sell: "sell";
        buy: "buy";
    }>;
    partiallyFillable: z.ZodBoolean;
    sellTokenBalance: z.ZodOptional<z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
        external: "external";
    }>>;
    buyTokenBalance: z.ZodOptional<z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
    }>>;
    signingScheme: z.ZodEnum<{
        eip712: "eip712";
        ethsign: "ethsign";
        presign: "presign";
        eip1271: "eip1271";
    }>;
    signature: z.ZodString;
    from: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    quoteId: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
}, z.core.$strip>;
/**
 * The order was accepted; the body is its UID.
 */
export declare const zCreateOrderResponse: z.ZodString;
export declare const zGetOrdersBody: z.ZodArray<z.ZodString>;
/**
 * The orders found.
 */
export declare const zGetOrdersResponse: z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
    order: z.ZodObject<{
        uid: z.ZodString;
        owner: z.ZodString;
        creationDate: z.ZodISODateTime;
        sellToken: z.ZodString;
        buyToken: z.ZodString;
        receiver: z.ZodNullable<z.ZodString>;
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        validTo: z.ZodInt;
        appData: z.ZodString;
        fullAppData: z.ZodNullable<z.ZodString>;
        feeAmount: z.ZodString;
        kind: z.ZodEnum<{
            sell: "sell";
            buy: "buy";
        }>;
        partiallyFillable: z.ZodBoolean;
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
        class: z.ZodEnum<{
            market: "market";
            limit: "limit";
            liquidity: "liquidity";
        }>;
        status: z.ZodEnum<{
            presignaturePending: "presignaturePending";
            open: "open";
            fulfilled: "fulfilled";
            cancelled: "cancelled";
            expired: "expired";
        }>;
        invalidated: z.ZodBoolean;
        availableBalance: z.ZodNull;
        executedSellAmount: z.ZodString;
        executedSellAmountBeforeFees: z.ZodString;
        executedBuyAmount: z.ZodString;
        executedFeeAmount: z.ZodString;
        executedFee: z.ZodString;
        executedFeeToken: z.ZodString;
        settlementContract: z.ZodString;
        isLiquidityOrder: z.ZodBoolean;
        validFrom: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
        onchainUser: z.ZodOptional<z.ZodString>;
        quote: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            gasAmount: z.ZodString;
            gasPrice: z.ZodString;
            sellTokenPrice: z.ZodString;
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
            feeAmount: z.ZodString;
            solver: z.ZodString;
            verified: z.ZodBoolean;
            metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        }, z.core.$strip>>>;
        interactions: z.ZodObject<{
            pre: z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>;
            post: z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>;
        }, z.core.$strip>;
    }, z.core.$strip>;
}, z.core.$strip>, z.ZodObject<{
    error: z.ZodObject<{
        uid: z.ZodString;
        description: z.ZodString;
    }, z.core.$strip>;
}, z.core.$strip>]>>;
export declare const zCancelOrderBody: z.ZodObject<{
    signature: z.ZodString;
    signingScheme: z.ZodEnum<{
        eip712: "eip712";
        ethsign: "ethsign";
    }>;
}, z.core.$strip>;
export declare const zCancelOrderPath: z.ZodObject<{
    UID: z.ZodString;
}, z.core.$strip>;
/**
 * The order(s) are cancelled.
 */
export declare const zCancelOrderResponse: z.ZodLiteral<"Cancelled">;
export declare const zGetOrderPath: z.ZodObject<{
    UID: z.ZodString;
}, z.core.$strip>;
/**
 * The order.
 */
export declare const zGetOrderResponse: z.ZodObject<{
    uid: z.ZodString;
    owner: z.ZodString;
    creationDate: z.ZodISODateTime;
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    receiver: z.ZodNullable<z.ZodString>;
    sellAmount: z.ZodString;
    buyAmount: z.ZodString;
    validTo: z.ZodInt;
    appData: z.ZodString;
    fullAppData: z.ZodNullable<z.ZodString>;
    feeAmount: z.ZodString;
    kind: z.ZodEnum<{
        sell: "sell";
        buy: "buy";
    }>;
    partiallyFillable: z.ZodBoolean;
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
    class: z.ZodEnum<{
        market: "market";
        limit: "limit";
        liquidity: "liquidity";
    }>;
    status: z.ZodEnum<{
        presignaturePending: "presignaturePending";
        open: "open";
        fulfilled: "fulfilled";
        cancelled: "cancelled";
        expired: "expired";
    }>;
    invalidated: z.ZodBoolean;
    availableBalance: z.ZodNull;
    executedSellAmount: z.ZodString;
    executedSellAmountBeforeFees: z.ZodString;
    executedBuyAmount: z.ZodString;
    executedFeeAmount: z.ZodString;
    executedFee: z.ZodString;
    executedFeeToken: z.ZodString;
    settlementContract: z.ZodString;
    isLiquidityOrder: z.ZodBoolean;
    validFrom: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
    onchainUser: z.ZodOptional<z.ZodString>;
    quote: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        gasAmount: z.ZodString;
        gasPrice: z.ZodString;
        sellTokenPrice: z.ZodString;
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        feeAmount: z.ZodString;
        solver: z.ZodString;
        verified: z.ZodBoolean;
        metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    }, z.core.$strip>>>;
    interactions: z.ZodObject<{
        pre: z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>;
        post: z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$strip>;
}, z.core.$strip>;
export declare const zGetOrderStatusPath: z.ZodObject<{
    UID: z.ZodString;
}, z.core.$strip>;
/**
 * The status.
 */
export declare const zGetOrderStatusResponse: z.ZodObject<{
    type: z.ZodEnum<{
        executing: "executing";
        open: "open";
        cancelled: "cancelled";
        scheduled: "scheduled";
        active: "active";
        solved: "solved";
        traded: "traded";
    }>;
    value: z.ZodOptional<z.ZodArray<z.ZodObject<{
        solver: z.ZodString;
        executedAmounts: z.ZodNullable<z.ZodObject<{
            sell: z.ZodString;
            buy: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
export declare const zStreamOrderEventsHeaders: z.ZodObject<{
    'Last-Event-ID': z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const zStreamOrderEventsPath: z.ZodObject<{
    UID: z.ZodString;
}, z.core.$strip>;
/**
 * The stream; `event` names the kind, `data` is JSON of the schema `x-events` gives for it.
 */
export declare const zStreamOrderEventsResponse: z.ZodString;
export declare const zGetUserOrdersPath: z.ZodObject<{
    owner: z.ZodString;
}, z.core.$strip>;
export declare const zGetUserOrdersQuery: z.ZodObject<{
    offset: z.ZodDefault<z.ZodOptional<z.ZodInt>>;
    limit: z.ZodDefault<z.ZodOptional<z.ZodInt>>;
}, z.core.$strip>;
/**
 * The orders.
 */
export declare const zGetUserOrdersResponse: z.ZodArray<z.ZodObject<{
    uid: z.ZodString;
    owner: z.ZodString;
    creationDate: z.ZodISODateTime;
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    receiver: z.ZodNullable<z.ZodString>;
    sellAmount: z.ZodString;
    buyAmount: z.ZodString;
    validTo: z.ZodInt;
    appData: z.ZodString;
    fullAppData: z.ZodNullable<z.ZodString>;
    feeAmount: z.ZodString;
    kind: z.ZodEnum<{
        sell: "sell";
        buy: "buy";
    }>;
    partiallyFillable: z.ZodBoolean;
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
    class: z.ZodEnum<{
        market: "market";
        limit: "limit";
        liquidity: "liquidity";
    }>;
    status: z.ZodEnum<{
        presignaturePending: "presignaturePending";
        open: "open";
        fulfilled: "fulfilled";
        cancelled: "cancelled";
        expired: "expired";
    }>;
    invalidated: z.ZodBoolean;
    availableBalance: z.ZodNull;
    executedSellAmount: z.ZodString;
    executedSellAmountBeforeFees: z.ZodString;
    executedBuyAmount: z.ZodString;
    executedFeeAmount: z.ZodString;
    executedFee: z.ZodString;
    executedFeeToken: z.ZodString;
    settlementContract: z.ZodString;
    isLiquidityOrder: z.ZodBoolean;
    validFrom: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
    onchainUser: z.ZodOptional<z.ZodString>;
    quote: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        gasAmount: z.ZodString;
        gasPrice: z.ZodString;
        sellTokenPrice: z.ZodString;
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        feeAmount: z.ZodString;
        solver: z.ZodString;
        verified: z.ZodBoolean;
        metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    }, z.core.$strip>>>;
    interactions: z.ZodObject<{
        pre: z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>;
        post: z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$strip>;
}, z.core.$strip>>;
export declare const zStreamAccountEventsHeaders: z.ZodObject<{
    'Last-Event-ID': z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const zStreamAccountEventsPath: z.ZodObject<{
    owner: z.ZodString;
}, z.core.$strip>;
/**
 * The stream; `event` names the kind, `data` is JSON of the schema `x-events` gives for it.
 */
export declare const zStreamAccountEventsResponse: z.ZodString;
export declare const zGetOrdersByTxHashPath: z.ZodObject<{
    txHash: z.ZodString;
}, z.core.$strip>;
/**
 * The orders (empty when none).
 */
export declare const zGetOrdersByTxHashResponse: z.ZodArray<z.ZodObject<{
    uid: z.ZodString;
    owner: z.ZodString;
    creationDate: z.ZodISODateTime;
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    receiver: z.ZodNullable<z.ZodString>;
    sellAmount: z.ZodString;
    buyAmount: z.ZodString;
    validTo: z.ZodInt;
    appData: z.ZodString;
    fullAppData: z.ZodNullable<z.ZodString>;
    feeAmount: z.ZodString;
    kind: z.ZodEnum<{
        sell: "sell";
        buy: "buy";
    }>;
    partiallyFillable: z.ZodBoolean;
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
    class: z.ZodEnum<{
        market: "market";
        limit: "limit";
        liquidity: "liquidity";
    }>;
    status: z.ZodEnum<{
        presignaturePending: "presignaturePending";
        open: "open";
        fulfilled: "fulfilled";
        cancelled: "cancelled";
        expired: "expired";
    }>;
    invalidated: z.ZodBoolean;
    availableBalance: z.ZodNull;
    executedSellAmount: z.ZodString;
    executedSellAmountBeforeFees: z.ZodString;
    executedBuyAmount: z.ZodString;
    executedFeeAmount: z.ZodString;
    executedFee: z.ZodString;
    executedFeeToken: z.ZodString;
    settlementContract: z.ZodString;
    isLiquidityOrder: z.ZodBoolean;
    validFrom: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
    onchainUser: z.ZodOptional<z.ZodString>;
    quote: z.ZodOptional<z.ZodNullable<z.ZodObject<{
        gasAmount: z.ZodString;
        gasPrice: z.ZodString;
        sellTokenPrice: z.ZodString;
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        feeAmount: z.ZodString;
        solver: z.ZodString;
        verified: z.ZodBoolean;
        metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    }, z.core.$strip>>>;
    interactions: z.ZodObject<{
        pre: z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>;
        post: z.ZodArray<z.ZodObject<{
            target: z.ZodString;
            value: z.ZodString;
            callData: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$strip>;
}, z.core.$strip>>;
export declare const zGetAppDataByHashPath: z.ZodObject<{
    app_data_hash: z.ZodString;
}, z.core.$strip>;
/**
 * The full app data.
 */
export declare const zGetAppDataByHashResponse: z.ZodObject<{
    fullAppData: z.ZodString;
}, z.core.$strip>;
export declare const zRegisterAppDataByHashBody: z.ZodObject<{
    fullAppData: z.ZodString;
}, z.core.$strip>;
export declare const zRegisterAppDataByHashPath: z.ZodObject<{
    app_data_hash: z.ZodString;
}, z.core.$strip>;
/**
 * The same document was already registered; the body is its hash.
 */
export declare const zRegisterAppDataByHashResponse: z.ZodString;
export declare const zRegisterAppDataBody: z.ZodObject<{
    fullAppData: z.ZodString;
}, z.core.$strip>;
/**
 * The same document was already registered; the body is its hash.
 */
export declare const zRegisterAppDataResponse: z.ZodString;
export declare const zGetTradesQuery: z.ZodObject<{
    owner: z.ZodOptional<z.ZodString>;
    orderUid: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/**
 * The trades, newest first.
 */
export declare const zGetTradesResponse: z.ZodArray<z.ZodObject<{
    blockNumber: z.ZodInt;
    logIndex: z.ZodInt;
    orderUid: z.ZodString;
    owner: z.ZodString;
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    sellAmount: z.ZodString;
    sellAmountBeforeFees: z.ZodString;
    buyAmount: z.ZodString;
    txHash: z.ZodNullable<z.ZodString>;
    executedProtocolFees: z.ZodArray<z.ZodObject<{
        policy: z.ZodUnion<readonly [z.ZodObject<{
            surplus: z.ZodObject<{
                factor: z.ZodNumber;
                maxVolumeFactor: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>, z.ZodObject<{
            volume: z.ZodObject<{
                factor: z.ZodNumber;
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
        }, z.core.$strip>]>;
        amount: z.ZodString;
        token: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>>;
export declare const zGetTradesV2Query: z.ZodObject<{
    owner: z.ZodOptional<z.ZodString>;
    orderUid: z.ZodOptional<z.ZodString>;
    offset: z.ZodDefault<z.ZodOptional<z.ZodInt>>;
    limit: z.ZodDefault<z.ZodOptional<z.ZodInt>>;
}, z.core.$strip>;
/**
 * The trades, newest first.
 */
export declare const zGetTradesV2Response: z.ZodArray<z.ZodObject<{
    blockNumber: z.ZodInt;
    logIndex: z.ZodInt;
    orderUid: z.ZodString;
    owner: z.ZodString;
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    sellAmount: z.ZodString;
    sellAmountBeforeFees: z.ZodString;
    buyAmount: z.ZodString;
    txHash: z.ZodNullable<z.ZodString>;
    executedProtocolFees: z.ZodArray<z.ZodObject<{
        policy: z.ZodUnion<readonly [z.ZodObject<{
            surplus: z.ZodObject<{
                factor: z.ZodNumber;
                maxVolumeFactor: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>, z.ZodObject<{
            volume: z.ZodObject<{
                factor: z.ZodNumber;
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
        }, z.core.$strip>]>;
        amount: z.ZodString;
        token: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>>;
/**
 * The auction.
 */
export declare const zGetCurrentBatchAuctionResponse: z.ZodObject<{
    id: z.ZodInt;
    block: z.ZodInt;
    orders: z.ZodArray<z.ZodObject<{
        uid: z.ZodString;
        sellToken: z.ZodString;
        buyToken: z.ZodString;
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        created: z.ZodString;
        validTo: z.ZodInt;
        kind: z.ZodEnum<{
            sell: "sell";
            buy: "buy";
        }>;
        receiver: z.ZodNullable<z.ZodString>;
        owner: z.ZodString;
        partiallyFillable: z.ZodBoolean;
        executed: z.ZodString;
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
        sellTokenBalance: z.ZodEnum<{
            erc20: "erc20";
            internal: "internal";
            external: "external";
        }>;
        buyTokenBalance: z.ZodEnum<{
            erc20: "erc20";
            internal: "internal";
        }>;
        class: z.ZodEnum<{
            market: "market";
            limit: "limit";
            liquidity: "liquidity";
        }>;
        appData: z.ZodString;
        signature: z.ZodString;
        protocolFees: z.ZodArray<z.ZodUnion<readonly [z.ZodObject<{
            surplus: z.ZodObject<{
                factor: z.ZodNumber;
                maxVolumeFactor: z.ZodNumber;
            }, z.core.$strip>;
        }, z.core.$strip>, z.ZodObject<{
            volume: z.ZodObject<{
                factor: z.ZodNumber;
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
        }, z.core.$strip>]>>;
        quote: z.ZodOptional<z.ZodObject<{
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
            fee: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    prices: z.ZodRecord<z.ZodString, z.ZodString>;
    surplusCapturingJitOrderOwners: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
export declare const zStreamAuctionEventsHeaders: z.ZodObject<{
    'Last-Event-ID': z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/**
 * The stream; `event` names the kind, `data` is JSON of the schema `x-events` gives for it.
 */
export declare const zStreamAuctionEventsResponse: z.ZodString;
export declare const zListAuctionsQuery: z.ZodObject<{
    limit: z.ZodDefault<z.ZodOptional<z.ZodInt>>;
    before: z.ZodOptional<z.ZodInt>;
}, z.core.$strip>;
/**
 * The auctions, newest first.
 */
export declare const zListAuctionsResponse: z.ZodArray<z.ZodIntersection<z.ZodObject<{
    auctionId: z.ZodInt;
    block: z.ZodInt;
    deadlineBlock: z.ZodInt;
    timestamp: z.ZodInt;
    orderCount: z.ZodInt;
}, z.core.$strip>, z.ZodObject<{
    prices: z.ZodRecord<z.ZodString, z.ZodString>;
    solutions: z.ZodArray<z.ZodObject<{
        solutionUid: z.ZodInt;
        solver: z.ZodString;
        solverAddress: z.ZodString;
        score: z.ZodString;
        ranking: z.ZodInt;
        isWinner: z.ZodBoolean;
        filteredOut: z.ZodBoolean;
        exclusion: z.ZodOptional<z.ZodUnion<readonly [z.ZodObject<{
            kind: z.ZodLiteral<"unfair">;
            sellToken: z.ZodString;
            buyToken: z.ZodString;
            score: z.ZodString;
            referenceScore: z.ZodString;
            referenceSolutionUid: z.ZodInt;
        }, z.core.$strip>, z.ZodObject<{
            kind: z.ZodLiteral<"pairTaken">;
            sellToken: z.ZodString;
            buyToken: z.ZodString;
            winnerSolutionUid: z.ZodInt;
        }, z.core.$strip>, z.ZodObject<{
            kind: z.ZodEnum<{
                simulationFailed: "simulationFailed";
                winnerLimit: "winnerLimit";
            }>;
        }, z.core.$strip>]>>;
    }, z.core.$strip>>;
    settlements: z.ZodArray<z.ZodObject<{
        auctionId: z.ZodInt;
        solutionUid: z.ZodInt;
        solver: z.ZodString;
        solverAddress: z.ZodString;
        outcome: z.ZodObject<{
            kind: z.ZodEnum<{
                timeout: "timeout";
                success: "success";
                reverted: "reverted";
                driverFailed: "driverFailed";
            }>;
            code: z.ZodOptional<z.ZodString>;
            message: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>;
        txHash: z.ZodNullable<z.ZodString>;
        endBlock: z.ZodNullable<z.ZodInt>;
    }, z.core.$strip>>;
    rejections: z.ZodArray<z.ZodObject<{
        solver: z.ZodString;
        solverAddress: z.ZodString;
        reason: z.ZodEnum<{
            simulationFailed: "simulationFailed";
            banned: "banned";
            noAnswer: "noAnswer";
            invalidSolution: "invalidSolution";
            timeout: "timeout";
            httpError: "httpError";
            deserializationError: "deserializationError";
            duplicatedSolutionId: "duplicatedSolutionId";
            solverError: "solverError";
        }>;
        detail: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strip>>>;
export declare const zGetAuctionSummaryPath: z.ZodObject<{
    auction_id: z.ZodInt;
}, z.core.$strip>;
/**
 * The auction.
 */
export declare const zGetAuctionSummaryResponse: z.ZodIntersection<z.ZodObject<{
    auctionId: z.ZodInt;
    block: z.ZodInt;
    deadlineBlock: z.ZodInt;
    timestamp: z.ZodInt;
    orderCount: z.ZodInt;
}, z.core.$strip>, z.ZodObject<{
    prices: z.ZodRecord<z.ZodString, z.ZodString>;
    solutions: z.ZodArray<z.ZodObject<{
        solutionUid: z.ZodInt;
        solver: z.ZodString;
        solverAddress: z.ZodString;
        score: z.ZodString;
        ranking: z.ZodInt;
        isWinner: z.ZodBoolean;
        filteredOut: z.ZodBoolean;
        exclusion: z.ZodOptional<z.ZodUnion<readonly [z.ZodObject<{
            kind: z.ZodLiteral<"unfair">;
            sellToken: z.ZodString;
            buyToken: z.ZodString;
            score: z.ZodString;
            referenceScore: z.ZodString;
            referenceSolutionUid: z.ZodInt;
        }, z.core.$strip>, z.ZodObject<{
            kind: z.ZodLiteral<"pairTaken">;
            sellToken: z.ZodString;
            buyToken: z.ZodString;
            winnerSolutionUid: z.ZodInt;
        }, z.core.$strip>, z.ZodObject<{
            kind: z.ZodEnum<{
                simulationFailed: "simulationFailed";
                winnerLimit: "winnerLimit";
            }>;
        }, z.core.$strip>]>>;
    }, z.core.$strip>>;
    settlements: z.ZodArray<z.ZodObject<{
        auctionId: z.ZodInt;
        solutionUid: z.ZodInt;
        solver: z.ZodString;
        solverAddress: z.ZodString;
        outcome: z.ZodObject<{
            kind: z.ZodEnum<{
                timeout: "timeout";
                success: "success";
                reverted: "reverted";
                driverFailed: "driverFailed";
            }>;
            code: z.ZodOptional<z.ZodString>;
            message: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>;
        txHash: z.ZodNullable<z.ZodString>;
        endBlock: z.ZodNullable<z.ZodInt>;
    }, z.core.$strip>>;
    rejections: z.ZodArray<z.ZodObject<{
        solver: z.ZodString;
        solverAddress: z.ZodString;
        reason: z.ZodEnum<{
            simulationFailed: "simulationFailed";
            banned: "banned";
            noAnswer: "noAnswer";
            invalidSolution: "invalidSolution";
            timeout: "timeout";
            httpError: "httpError";
            deserializationError: "deserializationError";
            duplicatedSolutionId: "duplicatedSolutionId";
            solverError: "solverError";
        }>;
        detail: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strip>>;
export declare const zGetSolverCompetitionPath: z.ZodObject<{
    auction_id: z.ZodInt;
}, z.core.$strip>;
/**
 * The competition.
 */
export declare const zGetSolverCompetitionResponse: z.ZodObject<{
    auctionId: z.ZodInt;
    transactionHashes: z.ZodArray<z.ZodString>;
    auctionStartBlock: z.ZodInt;
    competitionSimulationBlock: z.ZodInt;
    auction: z.ZodObject<{
        orders: z.ZodArray<z.ZodString>;
        prices: z.ZodRecord<z.ZodString, z.ZodString>;
    }, z.core.$strip>;
    solutions: z.ZodArray<z.ZodObject<{
        solver: z.ZodString;
        solverAddress: z.ZodString;
        score: z.ZodString;
        ranking: z.ZodInt;
        clearingPrices: z.ZodRecord<z.ZodString, z.ZodString>;
        orders: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
        }, z.core.$strip>>;
        isWinner: z.ZodBoolean;
        filteredOut: z.ZodBoolean;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * The competition.
 */
export declare const zGetSolverCompetitionLatestResponse: z.ZodObject<{
    auctionId: z.ZodInt;
    transactionHashes: z.ZodArray<z.ZodString>;
    auctionStartBlock: z.ZodInt;
    competitionSimulationBlock: z.ZodInt;
    auction: z.ZodObject<{
        orders: z.ZodArray<z.ZodString>;
        prices: z.ZodRecord<z.ZodString, z.ZodString>;
    }, z.core.$strip>;
    solutions: z.ZodArray<z.ZodObject<{
        solver: z.ZodString;
        solverAddress: z.ZodString;
        score: z.ZodString;
        ranking: z.ZodInt;
        clearingPrices: z.ZodRecord<z.ZodString, z.ZodString>;
        orders: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
        }, z.core.$strip>>;
        isWinner: z.ZodBoolean;
        filteredOut: z.ZodBoolean;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const zGetSolverCompetitionByTxHashPath: z.ZodObject<{
    tx_hash: z.ZodString;
}, z.core.$strip>;
/**
 * The competition.
 */
export declare const zGetSolverCompetitionByTxHashResponse: z.ZodObject<{
    auctionId: z.ZodInt;
    transactionHashes: z.ZodArray<z.ZodString>;
    auctionStartBlock: z.ZodInt;
    competitionSimulationBlock: z.ZodInt;
    auction: z.ZodObject<{
        orders: z.ZodArray<z.ZodString>;
        prices: z.ZodRecord<z.ZodString, z.ZodString>;
    }, z.core.$strip>;
    solutions: z.ZodArray<z.ZodObject<{
        solver: z.ZodString;
        solverAddress: z.ZodString;
        score: z.ZodString;
        ranking: z.ZodInt;
        clearingPrices: z.ZodRecord<z.ZodString, z.ZodString>;
        orders: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
        }, z.core.$strip>>;
        isWinner: z.ZodBoolean;
        filteredOut: z.ZodBoolean;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const zGetSolverCompetitionByAuctionIdV2Path: z.ZodObject<{
    auction_id: z.ZodInt;
}, z.core.$strip>;
/**
 * The competition.
 */
export declare const zGetSolverCompetitionByAuctionIdV2Response: z.ZodObject<{
    auctionId: z.ZodInt;
    auctionStartBlock: z.ZodInt;
    auctionDeadlineBlock: z.ZodInt;
    transactionHashes: z.ZodArray<z.ZodString>;
    referenceScores: z.ZodRecord<z.ZodString, z.ZodString>;
    auction: z.ZodObject<{
        orders: z.ZodArray<z.ZodString>;
        prices: z.ZodRecord<z.ZodString, z.ZodString>;
    }, z.core.$strip>;
    solutions: z.ZodArray<z.ZodObject<{
        solverAddress: z.ZodString;
        score: z.ZodString;
        ranking: z.ZodInt;
        clearingPrices: z.ZodRecord<z.ZodString, z.ZodString>;
        orders: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
            sellToken: z.ZodString;
            buyToken: z.ZodString;
        }, z.core.$strip>>;
        isWinner: z.ZodBoolean;
        filteredOut: z.ZodBoolean;
        txHash: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        referenceScore: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$strip>>;
    bannedSolvers: z.ZodOptional<z.ZodArray<z.ZodObject<{
        solver: z.ZodString;
        solverAddress: z.ZodString;
        fromBlock: z.ZodInt;
        untilBlock: z.ZodInt;
        reason: z.ZodEnum<{
            nonSettling: "nonSettling";
            lowSettlementRate: "lowSettlementRate";
        }>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
/**
 * The competition.
 */
export declare const zGetSolverCompetitionLatestV2Response: z.ZodObject<{
    auctionId: z.ZodInt;
    auctionStartBlock: z.ZodInt;
    auctionDeadlineBlock: z.ZodInt;
    transactionHashes: z.ZodArray<z.ZodString>;
    referenceScores: z.ZodRecord<z.ZodString, z.ZodString>;
    auction: z.ZodObject<{
        orders: z.ZodArray<z.ZodString>;
        prices: z.ZodRecord<z.ZodString, z.ZodString>;
    }, z.core.$strip>;
    solutions: z.ZodArray<z.ZodObject<{
        solverAddress: z.ZodString;
        score: z.ZodString;
        ranking: z.ZodInt;
        clearingPrices: z.ZodRecord<z.ZodString, z.ZodString>;
        orders: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
            sellToken: z.ZodString;
            buyToken: z.ZodString;
        }, z.core.$strip>>;
        isWinner: z.ZodBoolean;
        filteredOut: z.ZodBoolean;
        txHash: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        referenceScore: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$strip>>;
    bannedSolvers: z.ZodOptional<z.ZodArray<z.ZodObject<{
        solver: z.ZodString;
        solverAddress: z.ZodString;
        fromBlock: z.ZodInt;
        untilBlock: z.ZodInt;
        reason: z.ZodEnum<{
            nonSettling: "nonSettling";
            lowSettlementRate: "lowSettlementRate";
        }>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
export declare const zGetSolverCompetitionByTxHashV2Path: z.ZodObject<{
    tx_hash: z.ZodString;
}, z.core.$strip>;
/**
 * The competition.
 */
export declare const zGetSolverCompetitionByTxHashV2Response: z.ZodObject<{
    auctionId: z.ZodInt;
    auctionStartBlock: z.ZodInt;
    auctionDeadlineBlock: z.ZodInt;
    transactionHashes: z.ZodArray<z.ZodString>;
    referenceScores: z.ZodRecord<z.ZodString, z.ZodString>;
    auction: z.ZodObject<{
        orders: z.ZodArray<z.ZodString>;
        prices: z.ZodRecord<z.ZodString, z.ZodString>;
    }, z.core.$strip>;
    solutions: z.ZodArray<z.ZodObject<{
        solverAddress: z.ZodString;
        score: z.ZodString;
        ranking: z.ZodInt;
        clearingPrices: z.ZodRecord<z.ZodString, z.ZodString>;
        orders: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
            sellToken: z.ZodString;
            buyToken: z.ZodString;
        }, z.core.$strip>>;
        isWinner: z.ZodBoolean;
        filteredOut: z.ZodBoolean;
        txHash: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        referenceScore: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$strip>>;
    bannedSolvers: z.ZodOptional<z.ZodArray<z.ZodObject<{
        solver: z.ZodString;
        solverAddress: z.ZodString;
        fromBlock: z.ZodInt;
        untilBlock: z.ZodInt;
        reason: z.ZodEnum<{
            nonSettling: "nonSettling";
            lowSettlementRate: "lowSettlementRate";
        }>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
export declare const zGetSolverCompetitionByAuctionIdRestrictedV2Path: z.ZodObject<{
    auction_id: z.ZodInt;
}, z.core.$strip>;
/**
 * The competition.
 */
export declare const zGetSolverCompetitionByAuctionIdRestrictedV2Response: z.ZodObject<{
    auctionId: z.ZodInt;
    auctionStartBlock: z.ZodInt;
    auctionDeadlineBlock: z.ZodInt;
    transactionHashes: z.ZodArray<z.ZodString>;
    referenceScores: z.ZodRecord<z.ZodString, z.ZodString>;
    auction: z.ZodObject<{
        orders: z.ZodArray<z.ZodString>;
        prices: z.ZodRecord<z.ZodString, z.ZodString>;
    }, z.core.$strip>;
    solutions: z.ZodArray<z.ZodObject<{
        solverAddress: z.ZodString;
        score: z.ZodString;
        ranking: z.ZodInt;
        clearingPrices: z.ZodRecord<z.ZodString, z.ZodString>;
        orders: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
            sellToken: z.ZodString;
            buyToken: z.ZodString;
        }, z.core.$strip>>;
        isWinner: z.ZodBoolean;
        filteredOut: z.ZodBoolean;
        txHash: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        referenceScore: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }, z.core.$strip>>;
    bannedSolvers: z.ZodOptional<z.ZodArray<z.ZodObject<{
        solver: z.ZodString;
        solverAddress: z.ZodString;
        fromBlock: z.ZodInt;
        untilBlock: z.ZodInt;
        reason: z.ZodEnum<{
            nonSettling: "nonSettling";
            lowSettlementRate: "lowSettlementRate";
        }>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
export declare const zGetOrderDebugReportPath: z.ZodObject<{
    uid: z.ZodString;
}, z.core.$strip>;
/**
 * The debug report.
 */
export declare const zGetOrderDebugReportResponse: z.ZodObject<{
    orderUid: z.ZodString;
    order: z.ZodObject<{
        uid: z.ZodString;
        owner: z.ZodString;
        creationDate: z.ZodISODateTime;
        sellToken: z.ZodString;
        buyToken: z.ZodString;
        receiver: z.ZodNullable<z.ZodString>;
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        validTo: z.ZodInt;
        appData: z.ZodString;
        fullAppData: z.ZodNullable<z.ZodString>;
        feeAmount: z.ZodString;
        kind: z.ZodEnum<{
            sell: "sell";
            buy: "buy";
        }>;
        partiallyFillable: z.ZodBoolean;
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
        class: z.ZodEnum<{
            market: "market";
            limit: "limit";
            liquidity: "liquidity";
        }>;
        status: z.ZodEnum<{
            presignaturePending: "presignaturePending";
            open: "open";
            fulfilled: "fulfilled";
            cancelled: "cancelled";
            expired: "expired";
        }>;
        invalidated: z.ZodBoolean;
        availableBalance: z.ZodNull;
        executedSellAmount: z.ZodString;
        executedSellAmountBeforeFees: z.ZodString;
        executedBuyAmount: z.ZodString;
        executedFeeAmount: z.ZodString;
        executedFee: z.ZodString;
        executedFeeToken: z.ZodString;
        settlementContract: z.ZodString;
        isLiquidityOrder: z.ZodBoolean;
        validFrom: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
        onchainUser: z.ZodOptional<z.ZodString>;
        quote: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            gasAmount: z.ZodString;
            gasPrice: z.ZodString;
            sellTokenPrice: z.ZodString;
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
            feeAmount: z.ZodString;
            solver: z.ZodString;
            verified: z.ZodBoolean;
            metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        }, z.core.$strip>>>;
        interactions: z.ZodObject<{
            pre: z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>;
            post: z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>;
        }, z.core.$strip>;
    }, z.core.$strip>;
    events: z.ZodArray<z.ZodObject<{
        label: z.ZodEnum<{
            ready: "ready";
            considered: "considered";
            executing: "executing";
            cancelled: "cancelled";
            traded: "traded";
            created: "created";
            filtered: "filtered";
            invalid: "invalid";
        }>;
        timestamp: z.ZodISODateTime;
        reason: z.ZodOptional<z.ZodEnum<{
            in_flight: "in_flight";
            banned_user: "banned_user";
            invalid_signature: "invalid_signature";
            unsupported_token: "unsupported_token";
            insufficient_balance: "insufficient_balance";
            dust_order: "dust_order";
            missing_native_price: "missing_native_price";
        }>>;
        auctionId: z.ZodOptional<z.ZodInt>;
    }, z.core.$strip>>;
    auctions: z.ZodArray<z.ZodObject<{
        id: z.ZodInt;
        block: z.ZodInt;
        timestamp: z.ZodISODateTime;
        deadline: z.ZodInt;
        nativePrices: z.ZodRecord<z.ZodString, z.ZodString>;
        proposedSolutions: z.ZodArray<z.ZodObject<{
            solutionUid: z.ZodInt;
            ranking: z.ZodInt;
            solver: z.ZodString;
            isWinner: z.ZodBoolean;
            filteredOut: z.ZodBoolean;
            score: z.ZodString;
            executedSell: z.ZodString;
            executedBuy: z.ZodString;
        }, z.core.$strip>>;
        executions: z.ZodArray<z.ZodObject<{
            executedFee: z.ZodString;
            executedFeeToken: z.ZodString;
            blockNumber: z.ZodInt;
            protocolFees: z.ZodArray<z.ZodObject<{
                token: z.ZodString;
                amount: z.ZodString;
            }, z.core.$strip>>;
        }, z.core.$strip>>;
        settlementAttempts: z.ZodArray<z.ZodObject<{
            solver: z.ZodString;
            solutionUid: z.ZodInt;
            startTimestamp: z.ZodISODateTime;
            startBlock: z.ZodInt;
            deadlineBlock: z.ZodInt;
            endTimestamp: z.ZodOptional<z.ZodISODateTime>;
            endBlock: z.ZodOptional<z.ZodInt>;
            outcome: z.ZodOptional<z.ZodString>;
            callData: z.ZodOptional<z.ZodString>;
            uninternalizedCallData: z.ZodOptional<z.ZodString>;
            interactions: z.ZodOptional<z.ZodTuple<[z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>, z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>, z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>], null>>;
        }, z.core.$strip>>;
        feePolicies: z.ZodArray<z.ZodObject<{
            kind: z.ZodEnum<{
                surplus: "surplus";
                volume: "volume";
                priceImprovement: "priceImprovement";
            }>;
            surplusFactor: z.ZodOptional<z.ZodNumber>;
            surplusMaxVolumeFactor: z.ZodOptional<z.ZodNumber>;
            volumeFactor: z.ZodOptional<z.ZodNumber>;
            priceImprovementFactor: z.ZodOptional<z.ZodNumber>;
            priceImprovementMaxVolumeFactor: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strip>>;
        bannedSolvers: z.ZodOptional<z.ZodArray<z.ZodObject<{
            solver: z.ZodString;
            solverAddress: z.ZodString;
            fromBlock: z.ZodInt;
            untilBlock: z.ZodInt;
            reason: z.ZodEnum<{
                nonSettling: "nonSettling";
                lowSettlementRate: "lowSettlementRate";
            }>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    trades: z.ZodArray<z.ZodObject<{
        blockNumber: z.ZodInt;
        logIndex: z.ZodInt;
        buyAmount: z.ZodString;
        sellAmount: z.ZodString;
        sellAmountBeforeFees: z.ZodString;
        txHash: z.ZodNullable<z.ZodString>;
        auctionId: z.ZodNullable<z.ZodInt>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const zDebugOrderPath: z.ZodObject<{
    uid: z.ZodString;
}, z.core.$strip>;
/**
 * The debug report.
 */
export declare const zDebugOrderResponse2: z.ZodObject<{
    orderUid: z.ZodString;
    order: z.ZodObject<{
        uid: z.ZodString;
        owner: z.ZodString;
        creationDate: z.ZodISODateTime;
        sellToken: z.ZodString;
        buyToken: z.ZodString;
        receiver: z.ZodNullable<z.ZodString>;
        sellAmount: z.ZodString;
        buyAmount: z.ZodString;
        validTo: z.ZodInt;
        appData: z.ZodString;
        fullAppData: z.ZodNullable<z.ZodString>;
        feeAmount: z.ZodString;
        kind: z.ZodEnum<{
            sell: "sell";
            buy: "buy";
        }>;
        partiallyFillable: z.ZodBoolean;
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
        class: z.ZodEnum<{
            market: "market";
            limit: "limit";
            liquidity: "liquidity";
        }>;
        status: z.ZodEnum<{
            presignaturePending: "presignaturePending";
            open: "open";
            fulfilled: "fulfilled";
            cancelled: "cancelled";
            expired: "expired";
        }>;
        invalidated: z.ZodBoolean;
        availableBalance: z.ZodNull;
        executedSellAmount: z.ZodString;
        executedSellAmountBeforeFees: z.ZodString;
        executedBuyAmount: z.ZodString;
        executedFeeAmount: z.ZodString;
        executedFee: z.ZodString;
        executedFeeToken: z.ZodString;
        settlementContract: z.ZodString;
        isLiquidityOrder: z.ZodBoolean;
        validFrom: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
        onchainUser: z.ZodOptional<z.ZodString>;
        quote: z.ZodOptional<z.ZodNullable<z.ZodObject<{
            gasAmount: z.ZodString;
            gasPrice: z.ZodString;
            sellTokenPrice: z.ZodString;
            sellAmount: z.ZodString;
            buyAmount: z.ZodString;
            feeAmount: z.ZodString;
            solver: z.ZodString;
            verified: z.ZodBoolean;
            metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
        }, z.core.$strip>>>;
        interactions: z.ZodObject<{
            pre: z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>;
            post: z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>;
        }, z.core.$strip>;
    }, z.core.$strip>;
    events: z.ZodArray<z.ZodObject<{
        label: z.ZodEnum<{
            ready: "ready";
            considered: "considered";
            executing: "executing";
            cancelled: "cancelled";
            traded: "traded";
            created: "created";
            filtered: "filtered";
            invalid: "invalid";
        }>;
        timestamp: z.ZodISODateTime;
        reason: z.ZodOptional<z.ZodEnum<{
            in_flight: "in_flight";
            banned_user: "banned_user";
            invalid_signature: "invalid_signature";
            unsupported_token: "unsupported_token";
            insufficient_balance: "insufficient_balance";
            dust_order: "dust_order";
            missing_native_price: "missing_native_price";
        }>>;
        auctionId: z.ZodOptional<z.ZodInt>;
    }, z.core.$strip>>;
    auctions: z.ZodArray<z.ZodObject<{
        id: z.ZodInt;
        block: z.ZodInt;
        timestamp: z.ZodISODateTime;
        deadline: z.ZodInt;
        nativePrices: z.ZodRecord<z.ZodString, z.ZodString>;
        proposedSolutions: z.ZodArray<z.ZodObject<{
            solutionUid: z.ZodInt;
            ranking: z.ZodInt;
            solver: z.ZodString;
            isWinner: z.ZodBoolean;
            filteredOut: z.ZodBoolean;
            score: z.ZodString;
            executedSell: z.ZodString;
            executedBuy: z.ZodString;
        }, z.core.$strip>>;
        executions: z.ZodArray<z.ZodObject<{
            executedFee: z.ZodString;
            executedFeeToken: z.ZodString;
            blockNumber: z.ZodInt;
            protocolFees: z.ZodArray<z.ZodObject<{
                token: z.ZodString;
                amount: z.ZodString;
            }, z.core.$strip>>;
        }, z.core.$strip>>;
        settlementAttempts: z.ZodArray<z.ZodObject<{
            solver: z.ZodString;
            solutionUid: z.ZodInt;
            startTimestamp: z.ZodISODateTime;
            startBlock: z.ZodInt;
            deadlineBlock: z.ZodInt;
            endTimestamp: z.ZodOptional<z.ZodISODateTime>;
            endBlock: z.ZodOptional<z.ZodInt>;
            outcome: z.ZodOptional<z.ZodString>;
            callData: z.ZodOptional<z.ZodString>;
            uninternalizedCallData: z.ZodOptional<z.ZodString>;
            interactions: z.ZodOptional<z.ZodTuple<[z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>, z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>, z.ZodArray<z.ZodObject<{
                target: z.ZodString;
                value: z.ZodString;
                callData: z.ZodString;
            }, z.core.$strip>>], null>>;
        }, z.core.$strip>>;
        feePolicies: z.ZodArray<z.ZodObject<{
            kind: z.ZodEnum<{
                surplus: "surplus";
                volume: "volume";
                priceImprovement: "priceImprovement";
            }>;
            surplusFactor: z.ZodOptional<z.ZodNumber>;
            surplusMaxVolumeFactor: z.ZodOptional<z.ZodNumber>;
            volumeFactor: z.ZodOptional<z.ZodNumber>;
            priceImprovementFactor: z.ZodOptional<z.ZodNumber>;
            priceImprovementMaxVolumeFactor: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strip>>;
        bannedSolvers: z.ZodOptional<z.ZodArray<z.ZodObject<{
            solver: z.ZodString;
            solverAddress: z.ZodString;
            fromBlock: z.ZodInt;
            untilBlock: z.ZodInt;
            reason: z.ZodEnum<{
                nonSettling: "nonSettling";
                lowSettlementRate: "lowSettlementRate";
            }>;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
    trades: z.ZodArray<z.ZodObject<{
        blockNumber: z.ZodInt;
        logIndex: z.ZodInt;
        buyAmount: z.ZodString;
        sellAmount: z.ZodString;
        sellAmountBeforeFees: z.ZodString;
        txHash: z.ZodNullable<z.ZodString>;
        auctionId: z.ZodNullable<z.ZodInt>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const zDebugSimulationPostBody: z.ZodObject<{
    sellToken: z.ZodString;
    buyToken: z.ZodString;
    sellAmount: z.ZodString;
    buyAmount: z.ZodString;
    kind: z.ZodEnum<{
        sell: "sell";
        buy: "buy";
    }>;
    owner: z.ZodString;
    receiver: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    sellTokenBalance: z.ZodOptional<z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
        external: "external";
    }>>;
    buyTokenBalance: z.ZodOptional<z.ZodEnum<{
        erc20: "erc20";
        internal: "internal";
    }>>;
    appData: z.ZodString;
    blockNumber: z.ZodOptional<z.ZodNullable<z.ZodInt>>;
    signingScheme: z.ZodEnum<{
        eip712: "eip712";
        ethsign: "ethsign";
        presign: "presign";
        eip1271: "eip1271";
    }>;
    signature: z.ZodString;
    feeAmount: z.ZodString;
    validTo: z.ZodInt;
    partiallyFillable: z.ZodBoolean;
}, z.core.$strip>;
/**
 * The simulation.
 */
export declare const zDebugSimulationPostResponse: z.ZodObject<{
    blockNumber: z.ZodInt;
    executes: z.ZodBoolean;
    reason: z.ZodNullable<z.ZodObject<{
        kind: z.ZodEnum<{
            ban: "ban";
            validity: "validity";
            signature: "signature";
            presignature: "presignature";
            hookRevert: "hookRevert";
            balance: "balance";
            allowance: "allowance";
            limitPrice: "limitPrice";
        }>;
        description: z.ZodString;
    }, z.core.$strip>>;
    error: z.ZodNullable<z.ZodString>;
    executedAmounts: z.ZodNullable<z.ZodObject<{
        sell: z.ZodString;
        buy: z.ZodString;
    }, z.core.$strip>>;
    balanceChanges: z.ZodArray<z.ZodObject<{
        address: z.ZodString;
        token: z.ZodString;
        amount: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const zDebugSimulationPath: z.ZodObject<{
    uid: z.ZodString;
}, z.core.$strip>;
export declare const zDebugSimulationQuery: z.ZodObject<{
    block_number: z.ZodOptional<z.ZodInt>;
}, z.core.$strip>;
/**
 * The simulation.
 */
export declare const zDebugSimulationResponse: z.ZodObject<{
    blockNumber: z.ZodInt;
    executes: z.ZodBoolean;
    reason: z.ZodNullable<z.ZodObject<{
        kind: z.ZodEnum<{
            ban: "ban";
            validity: "validity";
            signature: "signature";
            presignature: "presignature";
            hookRevert: "hookRevert";
            balance: "balance";
            allowance: "allowance";
            limitPrice: "limitPrice";
        }>;
        description: z.ZodString;
    }, z.core.$strip>>;
    error: z.ZodNullable<z.ZodString>;
    executedAmounts: z.ZodNullable<z.ZodObject<{
        sell: z.ZodString;
        buy: z.ZodString;
    }, z.core.$strip>>;
    balanceChanges: z.ZodArray<z.ZodObject<{
        address: z.ZodString;
        token: z.ZodString;
        amount: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const zGetTokenNativePricePath: z.ZodObject<{
    token: z.ZodString;
}, z.core.$strip>;
/**
 * The estimated native price.
 */
export declare const zGetTokenNativePriceResponse: z.ZodObject<{
    price: z.ZodNumber;
}, z.core.$strip>;
export declare const zGetTokenMetadataPath: z.ZodObject<{
    token: z.ZodString;
}, z.core.$strip>;
/**
 * The token's metadata.
 */
export declare const zGetTokenMetadataResponse: z.ZodObject<{
    firstTradeBlock: z.ZodNullable<z.ZodInt>;
    nativePrice: z.ZodNullable<z.ZodString>;
}, z.core.$strip>;
/**
 * Ready.
 */
export declare const zGetReadinessResponse: z.ZodString;
export declare const zGetAddressTotalSurplusPath: z.ZodObject<{
    address: z.ZodString;
}, z.core.$strip>;
/**
 * The total surplus.
 */
export declare const zGetAddressTotalSurplusResponse: z.ZodObject<{
    totalSurplus: z.ZodString;
}, z.core.$strip>;
/**
 * The version.
 */
export declare const zGetApiVersionResponse: z.ZodString;
