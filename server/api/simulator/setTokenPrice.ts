import type { Handlers } from '../../../generated/simulator/routes.js';
import type { AppContext } from '../../context.js';
import { applyToWorld, pathAddress, toTokenStateDto, worldOf } from './world.js';

export const setTokenPrice: Handlers<AppContext>['setTokenPrice'] = (input, context) => {
  const world = worldOf(input, context);
  const token = applyToWorld(
    'usdPrice',
    () => world.setTokenPrice(pathAddress(input.params.token), input.body.usdPrice),
    {
      unknownTokenIsNotFound: true,
    },
  );
  return { status: 200, body: toTokenStateDto(world, token) };
};
