import type { Handlers } from '../../../generated/simulator/routes.js';
import type { AppContext } from '../../context.js';
import { applyToWorld, worldOf } from './world.js';

export const drainBalance: Handlers<AppContext>['drainBalance'] = (input, context) => {
  const world = worldOf(input, context);
  const { token, account, amount } = input.body;
  const balance = applyToWorld('amount', () =>
    world.drain(token, account, amount === undefined ? undefined : BigInt(amount)),
  );
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
