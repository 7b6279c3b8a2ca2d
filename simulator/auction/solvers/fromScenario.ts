/**
 * The solvers a scenario names: each a built-in engine under its own name, address and declared
 * faults. Without a list, the default three compete: baseline, matcher and chaos.
 */
import { keccak256, stringToHex, type Address } from 'viem';
import type { ScenarioSolver } from '../../world/scenario.js';
import { baselineSolver } from './baseline.js';
import { chaosSolver } from './chaos.js';
import { defaultSolvers } from './index.js';
import { matcherSolver } from './matcher.js';
import type { Solver } from './types.js';

const ENGINES: Record<ScenarioSolver['engine'], Solver> = {
  baseline: baselineSolver,
  matcher: matcherSolver,
  chaos: chaosSolver,
};

/**
 * @example
 * solversFromScenario([{ name: 'fast', engine: 'matcher', address: undefined, faults: undefined }])
 * // one solver named 'fast' that solves as the matcher, at an address derived from its name
 */
export function solversFromScenario(entries: readonly ScenarioSolver[] | undefined): Solver[] {
  if (entries === undefined) return defaultSolvers();
  return entries.map((entry) => {
    const engine = ENGINES[entry.engine];
    const sameName = entry.name === engine.name;
    return {
      name: entry.name,
      address: entry.address ?? (sameName ? engine.address : solverAddressOf(entry.name)),
      solve: engine.solve,
      faults: entry.faults ?? (sameName ? engine.faults : undefined),
    };
  });
}

/** A stable address for a solver named in a scenario without one. */
export function solverAddressOf(name: string): Address {
  return `0x${keccak256(stringToHex(`batchbook solver: ${name}`)).slice(-40)}` as Address;
}
