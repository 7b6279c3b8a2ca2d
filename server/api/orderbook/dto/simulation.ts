import type { AppContext } from '../../../context.js';
import { NotFoundError } from '../../../domain/errors.js';
import { resolveSimulationBlock, type SimulationBlock } from '../../../domain/orders/simulateOrder.js';

/** The block a simulation on `network` runs at: `requested`, or the world's latest. */
export function simulationBlockOf(
  context: AppContext,
  network: string,
  requested: number | undefined,
): SimulationBlock {
  const world = context.simulation.world(network);
  if (!world) throw new NotFoundError(`network ${network} is not simulated`);
  const latest = world.currentBlock();
  return resolveSimulationBlock({
    requested,
    latest,
    blockTimeMs: world.network.blockTimeMs,
    nowSeconds: Math.floor(world.now().getTime() / 1000),
  });
}
