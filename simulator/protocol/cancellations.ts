/**
 * Signed order cancellations (docs/protocol.md#cancellations), hashed in the order domain:
 * `OrderCancellation(bytes orderUid)` for `DELETE /api/v1/orders/{uid}` and
 * `OrderCancellations(bytes[] orderUids)` for `DELETE /api/v1/orders`.
 *
 * @NOTE `@cowprotocol/contracts`' `hashOrderCancellation(domain, uid)` (and cow-sdk's
 * `signOrderCancellation`) sign `OrderCancellations` with a one-element list, not
 * `OrderCancellation`: that equals {@link hashOrderCancellations}`([uid])` here.
 */
import { keccak256, stringToHex, type Hex } from 'viem';
import { domainSeparator } from './domain.js';
import { eip712Digest } from './hashOrder.js';
import { recoverOrderOwner, type EcdsaSigningScheme, type RecoverOrderOwnerReturnType } from './signatures.js';

export const ORDER_CANCELLATION_TYPE_STRING = 'OrderCancellation(bytes orderUid)';
/** keccak256 of {@link ORDER_CANCELLATION_TYPE_STRING}. */
export const ORDER_CANCELLATION_TYPE_HASH: Hex = '0x7b41b3a6e2b3cae020a3b2f9cdc997e0d420643957e7fea81747e984e47c88ec';
export const ORDER_CANCELLATIONS_TYPE_STRING = 'OrderCancellations(bytes[] orderUids)';
/** keccak256 of {@link ORDER_CANCELLATIONS_TYPE_STRING}. */
export const ORDER_CANCELLATIONS_TYPE_HASH: Hex = '0x4c89efb91ae246f78d2fe68b47db2fa1444a121a4f2dc3fda7a5a408c2e3588e';

/** For viem `signTypedData` / ethers `_signTypedData`. */
export const orderCancellationTypes = { OrderCancellation: [{ name: 'orderUid', type: 'bytes' }] } as const;
export const orderCancellationsTypes = { OrderCancellations: [{ name: 'orderUids', type: 'bytes[]' }] } as const;

const BYTES = /^0x(?:[0-9a-fA-F]{2})*$/;

function hashBytes(value: Hex): string {
  if (!BYTES.test(value)) throw new RangeError(`not hex bytes: ${value}`);
  return keccak256(value.toLowerCase() as Hex).slice(2);
}

/**
 * The digest a single cancellation signs: structHash = keccak256(typeHash ‖ keccak256(uid)).
 *
 * @example
 * import { hashOrderCancellation } from './cancellations.js';
 * hashOrderCancellation('0x87ac…86c0', 1); // '0x…'
 */
export function hashOrderCancellation(orderUid: Hex, chainId: number): Hex {
  const structHash = keccak256(`${ORDER_CANCELLATION_TYPE_HASH}${hashBytes(orderUid)}`);
  return eip712Digest(domainSeparator(chainId), structHash);
}

/**
 * The digest a bulk cancellation signs:
 * structHash = keccak256(typeHash ‖ keccak256(keccak256(uid₁) ‖ … ‖ keccak256(uidₙ))).
 *
 * @example
 * import { hashOrderCancellations } from './cancellations.js';
 * hashOrderCancellations(['0x87ac…86c0'], 1); // equals @cowprotocol/contracts hashOrderCancellation(domain, uid)
 */
export function hashOrderCancellations(orderUids: readonly Hex[], chainId: number): Hex {
  const listHash = keccak256(`0x${orderUids.map(hashBytes).join('')}`);
  const structHash = keccak256(`${ORDER_CANCELLATIONS_TYPE_HASH}${listHash.slice(2)}`);
  return eip712Digest(domainSeparator(chainId), structHash);
}

export type RecoverCancellationSignerParameters = {
  readonly scheme: EcdsaSigningScheme;
  readonly signature: string;
  readonly chainId: number;
} & ({ readonly orderUid: Hex } | { readonly orderUids: readonly Hex[] });

export type RecoverCancellationSignerReturnType = RecoverOrderOwnerReturnType;

/**
 * Who signed a cancellation: `orderUid` for `OrderCancellation`, `orderUids` for
 * `OrderCancellations`. Undefined when nothing can be recovered (including malformed uids);
 * never throws.
 *
 * @example
 * import { recoverCancellationSigner } from './cancellations.js';
 * const signer = await recoverCancellationSigner({ scheme: 'eip712', signature, chainId: 1, orderUids: [uid] });
 * signer?.owner; // '0x2c7536e3605d9c16a7a3d7b1898e529396a65c23'
 */
export async function recoverCancellationSigner(
  parameters: RecoverCancellationSignerParameters,
): Promise<RecoverCancellationSignerReturnType> {
  let digest: Hex;
  try {
    digest =
      'orderUid' in parameters
        ? hashOrderCancellation(parameters.orderUid, parameters.chainId)
        : hashOrderCancellations(parameters.orderUids, parameters.chainId);
  } catch {
    return undefined;
  }
  return recoverOrderOwner({ scheme: parameters.scheme, digest, signature: parameters.signature });
}
