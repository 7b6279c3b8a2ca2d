/**
 * Decodes `settle` calldata with the settlement contract's ABI as its authors publish it
 * (`@cowprotocol/contracts`), so that tests check batchbook's encoder independently of it.
 */
import { createRequire } from 'node:module';
import { decodeFunctionData, parseAbi, type Abi, type Address, type Hex } from 'viem';
import type { TradeData } from '../../../simulator/index.js';

const settlementAbi = (
  createRequire(import.meta.url)('@cowprotocol/contracts/lib/contracts/GPv2Settlement.json') as { abi: Abi }
).abi;

/** The router call of a pool swap, as the reference's `uniswap_v2.rs` makes it. */
export const uniswapV2RouterAbi = parseAbi([
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
]);

export type DecodedCall = { target: Address; value: bigint; callData: Hex };

/** The arguments of a `settle` call; throws when `data` calls another function. */
export function decodeSettle(data: Hex): {
  tokens: Address[];
  clearingPrices: bigint[];
  trades: TradeData[];
  interactions: DecodedCall[][];
} {
  const { functionName, args } = decodeFunctionData({ abi: settlementAbi, data });
  if (functionName !== 'settle') throw new Error(`not a settle call: ${functionName}`);
  const [tokens, clearingPrices, trades, interactions] = args as unknown as [
    Address[],
    bigint[],
    TradeData[],
    DecodedCall[][],
  ];
  return { tokens, clearingPrices, trades, interactions };
}
