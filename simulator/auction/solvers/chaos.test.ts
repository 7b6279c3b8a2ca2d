import { describe, expect, test } from 'vitest';
import { createRng } from '../../world/rng.js';
import { runAuction } from '../runAuction.js';
import { defaultFeePolicies, openTestSimulation } from '../testing/fixtures.js';
import { goldenCandidates } from '../testing/goldenCandidates.js';
import { baselineSolver } from './baseline.js';
import { CHAOS_SOLVER_ADDRESS, chaosSolver } from './chaos.js';

describe('chaosSolver', () => {
  test('behavior: over seeds it gets filtered out, reverts and times out; never breaks a limit price', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 24; seed++) {
      const world = openTestSimulation(seed).world('mainnet')!;
      const block = world.currentBlock();
      const outcome = runAuction(
        {
          id: seed,
          network: 'mainnet',
          block: block.number,
          timestamp: block.timestamp,
          candidates: goldenCandidates(),
          world,
          feePolicies: defaultFeePolicies(),
        },
        { rng: createRng(seed, 'chaos'), solvers: [baselineSolver, chaosSolver], settle: true },
      );
      const chaos = outcome.solutions.filter((solution) => solution.solverAddress === CHAOS_SOLVER_ADDRESS);
      if (chaos.some((solution) => solution.filteredOut)) seen.add('filtered');
      for (const settlement of outcome.settlements) {
        if (settlement.solverAddress !== CHAOS_SOLVER_ADDRESS) continue;
        seen.add(settlement.outcome.startsWith('driver failed: ') ? 'reverted' : settlement.outcome);
      }
      for (const solution of chaos) {
        for (const executed of solution.orders) {
          const order = outcome.auction.orders.find((candidate) => candidate.uid === executed.uid)!;
          expect(executed.executedBuy * order.sellAmount).toBeGreaterThanOrEqual(
            executed.executedSell * order.buyAmount,
          );
        }
      }
    }
    expect([...seen].sort()).toEqual(['filtered', 'reverted', 'success', 'timeout']);
  });
});
