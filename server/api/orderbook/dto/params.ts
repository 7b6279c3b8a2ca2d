import type { Address, Hex } from 'viem';

/** Path parameters accept hex with or without `0x`, in any case (the schema checks the digits). */
export function parseUidParam(value: string): Hex {
  return `0x${value.replace(/^0x/i, '').toLowerCase()}` as Hex;
}

export function parseAddressParam(value: string): Address {
  return `0x${value.replace(/^0x/i, '').toLowerCase()}` as Address;
}
