/**
 * `npm run simulate` end to end on the real server: the same arguments give a byte-identical
 * report, and the report's counts agree with each other.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { canonicalJson } from './canonicalJson.js';
import { parseSimulateArguments, UsageError } from './parseSimulateArguments.js';
import { runSimulation, type SimulationOptions } from './runSimulation.js';
import { formatSummary } from './summary.js';

const SMALL: SimulationOptions = { seed: 7, traders: 5, blocks: 6, orderRate: 0.5, cancelRate: 0.1 };
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, value) => total + value, 0);

describe('runSimulation', () => {
  test('default: the same arguments give a byte-identical JSON report', { timeout: 60_000 }, async () => {
    const first = await runSimulation(SMALL);
    const second = await runSimulation(SMALL);
    expect(second.json).toBe(first.json);
    expect(first.json).toBe(canonicalJson(JSON.parse(first.json)));
    expect(first.json).not.toMatch(/"\d{4}-\d\d-\d\dT(?!00:01:12\.000Z)/); // the only time: the simulated end

    const other = await runSimulation({ ...SMALL, seed: 8 });
    expect(other.json).not.toBe(first.json);
  });

  test(
    'behavior: a run kept in a database file gives the same report, and leaves the file to read',
    { timeout: 60_000 },
    async () => {
      const directory = mkdtempSync(join(tmpdir(), 'batchbook-simulate-'));
      try {
        const database = join(directory, 'study.db');
        const inMemory = await runSimulation(SMALL);
        const inFile = await runSimulation({ ...SMALL, database });
        expect(inFile.json).toBe(inMemory.json);
        const db = new Database(database, { readonly: true });
        try {
          const { count } = db.prepare('SELECT count(*) AS count FROM orders').get() as { count: number };
          expect(count).toBe(inFile.report.totals.ordersSubmitted);
        } finally {
          db.close();
        }
        // A second run must not append to the first one's history.
        await expect(runSimulation({ ...SMALL, database })).rejects.toThrow(/already exists/);
        expect(() => parseSimulateArguments(['--database', database])).toThrow(UsageError);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  );

  test(
    'behavior: traders acting together in a block still give a byte-identical report for the same seed',
    { timeout: 120_000 },
    async () => {
      // Each block's traders send their requests at once, so their writes share commits: the
      // order requests reach the app must not depend on anything but the seed.
      const crowd: SimulationOptions = { seed: 5, traders: 300, blocks: 4, orderRate: 0.3, cancelRate: 0.2 };
      const first = await runSimulation(crowd);
      const second = await runSimulation(crowd);
      expect(second.json).toBe(first.json);
      const { blocks, totals } = first.report;
      expect(Math.max(...blocks.map((block) => block.ordersSubmitted))).toBeGreaterThanOrEqual(50);
      expect(totals.cancellations).toBeGreaterThan(0);
      // No trader picks a token whose quotes cannot be verified.
      expect(totals.quoteFailures).toEqual({});
    },
  );

  test(
    "behavior: what wins, settles: honest solvers never fail, and the report measures the run's realism",
    { timeout: 120_000 },
    async () => {
      // Winners settle a block later, on pools that other winners and the block's price step moved.
      const { report } = await runSimulation({ seed: 3, traders: 60, blocks: 12, orderRate: 0.5, cancelRate: 0 });
      const { baseline, matcher } = report.solvers;
      expect((baseline?.settled ?? 0) + (matcher?.settled ?? 0)).toBeGreaterThanOrEqual(5);
      expect({ baseline: baseline?.reverted, matcher: matcher?.reverted }).toEqual({ baseline: 0, matcher: 0 });
      expect({ baseline: baseline?.timedOut, matcher: matcher?.timedOut }).toEqual({ baseline: 0, matcher: 0 });
      const { realism } = report;
      expect(Number(realism.settlementSuccessRate)).toBeGreaterThanOrEqual(0.98);
      expect(realism.settlementAttempts).toBe(Object.values(report.totals.settlements).reduce((a, b) => a + b, 0));
      // Market orders fill at their first auction, settled in the next block, as a rule.
      expect(realism.marketOrderBlocksToFill.p50).toBe(2);
      expect(realism.marketOrderBlocksToFill.filled).toBeGreaterThan(0);
      expect(Number(realism.peerToPeerVolumeShare)).toBeGreaterThan(0);
      expect(Object.keys(realism.surplusPerSolver).sort()).toEqual(['baseline', 'chaos', 'matcher']);
    },
  );

  test('behavior: the counts of the report agree with each other', { timeout: 60_000 }, async () => {
    const { report, blocksPerSecond } = await runSimulation(SMALL);
    const { totals, orders, blocks, solvers } = report;
    expect(blocksPerSecond).toBeGreaterThan(0);

    // Something happened: orders, auctions, trades.
    expect(totals.ordersSubmitted).toBeGreaterThan(5);
    expect(totals.auctions).toBeGreaterThan(0);
    expect(totals.trades).toBeGreaterThan(0);

    // Blocks: one record per simulated block, consecutive, each with at most one auction.
    expect(blocks).toHaveLength(SMALL.blocks);
    expect(blocks.map((block) => block.number - (blocks[0]?.number ?? 0))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(blocks.filter((block) => block.auction !== null)).toHaveLength(totals.auctions);

    // Orders: every submitted order is in the report once, with a status, sorted by uid.
    expect(orders).toHaveLength(totals.ordersSubmitted);
    expect(new Set(orders.map((order) => order.uid)).size).toBe(orders.length);
    expect(orders.map((order) => order.uid)).toEqual(orders.map((order) => order.uid).sort());
    expect(sum(totals.statuses)).toBe(totals.ordersSubmitted);
    expect(blocks.reduce((total, block) => total + block.ordersSubmitted, 0)).toBe(totals.ordersSubmitted);
    expect(totals.sell + totals.buy).toBe(totals.ordersSubmitted);
    expect(totals.quotes).toBeGreaterThanOrEqual(totals.ordersSubmitted + sum(totals.ordersRejected));

    // Trades: one fill or partial-fill notification each; per order and per solver they add up.
    expect(totals.fills + totals.partialFills).toBe(totals.trades);
    expect(orders.reduce((total, order) => total + order.trades, 0)).toBe(totals.trades);
    expect(Object.values(solvers).reduce((total, solver) => total + solver.trades, 0)).toBe(totals.trades);
    expect(totals.statuses['fulfilled'] ?? 0).toBe(totals.fills);
    for (const order of orders) {
      if (order.status === 'fulfilled') expect(order.trades).toBeGreaterThan(0);
      if (order.trades === 0) expect(order.executedSell).toBe(0n);
    }

    // Expiries and cancellations: notified once each.
    expect(totals.expiries).toBe(totals.statuses['expired'] ?? 0);
    expect(totals.cancellations).toBe(totals.cancellationsRequested - sum(totals.cancellationsRejected));
    expect(totals.statuses['cancelled'] ?? 0).toBeLessThanOrEqual(totals.cancellations);

    // Competition: wins per solver add up; every winner settled or is still pending.
    expect(Object.keys(solvers).sort()).toEqual(['baseline', 'chaos', 'matcher']);
    expect(Object.values(solvers).reduce((total, solver) => total + solver.wins, 0)).toBe(totals.winners);
    expect(sum(totals.settlements) + totals.pendingWinners).toBe(totals.winners);
    expect(
      Object.values(solvers).reduce((total, solver) => total + solver.settled + solver.reverted + solver.timedOut, 0),
    ).toBe(sum(totals.settlements));
    expect(sum(totals.revertReasons)).toBe(totals.settlements['reverted'] ?? 0);

    // Surplus and fees: the totals are the sums of their parts.
    expect(orders.reduce((total, order) => total + order.surplusNative, 0n)).toBe(totals.surplusNative);
    expect(Object.values(solvers).reduce((total, solver) => total + solver.surplusNative, 0n)).toBe(
      totals.surplusNative,
    );
    expect(Object.values(solvers).reduce((total, solver) => total + solver.feesNative, 0n)).toBe(totals.feesNative);
    expect(totals.protocolFeesNative).toBeLessThanOrEqual(totals.feesNative);

    // The summary names every metric a reader of the run looks for.
    const summary = formatSummary({
      report,
      json: '',
      elapsedMs: 1000,
      advanceMs: 300,
      blocksPerSecond: 6,
      cpuMs: 600,
      advanceCpuMs: 240,
    });
    for (const label of [
      'orders',
      'fills',
      'partial fills',
      'expiries',
      'cancellations',
      'surplus (ETH)',
      'fees (ETH)',
    ]) {
      expect(summary).toMatch(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s`, 'm'));
    }
    expect(summary).toMatch(/^matcher\s+\d+/m);
    expect(summary).toContain('6.00 blocks/s at 5 traders');
    expect(summary).toContain('CPU: 100 ms per block, 40 ms of it in the auction runner (10.00 blocks per CPU second)');
  });
});

describe('parseSimulateArguments', () => {
  test('default: the documented command line', () => {
    expect(
      parseSimulateArguments([
        '--scenario',
        'world.yaml',
        '--seed',
        '3',
        '--traders',
        '1000',
        '--blocks',
        '50',
        '--out',
        'report.json',
      ]),
    ).toEqual({
      help: false,
      options: {
        scenario: 'world.yaml',
        seed: 3,
        traders: 1000,
        blocks: 50,
        network: undefined,
        orderRate: 0.1,
        cancelRate: 0.02,
      },
      out: 'report.json',
    });
  });

  test.each([
    [['--traders', '0']],
    [['--seed', '-1']],
    [['--blocks', '1.5']],
    [['--order-rate', '2']],
    [['--unknown']],
    [['positional']],
  ])('behavior: %j is a usage error', (argv) => {
    expect(() => parseSimulateArguments(argv)).toThrow(UsageError);
  });
});
