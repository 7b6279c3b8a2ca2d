import type { Handlers } from '../../../generated/simulator/routes.js';
import type { AppContext } from '../../context.js';
import { pathAddress, worldOf } from './world.js';

export const unbanAddress: Handlers<AppContext>['unbanAddress'] = (input, context) => {
  const address = pathAddress(input.params.address);
  const banned = worldOf(input, context).setBanned(address, false);
  return { status: 200, body: { address, banned } };
};
