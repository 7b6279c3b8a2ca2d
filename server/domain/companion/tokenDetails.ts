/**
 * Token details on a simulated chain (`getTokenDetails`, `getTokensDetails`): what the chain lists
 * of a token. The simulated chain keeps no token names, so `name` is left out.
 */
import type { components } from '../../../generated/companion/types.js';
import { CompanionError } from '../errors.js';
import { companionMessages } from './messages.js';
import type { CompanionServices } from './ports.js';
import { companionChainOf, normalizeAddress } from './tokens.js';

export type TokenDetails = components['schemas']['TokenDetails'];

/** @throws CompanionError notFound `Token not found` for an unknown chain or a token it does not list. */
export function getTokenDetails(
  services: CompanionServices,
  parameters: { chainId: string; tokenAddress: string },
): TokenDetails {
  const token = companionChainOf(services, parameters.chainId)?.getToken(normalizeAddress(parameters.tokenAddress));
  if (!token) throw new CompanionError('notFound', companionMessages.tokenNotFound);
  return { address: token.address, symbol: token.symbol, decimals: token.decimals };
}

/**
 * The listed tokens among `tokenAddresses`, in their order (as the reference, repeats are kept).
 *
 * @throws CompanionError notFound `No tokens found` when the chain is unknown or lists none of them.
 */
export function getTokensDetails(
  services: CompanionServices,
  parameters: { chainId: string; tokenAddresses: readonly string[] },
): TokenDetails[] {
  const chain = companionChainOf(services, parameters.chainId);
  const found = chain
    ? parameters.tokenAddresses.flatMap((address) => {
        const token = chain.getToken(normalizeAddress(address));
        return token ? [{ address: token.address, symbol: token.symbol, decimals: token.decimals }] : [];
      })
    : [];
  if (found.length === 0) throw new CompanionError('notFound', companionMessages.noTokensFound);
  return found;
}
