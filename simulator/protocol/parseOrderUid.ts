/** Splits an orderUid into its parts (docs/protocol.md#order-hashing-and-uids); the inverse of `computeOrderUid`. */
import type { Address, Hex } from 'viem';
import { ORDER_UID_LENGTH } from './computeOrderUid.js';

export type ParseOrderUidParameters = string;
export type ParseOrderUidReturnType = {
  /** The uid, normalised: `0x` + 112 lower-case hex digits. */
  readonly uid: Hex;
  /** Bytes 0–31: the order digest. */
  readonly digest: Hex;
  /** Bytes 32–51, lower-case. */
  readonly owner: Address;
  /** Bytes 52–55, big-endian. */
  readonly validTo: number;
};

/** Thrown for a uid that is not 56 bytes of hex. */
export class InvalidOrderUidError extends Error {
  override name = 'InvalidOrderUidError';
  constructor(uid: string) {
    super(
      `invalid order uid ${JSON.stringify(uid.length > 130 ? `${uid.slice(0, 130)}…` : uid)}: expected 56 bytes of hex`,
    );
  }
}

const UID = new RegExp(`^(?:0x)?([0-9a-fA-F]{${ORDER_UID_LENGTH * 2}})$`);

export type ParseOrderUidErrorType = InvalidOrderUidError;

/**
 * Parses an orderUid given with or without `0x`, in any case.
 *
 * @throws InvalidOrderUidError unless it is exactly 56 bytes of hex.
 *
 * @example
 * import { parseOrderUid } from './parseOrderUid.js';
 * parseOrderUid('0x87ac7f4e1975c803918217bed4d110e0d633b7a692bf290e29da43f6d9b0b24e2c7536e3605d9c16a7a3d7b1898e529396a65c236afd86c0');
 * // { uid: '0x87ac…86c0', digest: '0x87ac…b24e', owner: '0x2c7536e3605d9c16a7a3d7b1898e529396a65c23', validTo: 1795000000 }
 */
export function parseOrderUid(uid: ParseOrderUidParameters): ParseOrderUidReturnType {
  const hex = UID.exec(uid)?.[1]?.toLowerCase();
  if (hex === undefined) throw new InvalidOrderUidError(uid);
  return {
    uid: `0x${hex}`,
    digest: `0x${hex.slice(0, 64)}`,
    owner: `0x${hex.slice(64, 104)}`,
    validTo: Number.parseInt(hex.slice(104), 16),
  };
}

/** Whether `value` is an orderUid that {@link parseOrderUid} accepts. */
export function isOrderUid(value: string): boolean {
  return UID.test(value);
}
