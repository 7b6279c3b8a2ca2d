import { describe, expect, test } from 'vitest';
import { createRng, restoreRng, splitMix64 } from './rng.js';

describe('splitMix64', () => {
  test('default: matches the reference implementation (Vigna, splitmix64.c) for seed 0', () => {
    const next = splitMix64(0n);
    expect(next()).toBe(0xe220a8397b1dcdafn);
    expect(next()).toBe(0x6e789e6aa1b965f4n);
    expect(next()).toBe(0x06c45d188009454fn);
  });
});

describe('createRng', () => {
  test('default: the same seed and label give the same sequence', () => {
    const a = createRng(1, 'mainnet');
    const b = createRng(1, 'mainnet');
    const sequence = Array.from({ length: 100 }, () => a.nextUint32());
    expect(Array.from({ length: 100 }, () => b.nextUint32())).toEqual(sequence);
    expect(sequence.every((value) => Number.isInteger(value) && value >= 0 && value < 2 ** 32)).toBe(true);
  });

  test('behavior: the sequence is pinned (a change of algorithm changes every saved world)', () => {
    const rng = createRng(1, '');
    expect(Array.from({ length: 4 }, () => rng.nextUint32())).toMatchInlineSnapshot(`
      [
        2960176861,
        4012090595,
        2555358393,
        798257885,
      ]
    `);
  });

  test('behavior: other seeds and labels give other sequences', () => {
    const first = createRng(1, 'mainnet').nextUint32();
    expect(createRng(2, 'mainnet').nextUint32()).not.toBe(first);
    expect(createRng(1, 'xdai').nextUint32()).not.toBe(first);
  });

  test('behavior: restoreRng(state) continues the sequence exactly', () => {
    const rng = createRng(42);
    for (let index = 0; index < 10; index++) rng.nextUint32();
    const copy = restoreRng(rng.state());
    expect(Array.from({ length: 20 }, () => copy.nextUint32())).toEqual(
      Array.from({ length: 20 }, () => rng.nextUint32()),
    );
  });

  test('behavior: nextInt stays in range and covers it evenly', () => {
    const rng = createRng(3);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let index = 0; index < 60_000; index++) counts[rng.nextInt(6)]! += 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
    expect(() => rng.nextInt(0)).toThrow(RangeError);
    expect(() => rng.nextInt(1.5)).toThrow(RangeError);
  });

  test('behavior: nextSymmetric stays within [-r, r] with mean about 0', () => {
    const rng = createRng(4);
    let sum = 0n;
    for (let index = 0; index < 10_000; index++) {
      const value = rng.nextSymmetric(1000n);
      expect(value >= -1000n && value <= 1000n).toBe(true);
      sum += value;
    }
    expect(Number(sum) / 10_000).toBeGreaterThan(-20);
    expect(Number(sum) / 10_000).toBeLessThan(20);
    expect(rng.nextSymmetric(0n)).toBe(0n);
  });
});
