import type { Handlers } from '../../../generated/simulator/routes.js';
import type { AppContext } from '../../context.js';
import { pathAddress, toAccountDto, toBlockDto, toPoolStateDto, toTokenStateDto, worldOf } from './world.js';

export const getWorldSnapshot: Handlers<AppContext>['getWorldSnapshot'] = (input, context) => {
  const world = worldOf(input, context);
  return {
    status: 200,
    body: {
      network: world.name,
      chainId: world.chainId,
      clockMode: context.simulation.clockMode,
      time: world.now().toISOString(),
      block: toBlockDto(world.currentBlock()),
      gasPrice: world.gasPrice().toString(),
      tokens: world.listTokens().map((token) => toTokenStateDto(world, token)),
      pools: world.listPools().map(toPoolStateDto),
      ...(input.query.account !== undefined ? { account: toAccountDto(world, pathAddress(input.query.account)) } : {}),
    },
  };
};
