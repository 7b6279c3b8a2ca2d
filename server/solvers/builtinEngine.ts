/**
 * batchbook's built-in solvers behind the solver-engine API (`POST /{network}/solvers/{solver}/solve`):
 * the posted auction becomes the simulator's, the solver plans on the posted liquidity only, and
 * its proposals go back as reference-format solutions. A team can send the request its engine got
 * here and compare the answers; `npm run solver-check` does so for every auction it replays.
 */
import type { Address, Hex } from 'viem';
import type { OrderDto, SolutionDto, SolveRequest, SolveResponse } from './dto.js';
import {
  DEADLINE_BLOCKS,
  NATIVE_TOKEN,
  PoolBook,
  computeProtocolFees,
  clearingPricesOf,
  createRng,
  unsubmittedOrder,
  type Auction,
  type AuctionOrder,
  type FeePolicy,
  type NetworkWorld,
  type Proposal,
  type Solver,
} from '../../simulator/index.js';
import { CONSTANT_PRODUCT_GAS, orderClass, parseFeeBps, type LiquidityIndex } from './solveRequest.js';

/** Gas of a settlement before its trades and swaps (what the reference's baseline adds too). */
const SETTLEMENT_OVERHEAD_GAS = 106_391n;
/** Gas per trade of a solution. */
const TRADE_GAS = 60_000n;

export class InvalidSolveRequestError extends Error {}

/**
 * @example
 * const response = solveWithBuiltin(baselineSolver, request, { world, seed: 1 })
 * response.solutions[0]?.trades
 */
export function solveWithBuiltin(
  solver: Solver,
  request: SolveRequest,
  context: { world: NetworkWorld; seed: number },
): SolveResponse {
  const { world } = context;
  const auction = auctionOfRequest(request, world);
  const pools = PoolBook.fromWorld(liquidityView(request, world));
  const proposals = solver.solve(auction, {
    world,
    rng: createRng(context.seed, `${world.name}/solvers/${solver.name}/${auction.id}`),
    pools,
    gasPrice: BigInt(request.effectiveGasPrice),
  });
  const orders = new Map(auction.orders.map((order) => [order.uid, order]));
  const liquidityIds = new Map(
    request.liquidity.map((pool) => [pairKey(...(Object.keys(pool.tokens).map(lower) as [Address, Address])), pool.id]),
  );
  const liquidityOf = (tokenIn: Address, tokenOut: Address) => liquidityIds.get(pairKey(tokenIn, tokenOut))!;
  return {
    solutions: proposals
      .filter((proposal) => proposal.trades.length > 0)
      .map((proposal, id) => toSolutionDto(id, proposal, orders, liquidityOf, world.wrappedNativeToken)),
  };
}

/** The posted auction in the simulator's terms: the available amounts as what is left of each order. */
export function auctionOfRequest(request: SolveRequest, world: NetworkWorld): Auction {
  const block = world.currentBlock();
  const prices: Record<Address, bigint> = {};
  for (const [token, info] of Object.entries(request.tokens)) {
    if (info?.referencePrice != null) prices[token.toLowerCase() as Address] = BigInt(info.referencePrice);
  }
  return {
    id: Number(request.id ?? 0),
    network: world.name,
    block: block.number,
    deadlineBlock: block.number + DEADLINE_BLOCKS,
    timestamp: block.timestamp,
    orders: request.orders.map(toAuctionOrder).sort((a, b) => (a.uid < b.uid ? -1 : 1)),
    prices,
    surplusCapturingJitOrderOwners: request.surplusCapturingJitOrderOwners.map(lower),
  };
}

function toAuctionOrder(dto: OrderDto): AuctionOrder {
  const full = { sell: BigInt(dto.fullSellAmount), buy: BigInt(dto.fullBuyAmount) };
  const available = { sell: BigInt(dto.sellAmount), buy: BigInt(dto.buyAmount) };
  if (available.sell > full.sell || available.buy > full.buy)
    throw new InvalidSolveRequestError(`order ${dto.uid}: more is available than was signed`);
  const executedSell = full.sell - available.sell;
  const executedBuy = full.buy - available.buy;
  const hook = (call: OrderDto['preInteractions'][number]) => ({
    target: lower(call.target),
    value: BigInt(call.value),
    callData: call.callData as Hex,
  });
  return {
    ...unsubmittedOrder({
      uid: dto.uid.toLowerCase() as Hex,
      owner: lower(dto.owner),
      sellToken: lower(dto.sellToken),
      buyToken: lower(dto.buyToken),
      receiver: dto.receiver == null ? null : lower(dto.receiver),
      sellAmount: full.sell,
      buyAmount: full.buy,
      // A market order signed a fee; the request does not say how much, and only its class matters here.
      feeAmount: dto.class === 'market' ? 1n : 0n,
      kind: dto.kind,
      partiallyFillable: dto.partiallyFillable,
      validTo: dto.validTo,
      signingScheme: dto.signingScheme,
      signature: dto.signature as Hex,
      appData: dto.appData as Hex,
      createdAt: 0,
      executed: dto.kind === 'sell' ? executedSell : executedBuy,
      executedSell,
      executedBuy,
      preInteractions: dto.preInteractions.map(hook),
      postInteractions: dto.postInteractions.map(hook),
    }),
    protocolFees: (dto.feePolicies ?? []).map(toFeePolicy),
    available,
  };
}

