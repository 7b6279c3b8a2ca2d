/**
 * keccak256 for the hot paths (order digests, signer addresses): libkeccak through the `keccak`
 * package's native binding, falling back to viem (JavaScript) when the binding is unavailable.
 * A signed submission hashes three times (struct hash, digest, signer address), which in
 * JavaScript is a large share of its CPU (docs/performance.md#hashing-and-signatures).
 */
import { createRequire } from 'node:module';
import { keccak256 as viemKeccak256, type Hex } from 'viem';
import { bufferOfHexDigits } from './hexBytes.js';

/** libkeccak's sponge as the binding exposes it (`keccak/src/addon.cc`). */
type KeccakState = {
  initialize(rate: number, capacity: number): void;
  absorb(data: Buffer): void;
  absorbLastFewBits(bits: number): void;
  squeeze(length: number): Buffer;
};

/**
 * One sponge, reused: every hash initializes it, runs to the end synchronously, and JavaScript is
 * single-threaded. The package's own API wraps it in a stream per hash, at several times the
 * cost; its pure-JS fallback is slower than viem's, so without the binding viem hashes.
 */
const sponge: KeccakState | undefined = (() => {
  try {
    const require = createRequire(import.meta.url);
    const loadBinding = require('node-gyp-build') as (directory: string) => unknown;
    const directory = require.resolve('keccak/package.json').replace(/package\.json$/, '');
    const State = loadBinding(directory);
    return typeof State === 'function' ? (new (State as new () => KeccakState)() as KeccakState) : undefined;
  } catch {
    return undefined;
  }
})();

/** Whether keccak256 runs natively. */
export const nativeKeccak = sponge !== undefined;

/** keccak256 of `bytes`, lower-case hex (viem `keccak256(bytes)`). */
export function keccak256Bytes(bytes: Uint8Array): Hex {
  if (!sponge) return viemKeccak256(bytes);
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return hashBuffer(sponge, buffer);
}

/**
 * keccak256 of the bytes that the hex digits `digits` (no `0x`) spell, lower-case hex: viem's
 * `keccak256('0x' + digits)` without its hex round trips (a regex over the text, bytes to hex).
 */
export function keccak256OfHexDigits(digits: string): Hex {
  const buffer = sponge && bufferOfHexDigits(digits);
  // Without the binding, or digits that are not hex: viem answers as it always did.
  if (!sponge || buffer === undefined) return viemKeccak256(`0x${digits}`);
  return hashBuffer(sponge, buffer);
}

function hashBuffer(state: KeccakState, buffer: Buffer): Hex {
  // Keccak-256: rate 1088, capacity 512, the original padding (delimiter 0x01, not SHA-3's 0x06).
  state.initialize(1088, 512);
  state.absorb(buffer);
  state.absorbLastFewBits(0x01);
  return `0x${state.squeeze(32).toString('hex')}`;
}
