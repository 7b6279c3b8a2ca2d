import { describe, expect, test } from 'vitest';
import { networks } from '../../../simulator/index.js';
import { resolveCompanionChain } from './resolveCompanionChain.js';

describe('resolveCompanionChain', () => {
  test('behavior: every network by chain id, slug and order-book name (docs/protocol.md#networks)', () => {
    for (const network of networks) {
      expect(resolveCompanionChain(String(network.chainId), networks)?.name).toBe(network.name);
      expect(resolveCompanionChain(network.name, networks)?.name).toBe(network.name);
      if (network.companionSlug !== undefined) {
        expect(resolveCompanionChain(network.companionSlug, networks)?.name).toBe(network.name);
      }
    }
    expect(resolveCompanionChain('arbitrum-one', networks)?.chainId).toBe(42161);
    expect(resolveCompanionChain('binance-smart-chain', networks)?.name).toBe('bnb');
    expect(resolveCompanionChain('polygon-pos', networks)?.name).toBe('polygon');
  });

  test('behavior: chain 10 is known (optimistic-ethereum) but has no network', () => {
    expect(resolveCompanionChain('10', networks)).toEqual({
      name: undefined,
      chainId: 10,
      companionSlug: 'optimistic-ethereum',
    });
    expect(resolveCompanionChain('optimistic-ethereum', networks)?.chainId).toBe(10);
  });

  test('behavior: unknown spellings are undefined', () => {
    for (const value of ['', '0', '01', '2', 'goerli', 'gnosis', 'arbitrum', 'eth']) {
      expect(resolveCompanionChain(value, networks)).toBeUndefined();
    }
  });
});
