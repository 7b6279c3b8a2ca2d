/**
 * The bytes that the hex digits `digits` (no `0x`) spell, decoded natively by Buffer, or undefined
 * when a pair is not hex (Buffer stops there): callers then hand the text to viem, which throws as
 * it always did. viem's own decoding walks the digits in JavaScript (hot paths: order digests and
 * signature recovery).
 */
export function bufferOfHexDigits(digits: string): Buffer | undefined {
  const buffer = Buffer.from(digits, 'hex');
  return buffer.length * 2 === digits.length ? buffer : undefined;
}
