import type { Handlers } from '../../../generated/simulator/routes.js';
import type { AppContext } from '../../context.js';
import { applyToWorld, worldOf } from './world.js';

export const createContractWallet: Handlers<AppContext>['createContractWallet'] = (input, context) => {
  const world = worldOf(input, context);
  const { owners, threshold, address } = input.body;
  const wallet = applyToWorld(
    // The world's own messages start with the field (`owners must be…`, `threshold must be…`).
    (error) =>
      error.code === 'AlreadyExists' ? 'address' : error.message.startsWith('owners') ? 'owners' : 'threshold',
    () => world.createContractWallet({ owners, threshold, ...(address !== undefined ? { address } : {}) }),
  );
  return { status: 201, body: { address: wallet.address, owners: [...wallet.owners], threshold: wallet.threshold } };
};
