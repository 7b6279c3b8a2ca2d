import { describe, expect, test } from 'vitest';
import { networks as documentedNetworks } from '../../generated/orderbook/routes.js';
import { getNetwork, getNetworkByChainId, networks } from './networks.js';

describe('networks', () => {
  test('default: mainnet is chain 1 with WETH', () => {
    expect(getNetwork('mainnet')).toMatchObject({
      chainId: 1,
      wrappedNativeToken: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    });
    expect(getNetworkByChainId(100)?.name).toBe('xdai');
  });

  test('behavior: the order-book document serves exactly these networks', () => {
    expect([...documentedNetworks].sort()).toEqual(networks.map((network) => network.name).sort());
  });

  test('behavior: unknown names and chain ids are undefined', () => {
    expect(getNetwork('goerli')).toBeUndefined();
    expect(getNetworkByChainId(5)).toBeUndefined();
  });
});
