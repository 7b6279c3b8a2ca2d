/**
 * Market data on a simulated chain (`getSlippageTolerance`, `getVolatilityDetails`), with the
 * reference's arithmetic (`SlippageServiceMain` of cowprotocol/bff): the volatility that matters
 * is the standard deviation of the price over the time a solver needs to settle an order, five
 * minutes, and the proposed slippage is that volatility of the pair in basis points, rounded up.
 *
 * The reference estimates the volatility from a day of 5-minute USD prices. The simulated world's
 * prices are its random walk, whose per-block standard deviation is known exactly, so the
 * volatility over n blocks is that step × √n (independent steps); the world keeps no price
 * history, so `prices` is null.
 */
import type { Address } from 'viem';
import type { components } from '../../../generated/companion/types.js';
import { CompanionError } from '../errors.js';
import { companionMessages } from './messages.js';
import type { CompanionChain, CompanionServices } from './ports.js';
import { companionChainOf, normalizeAddress } from './tokens.js';

export type VolatilityDetails = components['schemas']['VolatilityDetails'];

/** The time a solver needs to settle an order (the reference's `FAIR_TIME_TO_SETTLEMENT`). */
export const FAIR_TIME_TO_SETTLEMENT_MS = 5 * 60_000;

export type MarketParameters = {
  chainId: string;
  /** `{baseTokenAddress}-{quoteTokenAddress}` (validated by the route). */
  market: string;
};

/** The two tokens of `{base}-{quote}`, lower case. */
function marketTokens(market: string): { base: Address; quote: Address } {
  const [base = '', quote = ''] = market.split('-');
  return { base: normalizeAddress(base), quote: normalizeAddress(quote) };
}

/**
 * The slippage tolerance proposed for a market: ⌈σ × 10 000⌉ bps of the pair's relative volatility
 * over the settlement time, σ = √(σ_base² + σ_quote²) since the tokens' walks are independent; at
 * most 10 000. 0 when either token's volatility is unknown, as the reference.
 *
 * @throws CompanionError notFound `Market not found` for a chain that is unknown or not simulated.
 */
export function getSlippageTolerance(
  services: CompanionServices,
  parameters: MarketParameters,
): { slippageBps: number } {
  const chain = marketChain(services, parameters.chainId);
  const tokens = marketTokens(parameters.market);
  const base = settlementVolatility(chain, tokens.base);
  const quote = settlementVolatility(chain, tokens.quote);
  if (base === undefined || quote === undefined) return { slippageBps: 0 };
  return { slippageBps: Math.min(10_000, Math.ceil(Math.hypot(base, quote) * 10_000)) };
}

/**
 * Each token's volatility over the settlement time, in USD and relative to its price; null for a
 * token the chain does not list or cannot price.
 *
 * @throws CompanionError notFound `Market not found` for a chain that is unknown or not simulated.
 */
export function getVolatilityDetails(
  services: CompanionServices,
  parameters: MarketParameters,
): { baseToken: VolatilityDetails | null; quoteToken: VolatilityDetails | null } {
  const chain = marketChain(services, parameters.chainId);
  const details = (tokenAddress: Address): VolatilityDetails | null => {
    const volatility = settlementVolatility(chain, tokenAddress);
    const usdPrice = chain.usdPrice(tokenAddress);
    if (volatility === undefined || usdPrice === undefined || !Number.isFinite(usdPrice)) return null;
    return {
      tokenAddress,
      usdPrice,
      prices: null,
      volatilityInUsd: volatility * usdPrice,
      volatilityInTokens: volatility,
    };
  };
  const tokens = marketTokens(parameters.market);
  return { baseToken: details(tokens.base), quoteToken: details(tokens.quote) };
}

function marketChain(services: CompanionServices, chainId: string): CompanionChain {
  const chain = companionChainOf(services, chainId);
  if (!chain) throw new CompanionError('notFound', companionMessages.marketNotFound);
  return chain;
}

/** The relative standard deviation of the token's price over the settlement time. */
function settlementVolatility(chain: CompanionChain, token: Address): number | undefined {
  const perBlock = chain.priceVolatilityPerBlock(token);
  if (perBlock === undefined) return undefined;
  return perBlock * Math.sqrt(FAIR_TIME_TO_SETTLEMENT_MS / chain.blockTimeMs);
}
