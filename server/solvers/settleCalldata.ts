/**
 * An engine's solution as the `settle` call the reference driver would send for it
 * (`crates/driver/src/domain/competition/solution/encoding.rs`), for the `tx` of a
 * `simulationFailed` notification: the uniform clearing prices of the priced tokens, each JIT order
 * at its own limit price (its own two token entries), the auction's orders with the signature
 * bytes the contract reads, and the solution's calls in the three phases: pre-interactions; the
 * `custom` interactions and, for each `liquidity` interaction, the Uniswap v2 router's
 * `swapTokensForExactTokens` (`crates/solver/src/interactions/uniswap_v2.rs`); post-interactions.
 * The router approvals the driver adds before a swap are left out.
 */
import { encodeFunctionData, maxUint256, parseAbi, zeroAddress, type Address, type Hex } from 'viem';
import {
  SETTLEMENT_ABI,
  SETTLEMENT_CONTRACT,
  encodeTradeFlags,
  settlementSignature,
  type AmmSwap,
  type AuctionOrder,
  type SettlementInteraction,
} from '../../simulator/index.js';
import type { SolveResponse } from './dto.js';
import { UNISWAP_V2_ROUTER } from './solveRequest.js';

export type EngineSolution = Extract<SolveResponse, { solutions: unknown }>['solutions'][number];

const UNISWAP_V2_ROUTER_ABI = parseAbi([
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);

/**
 * @example
 * const input = encodeSettleCalldata(solution, new Map(auction.orders.map((order) => [order.uid, order])))
 */
export function encodeSettleCalldata(solution: EngineSolution, orders: ReadonlyMap<Hex, AuctionOrder>): Hex {
  const tokens: Address[] = [];
  const clearingPrices: bigint[] = [];
  const indexOf = new Map<Address, number>();
  for (const [token, price] of Object.entries(solution.prices)) {
    indexOf.set(token.toLowerCase() as Address, tokens.length);
    tokens.push(token.toLowerCase() as Address);
    clearingPrices.push(BigInt(price!));
  }
  const priced = (token: string) => {
    const index = indexOf.get(token.toLowerCase() as Address);
    if (index === undefined) throw new Error(`no clearing price for ${token}`);
    return BigInt(index);
  };
  const trades = solution.trades.map((trade) => {
    if (trade.kind === 'jit') {
      const order = trade.order;
      // The contract's custom prices for the order: its limit price, sell token at the buy amount.
      const sellTokenIndex = BigInt(tokens.push(order.sellToken.toLowerCase() as Address) - 1);
      clearingPrices.push(BigInt(order.buyAmount));
      const buyTokenIndex = BigInt(tokens.push(order.buyToken.toLowerCase() as Address) - 1);
      clearingPrices.push(BigInt(order.sellAmount));
      return {
        sellTokenIndex,
        buyTokenIndex,
        receiver: order.receiver as Address,
        sellAmount: BigInt(order.sellAmount),
        buyAmount: BigInt(order.buyAmount),
        validTo: order.validTo,
        appData: order.appData as Hex,
        feeAmount: BigInt(trade.fee ?? '0'),
        flags: encodeTradeFlags({ ...order, partiallyFillable: order.partiallyFillable ?? false }),
        executedAmount: BigInt(trade.executedAmount),
        // A JIT order's signature already names its owner where the contract wants it.
        signature: order.signature as Hex,
      };
    }
    const order = orders.get(trade.order.toLowerCase() as Hex);
    if (order === undefined) throw new Error(`no order ${trade.order} in the auction`);
    return {
      sellTokenIndex: priced(order.sellToken),
      buyTokenIndex: priced(order.buyToken),
      receiver: order.receiver ?? zeroAddress,
      sellAmount: order.sellAmount,
      buyAmount: order.buyAmount,
      validTo: order.validTo,
      appData: order.appData,
      feeAmount: BigInt(trade.fee ?? '0'),
      // The auction's orders trade ERC-20 balances (their solve request says so).
      flags: encodeTradeFlags({ ...order, sellTokenBalance: 'erc20', buyTokenBalance: 'erc20' }),
      executedAmount: BigInt(trade.executedAmount),
      signature: settlementSignature(order.signingScheme, order.owner, order.signature),
    };
  });
  const call = (target: string, value: string, callData: string) => ({
    target: target as Address,
    value: BigInt(value),
    callData: callData as Hex,
  });
  const intra = solution.interactions.map((interaction) =>
    interaction.kind === 'custom'
      ? call(interaction.target, interaction.value, interaction.callData)
      : uniswapV2SwapCall({
          tokenIn: interaction.inputToken as Address,
          tokenOut: interaction.outputToken as Address,
          amountIn: BigInt(interaction.inputAmount),
          minAmountOut: BigInt(interaction.outputAmount),
        }),
  );
  const phase = (calls: EngineSolution['preInteractions']) =>
    (calls ?? []).map((entry) => call(entry.target, entry.value, entry.callData));
  return encodeFunctionData({
    abi: SETTLEMENT_ABI,
    functionName: 'settle',
    args: [tokens, clearingPrices, trades, [phase(solution.preInteractions), intra, phase(solution.postInteractions)]],
  });
}

/**
 * An AMM swap as the settlement contract's call to the Uniswap v2 router
 * (`crates/solver/src/interactions/uniswap_v2.rs`): exactly the swap's output for at most its
 * input, paid to the settlement contract.
 */
export function uniswapV2SwapCall(swap: AmmSwap): SettlementInteraction {
  return {
    target: UNISWAP_V2_ROUTER,
    value: 0n,
    callData: encodeFunctionData({
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'swapTokensForExactTokens',
      args: [swap.minAmountOut, swap.amountIn, [swap.tokenIn, swap.tokenOut], SETTLEMENT_CONTRACT, maxUint256],
    }),
  };
}
