/**
 * What integrators rely on from the simulated solvers: a partially fillable order gets as much as
 * the pools give at its limit price, and two opposite orders whose limits overlap are settled
 * together, peer to peer, in the winning solution.
 */
import type { Address } from 'viem';
import { describe, expect, test } from 'vitest';
import { createRng } from '../world/rng.js';
import { parseScenario } from '../world/scenario.js';
import { openSimulation } from '../world/simulation.js';
import { buildAuction } from './buildAuction.js';
import { settleWinners } from './settleWinners.js';
import { solveAuction } from './solveAuction.js';
import { baselineSolver, routeOrder } from './solvers/baseline.js';
import { PoolBook, SLIPPAGE_BPS } from './solvers/poolBook.js';
import { networkFee } from './math.js';
import { GAS_PER_HOP, GAS_PER_TRADE } from '../world/networkWorld.js';
import { START, TOKENS, candidate, defaultFeePolicies, openTestSimulation } from './testing/fixtures.js';
import type { AmmSwap, Auction, CandidateOrder, Solution } from './types.js';

const ONE = 10n ** 18n;

/** A mainnet with WETH, USDC and one WETH/USDC pool ($20M a side, 0.3 %), no price moves. */
function onePoolWorld() {
  const scenario = parseScenario({
    version: 1,
    defaults: { volatility: 0, gasVolatility: 0 },
    networks: {
      mainnet: {
        startBlock: 100,
        gasPriceGwei: '10',
        tokens: [
          { symbol: 'WETH', address: TOKENS.WETH, decimals: 18, usdPrice: 3200 },
          { symbol: 'USDC', address: TOKENS.USDC, decimals: 6, usdPrice: 1 },
        ],
        pools: [{ tokens: ['WETH', 'USDC'], depthUsd: 20_000_000 }],
      },
    },
  });
  return openSimulation({ scenario, seed: 1, clockMode: 'manual', manualStart: START }).world('mainnet')!;
}

describe('partial fills', () => {
  const world = onePoolWorld();
  const [pool] = world.listPools();
  const wethIsToken0 = pool!.token0 === TOKENS.WETH;
  const reserveWeth = Number(wethIsToken0 ? pool!.reserve0 : pool!.reserve1);
  const reserveUsdc = Number(wethIsToken0 ? pool!.reserve1 : pool!.reserve0);
  const gamma = 0.997;
  const room = 1 - Number(SLIPPAGE_BPS) / 10_000;
  const spot = reserveUsdc / reserveWeth; // USDC atoms per WETH atom

  test.each([0.01, 0.02, 0.05])(
    'behavior: a partially fillable sell %s under the spot price fills the most the pool gives at its limit',
    (discount) => {
      // Sell 5,000 WETH for at least spot·(1 − discount) each: far more than the pool absorbs.
      const sellAmount = 5000n * ONE;
      const limit = spot * (1 - discount);
      const order = candidate('partial-sell', {
        sellAmount,
        buyAmount: BigInt(Math.ceil(Number(sellAmount) * limit)),
        partiallyFillable: true,
        owner: '0x00000000000000000000000000000000000a11ce',
      });
      const auction = auctionAt(world, 1, [order], []);
      const { solutions } = solveAuction(auction, { world, rng: createRng(1, 'partial'), solvers: [baselineSolver] });
      const winner = solutions.find((solution) => solution.isWinner);
      const executed = winner?.orders[0];
      expect(executed).toBeDefined();
      // By hand: γ·a·y·room / (x + γ·a) = limit·a  ⇒  a = (γ·y·room/limit − x) / γ.
      const absorbable = ((gamma * reserveUsdc * room) / limit - reserveWeth) / gamma;
      const filled = Number(executed!.executedSell - executed!.networkFee);
      expect(filled).toBeLessThanOrEqual(absorbable * 1.000001);
      expect(filled).toBeGreaterThanOrEqual(absorbable * 0.995);
      expect(executed!.executedBuy * order.sellAmount).toBeGreaterThanOrEqual(executed!.executedSell * order.buyAmount);
    },
  );

  test('behavior: a partially fillable buy order fills the most the pool sells within its limit', () => {
    // Buy 5,000 WETH paying at most spot·1.02 each.
    const buyAmount = 5000n * ONE;
    const limit = spot * 1.02;
    const order = candidate('partial-buy', {
      sellToken: TOKENS.USDC,
      buyToken: TOKENS.WETH,
      kind: 'buy',
      buyAmount,
      sellAmount: BigInt(Math.floor(Number(buyAmount) * limit)),
      partiallyFillable: true,
      owner: '0x00000000000000000000000000000000000b0b00',
    });
    const auction = auctionAt(world, 1, [order], []);
    const { solutions } = solveAuction(auction, { world, rng: createRng(1, 'partial'), solvers: [baselineSolver] });
    const executed = solutions.find((solution) => solution.isWinner)?.orders[0];
    expect(executed).toBeDefined();
    // By hand, b bought for a = x·b / (γ·(y·room − b)) USDC: a = limit·b  ⇒  b = y·room − x / (γ·limit).
    const absorbable = reserveWeth * room - reserveUsdc / (gamma * limit);
    const filled = Number(executed!.executedBuy);
    expect(filled).toBeLessThanOrEqual(absorbable * 1.000001);
    expect(filled).toBeGreaterThanOrEqual(absorbable * 0.995);
    expect(executed!.executedBuy * order.sellAmount).toBeGreaterThanOrEqual(executed!.executedSell * order.buyAmount);
  });
});

