import type { Address } from 'viem';
import { describe, expect, test } from 'vitest';
import { SETTLEMENT_CONTRACT } from '../protocol/networks.js';
import { createRng } from '../world/rng.js';
import { buildAuction } from './buildAuction.js';
import { settleWinners } from './settleWinners.js';
import { solveAuction } from './solveAuction.js';
import { matcherSolver } from './solvers/matcher.js';
import { PoolBook } from './solvers/poolBook.js';
import { baselineSolver } from './solvers/baseline.js';
import { defaultSolvers } from './solvers/index.js';
import { NO_FAULTS, type Proposal, type Solver, type SolverFaults } from './solvers/types.js';
import { NOW, TOKENS, candidate, defaultFeePolicies, openTestSimulation } from './testing/fixtures.js';
import type { Auction, AuctionOrder } from './types.js';

const world = openTestSimulation().world('mainnet')!;
const ONE = 10n ** 18n;
// The synthetic proposals below swap nothing and pay more than they take: the settlement
// contract's buffers make them settle (fairness baselines must).
for (const token of [TOKENS.USDC, TOKENS.DAI, TOKENS.GNO, TOKENS.WBTC])
  world.mint(token, SETTLEMENT_CONTRACT, 10n ** 6n);

/** Sell 100 for at least 100 on four directed pairs; every token priced 1e18 (1 atom = 1 wei). */
const o1 = order('o1', TOKENS.USDC, TOKENS.DAI);
const o2 = order('o2', TOKENS.USDT, TOKENS.GNO);
const o3 = order('o3', TOKENS.COW, TOKENS.WBTC);
const o4 = order('o4', TOKENS.DAI, TOKENS.USDC, { partiallyFillable: true });
const auction: Auction = {
  id: 1,
  network: 'mainnet',
  block: 100,
  deadlineBlock: 105,
  timestamp: NOW,
  orders: [o1, o2, o3, o4].sort((a, b) => (a.uid < b.uid ? -1 : 1)),
  prices: Object.fromEntries(
    [TOKENS.USDC, TOKENS.DAI, TOKENS.USDT, TOKENS.GNO, TOKENS.COW, TOKENS.WBTC].map((token) => [token, ONE]),
  ),
  surplusCapturingJitOrderOwners: [],
};

function order(label: string, sellToken: Address, buyToken: Address, fields: Partial<AuctionOrder> = {}): AuctionOrder {
  return {
    ...candidate(label, { sellToken, buyToken, sellAmount: 100n, buyAmount: 100n, ...fields }),
    protocolFees: [],
  };
}

/** A proposal selling 100 of each listed order for `buy`. */
function proposal(...fills: [AuctionOrder, bigint][]): Proposal {
  return {
    trades: fills.map(([target, buy]) => ({ uid: target.uid, executedSell: 100n, executedBuy: buy, networkFee: 0n })),
    swaps: [],
    clearingPrices: {},
  };
}

function solver(name: string, index: number, proposals: Proposal[]): Solver {
  return { name, address: `0x${index.toString(16).padStart(40, '0')}` as Address, solve: () => proposals };
}

const summary = (solutions: ReturnType<typeof solveAuction>['solutions']) =>
  solutions.map((s) => ({
    solver: s.solver,
    score: s.score,
    ranking: s.ranking,
    winner: s.isWinner,
    filtered: s.filteredOut,
  }));

