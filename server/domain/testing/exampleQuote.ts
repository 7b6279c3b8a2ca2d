import type { Hex } from 'viem';
import type { QuoteRecord } from '../orders/types.js';

const CREATED_AT = new Date('2026-03-01T12:00:00Z');

/**
 * A verified sell quote (1 WETH for 2,500 USDC plus a 0.001 WETH fee on mainnet, eip712, valid a
 * minute from 2026-03-01T12:00:00Z) for tests of the stores; `overrides` name what the test is about.
 */
export function exampleQuote(overrides: Partial<Omit<QuoteRecord, 'id'>> = {}): Omit<QuoteRecord, 'id'> {
  return {
    network: 'mainnet',
    from: '0x0000000000000000000000000000000000000abc',
    sellToken: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
    buyToken: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    kind: 'sell',
    sellAmount: 10n ** 18n,
    buyAmount: 2_500_000_000n,
    feeAmount: 10n ** 15n,
    gasAmount: 150_000n,
    gasPrice: 20_000_000_000n,
    sellTokenPrice: '1',
    verified: true,
    solver: '0x0000000000000000000000000000000000000001',
    signingScheme: 'eip712',
    onchainOrder: false,
    appDataHash: '0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d' as Hex,
    sellAmountBeforeFee: undefined,
    createdAt: CREATED_AT,
    expiresAt: new Date(CREATED_AT.getTime() + 60_000),
    ...overrides,
  };
}
