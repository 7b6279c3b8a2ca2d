import type { Handlers } from '../../../generated/simulator/routes.js';
import type { AppContext } from '../../context.js';
import { applyToWorld, worldOf } from './world.js';

export const mintBalance: Handlers<AppContext>['mintBalance'] = (input, context) => {
  const world = worldOf(input, context);
  const { token, account, amount } = input.body;
  const balance = applyToWorld('amount', () => world.mint(token, account, BigInt(amount)));
  return {
    status: 200,
    body: {
      token: token.toLowerCase(),
      account: account.toLowerCase(),
      balance: balance.toString(),
      blockNumber: world.currentBlock().number,
    },
  };
};