describe('solveAuction', () => {
  test('default: scores from executed amounts, worst first, ranking 1 = best', () => {
    const { solutions, referenceScores } = solveAuction(auction, {
      world,
      rng: createRng(1),
      solvers: [solver('p', 1, [proposal([o1, 120n])])],
    });
    expect(summary(solutions)).toEqual([{ solver: 'p', score: 20n, ranking: 1, winner: true, filtered: false }]);
    expect(solutions[0]!.orders).toEqual([
      { uid: o1.uid, executedSell: 100n, executedBuy: 120n, networkFee: 0n, protocolFees: [] },
    ]);
    // Without the only solver nothing wins.
    expect(referenceScores).toEqual({ '0x0000000000000000000000000000000000000001': 0n });
  });

  test('behavior: a winner must still settle on the pools the better winners leave, else the next one wins', () => {
    // p (o1's pair) and q (o2's pair) each swap USDC for DAI through the same pool, each asking for
    // exactly what the fresh pool gives. Alone each settles; after p's swap, q's can no longer.
    const pools = PoolBook.fromWorld(world);
    const amountIn = 400_000n; // 0.4 USDC: the settlement contract holds 1 USDC of buffers
    const [fresh] = pools.replay([{ tokenIn: TOKENS.USDC, tokenOut: TOKENS.DAI, amountIn, minAmountOut: 0n }])!;
    const swap = { tokenIn: TOKENS.USDC, tokenOut: TOKENS.DAI, amountIn, minAmountOut: fresh! };
    const p = { ...proposal([o1, 130n]), swaps: [swap] };
    const q = { ...proposal([o2, 120n]), swaps: [swap] };
    const r = proposal([o2, 110n]); // o2's pair, no swap
    const { solutions } = solveAuction(auction, {
      world,
      rng: createRng(1),
      solvers: [solver('p', 1, [p]), solver('q', 2, [q]), solver('r', 3, [r])],
    });
    expect(summary(solutions)).toEqual([
      { solver: 'q', score: 20n, ranking: 3, winner: false, filtered: false },
      { solver: 'r', score: 10n, ranking: 2, winner: true, filtered: false },
      { solver: 'p', score: 30n, ranking: 1, winner: true, filtered: false },
    ]);
    // q lost to the state p left, not to a taken pair: its record says so.
    expect(solutions.map((s) => s.exclusion)).toEqual([{ kind: 'simulationFailed' }, undefined, undefined]);
  });

  test('behavior: the fairness filter drops a multi-pair solution worse than a pair baseline', () => {
    // q scores 5 + 20 = 25 > 10, but gives o1's pair 5 where p alone gives 10.
    const { solutions } = solveAuction(auction, {
      world,
      rng: createRng(1),
      solvers: [solver('p', 1, [proposal([o1, 110n])]), solver('q', 2, [proposal([o1, 105n], [o2, 120n])])],
    });
    expect(summary(solutions)).toEqual([
      { solver: 'q', score: 25n, ranking: 2, winner: false, filtered: true },
      { solver: 'p', score: 10n, ranking: 1, winner: true, filtered: false },
    ]);
    // The record names the pair served worse, its score there and the baseline that beat it.
    const [filtered, winner] = solutions;
    expect(filtered!.exclusion).toEqual({
      kind: 'unfair',
      sellToken: o1.sellToken,
      buyToken: o1.buyToken,
      score: 5n,
      referenceScore: 10n,
      referenceSolutionUid: winner!.solutionUid,
    });
    expect(winner!.exclusion).toBeUndefined();
  });

  test("behavior: a proposal that does not settle at the auction's state never bids; the solver is told why", () => {
    // p promises o1 110 through a swap the pool cannot give: simulation drops it, so q's 5 on o1's
    // pair stands (no other single-pair solution) and q wins both pairs with 25.
    const overpromise: Proposal = {
      ...proposal([o1, 110n]),
      swaps: [{ tokenIn: TOKENS.USDC, tokenOut: TOKENS.DAI, amountIn: 100n, minAmountOut: 10n ** 30n }],
    };
    const solvers = [solver('p', 1, [overpromise]), solver('q', 2, [proposal([o1, 105n], [o2, 120n])])];
    const solved = solveAuction(auction, { world, rng: createRng(1), solvers });
    expect(summary(solved.solutions)).toEqual([{ solver: 'q', score: 25n, ranking: 1, winner: true, filtered: false }]);
    expect(solved.rejections).toEqual([
      {
        solver: 'p',
        solverAddress: '0x0000000000000000000000000000000000000001',
        reason: 'simulationFailed',
        detail: '1 of 1 proposals; proposal 0: its swaps do not give their minimum output on the pools',
      },
    ]);
    // Alone on its pair it cannot win either: an auction without a settling solution has no winner.
    const alone = solveAuction(auction, { world, rng: createRng(1), solvers: [solver('p', 1, [overpromise])] });
    expect(alone.solutions).toEqual([]);
  });

  test("behavior: a solver's declared faults: no answer, invalid solutions, and a ban keep it out", () => {
    const honest = proposal([o1, 105n]);
    const faulty = (faults: Partial<SolverFaults>): Solver => ({
      ...solver('p', 1, [honest]),
      faults: { ...NO_FAULTS, ...faults },
    });
    const rejected = (solvers: Solver[], banned?: Set<string>) =>
      solveAuction(auction, { world, rng: createRng(1), solvers, banned }).rejections.map((entry) => entry.reason);
    expect(rejected([faulty({ noAnswer: 1 })])).toEqual(['noAnswer']);
    expect(rejected([faulty({ invalidSolution: 1 })])).toEqual(['invalidSolution']);
    // An invalid solution says what broke the rules: here one atom more than the order offers.
    const [invalid] = solveAuction(auction, {
      world,
      rng: createRng(1),
      solvers: [faulty({ invalidSolution: 1 })],
    }).rejections;
    expect(invalid!.detail).toBe(
      `1 of 1 proposals; proposal 0: order ${o1.uid}: executes ${o1.sellAmount + 1n} of its sell amount, more than the ${o1.sellAmount} left`,
    );
    expect(rejected([faulty({})], new Set(['0x0000000000000000000000000000000000000001']))).toEqual(['banned']);
    expect(rejected([faulty({})])).toEqual([]);
  });

  test('behavior: greedy winners over disjoint directed pairs, reference scores without each winner', () => {
    const { solutions, referenceScores } = solveAuction(auction, {
      world,
      rng: createRng(1),
      solvers: [
        solver('p', 1, [proposal([o1, 120n], [o2, 110n])]), // 30: o1's and o2's pairs
        solver('q', 2, [proposal([o1, 120n]), proposal([o2, 110n])]), // 20 and 10: both pairs taken by p
        solver('r', 3, [proposal([o3, 105n])]), // 5: its own pair
      ],
    });
    expect(summary(solutions)).toEqual([
      { solver: 'q', score: 10n, ranking: 4, winner: false, filtered: false },
      { solver: 'q', score: 20n, ranking: 3, winner: false, filtered: false },
      { solver: 'r', score: 5n, ranking: 2, winner: true, filtered: false },
      { solver: 'p', score: 30n, ranking: 1, winner: true, filtered: false },
    ]);
    // Without p: q's 20 + q's 10 + r's 5; without r: p's 30.
    expect(referenceScores).toEqual({
      '0x0000000000000000000000000000000000000001': 35n,
      '0x0000000000000000000000000000000000000003': 30n,
    });
    expect(solutions.filter((s) => s.isWinner).map((s) => s.referenceScore)).toEqual([30n, 35n]);
    // Both of q's lost to p, which took their pairs first.
    const p = solutions.find((s) => s.solver === 'p')!;
    expect(solutions.filter((s) => s.solver === 'q').map((s) => s.exclusion)).toEqual([
      { kind: 'pairTaken', sellToken: o2.sellToken, buyToken: o2.buyToken, winnerSolutionUid: p.solutionUid },
      { kind: 'pairTaken', sellToken: o1.sellToken, buyToken: o1.buyToken, winnerSolutionUid: p.solutionUid },
    ]);
  });

  test('behavior: unscorable, empty and over-limit proposals are dropped; at most three per solver', () => {
    const { solutions } = solveAuction(auction, {
      world,
      rng: createRng(1),
      solvers: [
        solver('bad', 1, [
          proposal([o1, 99n]), // below the limit price
          { ...proposal([o2, 120n]), trades: [{ uid: o2.uid, executedSell: 50n, executedBuy: 60n, networkFee: 0n }] }, // fill-or-kill half filled
          proposal([o1, 120n], [o1, 120n]), // the same order twice
          proposal(), // empty
          proposal([o1, 100n]), // score 0
          {
            ...proposal([o1, 120n]),
            trades: [{ uid: o1.uid, executedSell: 100n, executedBuy: 120n, networkFee: 100n }],
          }, // fee eats everything
        ]),
        solver('many', 2, [proposal([o1, 101n]), proposal([o1, 104n]), proposal([o1, 103n]), proposal([o1, 102n])]),
        // Partially fillable: half of o4 at the limit or better is fine.
        solver('partial', 3, [
          { ...proposal(), trades: [{ uid: o4.uid, executedSell: 50n, executedBuy: 51n, networkFee: 0n }] },
        ]),
      ],
    });
    expect(solutions.map((s) => `${s.solver}:${s.score}`).sort()).toEqual(['many:2', 'many:3', 'many:4', 'partial:1']);
  });

  test('behavior: the same seed breaks ties the same way; solution uids follow the solvers', () => {
    const solvers = [solver('p', 1, [proposal([o1, 110n])]), solver('q', 2, [proposal([o1, 110n])])];
    const first = solveAuction(auction, { world, rng: createRng(5), solvers });
    const again = solveAuction(auction, { world, rng: createRng(5), solvers });
    expect(summary(again.solutions)).toEqual(summary(first.solutions));
    expect(first.solutions.map((s) => s.solutionUid).sort()).toEqual([1, 2]);
    const winners = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map(
        (seed) =>
          solveAuction(auction, { world, rng: createRng(seed), solvers }).solutions.find((s) => s.isWinner)!.solver,
      ),
    );
    expect(winners).toEqual(new Set(['p', 'q']));
  });
});

