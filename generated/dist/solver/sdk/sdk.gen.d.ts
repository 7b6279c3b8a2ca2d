import type { Client, Options as Options2, TDataShape } from './client/index.js';
import type { NotifyData, NotifyErrors, NotifyResponses, SolveData, SolveErrors, SolveResponses } from './types.gen.js';
export type Options<TData extends TDataShape = TDataShape, ThrowOnError extends boolean = boolean, TResponse = unknown> = Options2<TData, ThrowOnError, TResponse> & {
    /**
     * You can provide a client instance returned by `createClient()` instead of
     * individual options. This might be also useful if you want to implement a
     * custom client.
     */
    client?: Client;
    /**
     * You can pass arbitrary values through the `meta` object. This can be
     * used to access values that aren't defined as part of the SDK function.
     */
    meta?: Record<string, unknown>;
};
/**
 * Solve an auction.
 *
 * Proposes solutions for the auction: uniform clearing prices, the trades that execute
 * (each order's `executedAmount`: the sell amount for a sell order, the buy amount for a buy
 * order, without the `fee`), and the interactions the settlement makes (`liquidity`
 * referencing a pool of the request by `id`, or `custom` calls of the settlement contract
 * that batchbook's world simulates), and JIT orders of the engine's own. batchbook scores every solution
 * itself from the executed amounts, after applying the orders' protocol fees; a solution
 * must settle (its swaps give at least their `outputAmount`) to compete. An engine with
 * nothing to propose answers `{"solutions": []}`.
 *
 * batchbook's built-in solver `{solver}` solves the request's auction with the request's
 * liquidity only.
 *
 */
export declare const solve: <ThrowOnError extends boolean = false>(options: Options<SolveData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<SolveResponses, SolveErrors, ThrowOnError, "fields">;
/**
 * Hear what happened to a solution.
 *
 * Fire and forget: batchbook does not wait for the answer or look at it. `kind` is one of
 * the reference driver's notification kinds; `auctionId` and `solutionId` say what it is
 * about (`solutionId` is the id the engine gave, or none when the notification is about the
 * whole answer). batchbook sends `timeout`, `emptySolution`, `deserializationError`,
 * `duplicatedSolutionId`, `simulationFailed`, `scoringFailed`, `banned`, `success`,
 * `revert`, `cancelled` and `expired`; the others are accepted for engines that share this
 * schema with the reference.
 *
 * batchbook's built-in solvers accept and ignore notifications.
 *
 */
export declare const notify: <ThrowOnError extends boolean = false>(options: Options<NotifyData, ThrowOnError>) => import("./client/types.gen.js").RequestResult<NotifyResponses, NotifyErrors, ThrowOnError, "fields">;
