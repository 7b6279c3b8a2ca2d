/**
 * Routing steps from the auction's starting reserves keep each order's result per step: routing
 * through them must trade exactly what routing the same orders one by one trades, and leave the
 * pools where that leaves them, however the sequences the solvers ask for interleave.
 */
import { describe, expect, test } from 'vitest';
import { TOKENS, buildTestAuction, candidate, openTestSimulation } from '../testing/fixtures.js';
import type { AuctionOrder } from '../types.js';
import { RouteSteps, routeOrder } from './baseline.js';
import { PoolBook } from './poolBook.js';

const world = openTestSimulation().world('mainnet')!;
const gasPrice = world.gasPrice();
const WETH = 10n ** 18n;
const USDC = 10n ** 6n;
const { auction } = buildTestAuction(world, [
  // In reach: sell WETH at 10 % under the market, and the other way.
  candidate('weth-a', { sellAmount: 20n * WETH, buyAmount: 20n * 2_800n * USDC }),
  candidate('weth-b', { sellAmount: 5n * WETH, buyAmount: 5n * 2_800n * USDC, partiallyFillable: true }),
  candidate('usdc-a', {
    sellToken: TOKENS.USDC,
    buyToken: TOKENS.WETH,
    sellAmount: 30_000n * USDC,
    buyAmount: 8n * WETH,
  }),
  // Out of reach: twice the market.
  candidate('weth-far', { sellAmount: 2n * WETH, buyAmount: 2n * 6_400n * USDC }),
  candidate('usdc-far', {
    sellToken: TOKENS.USDC,
    buyToken: TOKENS.WETH,
    sellAmount: 3_000n * USDC,
    buyAmount: 2n * WETH,
    partiallyFillable: true,
  }),
]);
const pools = PoolBook.fromWorld(world);

/** The orders' trades routed one by one on a fresh book, and that book's curves afterwards. */
function routedOneByOne(orders: readonly AuctionOrder[]) {
  const book = pools.fork();
  const trades = orders.map((order) => routeOrder(order, book, auction, gasPrice)?.trade);
  return { trades, curves: book.curves(TOKENS.WETH, TOKENS.USDC) };
}

/** The same through the routing steps shared from the starting reserves. */
function routedInSteps(orders: readonly AuctionOrder[]) {
  const book = pools.clone();
  let step = RouteSteps.fromOrigin(pools, auction, gasPrice);
  const trades = orders.map((order) => {
    const { routed, next } = step.route(order, book);
    step = next;
    return routed?.trade;
  });
  return { trades, curves: book.curves(TOKENS.WETH, TOKENS.USDC) };
}

describe('RouteSteps', () => {
  test('behavior: sequences that share their start trade what routing one by one trades, and leave the same pools', () => {
    const orderAt = (index: number) => auction.orders[index]!;
    expect(auction.orders).toHaveLength(5);
    const sequences = [
      [0, 1, 2, 3, 4],
      [0, 3, 1, 2],
      [3, 0, 4, 1, 2],
      [2, 0, 1],
      [0, 1, 2, 3, 4],
    ].map((indexes) => indexes.map(orderAt));
    let traded = 0;
    for (const orders of sequences) {
      const alone = routedOneByOne(orders);
      expect(routedInSteps(orders)).toEqual(alone);
      traded += alone.trades.filter((trade) => trade !== undefined).length;
    }
    // Not vacuous: orders trade (and move the pools) and orders stay out.
    expect(traded).toBeGreaterThan(0);
    expect(traded).toBeLessThan(sequences.flat().length);
  });
});