describe('solvers', () => {
  const fresh = () => openTestSimulation().world('mainnet')!;
  const build = (candidates: ReturnType<typeof candidate>[], target = fresh()) => {
    const block = target.currentBlock();
    return {
      world: target,
      ...buildAuction({ id: 1, network: 'mainnet', block: block.number, timestamp: NOW, candidates, world: target }),
    };
  };

  test('matcher: opposing orders clear peer to peer at one uniform price', () => {
    // The WETH/USDC pool starts at exactly 3200 USDC per WETH; gas 45,000 × 12 gwei per trade.
    const sellWeth = candidate('sell weth', { sellAmount: ONE, buyAmount: 3000n * 10n ** 6n });
    const sellUsdc = candidate('sell usdc', {
      sellToken: TOKENS.USDC,
      buyToken: TOKENS.WETH,
      sellAmount: 3200n * 10n ** 6n,
      buyAmount: (99n * ONE) / 100n,
    });
    const { auction: cow, world: target } = build([sellWeth, sellUsdc]);
    const { solutions } = solveAuction(cow, { world: target, rng: createRng(1), solvers: [matcherSolver] });
    const best = solutions.at(-1)!;
    expect(best.swaps).toEqual([]);
    const byUid = new Map(best.orders.map((entry) => [entry.uid, entry]));
    // 1 WETH − 0.00054 fee = 0.99946 WETH at 3200 → 3198.272 USDC; 3200 USDC − 1.728 fee → 0.99946 WETH.
    expect(byUid.get(sellWeth.uid)).toMatchObject({
      executedSell: ONE,
      executedBuy: 3_198_272_000n,
      networkFee: 540_000_000_000_000n,
    });
    expect(byUid.get(sellUsdc.uid)).toMatchObject({
      executedSell: 3_200_000_000n,
      executedBuy: 999_460_000_000_000_000n,
      networkFee: 1_728_000n,
    });
    expect(best.clearingPrices).toEqual({ [TOKENS.USDC]: 3125n * 10n ** 23n, [TOKENS.WETH]: ONE });
  });

  test('matcher: the net imbalance goes through the pool, the uniform price moves to pay for it', () => {
    const sellWeth = candidate('sell 10 weth', { sellAmount: 10n * ONE, buyAmount: 30_000n * 10n ** 6n });
    const sellUsdc = candidate('sell usdc', {
      sellToken: TOKENS.USDC,
      buyToken: TOKENS.WETH,
      sellAmount: 3200n * 10n ** 6n,
      buyAmount: (9n * ONE) / 10n,
    });
    const { auction: cow, world: target } = build([sellWeth, sellUsdc]);
    const best = solveAuction(cow, { world: target, rng: createRng(1), solvers: [matcherSolver] }).solutions.at(-1)!;
    expect(best.swaps).toHaveLength(1);
    expect(best.swaps![0]).toMatchObject({ tokenIn: TOKENS.WETH, tokenOut: TOKENS.USDC });
    const [usdc, weth] = [best.clearingPrices[TOKENS.USDC]!, best.clearingPrices[TOKENS.WETH]!];
    // Both traders get the same price (up to rounding down for each).
    for (const entry of best.orders) {
      const traded = entry.executedSell - entry.networkFee;
      const order = cow.orders.find((candidateOrder) => candidateOrder.uid === entry.uid)!;
      const [pSell, pBuy] = order.sellToken === TOKENS.WETH ? [weth, usdc] : [usdc, weth];
      expect(entry.executedBuy).toBe((traded * pSell) / pBuy);
    }
  });

  test("behavior: opposing orders: the matcher's coincidence of wants wins and settles at one uniform price", () => {
    // Both limits generous (the pool is at 3200 USDC per WETH); the default fee policies apply.
    const alice = candidate('cow alice', { sellAmount: ONE, buyAmount: 3000n * 10n ** 6n });
    const bob = candidate('cow bob', {
      kind: 'buy',
      sellToken: TOKENS.USDC,
      buyToken: TOKENS.WETH,
      sellAmount: 3400n * 10n ** 6n,
      buyAmount: ONE,
    });
    for (let seed = 1; seed <= 8; seed++) {
      const target = fresh();
      const block = target.currentBlock();
      const { auction: cow } = buildAuction({
        id: seed,
        network: 'mainnet',
        block: block.number,
        timestamp: block.timestamp,
        candidates: [alice, bob],
        world: target,
        feePolicies: defaultFeePolicies(),
      });
      const rng = createRng(seed, 'auction');
      const { solutions } = solveAuction(cow, { world: target, rng, solvers: defaultSolvers() });
      const matched = solutions.find((solution) => solution.solver === 'matcher' && solution.orders.length === 2)!;
      expect(matched.filteredOut).toBe(false);
      const winners = solutions.filter((solution) => solution.isWinner);
      expect(winners).toEqual([matched]);
      // One uniform price: each trade's pre-fee amounts (network fee and protocol fees added back)
      // are exchanged at the clearing prices, up to rounding.
      const [usdc, weth] = [matched.clearingPrices[TOKENS.USDC]!, matched.clearingPrices[TOKENS.WETH]!];
      const fees = (entry: (typeof matched.orders)[number]) =>
        entry.protocolFees.reduce((sum, fee) => sum + fee.amount, 0n);
      const sold = matched.orders.find((entry) => entry.uid === alice.uid)!;
      const bought = matched.orders.find((entry) => entry.uid === bob.uid)!;
      const aliceRaw = sold.executedBuy + fees(sold) - ((sold.executedSell - sold.networkFee) * weth) / usdc;
      const bobRaw = bought.executedSell - bought.networkFee - fees(bought) - (bought.executedBuy * weth) / usdc;
      for (const diff of [aliceRaw, bobRaw]) expect(diff >= -2n && diff <= 2n, `${diff}`).toBe(true);
      // It settles in one transaction: both orders filled in full.
      const settlements = settleWinners(cow, winners, {
        world: target,
        rng,
        block: block.number,
        timestamp: block.timestamp,
      });
      expect(settlements).toMatchObject([{ solver: 'matcher', outcome: { kind: 'success' } }]);
      expect(settlements[0]!.trades.map((trade) => [trade.uid, trade.sellAmount, trade.buyAmount]).sort()).toEqual(
        [
          [alice.uid, ONE, sold.executedBuy],
          [bob.uid, bought.executedSell, ONE],
        ].sort(),
      );
    }
  });

  test('baseline: limit prices hold; an order the pools cannot fill stays out', () => {
    const fair = candidate('fair', { buyAmount: 3100n * 10n ** 6n });
    const greedy = candidate('greedy', { buyAmount: 3300n * 10n ** 6n });
    const buy = candidate('buy', {
      kind: 'buy',
      sellToken: TOKENS.USDC,
      buyToken: TOKENS.WETH,
      sellAmount: 3300n * 10n ** 6n,
      buyAmount: ONE,
    });
    const { auction: built, world: target } = build([fair, greedy, buy]);
    const { solutions } = solveAuction(built, { world: target, rng: createRng(1), solvers: [baselineSolver] });
    const traded = new Set(solutions.flatMap((s) => s.orders.map((entry) => entry.uid)));
    expect(traded).toEqual(new Set([fair.uid, buy.uid]));
    for (const entry of solutions.flatMap((s) => s.orders)) {
      const target = built.orders.find((candidateOrder) => candidateOrder.uid === entry.uid)!;
      expect(entry.executedBuy * target.sellAmount).toBeGreaterThanOrEqual(entry.executedSell * target.buyAmount);
      if (target.kind === 'buy') expect(entry.executedBuy).toBe(ONE);
      else expect(entry.executedSell).toBe(ONE);
    }
  });
});
