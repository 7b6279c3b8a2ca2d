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
  // Object.assign, not `{ ...context, now }` (docs/performance.md#v8s-warm-up).
  const atNow = Object.assign({}, context, { now });
  const orders = uids.map((uid) => checkCancellable(uid, atNow));
  const recover = (single: boolean) =>
    recoverCancellationSigner({
      scheme: parameters.signingScheme,
      signature: parameters.signature,
      chainId: context.chain.chainId,
      ...(single ? { orderUid: uids[0] as Hex } : { orderUids: uids }),
    });
  let recovered = await recover('orderUid' in parameters.cancellation);
  if (!recovered)
    throw new OrderCancellationError('InvalidSignature', 'the cancellation signature could not be recovered');
  const owns = (signer: string) => orders.every((order) => order.owner === signer.toLowerCase());
  if ('orderUid' in parameters.cancellation && !owns(recovered.owner)) {
    // The official libraries sign a single cancellation as OrderCancellations([uid]): accept it too.
    const asList = await recover(false);
    if (asList && owns(asList.owner)) recovered = asList;
  }
  const signer = recovered.owner.toLowerCase();
  const foreign = orders.find((order) => order.owner !== signer);
  if (foreign) {
    throw new OrderCancellationError(
      'WrongOwner',
      `the signer ${signer} does not own order ${foreign.uid} (owner ${foreign.owner})`,
    );
  }
  await context.orders.cancelOrders(uids, now);
}
