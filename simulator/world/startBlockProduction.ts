/**
 * Wall-clock block production: one timer per network at its block time (mainnet 12 s, xdai 5 s,
 * arbitrum_one 0.25 s, base 2 s, sepolia 12 s, ...). Only `server/main.ts` starts it, in `wall`
 * clock mode; in `manual` mode blocks come only from `advance`.
 */
import type { Simulation } from './simulation.js';

export type StartBlockProductionParameters = {
  /** Called with an error a block or a block subscriber threw; production continues. */
  readonly onError?: (error: unknown) => void;
};

/**
 * Starts the timers; returns the function that stops them. Timers are unref'd so they never
 * keep the process alive on their own.
 */
export function startBlockProduction(
  simulation: Simulation,
  parameters: StartBlockProductionParameters = {},
): () => void {
  const timers = simulation.worlds().map((world) => {
    const timer = setInterval(() => {
      try {
        simulation.produceBlock(world.name);
      } catch (error) {
        parameters.onError?.(error);
      }
    }, world.network.blockTimeMs);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
