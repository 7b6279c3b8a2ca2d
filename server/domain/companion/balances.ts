/**
 * Token balances on a simulated chain (`getAccountTokenBalances`, `getAddressBalances`). One
 * reading, `readTokenBalances`, serves the REST reads and is what a balance stream sends on each
 * block: the balance and vault-relayer allowance of each token, with what the chain lists of it.
 */
import type { Address } from 'viem';
import type { components } from '../../../generated/companion/types.js';
import { CompanionError } from '../errors.js';
import { companionMessages } from './messages.js';
import type { CompanionChain, CompanionServices } from './ports.js';
import { companionChainOf, normalizeAddress } from './tokens.js';

export type AccountTokenBalance = components['schemas']['AccountTokenBalance'];

/** Tokens one request may name (the reference's token details batch has the same bound). */
export const MAX_BALANCE_TOKENS = 100;

/** `getAddressBalances` may be cached for 5 s, as the reference's. */
export const ADDRESS_BALANCES_CACHE_CONTROL = 'max-age=5, public, s-maxage=5';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The addresses of a comma-separated `tokens` query, lower case, in order, repeats dropped.
 *
 * @throws CompanionError badRequest for an empty list, a malformed address or more than 100.
 */
export function parseTokenList(tokens: string): Address[] {
  const entries = tokens
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) throw new CompanionError('badRequest', companionMessages.tokenAddressRequired);
  const invalid = entries.find((entry) => !ADDRESS.test(entry));
  if (invalid !== undefined) throw new CompanionError('badRequest', `tokens: invalid token address ${invalid}`);
  const addresses = [...new Set(entries.map(normalizeAddress))];
  if (addresses.length > MAX_BALANCE_TOKENS) {
    throw new CompanionError('badRequest', `tokens: at most ${MAX_BALANCE_TOKENS} token addresses`);
  }
  return addresses;
}

/** `owner`'s balance and vault-relayer allowance of each token; an unlisted token reads 0 and only its address. */
export function readTokenBalances(
  chain: CompanionChain,
  owner: Address,
  tokens: readonly Address[],
): AccountTokenBalance[] {
  return tokens.map((address) => {
    const token = chain.getToken(address);
    if (!token) return { token: { address }, balance: '0', allowance: '0' };
    return {
      token: { address: token.address, symbol: token.symbol, decimals: token.decimals },
      balance: chain.balanceOf(address, owner).toString(),
      allowance: chain.vaultRelayerAllowance(address, owner).toString(),
    };
  });
}

/** @throws CompanionError notFound `Balances not found` for an unknown chain; badRequest for a bad `tokens`. */
export function getAccountTokenBalances(
  services: CompanionServices,
  parameters: { chainId: string; userAddress: string; tokens: string },
): AccountTokenBalance[] {
  const tokens = parseTokenList(parameters.tokens);
  return readTokenBalances(
    balancesChain(services, parameters.chainId),
    normalizeAddress(parameters.userAddress),
    tokens,
  );
}

/** @throws CompanionError notFound `Balances not found` for an unknown chain. */
export function getAddressBalances(
  services: CompanionServices,
  parameters: { chainId: string; address: string },
): { balances: Record<string, string> } {
  const chain = balancesChain(services, parameters.chainId);
  const owner = normalizeAddress(parameters.address);
  const balances: Record<string, string> = {};
  for (const { address } of chain.listTokens()) {
    const balance = chain.balanceOf(address, owner);
    if (balance > 0n) balances[address] = balance.toString();
  }
  return { balances };
}

function balancesChain(services: CompanionServices, chainId: string): CompanionChain {
  const chain = companionChainOf(services, chainId);
  if (!chain) throw new CompanionError('notFound', companionMessages.balancesNotFound);
  return chain;
}
