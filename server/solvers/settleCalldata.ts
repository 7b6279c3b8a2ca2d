/**
 * An engine's solution as the `settle` call the reference driver would send for it
 * (`crates/driver/src/domain/competition/solution/encoding.rs`), for the `tx` of a
 * `simulationFailed` notification, encoded by the settlement's one encoder
 * ({@link encodeSettlement}): the uniform clearing prices of the priced tokens; each of the
 * auction's orders at custom prices from its executed amounts at those clearing prices, with the
 * signature bytes the contract reads; each JIT order at its own limit price; the solution's calls
 * in the three phases: pre-interactions; the `custom` interactions and, for each `liquidity`
 * interaction, the Uniswap v2 router's `swapTokensForExactTokens`
 * (`crates/solver/src/interactions/uniswap_v2.rs`); post-interactions; then the auction id. The
 * router approvals the driver adds before a swap are left out.
 */
import { encodeFunctionData, maxUint256, parseAbi, type Address, type Hex } from 'viem';
import {
  NATIVE_TOKEN,
  SETTLEMENT_CONTRACT,
  TOKEN_CALL_ABI,
  ceilDiv,
  encodeSettlement,
  settlementSignature,
  type AmmSwap,
  type AuctionOrder,
  type OrderKind,
  type ProtocolOrder,
  type SettledTrade,
  type SettlementInteraction,
} from '../../simulator/index.js';
import type { SolveResponse } from './dto.js';
import { UNISWAP_V2_ROUTER, erc20Of } from './solveRequest.js';

export type EngineSolution = Extract<SolveResponse, { solutions: unknown }>['solutions'][number];
type JitOrderDto = Extract<EngineSolution['trades'][number], { kind: 'jit' }>['order'];

/** A JIT trade's order as its maker signed it: what `hashOrder` hashes and the settlement's trade carries. */
export function signedJitOrder(dto: JitOrderDto): ProtocolOrder {
  const receiver = lower(dto.receiver);
  return {
    sellToken: lower(dto.sellToken),
    buyToken: lower(dto.buyToken),
    receiver: /^0x0{40}$/.test(receiver) ? null : receiver,
    sellAmount: BigInt(dto.sellAmount),
    buyAmount: BigInt(dto.buyAmount),
    validTo: dto.validTo,
    appData: lower(dto.appData),
    feeAmount: 0n,
    kind: dto.kind,
    partiallyFillable: dto.partiallyFillable ?? false,
    sellTokenBalance: dto.sellTokenBalance,
    buyTokenBalance: dto.buyTokenBalance,
  };
}

const UNISWAP_V2_ROUTER_ABI = parseAbi([
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);

/**
 * The amounts a trade moves at prices `sellPrice` and `buyPrice`, as the reference driver's
 * `Fulfillment::sell_amount`/`buy_amount` compute them (`solution/trade.rs`): a sell order's buy
 * amount rounded up, a buy order's sell amount rounded down, the fee added to the sell amount.
 */
export function tradeAmountsAt(
  kind: OrderKind,
  executed: bigint,
  fee: bigint,
  sellPrice: bigint,
  buyPrice: bigint,
): { sell: bigint; buy: bigint } {
  return kind === 'sell'
    ? { sell: executed + fee, buy: ceilDiv(executed * sellPrice, buyPrice) }
    : { sell: (executed * buyPrice) / sellPrice + fee, buy: executed };
}

/** {@link tradeAmountsAt} as a settled trade's executed amounts. */
function executedAt(...args: Parameters<typeof tradeAmountsAt>): Pick<SettledTrade, 'executedSell' | 'executedBuy'> {
  const { sell, buy } = tradeAmountsAt(...args);
  return { executedSell: sell, executedBuy: buy };
}

/**
 * @example
 * const input = encodeSettleCalldata(auction.id, solution, new Map(auction.orders.map((order) => [order.uid, order])))
 */
export function encodeSettleCalldata(
  auctionId: number,
  solution: EngineSolution,
  orders: ReadonlyMap<Hex, AuctionOrder>,
  wrappedNative: Address | undefined,
): Hex {
  const clearingPrices: Record<Address, bigint> = {};
  for (const [token, price] of Object.entries(solution.prices)) clearingPrices[lower(token)] = BigInt(price!);
  let unwrap = 0n;
  const priceOf = (token: Address) => {
    const price = clearingPrices[lower(erc20Of(token, wrappedNative))];
    if (price === undefined) throw new Error(`no clearing price for ${token}`);
    return price;
  };
  const trades = solution.trades.map((trade): SettledTrade => {
    const executed = BigInt(trade.executedAmount);
    if (trade.kind === 'jit') {
      const { order: jit } = trade;
      const order = { ...signedJitOrder(jit), signingScheme: jit.signingScheme };
      // At its limit price: the sell token worth the order's buy amount and the other way round.
      const prices = { sell: order.buyAmount, buy: order.sellAmount };
      return {
        order,
        // A JIT order's signature already names its owner where the contract wants it.
        signature: jit.signature as Hex,
        prices,
        ...executedAt(order.kind, executed, 0n, prices.sell, prices.buy),
      };
    }
    const order = orders.get(lower(trade.order));
    if (order === undefined) throw new Error(`no order ${trade.order} in the auction`);
    const fee = BigInt(trade.fee ?? '0');
    const amounts = executedAt(order.kind, executed, fee, priceOf(order.sellToken), priceOf(order.buyToken));
    if (order.buyToken === NATIVE_TOKEN) unwrap += amounts.executedBuy;
    return {
      // The auction's orders trade ERC-20 balances (their solve request says so).
      order: { ...order, sellTokenBalance: 'erc20', buyTokenBalance: 'erc20' },
      signature: settlementSignature(order.signingScheme, order.owner, order.signature),
      ...amounts,
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
  // The driver unwraps what orders buying the native token receive, after the solution's calls.
  if (unwrap > 0n && wrappedNative !== undefined) intra.push(unwrapCall(wrappedNative, unwrap));
  const phase = (calls: EngineSolution['preInteractions']) =>
    (calls ?? []).map((entry) => call(entry.target, entry.value, entry.callData));
  return encodeSettlement({
    auctionId,
    clearingPrices,
    trades,
    interactions: [phase(solution.preInteractions), intra, phase(solution.postInteractions)],
  });
}

const lower = (value: string) => value.toLowerCase() as Address;

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

/** The wrapped native token's `withdraw` of `amount`, which the settlement contract then pays out. */
export function unwrapCall(wrappedNative: Address, amount: bigint): SettlementInteraction {
  return {
    target: wrappedNative,
    value: 0n,
    callData: encodeFunctionData({ abi: TOKEN_CALL_ABI, functionName: 'withdraw', args: [amount] }),
  };
}
