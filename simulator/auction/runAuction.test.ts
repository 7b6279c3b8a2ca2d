import { describe, expect, test } from 'vitest';
import { createRng } from '../world/rng.js';
import { bigintReplacer, runAuction } from './runAuction.js';
import { NOW, TOKENS, candidate, defaultFeePolicies, openTestSimulation } from './testing/fixtures.js';
import { BANNED_OWNER, DRAINED_OWNER, goldenCandidates } from './testing/goldenCandidates.js';

const SEED = 42;

/** One auction on a fresh default-scenario world: built, solved by all solvers and settled. */
function goldenRun(): string {
  const simulation = openTestSimulation(SEED);
  const world = simulation.world('mainnet')!;
  world.setBanned(BANNED_OWNER, true);
  world.drain(TOKENS.WETH, DRAINED_OWNER);
  const block = world.currentBlock();
  const outcome = runAuction(
    {
      id: 1,
      network: 'mainnet',
      block: block.number,
      timestamp: block.timestamp,
      candidates: goldenCandidates(),
      world,
      feePolicies: defaultFeePolicies(),
      inFlight: [candidate('golden in flight').uid],
    },
    { rng: createRng(SEED, 'auction'), settle: true },
  );
  return `${JSON.stringify(outcome, bigintReplacer, 2)}\n`;
}

describe('runAuction', () => {
  test('behavior: a fixed world, candidates and seed give the golden outcome, byte for byte', async () => {
    const first = goldenRun();
    await expect(first).toMatchFileSnapshot('./__snapshots__/auction.golden.json');
    expect(goldenRun()).toBe(first);
  });

  test('default: without settle it builds and solves only', () => {
    const world = openTestSimulation().world('mainnet')!;
    const outcome = runAuction(
      { id: 2, network: 'mainnet', block: 1, timestamp: NOW, candidates: [candidate('solo')], world },
      { rng: createRng(1) },
    );
    expect(outcome.settlements).toEqual([]);
    expect(outcome.auction.orders).toHaveLength(1);
    expect(outcome.solutions.some((solution) => solution.isWinner)).toBe(true);
  });
});
