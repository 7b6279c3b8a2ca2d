import type { Handlers } from '../../../generated/simulator/routes.js';
import type { AppContext } from '../../context.js';
import { InvalidParameterError } from '../../domain/errors.js';
import { applyToWorld, toBlockDto, worldOf } from './world.js';

export const advanceWorld: Handlers<AppContext>['advanceWorld'] = (input, context) => {
  const world = worldOf(input, context);
  const { blocks, seconds } = input.body;
  // The schema's minProperties admits a body with only unknown fields.
  if (blocks === undefined && seconds === undefined)
    throw new InvalidParameterError('body: give blocks, seconds or both');
  const result = applyToWorld('body', () =>
    context.simulation.advance(world.name, {
      ...(blocks !== undefined ? { blocks } : {}),
      ...(seconds !== undefined ? { milliseconds: Math.round(seconds * 1000) } : {}),
    }),
  );
  return {
    status: 200,
    body: {
      network: world.name,
      blocksMined: result.blocks.length,
      block: toBlockDto(result.block),
      time: result.time.toISOString(),
    },
  };
};
