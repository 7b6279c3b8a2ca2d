import { describe, expect, test } from 'vitest';
import { createRng } from '../../world/rng.js';
import { runAuction } from '../runAuction.js';
import { defaultFeePolicies, openTestSimulation } from '../testing/fixtures.js';
import { goldenCandidates } from '../testing/goldenCandidates.js';
import { CHAOS_SOLVER_ADDRESS, chaosSolver } from './chaos.js';

describe('chaosSolver', () => {
  test('behavior: over seeds it is filtered out, silent, invalid, reverts and times out as its faults declare; never breaks a limit price', () => {
    const faulty = { ...chaosSolver, faults: { noAnswer: 0.15, invalidSolution: 0.15, revert: 0.3, timeout: 0.3 } };
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
        { rng: createRng(seed, 'chaos'), solvers: [faulty], settle: true },
      );
      const chaos = outcome.solutions.filter((solution) => solution.solverAddress === CHAOS_SOLVER_ADDRESS);
      if (chaos.some((solution) => solution.filteredOut)) seen.add('filtered');
      for (const settlement of outcome.settlements) {
        if (settlement.solverAddress !== CHAOS_SOLVER_ADDRESS) continue;
        seen.add(settlement.outcome.kind);
      }
      for (const rejection of outcome.rejections) {
        if (rejection.solverAddress === CHAOS_SOLVER_ADDRESS) seen.add(rejection.reason);
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
    expect([...seen].sort()).toEqual(['filtered', 'invalidSolution', 'noAnswer', 'reverted', 'success', 'timeout']);
  });
});
