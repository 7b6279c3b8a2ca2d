import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Handlers } from '../../../generated/simulator/routes.js';
import type { Simulation } from '../../../simulator/index.js';
import type { AppContext } from '../../context.js';
import { InvalidParameterError } from '../../domain/errors.js';
import { applyToWorld, toBlockDto, worldOf } from './world.js';

/** The advance of each simulation that runs now; the next one waits for it. */
const runningAdvances = new WeakMap<Simulation, Promise<unknown>>();

/**
 * Mines block by block and lets the event loop run between blocks, so other requests are answered
 * while a large advance runs, and external solver engines answer each block's auction. Advances of one simulation run one after another (an interleaved
 * one would see the clock move under it).
 */
export const advanceWorld: Handlers<AppContext>['advanceWorld'] = async (input, context) => {
  const world = worldOf(input, context);
  const { blocks, seconds } = input.body;
  // The schema's minProperties admits a body with only unknown fields.
  if (blocks === undefined && seconds === undefined)
    throw new InvalidParameterError('body: give blocks, seconds or both');
  const simulation = context.simulation;
  const previous = runningAdvances.get(simulation) ?? Promise.resolve();
  const advance = previous.catch(() => undefined).then(() => mineStepwise());
  runningAdvances.set(simulation, advance);

  async function mineStepwise() {
    const steps = applyToWorld('body', () =>
      simulation.advanceSteps(world.name, {
        ...(blocks !== undefined ? { blocks } : {}),
        ...(seconds !== undefined ? { milliseconds: Math.round(seconds * 1000) } : {}),
      }),
    );
    for (;;) {
      const step = applyToWorld('body', () => steps.next());
      // External solver engines get their deadline in wall-clock time between blocks, as with
      // CLOCK=wall; with built-in solvers only, nothing waits.
      await context.auctions.idle();
      if (step.done) return step.value;
      await nextTurn();
    }
  }

  try {
    const result = await advance;
    return {
      status: 200,
      body: {
        network: world.name,
        blocksMined: result.blocks.length,
        block: toBlockDto(result.block),
        time: result.time.toISOString(),
      },
    };
  } finally {
    if (runningAdvances.get(simulation) === advance) runningAdvances.delete(simulation);
  }
};
