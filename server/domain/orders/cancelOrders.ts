/**
 * Signed off-chain cancellation (docs/protocol.md#cancellations): every order passes the per-order checks,
 * then the signature, then the signer must own them all; all are cancelled in one transaction.
 */
import type { Hex } from 'viem';
import { recoverCancellationSigner } from '../../../simulator/index.js';
import { OrderCancellationError } from '../errors.js';
import type { ChainView, OrderStore } from '../ports.js';
import { checkCancellable } from './checkCancellable.js';

export type CancelOrdersParameters = {
  /** One uid signed as `OrderCancellation`, or a list signed as `OrderCancellations`. */
  cancellation: { orderUid: Hex } | { orderUids: readonly Hex[] };
  signature: Hex;
  signingScheme: 'eip712' | 'ethsign';
};

export async function cancelOrders(
  parameters: CancelOrdersParameters,
  context: { chain: ChainView; orders: OrderStore },
): Promise<void> {
  const now = context.chain.now();
  const uids = (
    'orderUid' in parameters.cancellation ? [parameters.cancellation.orderUid] : [...parameters.cancellation.orderUids]
  ).map((uid) => uid.toLowerCase() as Hex);
  const orders = uids.map((uid) => checkCancellable(uid, { ...context, now }));
  const single = 'orderUid' in parameters.cancellation;
  let recovered = await recoverSigner(parameters, context.chain.chainId, uids, single);
  if (!recovered)
    throw new OrderCancellationError('InvalidSignature', 'the cancellation signature could not be recovered');
  if (single && !ownsAll(orders, recovered.owner)) {
    // The official libraries sign a single cancellation as OrderCancellations([uid]): accept it too.
    const asList = await recoverSigner(parameters, context.chain.chainId, uids, false);
    if (asList && ownsAll(orders, asList.owner)) recovered = asList;
  }
  const signer = recovered.owner.toLowerCase();
  const foreign = orders.find((order) => order.owner !== signer);
  if (foreign) {
    throw new OrderCancellationError(
      'WrongOwner',
      `the signer ${signer} does not own order ${foreign.uid} (owner ${foreign.owner})`,
    );
  }
  context.orders.cancelOrders(uids, now);
}

/**
 * The signer of the cancellation of `uids`, signed as one order's (`single`) or as a list's.
 * Module functions, not named closures: tsx's `keepNames` would name them for every request.
 */
function recoverSigner(parameters: CancelOrdersParameters, chainId: number, uids: readonly Hex[], single: boolean) {
  return recoverCancellationSigner({
    scheme: parameters.signingScheme,
    signature: parameters.signature,
    chainId,
    ...(single ? { orderUid: uids[0] as Hex } : { orderUids: uids }),
  });
}

function ownsAll(orders: readonly { owner: string }[], signer: string): boolean {
  return orders.every((order) => order.owner === signer.toLowerCase());
}
