/**
 * Token prices and holders on a simulated chain (`getUsdPrice`, `getTopTokenHolders`).
 */
import type { Address } from 'viem';
import { CompanionError } from '../errors.js';
import { companionMessages } from './messages.js';
import type { CompanionChain, CompanionServices } from './ports.js';
import { resolveCompanionChain } from './resolveCompanionChain.js';

/** The `{tokenAddress}` that names the chain's native asset. */
export const NATIVE_TOKEN_PARAM = '-';

/** Holders returned by `getTopTokenHolders` (GoldRush's default page size in the reference). */
export const TOP_HOLDERS_LIMIT = 100;

/** Token responses may be cached for 120 s (`CacheControlTokens` in the document). */
export const TOKENS_CACHE_CONTROL = 'max-age=120, public, s-maxage=120';

export type TokenParameters = {
  /** `{chainId}`: chain id, CoinGecko slug or order-book network name. */
  chainId: string;
  /** `{tokenAddress}`: an address in any case (validated by the route), or `-`. */
  tokenAddress: string;
};

/**
 * USD price of one whole token. The native asset (`-`) is priced as the wrapped native token.
 *
 * @throws CompanionError notFound `Price not found` for an unknown chain, a chain without a
 * simulated world, or a token without a price.
 */
export function getTokenUsdPrice(services: CompanionServices, parameters: TokenParameters): { price: number } {
  const notFound = () => new CompanionError('notFound', companionMessages.priceNotFound);
  const chain = companionChainOf(services, parameters.chainId);
  if (!chain) throw notFound();
  const token =
    parameters.tokenAddress === NATIVE_TOKEN_PARAM
      ? chain.wrappedNativeToken
      : normalizeAddress(parameters.tokenAddress);
  const price = token === undefined ? undefined : chain.usdPrice(token);
  if (price === undefined || !Number.isFinite(price)) throw notFound();
  return { price };
}

/**
 * The token's largest holders, largest balance first, balances as decimal strings of atoms.
 *
 * @throws CompanionError notFound `Token holders not found` for an unknown chain or token, the
 * native asset (the simulated ledger keeps no holder index for it) or a token nobody holds.
 */
export function getTopTokenHolders(
  services: CompanionServices,
  parameters: TokenParameters,
): { address: Address; balance: string }[] {
  const notFound = () => new CompanionError('notFound', companionMessages.tokenHoldersNotFound);
  const chain = companionChainOf(services, parameters.chainId);
  if (!chain || parameters.tokenAddress === NATIVE_TOKEN_PARAM) throw notFound();
  const token = normalizeAddress(parameters.tokenAddress);
  if (!chain.isListedToken(token)) throw notFound();
  const holders = chain.topHolders(token, TOP_HOLDERS_LIMIT);
  if (holders.length === 0) throw notFound();
  return holders.map((holder) => ({ address: normalizeAddress(holder.address), balance: holder.balance.toString() }));
}

/** The simulated chain `chainId` names (any of its spellings); undefined when unknown or not simulated. */
export function companionChainOf(services: CompanionServices, chainId: string): CompanionChain | undefined {
  const network = resolveCompanionChain(chainId, services.networks);
  return network?.name === undefined ? undefined : services.chain(network.name);
}

/** Companion addresses are lower case (docs/protocol.md#companion-rules). */
export function normalizeAddress(address: string): Address {
  return address.toLowerCase() as Address;
}

/** `amount` atoms of `token` in USD; 0 for a token the chain does not list or price. */
export function usdValue(chain: CompanionChain, token: Address, amount: bigint): number {
  const details = chain.getToken(token);
  const price = chain.usdPrice(token);
  if (details === undefined || price === undefined || !Number.isFinite(price)) return 0;
  return (Number(amount) / 10 ** details.decimals) * price;
}

/** `value` rounded to 6 decimals: the precision of the companion's USD figures and rates. */
export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
