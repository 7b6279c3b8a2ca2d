/**
 * Solvers that are not code of the simulator: solver engines behind the HTTP solver-engine API
 * (docs/protocol.md#solver-engines). The simulator never calls them; the edge that does (the
 * server's auction runner, `npm run solver-check`) hands their answers to the competition, already
 * decoded and validated, or the reason there is none. Given the same answers, an auction with
 * external solvers is as deterministic as one without.
 */
import type { Address } from 'viem';
import type { ScenarioSolver } from '../world/scenario.js';
import { solverAddressOf, solversFromScenario } from './solvers/fromScenario.js';
import type { Proposal, Solver, SolverFaults } from './solvers/types.js';

/** An engine competing under a name and a settlement address; it has no `solve` in process. */
export type ExternalSolver = {
  readonly name: string;
  readonly address: Address;
  readonly external: true;
  /**
   * What the chain does to its winning settlements (`revert`, `timeout`), as the scenario
   * declares; its answers are its own, never drawn (`noAnswer` and `invalidSolution` are 0).
   */
  readonly faults?: SolverFaults | undefined;
};

/** Whoever competes in an auction: a built-in solver or an external engine. */
export type Competitor = Solver | ExternalSolver;

export function isExternalSolver(competitor: Competitor): competitor is ExternalSolver {
  return 'external' in competitor && competitor.external === true;
}

/**
 * Why an engine's answer brings nothing to the auction: `timeout` (no answer by the deadline),
 * `httpError` (the request failed or the status was not 2xx), `deserializationError` (not JSON,
 * or not the response schema), `invalidSolution` (a solution broke the auction's rules: the
 * driver drops the whole answer), `duplicatedSolutionId`, `solverError` (the engine answered
 * `{error}`).
 */
export type EngineFailure =
  'timeout' | 'httpError' | 'deserializationError' | 'invalidSolution' | 'duplicatedSolutionId' | 'solverError';

/** An external engine's answer to one auction, as the edge recorded and decoded it. */
export type EngineAnswer =
  | {
      /** The proposals in the engine's order, with the ids it gave them. */
      readonly proposals: readonly Proposal[];
      readonly solutionIds: readonly number[];
      /**
       * Solutions the edge could not simulate (a call the world does not execute, a JIT order
       * whose owner cannot pay): each fails simulation alone, the others compete.
       */
      readonly unsimulated?: readonly { readonly solutionId: number; readonly detail: string }[];
    }
  | { readonly failure: EngineFailure; readonly detail: string };

/**
 * The competitors a scenario's solver list names, in its order: entries with an `endpoint` are
 * external engines (at their address, or one derived from the name), the others built-in solvers.
 * Without a list, the default three compete.
 */
export function competitorsFromScenario(entries: readonly ScenarioSolver[] | undefined): Competitor[] {
  if (entries === undefined) return solversFromScenario(undefined);
  return entries.map((entry): Competitor =>
    entry.endpoint === undefined
      ? solversFromScenario([entry])[0]!
      : {
          name: entry.name,
          address: entry.address ?? solverAddressOf(entry.name),
          external: true,
          ...(entry.faults === undefined ? {} : { faults: { ...entry.faults, noAnswer: 0, invalidSolution: 0 } }),
        },
  );
}
