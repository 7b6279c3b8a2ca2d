/**
 * The auction benchmark: one auction over 10,000 open orders across 50 directed pairs, built,
 * solved by all three solvers (baseline, matcher, chaos) and its winners settled; target < 1 s.
 * Run with `npx vitest bench --run simulator/auction/runAuction.bench.ts` (`npm run bench`).
 */
import { bench, describe } from 'vitest';
import { createRng } from '../world/rng.js';
import { buildAuction } from './buildAuction.js';
import { settleWinners } from './settleWinners.js';
import { solveAuction } from './solveAuction.js';
import { benchCandidates, benchFeePolicies, openBenchSimulation } from './testing/benchWorld.js';

const simulation = openBenchSimulation();
const world = simulation.world('mainnet')!;
const candidates = benchCandidates(10_000);
let id = 0;

describe('auction', () => {
  bench(
    '10,000 orders, 50 pairs: build, solve (3 solvers), settle',
    () => {
      // Each round settles into the world; a block in between realigns the pools.
      simulation.advance('mainnet', { blocks: 1 });
      const block = world.currentBlock();
      const rng = createRng(++id, 'bench');
      const { auction } = buildAuction({
        id,
        network: 'mainnet',
        block: block.number,
        timestamp: block.timestamp,
        candidates,
        world,
        feePolicies: benchFeePolicies,
      });
      const { solutions } = solveAuction(auction, { world, rng });
      settleWinners(
        auction,
        solutions.filter((solution) => solution.isWinner),
        { world, rng, block: block.number, timestamp: block.timestamp },
      );
    },
    { time: 5_000, iterations: 5, warmupIterations: 1 },
  );
});
