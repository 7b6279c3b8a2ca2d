/**
 * The network fee routing charges an order: what it pays for its own gas (its hooks, its
 * signature check, the hops of its route), at the auction's gas price, however many orders of
 * the same sell token were routed before it.
 */
import type { Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import { TOKENS, addressOf, buildTestAuction, candidate, openTestSimulation } from '../testing/fixtures.js';
import type { AuctionOrder } from '../types.js';
import { networkFeeByHops, orderNetworkFee } from './plans.js';

describe('networkFeeByHops', () => {
  const world = openTestSimulation().world('mainnet')!;
  const auction = buildTestAuction(world, [
    candidate('plain', { sellToken: TOKENS.WETH, buyToken: TOKENS.USDC }),
  ]).auction;
  const plain = auction.orders[0]!;
  const hook = { target: addressOf('hook'), value: 0n, callData: '0x' as Hex, gasLimit: 80_000n };
  const hooked: AuctionOrder = { ...plain, uid: `${plain.uid.slice(0, -2)}01` as Hex, postInteractions: [hook] };
  const smartWallet: AuctionOrder = { ...plain, uid: `${plain.uid.slice(0, -2)}02` as Hex, signingScheme: 'eip1271' };

  test('behavior: each order of one sell token pays its own gas: hooks and an ERC-1271 check cost more than a plain order', () => {
    const gasPrice = world.gasPrice();
    for (const order of [plain, hooked, smartWallet, plain]) {
      const fee = networkFeeByHops(order, gasPrice, auction);
      for (const hops of [0, 1, 2]) expect(fee(hops)).toBe(orderNetworkFee(order, hops, gasPrice, auction));
    }
    const plainFee = networkFeeByHops(plain, gasPrice, auction)(1);
    expect(plainFee).toBeGreaterThan(0n);
    expect(networkFeeByHops(hooked, gasPrice, auction)(1)).toBeGreaterThan(plainFee);
    expect(networkFeeByHops(smartWallet, gasPrice, auction)(1)).toBeGreaterThan(plainFee);
  });

  test('behavior: the same order at another gas price pays that price', () => {
    const gasPrice = world.gasPrice();
    const before = networkFeeByHops(plain, gasPrice, auction)(1);
    const doubled = networkFeeByHops(plain, gasPrice * 2n, auction)(1);
    expect(doubled).toBe(orderNetworkFee(plain, 1, gasPrice * 2n, auction));
    expect(doubled).toBeGreaterThan(before);
    expect(networkFeeByHops(plain, gasPrice, auction)(1)).toBe(before);
  });
});
