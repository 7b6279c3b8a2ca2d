/**
 * The ERC-20 and wrapped-native functions the simulated world executes when a contract calls a
 * token: the companion's bundle simulation runs them, and an engine's solution may make them
 * from the settlement contract. One ABI, so that both read calldata alike.
 */
import { decodeFunctionData, parseAbi, size, slice, type Hex } from 'viem';

export const TOKEN_CALL_ABI = parseAbi([
  'function transfer(address to, uint256 amount) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'function deposit() payable',
  'function withdraw(uint256 amount)',
]);

/** The token function `callData` calls, decoded, or undefined when it is none of {@link TOKEN_CALL_ABI}. */
export function decodeTokenCall(callData: Hex) {
  try {
    return decodeFunctionData({ abi: TOKEN_CALL_ABI, data: callData });
  } catch {
    return undefined;
  }
}

/** The 4-byte selector `callData` starts with (all of it when shorter), for saying what was not simulated. */
export function callSelector(callData: Hex): Hex {
  return size(callData) >= 4 ? slice(callData, 0, 4) : callData;
}
