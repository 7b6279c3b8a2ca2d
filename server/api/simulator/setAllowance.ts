import type { Handlers } from '../../../generated/simulator/routes.js';
import { VAULT_RELAYER } from '../../../simulator/index.js';
import type { AppContext } from '../../context.js';
import { applyToWorld, worldOf } from './world.js';

export const setAllowance: Handlers<AppContext>['setAllowance'] = (input, context) => {
  const world = worldOf(input, context);
  const { token, owner, amount } = input.body;
  const spender = (input.body.spender ?? VAULT_RELAYER).toLowerCase();
  const allowance = applyToWorld('amount', () => world.setAllowance(token, owner, BigInt(amount), spender));
  return {
    status: 200,
    body: {
      token: token.toLowerCase(),
      owner: owner.toLowerCase(),
      spender,
      allowance: allowance.toString(),
      blockNumber: world.currentBlock().number,
    },
  };
};
