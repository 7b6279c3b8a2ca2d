import fc from 'fast-check';
import { getAddress, toHex } from 'viem';
import { describe, expect, test } from 'vitest';
import { checksumAddress } from './checksumAddress.js';

describe('checksumAddress', () => {
  test('behavior: the EIP-55 examples', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(checksumAddress(address.toLowerCase())).toBe(address);
      expect(checksumAddress(address.toUpperCase().replace('0X', '0x'))).toBe(address);
    }
  });

  test('behavior: agrees with viem getAddress on any address', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        expect(checksumAddress(toHex(bytes))).toBe(getAddress(toHex(bytes)));
      }),
      { numRuns: 300 },
    );
  });
});
