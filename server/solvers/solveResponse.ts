/**
 * An engine's answer to `/solve`, decoded and validated as the reference driver does it
 * (`crates/driver/src/infra/solver/mod.rs` and `dto/solution.rs`): a body that is not JSON of the
 * response schema is a `deserializationError`; a repeated solution id, or any solution that names
 * an unknown order or liquidity id, lacks a clearing price, fills a fill-or-kill order other than
 * exactly, fills more than an order offers, or has a `fee` against its order's class, drops the
 * whole answer. What remains becomes proposals in batchbook's terms: executed amounts at the
 * uniform clearing prices with the orders' protocol fees withheld (the driver applies them, not
 * the engine), and the swaps the `liquidity` interactions make. Limit prices and whether the swaps
 * settle are the competition's to judge (`simulationFailed`).
 */
import type { Address } from 'viem';
import { zSolveResponse } from '../../generated/solver/sdk/zod.gen.js';
import type { SolveResponse } from './dto.js';
import {
  NATIVE_TOKEN,
  ceilDiv,
  remainingAmounts,
  withholdProtocolFees,
  type AmmSwap,
  type Auction,
  type AuctionOrder,
  type EngineAnswer,
  type Proposal,
  type ProposedTrade,
} from '../../simulator/index.js';
import { orderClass, type LiquidityIndex } from './solveRequest.js';

type DtoSolution = Extract<SolveResponse, { solutions: unknown }>['solutions'][number];

class InvalidAnswer extends Error {}

/**
 * @example
 * const answer = decodeSolveResponse(await response.text(), auction, liquidity, wrappedNative)
 * if ('failure' in answer) console.log(answer.failure, answer.detail)
 */
export function decodeSolveResponse(
  text: string,
  auction: Auction,
  liquidity: LiquidityIndex,
  wrappedNative: Address | undefined,
): EngineAnswer {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return { failure: 'deserializationError', detail: `Request format invalid: ${(error as Error).message}` };
  }
  const parsed = zSolveResponse.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'body';
    return {
      failure: 'deserializationError',
      detail: `Request format invalid: ${where}: ${issue?.message ?? 'invalid'}`,
    };
  }
  const response = parsed.data as SolveResponse;
  if ('error' in response) {
    const { code, message } = response.error;
    return { failure: 'solverError', detail: message === undefined ? code : `${code}: ${message}` };
  }
  const ids = response.solutions.map((solution) => solution.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) return { failure: 'duplicatedSolutionId', detail: `solution id ${repeated} is repeated` };
  const orders = new Map(auction.orders.map((order) => [order.uid.toLowerCase(), order]));
  try {
    const proposals = response.solutions.map((solution) => toProposal(solution, orders, liquidity, wrappedNative));
    return { proposals, solutionIds: ids };
  } catch (error) {
    if (error instanceof InvalidAnswer) return { failure: 'invalidSolution', detail: error.message };
    throw error;
  }
}

function toProposal(
  solution: DtoSolution,
  orders: ReadonlyMap<string, AuctionOrder>,
  liquidity: LiquidityIndex,
  wrappedNative: Address | undefined,
): Proposal {
  const fail = (message: string): never => {
    throw new InvalidAnswer(`solution ${solution.id}: ${message}`);
  };
  const prices = new Map(
    Object.entries(solution.prices).map(([token, price]) => [token.toLowerCase(), BigInt(price!)]),
  );
  const priceOf = (token: Address) => prices.get(token) ?? fail(`missing clearing price for ${token}`);
  const asErc20 = (token: Address) => (token === NATIVE_TOKEN && wrappedNative !== undefined ? wrappedNative : token);
  if ((solution.preInteractions ?? []).length > 0 || (solution.postInteractions ?? []).length > 0)
    fail('pre- and post-interactions of a solution are not supported');

  const trades: ProposedTrade[] = [];
  const clearingPrices: Record<Address, bigint> = {};
  for (const trade of solution.trades) {
    if (trade.kind !== 'fulfillment') fail('JIT orders are not supported');
    const fulfillment = trade as Extract<typeof trade, { kind: 'fulfillment' }>;
    const order = orders.get(fulfillment.order.toLowerCase()) ?? fail(`unknown order ${fulfillment.order}`);
    const sellToken = order.sellToken;
    const buyToken = asErc20(order.buyToken);
    const sellPrice = priceOf(sellToken);
    const buyPrice = priceOf(buyToken);
    if (sellPrice === 0n || buyPrice === 0n) fail(`zero clearing price for order ${order.uid}`);
    const executed = BigInt(fulfillment.executedAmount);
    const isLimit = orderClass(order) === 'limit';
    if (isLimit && fulfillment.fee === undefined) fail(`limit order ${order.uid} needs a fee`);
    if (!isLimit && fulfillment.fee !== undefined) fail(`market order ${order.uid} must not have a fee`);
    const fee = BigInt(fulfillment.fee ?? '0');
    const available = order.available ?? remainingAmounts(order);
    // The reference's check: the sell side counts the fee on top of the executed amount.
    const filled = order.kind === 'sell' ? executed + fee : executed;
    const target = order.kind === 'sell' ? available.sell : available.buy;
    if (!order.partiallyFillable && filled !== target)
      fail(`fill-or-kill order ${order.uid} must be filled exactly (${target}), not ${filled}`);
    if (filled > target) fail(`order ${order.uid} is filled ${filled}, more than the ${target} it offers`);
    // The settlement contract's arithmetic: a sell order's buy amount rounds down, a buy order's sell amount up.
    const raw =
      order.kind === 'sell'
        ? { sell: executed + fee, buy: (executed * sellPrice) / buyPrice }
        : { sell: ceilDiv(executed * buyPrice, sellPrice) + fee, buy: executed };
    const net = withholdProtocolFees(order, raw);
    trades.push({ uid: order.uid, executedSell: net.sell, executedBuy: net.buy, networkFee: fee });
    clearingPrices[sellToken] = sellPrice;
    clearingPrices[buyToken] = buyPrice;
  }

  const swaps: AmmSwap[] = solution.interactions.map((interaction) => {
    if (interaction.kind !== 'liquidity') fail('custom interactions cannot be simulated');
    const swap = interaction as Extract<typeof interaction, { kind: 'liquidity' }>;
    const pool = liquidity.get(swap.id) ?? fail(`unknown liquidity id ${swap.id}`);
    const tokenIn = swap.inputToken.toLowerCase() as Address;
    const tokenOut = swap.outputToken.toLowerCase() as Address;
    const pair = [pool.token0, pool.token1];
    if (tokenIn === tokenOut || !pair.includes(tokenIn) || !pair.includes(tokenOut))
      fail(`liquidity ${swap.id} does not trade ${tokenIn} for ${tokenOut}`);
    return { tokenIn, tokenOut, amountIn: BigInt(swap.inputAmount), minAmountOut: BigInt(swap.outputAmount) };
  });
  return { trades, swaps, clearingPrices };
}
