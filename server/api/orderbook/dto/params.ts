import type { Address, Hex } from 'viem';

/** Path parameters accept hex with or without `0x`, in any case (the schema checks the digits). */
export function parseUidParam(value: string): Hex {
  return lowerCaseHex(value) as Hex;
}

export function parseAddressParam(value: string): Address {
  return lowerCaseHex(value) as Address;
}

/** `0x` and the lower-cased digits; lower-casing first also turns a `0X` prefix into `0x` (no regex). */
function lowerCaseHex(value: string): string {
  const lower = value.toLowerCase();
  return lower.startsWith('0x') ? lower : `0x${lower}`;
}
