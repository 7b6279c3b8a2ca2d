/**
 * An auction as the reference driver offers it to a solver engine (docs/protocol.md#solver-engines;
 * the reference's `crates/solvers-dto/src/auction.rs`, filled as `crates/driver/src/infra/solver/dto/auction.rs`
 * fills it): the orders with what is still available and what was signed, every token with its
 * reference price and the settlement contract's buffer, and the network's pools as
 * `constantProduct` liquidity whose `id` is the pool's position in the world's pool list.
 */
import type { Address } from 'viem';
import { toFeePolicyDto } from '../api/orderbook/dto/auction.js';
import type { ConstantProductPoolDto as ConstantProductPool, OrderDto as Order, SolveRequest } from './dto.js';
import {
  NATIVE_TOKEN,
  SETTLEMENT_CONTRACT,
  remainingAmounts,
  type Auction,
  type AuctionOrder,
  type NetworkWorld,
} from '../../simulator/index.js';

export type { SolveRequest };

/** The router a `constantProduct` pool names: Uniswap v2's, as the reference's liquidity does. */
export const UNISWAP_V2_ROUTER = '0x7a250d5630b4cf539739df2c5dacb4c659f2488d' as Address;
/** Gas of one swap through a constant-product pool, the reference's estimate for Uniswap v2. */
export const CONSTANT_PRODUCT_GAS = 110_000n;

/** The pools an engine may route through, by the `id` the request gives them. */
export type LiquidityIndex = ReadonlyMap<string, { token0: Address; token1: Address }>;

export type BuildSolveRequestParameters = {
  auction: Auction;
  world: NetworkWorld;
  /** When batchbook stops waiting for the answer. */
  deadline: Date;
};

/**
 * @example
 * const { request, liquidity } = buildSolveRequest({ auction, world, deadline: new Date(Date.now() + 2_000) })
 * await fetch(`${url}/solve`, { method: 'POST', body: JSON.stringify(request) })
 */
export function buildSolveRequest(parameters: BuildSolveRequestParameters): {
  request: SolveRequest;
  liquidity: LiquidityIndex;
} {
  const { request, liquidity } = buildWithoutOrders(parameters);
  const wrapped = parameters.world.wrappedNativeToken;
  request.orders = parameters.auction.orders.map((order) => toOrderDto(order, erc20Of(order.buyToken, wrapped)));
  return { request, liquidity };
}

/**
 * Each order's JSON in a solve request, kept from one auction to the next: an order that rests
 * in the book is offered again and again with the same fields, and serializing a thousand orders
 * is most of what asking an engine costs the server. Holds the orders of the last auction only.
 */
export class OrderJsonCache {
  #entries = new Map<string, { key: string; json: string }>();

  json(order: AuctionOrder, buyToken: Address): string {
    const available = order.available ?? remainingAmounts(order);
    const key = `${available.sell}:${available.buy}:${buyToken}`;
    const cached = this.#entries.get(order.uid);
    if (cached !== undefined && cached.key === key) return cached.json;
    const json = JSON.stringify(toOrderDto(order, buyToken));
    this.#entries.set(order.uid, { key, json });
    return json;
  }

