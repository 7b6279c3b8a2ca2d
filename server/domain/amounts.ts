/** uint256 arithmetic helpers shared by quotes, orders and fees. */

export const U256_MAX = (1n << 256n) - 1n;

/** Parses a schema-validated decimal amount; the caller checks the uint256 range. */
export function parseAmount(decimal: string): bigint {
  return BigInt(decimal);
}

export function isUint256(value: bigint): boolean {
  return value >= 0n && value <= U256_MAX;
}

export function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/** `numerator / 10^scale` as a decimal string without trailing zeros ("316000000", "0.000316"). */
export function formatFixed(numerator: bigint, scale: number): string {
  const base = 10n ** BigInt(scale);
  const whole = numerator / base;
  const fraction = (numerator % base).toString().padStart(scale, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}
