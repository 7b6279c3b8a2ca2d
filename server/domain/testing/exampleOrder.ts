import type { Address, Hex } from 'viem';
import type { Order } from '../orders/types.js';

/**
 * An accepted, unexecuted limit order (sell 1 WETH for 3,000 USDC on mainnet, eip712, no quote)
 * for tests of the stores; `overrides` name the uid and whatever the test is about.
 */
export function exampleOrder(overrides: Partial<Order> & { uid: Hex }): Order {
  return {
    network: 'mainnet',
    owner: '0x1111111111111111111111111111111111111111' as Address,
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    sellToken: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
    buyToken: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    receiver: null,
    sellAmount: 10n ** 18n,
    buyAmount: 3_000_000_000n,
    validTo: 1_900_000_000,
    appData: `0x${'00'.repeat(32)}`,
    fullAppData: '{}',
    feeAmount: 0n,
    kind: 'sell',
    partiallyFillable: false,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
    signingScheme: 'eip712',
    signature: `0x${'11'.repeat(65)}`,
    class: 'limit',
    validFrom: null,
    interactions: { pre: [], post: [] },
    quoteId: null,
    quote: null,
    outOfMarket: false,
    cancelledAt: null,
    executedSell: 0n,
    executedSellBeforeFees: 0n,
    executedBuy: 0n,
    executedFeeAmount: 0n,
    executedFee: 0n,
    ...overrides,
  };
}
