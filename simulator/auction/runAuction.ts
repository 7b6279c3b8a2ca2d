/**
 * One batch auction end to end, as the autopilot runs it each block: build (solvable orders,
 * prices, fee policies), solve (competition, winners), and optionally settle the winners in the
 * world's current block. Pure apart from the world it settles into; same inputs, world state and
 * rng state give the same outcome, byte for byte.
 */
import type { Rng } from '../world/rng.js';
import { buildAuction, type BuildAuctionParameters } from './buildAuction.js';
import { settleWinners } from './settleWinners.js';
import { solveAuction } from './solveAuction.js';
import type { Solver } from './solvers/types.js';
import type { AuctionOutcome } from './types.js';

export type RunAuctionOptions = {
  rng: Rng;
  solvers?: readonly Solver[] | undefined;
  /** Also settle the winners in the world's current block (default false: `settlements` is empty). */
  settle?: boolean | undefined;
};

/**
 * @example
 * const outcome = runAuction({ id, network: 'mainnet', block, timestamp, candidates, world, feePolicies }, { rng })
 * outcome.solutions.filter((solution) => solution.isWinner)
 */
export function runAuction(parameters: BuildAuctionParameters, options: RunAuctionOptions): AuctionOutcome {
  const { auction, dropped } = buildAuction(parameters);
  const { solutions, referenceScores, rejections } = solveAuction(auction, {
    world: parameters.world,
    rng: options.rng,
    solvers: options.solvers,
  });
  const settlements = options.settle
    ? settleWinners(
        auction,
        solutions.filter((solution) => solution.isWinner),
        {
          world: parameters.world,
          rng: options.rng,
          solvers: options.solvers,
          block: parameters.world.currentBlock().number,
          timestamp: parameters.world.currentBlock().timestamp,
        },
      )
    : [];
  return { auction, dropped, solutions, referenceScores, rejections, settlements };
}

/** `JSON.stringify` replacer for auction data: bigints as decimal strings. */
export function bigintReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
