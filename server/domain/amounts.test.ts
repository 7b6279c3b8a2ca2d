import { describe, expect, test } from 'vitest';
import { ceilDiv, formatFixed, isUint256, U256_MAX } from './amounts.js';

describe('ceilDiv', () => {
  test('default', () => {
    expect(ceilDiv(10n, 3n)).toBe(4n);
    expect(ceilDiv(9n, 3n)).toBe(3n);
    expect(ceilDiv(0n, 7n)).toBe(0n);
  });
});

describe('formatFixed', () => {
  test('default: whole numbers have no fraction', () => {
    expect(formatFixed(316_000_000n * 10n ** 18n, 18)).toBe('316000000');
  });
  test('behavior: fractions keep leading zeros and drop trailing ones', () => {
    expect(formatFixed(316_000_000_000_000n, 18)).toBe('0.000316');
    expect(formatFixed(1_500_000_000_000_000_000n, 18)).toBe('1.5');
  });
});

describe('isUint256', () => {
  test('behavior: the bounds are inclusive', () => {
    expect(isUint256(U256_MAX)).toBe(true);
    expect(isUint256(U256_MAX + 1n)).toBe(false);
    expect(isUint256(-1n)).toBe(false);
  });
});
