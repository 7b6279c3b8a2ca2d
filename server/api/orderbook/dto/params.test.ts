import { describe, expect, test } from 'vitest';
import { parseAddressParam, parseUidParam } from './params.js';

describe('parseUidParam / parseAddressParam', () => {
  test('behavior: 0x and the lower-cased digits, whatever the prefix and case', () => {
    const cases: [string, string][] = [
      ['0xABcd', '0xabcd'],
      ['0XABcd', '0xabcd'],
      ['ABcd', '0xabcd'],
      ['abcd', '0xabcd'],
      ['0x0xAB', '0x0xab'],
      ['', '0x'],
    ];
    for (const [given, expected] of cases) {
      // The former definition, kept here as the reference.
      expect(`0x${given.replace(/^0x/i, '').toLowerCase()}`).toBe(expected);
      expect(parseUidParam(given)).toBe(expected);
      expect(parseAddressParam(given)).toBe(expected);
    }
  });
});
