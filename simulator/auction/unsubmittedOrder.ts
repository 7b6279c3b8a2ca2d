/**
 * An order that reaches an auction without the order book's API: a solver's JIT order, an order
 * of a solve request decoded by a built-in engine, or an order a script or test builds. Nothing
 * was recorded for it at submission (no quote, app data hooks, partner fees, flags or app code)
 * and nothing of it executed yet, unless the caller says otherwise.
 */
import type { CandidateOrder } from './types.js';

/** The fields an order signs or is named by, which every caller must give. */
export type SignedOrderFields = Pick<
  CandidateOrder,
  | 'uid'
  | 'owner'
  | 'sellToken'
  | 'buyToken'
  | 'receiver'
  | 'sellAmount'
  | 'buyAmount'
  | 'feeAmount'
  | 'kind'
  | 'partiallyFillable'
  | 'validTo'
  | 'signingScheme'
  | 'signature'
  | 'appData'
  | 'createdAt'
>;

/** A candidate order from its signed fields, with what only the API would have added left empty. */
export function unsubmittedOrder<Fields extends SignedOrderFields & Partial<CandidateOrder>>(
  fields: Fields,
): CandidateOrder & Fields {
  return {
    validFrom: null,
    executed: 0n,
    executedSell: 0n,
    executedBuy: 0n,
    quote: null,
    preInteractions: [],
    postInteractions: [],
    partnerFees: [],
    hasWrappers: false,
    hasFlashloan: false,
    appCode: null,
    ...fields,
  };
}
