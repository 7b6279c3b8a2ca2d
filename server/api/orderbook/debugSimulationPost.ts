import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { requestedOrderToSimulate, simulateOrder } from '../../domain/orders/simulateOrder.js';
import type { Address, Hex } from 'viem';
import { simulationBlockOf } from './dto/simulation.js';

export const debugSimulationPost: Handlers<AppContext>['debugSimulationPost'] = async ({ params, body }, context) => {
  const order = requestedOrderToSimulate(
    {
      owner: body.owner as Address,
      sellToken: body.sellToken as Address,
      buyToken: body.buyToken as Address,
      receiver: (body.receiver ?? null) as Address | null,
      sellAmount: BigInt(body.sellAmount),
      buyAmount: BigInt(body.buyAmount),
      feeAmount: BigInt(body.feeAmount),
      validTo: body.validTo,
      appData: body.appData,
      kind: body.kind,
      partiallyFillable: body.partiallyFillable,
      sellTokenBalance: body.sellTokenBalance ?? 'erc20',
      buyTokenBalance: body.buyTokenBalance ?? 'erc20',
      signingScheme: body.signingScheme,
      signature: body.signature as Hex,
    },
    context.orderbook.stores.appData,
  );
  const block = simulationBlockOf(context, params.network, body.blockNumber ?? undefined);
  const chain = context.orderbook.chain(params.network);
  return { status: 200, body: await simulateOrder(order, chain, block) };
};
