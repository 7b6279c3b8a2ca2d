import { describe, expect, test } from 'vitest';
import { SETTLEMENT_CONTRACT } from '../protocol/networks.js';
import { createRng } from '../world/rng.js';
import { settleWinners } from './settleWinners.js';
import { solveAuction } from './solveAuction.js';
import { baselineSolver } from './solvers/baseline.js';
import { NO_FAULTS, type Solver, type SolverFaults } from './solvers/types.js';
import { NOW, TOKENS, addressOf, buildTestAuction, candidate, openTestSimulation } from './testing/fixtures.js';
import type { CandidateOrder } from './types.js';

const ONE = 10n ** 18n;
const receiver = addressOf('receiver');
const hook = {
  target: '0x00000000000000000000000000000000000000aa',
  value: 0n,
  callData: '0x01',
  gasLimit: 50_000n,
} as const;

function setup(candidates: CandidateOrder[]) {
  const world = openTestSimulation().world('mainnet')!;
  const auction = buildTestAuction(world, candidates).auction;
  const { solutions } = solveAuction(auction, { world, rng: createRng(1), solvers: [baselineSolver] });
  const winners = solutions.filter((solution) => solution.isWinner);
  const settle = (block = world.currentBlock().number, solvers: Solver[] = [baselineSolver]) =>
    settleWinners(auction, winners, { world, rng: createRng(2), block, timestamp: NOW + 12, solvers });
  return { world, auction, winners, settle };
}