describe('coincidences of wants', () => {
  test('behavior: of 100 random pairs of opposite market orders in one auction, the winner settles both together', () => {
    const simulation = openTestSimulation(7);
    const world = simulation.world('mainnet')!;
    const rng = createRng(7, 'cow pairs');
    const pairs: [Address, Address][] = [
      [TOKENS.WETH, TOKENS.USDC],
      [TOKENS.WETH, TOKENS.DAI],
      [TOKENS.WBTC, TOKENS.USDC],
      [TOKENS.WETH, TOKENS.WBTC],
      [TOKENS.USDC, TOKENS.DAI],
    ];
    const marketOrder = quotedMarketOrder(world, rng);
    const failures: string[] = [];
    for (let index = 0; index < 100; index++) {
      const [base, quote] = pairs[rng.nextInt(pairs.length)]!;
      const kind = () => (rng.nextInt(2) === 0 ? 'sell' : 'buy');
      const seller = marketOrder(`cow-${index}-a`, base, quote, kind());
      const buyer = marketOrder(`cow-${index}-b`, quote, base, kind());
      const block = world.currentBlock();
      const { auction, dropped } = buildAuction({
        id: index + 1,
        network: 'mainnet',
        block: block.number,
        timestamp: block.timestamp,
        candidates: [seller, buyer],
        world,
        feePolicies: defaultFeePolicies(),
        inFlight: [],
      });
      expect(dropped).toEqual([]);
      const { solutions } = solveAuction(auction, { world, rng: createRng(index, 'cow') });
      const winners = solutions.filter((solution) => solution.isWinner);
      const both = winners.find((winner) => winner.orders.length === 2);
      if (both === undefined) {
        const describe = (o: CandidateOrder) =>
          `${o.kind} ${o.sellAmount} ${world.getToken(o.sellToken)!.symbol} for ${o.buyAmount} ${world.getToken(o.buyToken)!.symbol}${o.partiallyFillable ? ' partial' : ''}`;
        failures.push(
          `pair ${index}: [${describe(seller)} | ${describe(buyer)}] solutions ${solutions.map((w) => `${w.solver}(${w.orders.length}${w.isWinner ? ' win' : ''}${w.filteredOut ? ' filtered' : ''})`).join(', ')}`,
        );
        continue;
      }
      // Both settle in one transaction, and only the residual goes through the pools (one direction).
      const settlements = settleWinners(auction, [both], {
        world: simulation.world('mainnet')!,
        rng: createRng(index, 'settle'),
        block: block.number,
        timestamp: block.timestamp,
        solvers: [],
      });
      expect(settlements[0]?.outcome).toEqual({ kind: 'success' });
      expect(settlements[0]?.trades).toHaveLength(2);
      const directions = new Set((both.swaps ?? []).map((swap) => `${swap.tokenIn}>${swap.tokenOut}`));
      expect(directions.has(`${base}>${quote}`) && directions.has(`${quote}>${base}`)).toBe(false);
    }
    expect(failures).toEqual([]);
  });
});

type TestWorld = NonNullable<ReturnType<ReturnType<typeof openTestSimulation>['world']>>;

/**
 * Orders as a wallet signs them after a quote: the pools' price for the order alone, less the
 * network fee, with a slippage tolerance of 0.1 % to 2 %; sizes $1,000 to $300,000 unless given;
 * half of them partially fillable.
 */
