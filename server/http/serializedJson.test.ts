import { describe, expect, test } from 'vitest';
import { utf8OfParts } from './serializedJson.js';

describe('utf8OfParts', () => {
  test('behavior: the UTF-8 bytes of the joined parts, across group boundaries and multi-byte characters', () => {
    const cases: string[][] = [
      [],
      [''],
      ['[', ']'],
      ['é€😀', '"x"'],
      // Larger than a group (32 Ki units), in many parts and in one.
      Array.from({ length: 5_000 }, (_, index) => `{"n":${index},"s":"${'€'.repeat(index % 7)}😀"}`),
      ['a'.repeat(100_000), 'ü'.repeat(70_000), 'z'],
    ];
    for (const parts of cases) {
      const expected = Buffer.from(parts.join(''));
      expect(utf8OfParts(parts).equals(expected)).toBe(true);
    }
  });
});
