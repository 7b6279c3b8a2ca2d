/**
 * An order as the order book stores it → the simulator's `CandidateOrder` (simulator/auction/types.ts):
 * hooks with their gas limits, partner fees as policies, app code and the balance-check exemptions
 * from the order's app data (parsed once per app data hash).
 */
import type { Hex } from 'viem';
import {
  parseAppData,
  type CandidateOrder,
  type FeePolicy,
  type Interaction,
  type PartnerFee,
  type ProtocolAppData,
} from '../../simulator/index.js';
import type { Order } from '../domain/orders/types.js';

export type AppDataFacts = {
  protocol: ProtocolAppData | undefined;
  appCode: string | null;
};

/** Parses app data documents once per hash (bounded: cleared when it grows past `limit`). */
export function createAppDataCache(limit = 10_000): (order: Order) => AppDataFacts {
  const cache = new Map<Hex, AppDataFacts>();
  return (order) => {
    const known = cache.get(order.appData);
    if (known) return known;
    const parsed = order.fullAppData === null ? undefined : parseAppData(order.fullAppData);
    const facts: AppDataFacts =
      parsed?.success === true
        ? {
            protocol: parsed.appData.protocol,
            appCode: typeof parsed.appData.root.appCode === 'string' ? parsed.appData.root.appCode : null,
          }
        : { protocol: undefined, appCode: null };
    if (cache.size >= limit) cache.clear();
    cache.set(order.appData, facts);
    return facts;
  };
}

/** Partner fees in the protocol's policy shape; price improvement needs the order's quote. */
export function toPartnerFeePolicies(partnerFees: readonly PartnerFee[], order: Order): FeePolicy[] {
  return partnerFees.flatMap((fee): FeePolicy[] => {
    switch (fee.kind) {
      case 'volume':
        return [{ kind: 'volume', factor: fee.volumeBps / 10_000 }];
      case 'surplus':
        return [{ kind: 'surplus', factor: fee.surplusBps / 10_000, maxVolumeFactor: fee.maxVolumeBps / 10_000 }];
      case 'priceImprovement':
        return order.quote
          ? [
              {
                kind: 'priceImprovement',
                factor: fee.priceImprovementBps / 10_000,
                maxVolumeFactor: fee.maxVolumeBps / 10_000,
                quote: {
                  sellAmount: order.quote.sellAmount,
                  buyAmount: order.quote.buyAmount,
                  fee: order.quote.feeAmount,
                },
              },
            ]
          : [];
    }
  });
}

/** The order's hooks with the gas limits its app data gives them (by position). */
function withGas(
  interactions: Order['interactions']['pre'],
  gas: readonly { gasLimit: bigint }[] | undefined,
): Interaction[] {
  return interactions.map((interaction, index): Interaction => {
    const gasLimit = gas?.[index]?.gasLimit;
    return gasLimit === undefined ? { ...interaction } : { ...interaction, gasLimit };
  });
}

export function toCandidateOrder(order: Order, facts: AppDataFacts): CandidateOrder {
  const hooks = facts.protocol?.hooks;
  return {
    uid: order.uid,
    owner: order.owner,
    sellToken: order.sellToken,
    buyToken: order.buyToken,
    receiver: order.receiver,
    sellAmount: order.sellAmount,
    buyAmount: order.buyAmount,
    feeAmount: order.feeAmount,
    kind: order.kind,
    partiallyFillable: order.partiallyFillable,
    validTo: order.validTo,
    validFrom: order.validFrom,
    signingScheme: order.signingScheme,
    signature: order.signature,
    appData: order.appData,
    createdAt: Math.floor(order.createdAt.getTime() / 1000),
    executed: order.kind === 'sell' ? order.executedSell : order.executedBuy,
    executedSell: order.executedSell,
    executedBuy: order.executedBuy,
    quote: order.quote
      ? { sellAmount: order.quote.sellAmount, buyAmount: order.quote.buyAmount, fee: order.quote.feeAmount }
      : null,
    preInteractions: withGas(order.interactions.pre, hooks?.pre),
    postInteractions: withGas(order.interactions.post, hooks?.post),
    partnerFees: toPartnerFeePolicies(facts.protocol?.partnerFees ?? [], order),
    hasWrappers: (facts.protocol?.wrappers.length ?? 0) > 0,
    hasFlashloan: facts.protocol?.flashloan !== undefined,
    appCode: facts.appCode,
  };
}