function toFeePolicy(dto: NonNullable<OrderDto['feePolicies']>[number]): FeePolicy {
  if ('surplus' in dto) return { kind: 'surplus', ...dto.surplus };
  if ('volume' in dto) return { kind: 'volume', ...dto.volume };
  const { quote, ...rest } = dto.priceImprovement;
  return {
    kind: 'priceImprovement',
    ...rest,
    quote: { sellAmount: BigInt(quote.sellAmount), buyAmount: BigInt(quote.buyAmount), fee: BigInt(quote.fee) },
  };
}

/** The pools of a request by their `id`, as the answer decoder checks `liquidity` interactions. */
export function liquidityOfRequest(request: SolveRequest): LiquidityIndex {
  return new Map(
    request.liquidity.map((pool) => {
      const [token0, token1] = Object.keys(pool.tokens).map(lower).sort() as [Address, Address];
      return [pool.id, { token0, token1 }];
    }),
  );
}

/**
 * The posted liquidity as the part of a world `PoolBook` reads (its pools, its tokens' support and
 * the wrapped native token), so that the built-in solver routes through what the request offers.
 */
function liquidityView(request: SolveRequest, world: NetworkWorld): NetworkWorld {
  const pools = request.liquidity.map((pool) => {
    const entries = Object.entries(pool.tokens).map(
      ([token, reserve]) => [lower(token), BigInt(reserve!.balance)] as const,
    );
    const feeBps = parseFeeBps(pool.fee);
    if (entries.length !== 2 || feeBps === undefined)
      throw new InvalidSolveRequestError(
        `liquidity ${pool.id}: a constant-product pool has two tokens and a fee below 1`,
      );
    const [[token0, reserve0], [token1, reserve1]] = entries.sort(([a], [b]) => (a < b ? -1 : 1)) as [
      readonly [Address, bigint],
      readonly [Address, bigint],
    ];
    return { address: lower(pool.address), token0, token1, reserve0, reserve1, feeBps };
  });
  const view: Pick<NetworkWorld, 'listPools' | 'getToken' | 'wrappedNativeToken'> = {
    listPools: () => pools,
    getToken: (token) => world.getToken(token),
    wrappedNativeToken: world.wrappedNativeToken,
  };
  // `PoolBook.fromWorld` reads only these three members.
  return view as NetworkWorld;
}

/**
 * A proposal as a reference-format solution: per trade the executed amount at the clearing prices
 * before protocol fees (the driver withholds them again) and the network fee as `fee`; the swaps as
 * `liquidity` interactions. The prices give back every trade's amounts exactly (see
 * {@link exactClearingPrices}).
 */
function toSolutionDto(
  id: number,
  proposal: Proposal,
  orders: ReadonlyMap<string, AuctionOrder>,
  liquidityOf: (tokenIn: Address, tokenOut: Address) => string,
  wrappedNative: Address | undefined,
): SolutionDto {
  const raw = proposal.trades.map((trade) => {
    const order = orders.get(trade.uid)!;
    const fees = computeProtocolFees(order, { sell: trade.executedSell, buy: trade.executedBuy }).reduce(
      (sum, fee) => sum + fee.amount,
      0n,
    );
    const sell = order.kind === 'sell' ? trade.executedSell : trade.executedSell - fees;
    const buy = order.kind === 'sell' ? trade.executedBuy + fees : trade.executedBuy;
    // Priced on what trades at the clearing price: the sell amount without the network fee.
    return { order, trade, priced: { ...trade, executedSell: sell - trade.networkFee, executedBuy: buy } };
  });
  const prices =
    exactClearingPrices(
      raw.map(({ order, priced }) => ({ order, sell: priced.executedSell, buy: priced.executedBuy })),
      wrappedNative,
    ) ??
    clearingPricesOf(
      raw.map((entry) => entry.priced),
      orders,
    );
  return {
    id,
    prices: Object.fromEntries(Object.entries(prices).map(([token, price]) => [token, price.toString()])),
    trades: raw.map(({ order, trade, priced }) => ({
      kind: 'fulfillment' as const,
      order: order.uid,
      executedAmount: (order.kind === 'sell' ? priced.executedSell : priced.executedBuy).toString(),
      ...(orderClass(order) === 'limit' ? { fee: trade.networkFee.toString() } : {}),
    })),
    preInteractions: [],
    interactions: proposal.swaps.map((swap) => ({
      kind: 'liquidity' as const,
      internalize: false,
      id: liquidityOf(swap.tokenIn, swap.tokenOut),
      inputToken: swap.tokenIn,
      outputToken: swap.tokenOut,
      inputAmount: swap.amountIn.toString(),
      outputAmount: swap.minAmountOut.toString(),
    })),
    postInteractions: [],
    gas: Number(
      SETTLEMENT_OVERHEAD_GAS +
        TRADE_GAS * BigInt(proposal.trades.length) +
        CONSTANT_PRODUCT_GAS * BigInt(proposal.swaps.length),
    ),
  };
}