  /** Forgets the orders that are not in `auction`. */
  retain(auction: Auction): void {
    if (this.#entries.size <= auction.orders.length) return;
    const kept = new Set(auction.orders.map((order) => order.uid as string));
    for (const uid of this.#entries.keys()) if (!kept.has(uid)) this.#entries.delete(uid);
  }
}

/**
 * The request as JSON text, byte for byte `JSON.stringify(buildSolveRequest(parameters).request)`,
 * with each order's JSON from `cache`.
 */
export function solveRequestBody(
  parameters: BuildSolveRequestParameters,
  cache: OrderJsonCache,
): { body: string; liquidity: LiquidityIndex } {
  const { request, liquidity } = buildWithoutOrders(parameters);
  const wrapped = parameters.world.wrappedNativeToken;
  const orders = parameters.auction.orders.map((order) => cache.json(order, erc20Of(order.buyToken, wrapped)));
  cache.retain(parameters.auction);
  const text = JSON.stringify(request);
  // `orders` is the third member, written empty by JSON.stringify: splice the cached JSON in.
  const marker = '"orders":[]';
  const at = text.indexOf(marker);
  return { body: `${text.slice(0, at)}"orders":[${orders.join(',')}]${text.slice(at + marker.length)}`, liquidity };
}

/** The reference driver offers a native-token buy as its wrapped token (`as_erc20(weth)`). */
export function erc20Of(token: Address, wrapped: Address | undefined): Address {
  return token === NATIVE_TOKEN && wrapped !== undefined ? wrapped : token;
}

/** Everything of the request but its orders (left empty), and the liquidity index. */
function buildWithoutOrders(parameters: BuildSolveRequestParameters): {
  request: SolveRequest;
  liquidity: LiquidityIndex;
} {
  const { auction, world } = parameters;
  const wrapped = world.wrappedNativeToken;
  const tokens = new Set<Address>();
  for (const order of auction.orders) {
    tokens.add(order.sellToken);
    tokens.add(erc20Of(order.buyToken, wrapped));
  }
  const liquidity = new Map<string, { token0: Address; token1: Address }>();
  const pools: ConstantProductPool[] = [];
  world.listPools().forEach((pool, position) => {
    if (
      world.getToken(pool.token0)?.unsupported !== undefined ||
      world.getToken(pool.token1)?.unsupported !== undefined
    )
      return;
    const id = String(position);
    liquidity.set(id, { token0: pool.token0, token1: pool.token1 });
    tokens.add(pool.token0);
    tokens.add(pool.token1);
    pools.push({
      kind: 'constantProduct',
      id,
      address: pool.address,
      router: UNISWAP_V2_ROUTER,
      gasEstimate: CONSTANT_PRODUCT_GAS.toString(),
      tokens: {
        [pool.token0]: { balance: pool.reserve0.toString() },
        [pool.token1]: { balance: pool.reserve1.toString() },
      },
      fee: formatFeeBps(pool.feeBps),
    });
  });
  const tokenEntries = [...tokens].sort().map((token) => {
    const info = world.getToken(token);
    const price = auction.prices[token];
    return [
      token,
      {
        decimals: info?.decimals ?? null,
        symbol: info?.symbol ?? null,
        referencePrice: price === undefined ? null : price.toString(),
        availableBalance: world.balanceOf(token, SETTLEMENT_CONTRACT).toString(),
        // batchbook settles every trade through the pools: nothing is internalized from buffers.
        trusted: false,
      },
    ] as const;
  });
  return {
    request: {
      id: String(auction.id),
      tokens: Object.fromEntries(tokenEntries),
      orders: [],
      liquidity: pools,
      effectiveGasPrice: world.gasPrice().toString(),
      deadline: parameters.deadline.toISOString(),
      surplusCapturingJitOrderOwners: auction.surplusCapturingJitOrderOwners,
    },
    liquidity,
  };
}

/**
 * `limit` unless the order signed a fee (a legacy `market` order): every order batchbook's API
 * accepts has a zero signed fee, and the reference classifies those as limit orders.
 */
export function orderClass(order: AuctionOrder): 'market' | 'limit' {
  return order.feeAmount > 0n ? 'market' : 'limit';
}

function toOrderDto(order: AuctionOrder, buyToken: Address): Order {
  const available = order.available ?? remainingAmounts(order);
  const interaction = (hook: AuctionOrder['preInteractions'][number]) => ({
    target: hook.target,
    value: hook.value.toString(),
    callData: hook.callData,
  });
  return {
    uid: order.uid,
    sellToken: order.sellToken,
    buyToken,
    sellAmount: available.sell.toString(),
    fullSellAmount: order.sellAmount.toString(),
    buyAmount: available.buy.toString(),
    fullBuyAmount: order.buyAmount.toString(),
    feePolicies: order.protocolFees.map(toFeePolicyDto),
    validTo: order.validTo,
    kind: order.kind,
    ...(order.receiver === null ? {} : { receiver: order.receiver }),
    owner: order.owner,
    partiallyFillable: order.partiallyFillable,
    preInteractions: order.preInteractions.map(interaction),
    postInteractions: order.postInteractions.map(interaction),
    sellTokenSource: 'erc20',
    buyTokenDestination: 'erc20',
    class: orderClass(order),
    appData: order.appData,
    signingScheme: order.signingScheme,
    signature: order.signature,
  };
}

/** A pool fee in basis points as the reference writes it: a decimal fraction (`30n` → `"0.003"`). */
export function formatFeeBps(feeBps: bigint): string {
  const whole = feeBps / 10_000n;
  const fraction = (feeBps % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

/** `"0.003"` → `30n`; undefined for a fee that is not a whole number of basis points below 100 %. */
export function parseFeeBps(fee: string): bigint | undefined {
  const match = /^([0-9]+)(?:\.([0-9]{1,4}))?$/.exec(fee);
  if (match === null) return undefined;
  const bps = BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
  return bps < 10_000n ? bps : undefined;
}
