import type { Address, Hex } from 'viem';
import type { NetworkWorld } from '../simulator/index.js';
import type { ChainView } from './domain/ports.js';

/**
 * The order book's view of one network's simulated world (docs/decisions.md#no-chain), with the
 * settlements the auctions have under way (`isSettling`; none by default).
 */
export function createChainView(world: NetworkWorld, isSettling: (uid: Hex) => boolean = () => false): ChainView {
  const { name, chainId, wrappedNativeToken } = world.network;
  return {
    network: name,
    chainId,
    wrappedNativeToken: wrappedNativeToken?.toLowerCase() as Address | undefined,
    now: () => world.now(),
    getToken: (address) => world.getToken(address),
    balanceOf: (token, owner) => world.balanceOf(token, owner),
    allowance: (token, owner, spender) => world.allowance(token, owner, spender),
    presignature: (uid) => world.presignature(uid),
    isInvalidatedOnChain: (uid) => world.invalidationOf(uid) !== undefined,
    isSettling,
    isValidSignature1271: (wallet, digest, signature) => world.isValidSignature1271(wallet, digest, signature),
    isBanned: (address) => world.isBanned(address),
    gasPrice: () => world.gasPrice(),
    nativePrice: (token) => world.nativePrice(token),
    estimateRoutes: (parameters) => world.estimateRoutes(parameters),
  };
}
