import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { canonicalJson, writeCanonicalJson } from './canonicalJson.js';

/** What the report's bytes are defined as: keys sorted, bigints as strings, JSON.stringify's two-space layout. */
function reference(value: unknown): string {
  const canonical = (entry: unknown): unknown => {
    if (typeof entry === 'bigint') return entry.toString();
    if (Array.isArray(entry)) return entry.map(canonical);
    if (entry !== null && typeof entry === 'object')
      return Object.fromEntries(
        Object.entries(entry)
          .filter(([, inner]) => inner !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, inner]) => [key, canonical(inner)]),
      );
    return entry;
  };
  return `${JSON.stringify(canonical(value), null, 2)}\n`;
}

const report = {
  zeta: [],
  alpha: {},
  orders: [
    {
      uid: '0x01',
      sellAmount: 10n ** 30n,
      note: 'two\nlines "quoted"',
      fills: [{ at: 1, amount: 2n }],
      skipped: undefined,
    },
    { uid: '0x02', nested: { deeper: { deepest: [1, [2, [3]], {}] } }, empty: [], nothing: null },
    undefined,
    () => 'not data',
  ],
  totals: { b: 1, a: -0.5, c: true, d: 'x', f: () => 'left out', u: undefined },
  blocks: [[1, 2], [], [{}]],
  count: 3,
};

describe('canonicalJson', () => {
  test('default: keys sorted, bigints as strings, two-space layout, a final newline', () => {
    expect(canonicalJson({ b: 1n, a: [{ d: 2, c: undefined }] })).toBe(
      '{\n  "a": [\n    {\n      "d": 2\n    }\n  ],\n  "b": "1"\n}\n',
    );
  });

  test('behavior: written piece by piece, the report has exactly the bytes of one JSON.stringify', () => {
    expect(canonicalJson(report)).toBe(reference(report));
    for (const value of [[], {}, 'text', 7, null, [undefined], { only: () => 1 }, new Date(0)])
      expect(canonicalJson(value)).toBe(reference(value));
    expect(() => canonicalJson({ orders: [{ amount: Number.NaN }] })).toThrow(RangeError);
  });

  test('behavior: writeCanonicalJson writes the same bytes to a file, larger than its write buffer', () => {
    const directory = mkdtempSync(join(tmpdir(), 'batchbook-canonical-'));
    try {
      const large = {
        orders: Array.from({ length: 20_000 }, (_, index) => ({
          uid: `0x${index.toString(16)}`,
          amount: BigInt(index) ** 3n,
        })),
      };
      const path = join(directory, 'report.json');
      writeCanonicalJson(path, large);
      const written = readFileSync(path, 'utf8');
      expect(written.length).toBeGreaterThan(1 << 20);
      expect(written).toBe(reference(large));
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
