/**
 * Token balances on a simulated chain (`getAccountTokenBalances`, `getAddressBalances`,
 * `streamAccountTokenBalances`). One request check, `resolveBalancesRequest`, and one reading,
 * `readTokenBalances`, serve the REST read and the balance stream: the balance and vault-relayer
 * allowance of each token, with what the chain lists of it. `balanceUpdates` is what the stream
 * sends when a reading differs from the last one.
 */
import type { Address } from 'viem';
import type { components } from '../../../generated/companion/types.js';
import { CompanionError } from '../errors.js';
import { companionMessages } from './messages.js';
import type { CompanionChain, CompanionServices } from './ports.js';
import { resolveCompanionChain } from './resolveCompanionChain.js';
import { companionChainOf, normalizeAddress } from './tokens.js';

export type AccountTokenBalance = components['schemas']['AccountTokenBalance'];
export type BalanceUpdate = components['schemas']['BalanceUpdateEvent'];

/** An account's balances of some tokens on one chain, as a request names them. */
export type BalancesRequest = {
  readonly chain: CompanionChain;
  readonly chainId: number;
  /** Lower case. */
  readonly owner: Address;
  /** Lower case, in the request's order, without repeats. */
  readonly tokens: readonly Address[];
};

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

/**
 * The chain, account and tokens of a balances request (`{chainId}`, `{userAddress}`, `tokens`).
 *
 * @throws CompanionError badRequest for a bad `tokens`; notFound `Balances not found` for an unknown chain.
 */
export function resolveBalancesRequest(
  services: CompanionServices,
  parameters: { chainId: string; userAddress: string; tokens: string },
): BalancesRequest {
  const tokens = parseTokenList(parameters.tokens);
  const network = resolveCompanionChain(parameters.chainId, services.networks);
  const chain = network?.name === undefined ? undefined : services.chain(network.name);
  if (network === undefined || chain === undefined)
    throw new CompanionError('notFound', companionMessages.balancesNotFound);
  return { chain, chainId: network.chainId, owner: normalizeAddress(parameters.userAddress), tokens };
}

/** @throws CompanionError notFound `Balances not found` for an unknown chain; badRequest for a bad `tokens`. */
export function getAccountTokenBalances(
  services: CompanionServices,
  parameters: { chainId: string; userAddress: string; tokens: string },
): AccountTokenBalance[] {
  const { chain, owner, tokens } = resolveBalancesRequest(services, parameters);
  return readTokenBalances(chain, owner, tokens);
}

/**
 * The changes from one reading of `readTokenBalances` to the next (same tokens, same order): per
 * token, a `balance_change`, then an `allowance_change`, each with the old and new value
 * (reference `bff`: `libs/services/src/BalanceTrackingService/BalanceTrackingServiceMain.ts`).
 */
export function balanceUpdates(
  request: Pick<BalancesRequest, 'chainId' | 'owner'>,
  previous: readonly AccountTokenBalance[],
  current: readonly AccountTokenBalance[],
  timestamp: number,
): BalanceUpdate[] {
  const updates: BalanceUpdate[] = [];
  for (const [index, now] of current.entries()) {
    const before = previous[index];
    if (before === undefined) continue;
    const common = { chainId: request.chainId, timestamp, userAddress: request.owner, tokenAddress: now.token.address };
    if (before.balance !== now.balance) {
      updates.push({ type: 'balance_change', ...common, oldBalance: before.balance, newBalance: now.balance });
    }
    if (before.allowance !== now.allowance) {
      updates.push({
        type: 'allowance_change',
        ...common,
        oldAllowance: before.allowance,
        newAllowance: now.allowance,
      });
    }
  }
  return updates;
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
