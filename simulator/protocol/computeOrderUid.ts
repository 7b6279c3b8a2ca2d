/**
 * orderUid (docs/protocol.md#order-hashing-and-uids): 56 bytes = order digest (0–31) ‖ owner
 * (32–51) ‖ validTo as a big-endian uint32 (52–55), as `GPv2Order.packOrderUidParams` packs it.
 */
import type { Address, Hex } from 'viem';
import { hashOrder, type Order } from './hashOrder.js';

/** Byte length of an orderUid. */
export const ORDER_UID_LENGTH = 56;

export type ComputeOrderUidParameters =
  | {
      /** The order digest ({@link hashOrder}). */
      readonly digest: Hex;
      readonly owner: Address;
      readonly validTo: number;
    }
  | {
      readonly order: Order;
      readonly chainId: number;
      readonly owner: Address;
    };
/** `0x` + 112 lower-case hex digits. */
export type ComputeOrderUidReturnType = Hex;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BYTES32 = /^0x[0-9a-fA-F]{64}$/;

/**
 * The orderUid of an order digest (or of an order on a chain) and its owner, lower-case.
 *
 * @throws RangeError on a malformed digest or owner, or a validTo outside uint32.
 *
 * @example
 * import { computeOrderUid } from './computeOrderUid.js';
 * computeOrderUid({
 *   digest: '0x87ac7f4e1975c803918217bed4d110e0d633b7a692bf290e29da43f6d9b0b24e',
 *   owner: '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23',
 *   validTo: 1795000000,
 * });
 * // '0x87ac7f4e1975c803918217bed4d110e0d633b7a692bf290e29da43f6d9b0b24e2c7536e3605d9c16a7a3d7b1898e529396a65c236afd86c0'
 */
export function computeOrderUid(parameters: ComputeOrderUidParameters): ComputeOrderUidReturnType {
  const { owner } = parameters;
  const digest = 'digest' in parameters ? parameters.digest : hashOrder(parameters.order, parameters.chainId);
  const validTo = 'digest' in parameters ? parameters.validTo : parameters.order.validTo;
  if (!BYTES32.test(digest)) throw new RangeError(`digest: not 32 bytes of hex: ${digest}`);
  if (!ADDRESS.test(owner)) throw new RangeError(`owner: not an address: ${owner}`);
  if (!Number.isInteger(validTo) || validTo < 0 || validTo > 0xffff_ffff) {
    throw new RangeError(`validTo: ${validTo} is not a uint32`);
  }
  return `0x${digest.slice(2)}${owner.slice(2)}${validTo.toString(16).padStart(8, '0')}`.toLowerCase() as Hex;
}
