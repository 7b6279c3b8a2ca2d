import type { Handlers } from '../../../generated/simulator/routes.js';
import type { AppContext } from '../../context.js';
import { applyToWorld, worldOf } from './world.js';

export const setPreSignature: Handlers<AppContext>['setPreSignature'] = (input, context) => {
  const world = worldOf(input, context);
  const { orderUid, signed } = input.body;
  const event = applyToWorld('orderUid', () => world.setPreSignature(orderUid, signed));
  return { status: 200, body: { orderUid: orderUid.toLowerCase(), ...event } };
};
