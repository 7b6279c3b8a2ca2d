/**
 * EIP-55 mixed-case addresses with the native keccak (`keccak.ts`): viem's `getAddress` hashes in
 * JavaScript, ~15 µs an address, which the simulation's traders pay once each on their hot path.
 */
import type { Address } from 'viem';
import { keccak256Bytes } from './keccak.js';

/**
 * `address` (`0x` and 40 hex digits, any case) with the EIP-55 checksum: a letter is upper-case
 * where the keccak256 of the lower-case digits (as text) has a nibble of 8 or more.
 *
 * @example
 * checksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed') // '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
 */
export function checksumAddress(address: string): Address {
  const digits = address.slice(2).toLowerCase();
  const hash = keccak256Bytes(Buffer.from(digits, 'latin1'));
  let checksummed = '0x';
  for (let index = 0; index < 40; index++) {
    const digit = digits[index]!;
    checksummed += Number.parseInt(hash[index + 2]!, 16) >= 8 ? digit.toUpperCase() : digit;
  }
  return checksummed as Address;
}