function quotedMarketOrder(world: TestWorld, rng: ReturnType<typeof createRng>) {
  const pools = PoolBook.fromWorld(world);
  const gasPrice = world.gasPrice();
  const decimals = (token: Address) => world.getToken(token)!.decimals;
  return (
    label: string,
    sellToken: Address,
    buyToken: Address,
    kind: 'sell' | 'buy',
    usd = 1000 + rng.nextInt(299_000),
  ) => {
    const slippageBps = 10n + BigInt(rng.nextInt(191));
    const partiallyFillable = rng.nextInt(2) === 0;
    const fee = (hops: number) =>
      networkFee(GAS_PER_TRADE + GAS_PER_HOP * BigInt(hops), gasPrice, world.nativePrice(sellToken)!);
    if (kind === 'sell') {
      const sellAmount = toAtoms(usd / world.usdPrice(sellToken)!, decimals(sellToken));
      const route = pools.routeSell(sellToken, buyToken, (hops) => sellAmount - fee(hops))!;
      const buyAmount = (route.amountOut * (10_000n - slippageBps)) / 10_000n;
      return candidate(label, { sellToken, buyToken, kind, sellAmount, buyAmount, partiallyFillable });
    }
    const buyAmount = toAtoms(usd / world.usdPrice(buyToken)!, decimals(buyToken));
    const route = pools.routeBuy(sellToken, buyToken, buyAmount, fee)!;
    const sellAmount = ((route.amountIn + fee(route.hops)) * (10_000n + slippageBps)) / 10_000n;
    return candidate(label, { sellToken, buyToken, kind, sellAmount, buyAmount, partiallyFillable });
  };
}

/** The auction of `candidates` at the world's current block. */
function auctionAt(world: TestWorld, id: number, candidates: CandidateOrder[], feePolicies = defaultFeePolicies()) {
  const block = world.currentBlock();
  const { auction, dropped } = buildAuction({
    id,
    network: 'mainnet',
    block: block.number,
    timestamp: block.timestamp,
    candidates,
    world,
    feePolicies,
    inFlight: [],
  });
  expect(dropped).toEqual([]);
  return auction;
}

