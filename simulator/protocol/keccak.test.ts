import fc from 'fast-check';
import { bytesToHex, keccak256 } from 'viem';
import { describe, expect, test } from 'vitest';
import { keccak256Bytes, keccak256OfHexDigits, nativeKeccak } from './keccak.js';

describe('keccak', () => {
  test('default: uses the native binding on this machine', () => {
    expect(nativeKeccak).toBe(true);
  });

  test('behavior: keccak256Bytes agrees with viem, across the rate boundaries', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 600 }), (bytes) => {
        expect(keccak256Bytes(bytes)).toBe(keccak256(bytes));
        // A view into a larger buffer hashes only its own bytes.
        const padded = new Uint8Array(bytes.length + 8);
        padded.set(bytes, 4);
        expect(keccak256Bytes(padded.subarray(4, 4 + bytes.length))).toBe(keccak256(bytes));
      }),
      { numRuns: 300 },
    );
    for (const length of [0, 1, 31, 32, 64, 135, 136, 137, 271, 272, 273, 416]) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 7 + length) & 0xff);
      expect(keccak256Bytes(bytes)).toBe(keccak256(bytes));
    }
  });

  test('behavior: keccak256OfHexDigits agrees with viem, upper- and lower-case digits', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 600 }), fc.boolean(), (bytes, upper) => {
        const digits = bytesToHex(bytes).slice(2);
        const hex = upper ? digits.toUpperCase() : digits;
        expect(keccak256OfHexDigits(hex)).toBe(keccak256(`0x${digits}`));
      }),
      { numRuns: 300 },
    );
  });

  test('behavior: digits that are not hex are viem’s to answer (it throws), never hashed short', () => {
    for (const digits of ['zz', 'abz0', '0', 'abc', `${'ab'.repeat(40)}g1`]) {
      let expected: unknown;
      try {
        expected = keccak256(`0x${digits}`);
      } catch (error) {
        expected = error;
      }
      if (expected instanceof Error) expect(() => keccak256OfHexDigits(digits)).toThrow(expected.message);
      else expect(keccak256OfHexDigits(digits)).toBe(expected);
    }
  });
});
