import type { CompanionNetwork } from './ports.js';

/**
 * Chains the companion API names that batchbook does not simulate: Optimism prices as
 * `optimistic-ethereum` in the reference (docs/protocol.md#networks), so it is a known chain without a
 * world (404 `Price not found`), not a malformed one.
 */
export const extraCompanionNetworks: readonly CompanionNetwork[] = [
  { name: undefined, chainId: 10, companionSlug: 'optimistic-ethereum' },
];

/**
 * The chain a companion `{chainId}` path segment names: a decimal chain id (`1`), a CoinGecko
 * platform slug (`ethereum`) or an order-book network name (`mainnet`). Undefined when unknown.
 *
 * @example
 * resolveCompanionChain('arbitrum-one', networks) // { name: 'arbitrum_one', chainId: 42161, ... }
 * resolveCompanionChain('10', networks) // { name: undefined, chainId: 10, companionSlug: 'optimistic-ethereum' }
 */
export function resolveCompanionChain(
  chainId: string,
  networks: readonly CompanionNetwork[],
): CompanionNetwork | undefined {
  const all = [...networks, ...extraCompanionNetworks];
  const value = chainId.trim().toLowerCase();
  if (/^\d+$/.test(value)) {
    // Leading zeros are not another spelling of a chain id.
    if (value !== '0' && value.startsWith('0')) return undefined;
    return all.find((network) => network.chainId === Number(value));
  }
  return all.find((network) => network.companionSlug === value) ?? all.find((network) => network.name === value);
}
