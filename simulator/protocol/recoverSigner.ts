/**
 * ECDSA public-key recovery for order signatures. Uses libsecp256k1 through the `secp256k1`
 * package (native, much faster than JavaScript: signed submissions are the order book's hot path;
 * docs/performance.md#hashing-and-signatures)
 * and falls back to viem's `recoverAddress` when the native binding is unavailable.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { hexToBytes, recoverAddress, type Address, type Hex } from 'viem';
import { checksumAddress } from './checksumAddress.js';
import { bufferOfHexDigits } from './hexBytes.js';
import { keccak256Bytes } from './keccak.js';
import { nativeSecp256k1 as native } from './nativeSecp256k1.js';
import { secp256k1Thread } from './secp256k1Thread.js';

/** Whether recovery runs natively (reported by the bench). */
export const nativeRecovery = native !== undefined;

/** n, the order of secp256k1's group. */
export const SECP256K1_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const HALF_ORDER_BYTES = hexToBytes(`0x${(SECP256K1_ORDER / 2n).toString(16).padStart(64, '0')}`);

/**
 * The address whose key produced `signature` (r ‖ s ‖ v with v 27/28) over `hash`, checksummed.
 * Throws when nothing can be recovered. High-s signatures recover like `ecrecover` does.
 */
export async function recoverSigner(hash: Hex, signature: Hex): Promise<Address> {
  return checksumAddress(await recoverSignerLowerCase(hash, signature));
}

/**
 * {@link recoverSigner} as lower-case hex: the EIP-55 checksum costs a keccak pass, which callers
 * that store and compare addresses lower-case (order submission, cancellation) would throw away.
 * Recovers on the secp256k1 thread where there is one (`secp256k1Thread.ts`), answering callers in
 * the order they asked.
 */
export async function recoverSignerLowerCase(hash: Hex, signature: Hex): Promise<Address> {
  if (!native) return (await recoverAddress({ hash, signature })).toLowerCase() as Address;
  const thread = secp256k1Thread();
  if (thread === null) return recoverSignerLowerCaseSync(hash, signature);
  const { compact, recid } = lowSCompact(signature);
  let address: string | undefined;
  try {
    address = await thread.recoverAddress(compact, recid, bytesOf(hash));
  } catch {
    // The thread stopped before answering: recover here, as without it.
    return recoverSignerLowerCaseSync(hash, signature);
  }
  if (address === undefined) throw new Error('no public key recovers from the signature');
  return address as Address;
}

/**
 * {@link recoverSignerLowerCase} without a promise, for callers that must decide synchronously
 * (a replayed engine answer is decoded in the block that asked for it): natively, else with
 * @noble/curves. Throws when nothing can be recovered.
 */
export function recoverSignerLowerCaseSync(hash: Hex, signature: Hex): Address {
  const { compact, recid } = lowSCompact(signature);
  const publicKey = native
    ? native.ecdsaRecover(compact, recid, bytesOf(hash), false)
    : secp256k1.Signature.fromCompact(compact).addRecoveryBit(recid).recoverPublicKey(bytesOf(hash)).toRawBytes(false);
  return `0x${keccak256Bytes(publicKey.subarray(1)).slice(-40)}`;
}

/** r ‖ s of `signature` with s made low (libsecp256k1 only takes low-s), and its recovery id 0/1. */
function lowSCompact(signature: Hex): { compact: Uint8Array; recid: number } {
  const bytes = bytesOf(signature);
  let recid = (bytes[64] as number) - 27;
  if (recid !== 0 && recid !== 1) throw new RangeError(`signature v is ${bytes[64]}, not 27 or 28`);
  // A view: `bytes` is this call's own copy, so the high-s rewrite below may change it.
  const compact = bytes.subarray(0, 64);
  // libsecp256k1 only takes low-s; (r, s, v) and (r, n − s, 1 − v) recover the same key.
  if (exceedsHalfOrder(compact.subarray(32, 64))) {
    let s = 0n;
    for (const byte of compact.subarray(32, 64)) s = (s << 8n) | BigInt(byte);
    s = SECP256K1_ORDER - s;
    for (let index = 63; index >= 32; index--) {
      compact[index] = Number(s & 0xffn);
      s >>= 8n;
    }
    recid ^= 1;
  }
  return { compact, recid };
}

/**
 * Whether the 32 big-endian bytes of `s` exceed n / 2, compared byte by byte: signers produce
 * low-s, so the bigint arithmetic (32 bigint steps a submission) is left to the rare high-s
 * signature.
 */
function exceedsHalfOrder(s: Uint8Array): boolean {
  for (let index = 0; index < 32; index++) {
    const difference = (s[index] as number) - (HALF_ORDER_BYTES[index] as number);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

/** The bytes of `hex` (`0x` + digits) in a fresh buffer (`bufferOfHexDigits`, else viem's, which throws as before). */
function bytesOf(hex: Hex): Uint8Array {
  return bufferOfHexDigits(hex.slice(2)) ?? hexToBytes(hex);
}