/** The largest value a clearing price may take (the settlement contract's uint256). */
const MAX_PRICE = (1n << 256n) - 1n;

/**
 * Clearing prices under which each trade's amounts at the clearing price (`sell` given, `buy`
 * received, fees aside) come back exactly through the settlement contract's arithmetic:
 * p(sell) · sell = p(buy) · buy for every trade. Along the trades in uid order, each token is
 * priced as an exact fraction from the first trade that links it to a priced token; the fractions
 * are then brought to integers over their common denominator and reduced. Exact for every token
 * whenever the solution's trades of a pair share one rate, which a solver's trades at uniform
 * prices do up to the rounding of their amounts (a second trade of a pair at a rate one atom off
 * decodes one atom off). Undefined when a price would exceed uint256.
 */
function exactClearingPrices(
  trades: readonly { order: AuctionOrder; sell: bigint; buy: bigint }[],
  wrappedNative: Address | undefined,
): Record<Address, bigint> | undefined {
  const tokensOf = (order: AuctionOrder) => ({
    sell: order.sellToken,
    buy: order.buyToken === NATIVE_TOKEN && wrappedNative !== undefined ? wrappedNative : order.buyToken,
  });
  type Fraction = { num: bigint; den: bigint };
  const reduced = (num: bigint, den: bigint): Fraction => {
    const divisor = gcd(num, den);
    return { num: num / divisor, den: den / divisor };
  };
  const fractions = new Map<Address, Fraction>();
  let pending = [...trades]
    .filter((trade) => trade.sell > 0n && trade.buy > 0n)
    .sort((a, b) => (a.order.uid < b.order.uid ? -1 : 1));
  while (pending.length > 0) {
    // A token of a solution's separate part of the token graph starts it at 1.
    const first = tokensOf(pending[0]!.order);
    if (!fractions.has(first.sell) && !fractions.has(first.buy)) fractions.set(first.sell, { num: 1n, den: 1n });
    let progressed = true;
    while (progressed) {
      progressed = false;
      pending = pending.filter((trade) => {
        const { sell, buy } = tokensOf(trade.order);
        const sellPrice = fractions.get(sell);
        const buyPrice = fractions.get(buy);
        if (sellPrice !== undefined && buyPrice === undefined)
          fractions.set(buy, reduced(sellPrice.num * trade.sell, sellPrice.den * trade.buy));
        else if (buyPrice !== undefined && sellPrice === undefined)
          fractions.set(sell, reduced(buyPrice.num * trade.buy, buyPrice.den * trade.sell));
        else if (sellPrice === undefined) return true;
        progressed = true;
        return false;
      });
    }
  }
  let common = 1n;
  for (const { den } of fractions.values()) common = (common / gcd(common, den)) * den;
  let divisor = 0n;
  const scaled = [...fractions].map(([token, { num, den }]) => {
    const price = num * (common / den);
    divisor = gcd(divisor, price);
    return [token, price] as const;
  });
  const prices = scaled.map(([token, price]) => [token, price / divisor] as const);
  if (prices.some(([, price]) => price > MAX_PRICE)) return undefined;
  return Object.fromEntries(prices.sort(([a], [b]) => (a < b ? -1 : 1)));
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

/** The pool of a token pair, whichever way it is traded (a constant-product pool is unique per pair). */
function pairKey(a: Address, b: Address): string {
  return a < b ? `${a}/${b}` : `${b}/${a}`;
}

function lower(address: string): Address {
  return address.toLowerCase() as Address;
}
