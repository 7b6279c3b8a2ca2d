import type { Handlers } from '../../../generated/simulator/routes.js';
import type { AppContext } from '../../context.js';
import { applyToWorld, worldOf } from './world.js';

export const invalidateOrder: Handlers<AppContext>['invalidateOrder'] = (input, context) => {
  const world = worldOf(input, context);
  const { orderUid } = input.body;
  const event = applyToWorld('orderUid', () => world.invalidateOrder(orderUid));
  return { status: 200, body: { orderUid: orderUid.toLowerCase(), ...event } };
};
