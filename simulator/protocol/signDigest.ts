/**
 * ECDSA signing of 32-byte digests, for the wallets batchbook's own tools play (the bench's
 * pre-signed orders, `npm run simulate`'s traders): libsecp256k1 when its binding loads, else
 * @noble/curves. Both take RFC 6979 nonces and low-s, so both sign a digest alike, and alike with
 * viem's `signTypedData` over the same typed data.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex, hexToBytes, type Address, type Hex } from 'viem';
import { keccak256Bytes } from './keccak.js';
import { nativeSecp256k1 as native } from './nativeSecp256k1.js';
import { secp256k1Thread } from './secp256k1Thread.js';

/** r ‖ s ‖ v (v 27 or 28) of `key` over `digest`, lower-case hex: the form order signatures take. */
export function signDigest(key: Uint8Array, digest: Hex): Hex {
  if (native) {
    const { signature, recid } = native.ecdsaSign(hexToBytes(digest), key);
    return `${bytesToHex(signature)}${(27 + recid).toString(16)}` as Hex;
  }
  const signature = secp256k1.sign(hexToBytes(digest), key);
  return `0x${signature.toCompactHex()}${(27 + signature.recovery).toString(16)}` as Hex;
}

/**
 * {@link signDigest} on the secp256k1 thread where there is one (`secp256k1Thread.ts`): the same
 * signature, the event loop free meanwhile; answers arrive in the order they were asked for.
 */
export async function signDigestOffThread(key: Uint8Array, digest: Hex): Promise<Hex> {
  const thread = secp256k1Thread();
  if (thread === null) return signDigest(key, digest);
  let signed: { signature: Uint8Array; recid: number } | undefined;
  try {
    signed = await thread.sign(hexToBytes(digest), key);
  } catch {
    // The thread stopped before answering: sign here, as without it.
    return signDigest(key, digest);
  }
  if (signed === undefined) throw new Error('the key cannot sign');
  return `${bytesToHex(signed.signature)}${(27 + signed.recid).toString(16)}` as Hex;
}

/** The address of `key`, lower-case. */
export function addressOfKey(key: Uint8Array): Address {
  const publicKey = native ? native.publicKeyCreate(key, false) : secp256k1.getPublicKey(key, false);
  return `0x${keccak256Bytes(publicKey.subarray(1)).slice(-40)}` as Address;
}

/**
 * {@link addressOfKey} on the secp256k1 thread where there is one: the same address, the event
 * loop free meanwhile.
 */
export async function addressOfKeyOffThread(key: Uint8Array): Promise<Address> {
  const thread = secp256k1Thread();
  if (thread === null) return addressOfKey(key);
  let address: string | undefined;
  try {
    address = await thread.addressOfKey(key);
  } catch {
    // The thread stopped before answering: derive it here, as without it.
    return addressOfKey(key);
  }
  if (address === undefined) throw new Error('the key has no address');
  return address as Address;
}