describe('settleWinners', () => {
  test('default: moves the tokens, records trades with log indices and hooks', () => {
    const order = candidate('sell', {
      receiver,
      preInteractions: [hook],
      postInteractions: [{ ...hook, gasLimit: 1n }],
    });
    const { world, winners, settle } = setup([order]);
    const before = { weth: world.balanceOf(TOKENS.WETH, order.owner), usdc: world.balanceOf(TOKENS.USDC, receiver) };
    const buffers = {
      weth: world.balanceOf(TOKENS.WETH, SETTLEMENT_CONTRACT),
      usdc: world.balanceOf(TOKENS.USDC, SETTLEMENT_CONTRACT),
    };
    const [settlement] = settle();
    const executed = winners[0]!.orders[0]!;
    expect(settlement).toMatchObject({
      outcome: { kind: 'success' },
      startBlock: 21_500_000,
      deadlineBlock: 21_500_005,
      endBlock: 21_500_000,
    });
    expect(world.balanceOf(TOKENS.WETH, order.owner)).toBe(before.weth - executed.executedSell);
    expect(world.balanceOf(TOKENS.USDC, receiver)).toBe(before.usdc + executed.executedBuy);
    // The network fee (in WETH, not swapped) and the protocol fee (USDC) stay in the settlement
    // contract, on top of its buffers.
    expect(world.balanceOf(TOKENS.WETH, SETTLEMENT_CONTRACT)).toBe(buffers.weth + executed.networkFee);
    expect(world.balanceOf(TOKENS.USDC, SETTLEMENT_CONTRACT)).toBeGreaterThanOrEqual(
      buffers.usdc + executed.protocolFees[0]!.amount,
    );
    const trade = settlement!.trades[0]!;
    // Operations: transferFrom, swap, transfer (log indices 0–2), then the reserved Trade log.
    expect(trade).toMatchObject({
      uid: order.uid,
      blockNumber: 21_500_000,
      logIndex: 3,
      txHash: settlement!.txHash,
      sellAmount: ONE,
      sellAmountBeforeFees: ONE,
      buyAmount: executed.executedBuy,
      protocolFees: executed.protocolFees,
    });
    expect(trade.executedFee).toBeGreaterThan(executed.networkFee);
    expect(trade.surplusNative).toBeGreaterThan(0n);
    expect(settlement!.hooks).toEqual([
      { uid: order.uid, hookType: 'pre', target: hook.target, gasLimit: 50_000n, success: true },
      { uid: order.uid, hookType: 'post', target: hook.target, gasLimit: 1n, success: true },
    ]);
  });

  test('behavior: a solver settles as it declares: a revert or a timeout changes nothing in the world', () => {
    const order = candidate('declared');
    const { world, settle } = setup([order]);
    const snapshot = world.save();
    const declaring = (faults: Partial<SolverFaults>): Solver[] => [
      { ...baselineSolver, faults: { ...NO_FAULTS, ...faults } },
    ];
    const [reverted] = settle(undefined, declaring({ revert: 1 }));
    expect(reverted).toMatchObject({
      outcome: { kind: 'reverted', code: 'SettlementReverted' },
      // Mined and reverted: the transaction has a hash, the world is as before.
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      trades: [],
    });
    const [timedOut] = settle(undefined, declaring({ timeout: 1 }));
    expect(timedOut).toMatchObject({ outcome: { kind: 'timeout' }, endBlock: 21_500_005, trades: [] });
    expect(world.save()).toEqual(snapshot);
    // Declared rates only: the same solver without faults settles.
    expect(settle(undefined, declaring({}))[0]!.outcome).toEqual({ kind: 'success' });
  });

  test('behavior: a native buy token is unwrapped to the receiver', () => {
    const order = candidate('native', {
      buyToken: TOKENS.NATIVE,
      sellToken: TOKENS.USDC,
      sellAmount: 3200n * 10n ** 6n,
      buyAmount: ONE / 2n,
      receiver,
    });
    const { world, winners, settle } = setup([order]);
    const before = world.nativeBalanceOf(receiver);
    expect(settle()[0]!.outcome).toEqual({ kind: 'success' });
    expect(world.nativeBalanceOf(receiver)).toBe(before + winners[0]!.orders[0]!.executedBuy);
  });

  test('behavior: a balance moved since the auction fails the settlement, changing nothing', () => {
    const order = candidate('moved');
    const { world, settle } = setup([order]);
    world.drain(TOKENS.WETH, order.owner, world.balanceOf(TOKENS.WETH, order.owner) - 1n);
    const snapshot = world.save();
    const [settlement] = settle();
    expect(settlement!.outcome).toMatchObject({
      kind: 'driverFailed',
      code: 'InsufficientBalance',
      message: expect.stringMatching(/^settlement operation 0 \(transferFrom\)/),
    });
    expect(settlement).toMatchObject({ txHash: null, trades: [] });
    expect(world.save()).toEqual(snapshot);
  });

  test('behavior: past the deadline block the attempt times out', () => {
    const order = candidate('late', { preInteractions: [hook] });
    const { settle } = setup([order]);
    const [settlement] = settle(21_500_006);
    expect(settlement).toMatchObject({ outcome: { kind: 'timeout' }, endBlock: 21_500_005, trades: [], txHash: null });
    expect(settlement!.hooks.map((entry) => entry.success)).toEqual([false]);
  });

  test('behavior: an order invalidated on chain since the auction reverts the settlement, changing nothing', () => {
    const order = candidate('invalidated');
    const { world, settle } = setup([order]);
    world.invalidateOrder(order.uid);
    const snapshot = world.save();
    const [settlement] = settle();
    expect(settlement!.outcome).toEqual({
      kind: 'driverFailed',
      code: 'OrderInvalidated',
      message: `order ${order.uid} was invalidated on chain`,
    });
    expect(settlement).toMatchObject({ txHash: null, trades: [] });
    expect(world.save()).toEqual(snapshot);
  });

  test('behavior: an order whose validTo passed before the settlement block reverts the settlement', () => {
    const order = candidate('expiring', { validTo: NOW + 60 });
    const { world, auction, winners } = setup([order]);
    expect(winners.length).toBe(1);
    const snapshot = world.save();
    const block = world.currentBlock().number;
    const [late] = settleWinners(auction, winners, { world, rng: createRng(2), block, timestamp: NOW + 61 });
    expect(late!.outcome).toEqual({
      kind: 'driverFailed',
      code: 'OrderExpired',
      message: `order ${order.uid} expired at ${NOW + 60}`,
    });
    expect(late).toMatchObject({ txHash: null, trades: [] });
    expect(world.save()).toEqual(snapshot);
    // Valid up to and including its validTo second, as the settlement contract checks.
    const [onTime] = settleWinners(auction, winners, { world, rng: createRng(2), block, timestamp: NOW + 60 });
    expect(onTime!.outcome).toEqual({ kind: 'success' });
  });

  test('behavior: a presignature revoked since the auction reverts the settlement', () => {
    const order = candidate('presigned', { signingScheme: 'presign', signature: '0x' });
    const world = openTestSimulation().world('mainnet')!;
    world.setPreSignature(order.uid, true);
    const auction = buildTestAuction(world, [order]).auction;
    const { solutions } = solveAuction(auction, { world, rng: createRng(1), solvers: [baselineSolver] });
    const winners = solutions.filter((solution) => solution.isWinner);
    expect(winners.length).toBe(1);
    world.setPreSignature(order.uid, false);
    const [settlement] = settleWinners(auction, winners, {
      world,
      rng: createRng(2),
      block: world.currentBlock().number,
      timestamp: NOW + 12,
    });
    expect(settlement!.outcome).toEqual({
      kind: 'driverFailed',
      code: 'OrderNotPresigned',
      message: `order ${order.uid} is not presigned`,
    });
    expect(settlement!.trades).toEqual([]);
  });
});
