/**
 * Fixtures shared by the server's tests: the default scenario's mainnet tokens (lower case, as
 * the order book stores addresses).
 */
import type { Address } from 'viem';

export const TOKENS = {
  WETH: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
  USDC: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  DAI: '0x6b175474e89094c44da98b954eedeac495271d0f',
} as const satisfies Record<string, Address>;
