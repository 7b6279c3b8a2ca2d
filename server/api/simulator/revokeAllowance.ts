import type { Handlers } from '../../../generated/simulator/routes.js';
import { VAULT_RELAYER } from '../../../simulator/index.js';
import type { AppContext } from '../../context.js';
import { applyToWorld, worldOf } from './world.js';

export const revokeAllowance: Handlers<AppContext>['revokeAllowance'] = (input, context) => {
  const world = worldOf(input, context);
  const { token, owner } = input.body;
  const spender = (input.body.spender ?? VAULT_RELAYER).toLowerCase();
  applyToWorld('token', () => world.setAllowance(token, owner, 0n, spender));
  return {
    status: 200,
    body: {
      token: token.toLowerCase(),
      owner: owner.toLowerCase(),
      spender,
      allowance: '0',
      blockNumber: world.currentBlock().number,
    },
  };
};