describe('rings', () => {
  test('behavior: a ring WETH→USDC→WBTC→WETH settles whole in the winning solution, at uniform prices, only its residual through the pools', () => {
    const simulation = openTestSimulation(3);
    const world = simulation.world('mainnet')!;
    const marketOrder = quotedMarketOrder(world, createRng(3, 'ring'));
    const ring = [
      marketOrder('ring-weth', TOKENS.WETH, TOKENS.USDC, 'sell', 50_000),
      marketOrder('ring-usdc', TOKENS.USDC, TOKENS.WBTC, 'sell', 40_000),
      marketOrder('ring-wbtc', TOKENS.WBTC, TOKENS.WETH, 'buy', 30_000),
    ];
    // No protocol fees: each trade's amounts are then the clearing prices' exchange rate.
    const auction = auctionAt(world, 1, ring, []);
    const { solutions } = solveAuction(auction, { world, rng: createRng(3, 'ring auction') });
    const winners = solutions.filter((solution) => solution.isWinner);
    expect(winners).toHaveLength(1);
    const [winner] = winners;
    expect(winner!.orders.map((order) => order.uid).sort()).toEqual(ring.map((order) => order.uid).sort());

    expect(atUniformPrices(winner!, ring)).toBe(true);
    // Every order meets another: the pools see each token's net imbalance, far less than they would
    // carry with each order routed alone.
    expect(pooledValue(auction, winner!.swaps ?? [])).toBeLessThan(pooledAlone(world, auction) / 2);

    const block = world.currentBlock();
    const [settlement] = settleWinners(auction, winners, {
      world,
      rng: createRng(3, 'ring settle'),
      block: block.number,
      timestamp: block.timestamp,
      solvers: [],
    });
    expect(settlement?.outcome).toEqual({ kind: 'success' });
    expect(settlement?.trades).toHaveLength(3);
  });

  test('behavior: of 60 random rings of three or four orders whose limits allow the cycle at uniform prices, at least 54 settle whole in one winning solution', () => {
    const simulation = openTestSimulation(11);
    const world = simulation.world('mainnet')!;
    const rng = createRng(11, 'rings');
    const tokens: Address[] = [TOKENS.WETH, TOKENS.USDC, TOKENS.USDT, TOKENS.DAI, TOKENS.WBTC, TOKENS.GNO, TOKENS.COW];
    const decimals = (token: Address) => world.getToken(token)!.decimals;
    /** An order of $5,000 to $50,000 whose limit is 0.5 % to 3 % under the pools' spot price. */
    const ringOrder = (label: string, sellToken: Address, buyToken: Address, kind: 'sell' | 'buy') => {
      const usd = 5_000 + rng.nextInt(45_000);
      const slackBps = 50 + rng.nextInt(251);
      const sellAmount = toAtoms(usd / world.usdPrice(sellToken)!, decimals(sellToken));
      const buyAmount = toAtoms((usd * (1 - slackBps / 10_000)) / world.usdPrice(buyToken)!, decimals(buyToken));
      const partiallyFillable = rng.nextInt(2) === 0;
      return candidate(label, { sellToken, buyToken, kind, sellAmount, buyAmount, partiallyFillable });
    };
    const failures: string[] = [];
    for (let index = 0; index < 60; index++) {
      const pool = [...tokens];
      const ringTokens = Array.from({ length: 3 + rng.nextInt(2) }, () => pool.splice(rng.nextInt(pool.length), 1)[0]!);
      const ring = ringTokens.map((sellToken, leg) =>
        ringOrder(
          `ring-${index}-${leg}`,
          sellToken,
          ringTokens[(leg + 1) % ringTokens.length]!,
          rng.nextInt(2) === 0 ? 'sell' : 'buy',
        ),
      );
      const auction = auctionAt(world, index + 1, ring, []);
      const { solutions } = solveAuction(auction, { world, rng: createRng(index, 'ring') });
      const winners = solutions.filter((solution) => solution.isWinner);
      const together = winners.find((winner) => winner.orders.length === ring.length);
      if (together === undefined) {
        const symbol = (token: Address) => world.getToken(token)!.symbol;
        failures.push(
          `ring ${index}: ${ring.map((order) => `${order.kind} ${symbol(order.sellToken)}→${symbol(order.buyToken)}`).join(', ')}; winners ${winners.map((winner) => `${winner.solver}(${winner.orders.length})`).join(', ')}`,
        );
      }
    }
    // A leg the ring serves worse than routing it alone does (the fairness rule) goes through the
    // pools apart, after the ring: on the pools the ring moved it may no longer meet its limit.
    expect(failures.length, failures.join('\n')).toBeLessThanOrEqual(6);
  });
});

/**
 * Whether every trade of `solution` exchanged at its clearing prices: sell·p(sell) = buy·p(buy) up
 * to a part per billion (the published prices' precision) and the atom an amount is rounded by.
 * Without protocol fees: they shift the amounts.
 */
function atUniformPrices(solution: Solution, orders: readonly CandidateOrder[]): boolean {
  const prices = solution.clearingPrices;
  return solution.orders.every((executed) => {
    const order = orders.find((candidate) => candidate.uid === executed.uid)!;
    const sellPrice = prices[order.sellToken]!;
    const buyPrice = prices[order.buyToken]!;
    const paid = (executed.executedSell - executed.networkFee) * sellPrice;
    const got = executed.executedBuy * buyPrice;
    const gap = paid > got ? paid - got : got - paid;
    return gap <= got / 1_000_000_000n + sellPrice + buyPrice;
  });
}

/** Native value of what `swaps` put into pools. */
function pooledValue(auction: Auction, swaps: readonly AmmSwap[]): number {
  return swaps.reduce((sum, swap) => sum + (Number(swap.amountIn) * Number(auction.prices[swap.tokenIn]!)) / 1e18, 0);
}

/** Native value the pools would take in with each of the auction's orders routed alone on fresh pools. */
function pooledAlone(world: TestWorld, auction: Auction): number {
  const pools = PoolBook.fromWorld(world);
  return auction.orders.reduce(
    (sum, order) => sum + pooledValue(auction, routeOrder(order, pools.fork(), auction, world.gasPrice())?.swaps ?? []),
    0,
  );
}

function usdPrice(world: ReturnType<typeof onePoolWorld>, token: Address): number {
  return world.usdPrice(token)!;
}

function toAtoms(amount: number, decimals: number): bigint {
  return (BigInt(Math.floor(amount * 1e6)) * 10n ** BigInt(decimals)) / 1_000_000n;
}
