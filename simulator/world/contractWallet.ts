/**
 * ERC-1271 threshold wallets: a contract with owner keys whose `isValidSignature(digest, signature)`
 * returns the magic value 0x1626ba7e exactly when at least `threshold` distinct owners signed
 * `digest`. The signature is the concatenation of 65-byte ECDSA signatures (r ‖ s ‖ v, v ∈ {0, 1,
 * 27, 28}) over the digest itself (no EIP-191 prefix), in any order.
 */
// @NOTE viem's recoverAddress is async (it lazy-loads this very module); the order book needs a
// synchronous check, so we call the curve that viem depends on directly.
import { secp256k1 } from '@noble/curves/secp256k1';
import { concat, keccak256, toBytes, toHex, type Address, type Hex } from 'viem';
import { publicKeyToAddress } from 'viem/accounts';
import type { ContractWallet } from './types.js';

/** What a valid `isValidSignature` returns. */
export const ERC1271_MAGIC_VALUE: Hex = '0x1626ba7e';

const SIGNATURE_BYTES = 65;

/**
 * The owners (lower-case, distinct, in signature order) whose 65-byte signatures in `signature`
 * recover from `digest`; malformed chunks are skipped.
 */
export function recoverSigners(digest: Hex, signature: Hex): Address[] {
  const bytes = hexToBytesOrUndefined(signature);
  const hash = hexToBytesOrUndefined(digest);
  if (bytes === undefined || hash === undefined || hash.length !== 32) return [];
  if (bytes.length === 0 || bytes.length % SIGNATURE_BYTES !== 0) return [];
  const signers: Address[] = [];
  for (let offset = 0; offset < bytes.length; offset += SIGNATURE_BYTES) {
    const chunk = bytes.subarray(offset, offset + SIGNATURE_BYTES);
    const v = chunk[64] ?? 0;
    const recovery = v >= 27 ? v - 27 : v;
    if (recovery !== 0 && recovery !== 1) continue;
    try {
      const parsed = secp256k1.Signature.fromCompact(chunk.subarray(0, 64)).addRecoveryBit(recovery);
      const publicKey = toHex(parsed.recoverPublicKey(hash).toRawBytes(false));
      const signer = publicKeyToAddress(publicKey).toLowerCase() as Address;
      if (!signers.includes(signer)) signers.push(signer);
    } catch {
      // Not a point on the curve, r or s out of range: this chunk signs nothing.
    }
  }
  return signers;
}

/**
 * `isValidSignature(digest, signature) == 0x1626ba7e` for `wallet`: at least `threshold` distinct
 * owners signed `digest`.
 *
 * @example
 * isValidSignature1271(wallet, digest, concat([sigOwnerA, sigOwnerB])) // true for a 2-of-3 wallet
 */
export function isValidSignature1271(wallet: ContractWallet, digest: Hex, signature: Hex): boolean {
  const owners = new Set(wallet.owners);
  let count = 0;
  for (const signer of recoverSigners(digest, signature)) if (owners.has(signer)) count++;
  return count >= wallet.threshold;
}

/**
 * The made-up but deterministic address of the `nonce`-th wallet created on a network with these
 * owners and threshold: the last 20 bytes of keccak256("batchbook-wallet" ‖ chainId ‖ nonce ‖ threshold ‖ owners).
 */
export function computeWalletAddress(parameters: {
  chainId: number;
  nonce: number;
  owners: readonly Address[];
  threshold: number;
}): Address {
  const hash = keccak256(
    concat([
      toHex('batchbook-wallet'),
      toHex(parameters.chainId, { size: 32 }),
      toHex(parameters.nonce, { size: 32 }),
      toHex(parameters.threshold, { size: 32 }),
      ...parameters.owners,
    ]),
  );
  return `0x${hash.slice(-40)}` as Address;
}

function hexToBytesOrUndefined(value: string): Uint8Array | undefined {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(value)) return undefined;
  return toBytes(value as Hex);
}
