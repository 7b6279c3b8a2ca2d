/**
 * ECDSA signing schemes of orders and cancellations (docs/protocol.md#signing-schemes): `eip712` signs the
 * digest, `ethsign` signs it wrapped in EIP-191 (`eth_sign` / `personal_sign` of 32 raw bytes).
 * `presign` and `eip1271` need chain state and live with the world, not here.
 */
import { hashMessage, type Address, type Hex } from 'viem';
import { SECP256K1_ORDER, recoverSignerLowerCase, recoverSignerLowerCaseSync } from './recoverSigner.js';

export type SigningScheme = 'eip712' | 'ethsign' | 'presign' | 'eip1271';
export type EcdsaSigningScheme = 'eip712' | 'ethsign';

/** A 65-byte r ‖ s ‖ v signature split into its parts. */
export type EcdsaSignature = { readonly r: Hex; readonly s: Hex; readonly v: 27 | 28 };

const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

/**
 * What the signer actually signed for `scheme`: the digest itself (`eip712`), or
 * keccak256(`"\x19Ethereum Signed Message:\n32"` ‖ digest) (`ethsign`).
 *
 * @example
 * import { ecdsaSigningHash } from './signatures.js';
 * ecdsaSigningHash('ethsign', digest); // viem hashMessage({ raw: digest })
 */
export function ecdsaSigningHash(scheme: EcdsaSigningScheme, digest: Hex): Hex {
  return scheme === 'eip712' ? digest : hashMessage({ raw: digest });
}

export type ParseEcdsaSignatureReturnType = EcdsaSignature | undefined;

/**
 * Splits a 65-byte signature, normalising `v` 0/1 to 27/28 (as the settlement contract's
 * `ecrecover` needs them). Any other `v`, or anything but `0x` + 130 hex digits, is undefined.
 *
 * @example
 * import { parseEcdsaSignature } from './signatures.js';
 * parseEcdsaSignature(`0x${'11'.repeat(64)}00`); // { r: '0x1111…', s: '0x1111…', v: 27 }
 */
export function parseEcdsaSignature(signature: string): ParseEcdsaSignatureReturnType {
  if (!SIGNATURE.test(signature)) return undefined;
  const v = encodeSignatureV(Number.parseInt(signature.slice(130), 16));
  if (v === undefined) return undefined;
  return { r: `0x${signature.slice(2, 66).toLowerCase()}`, s: `0x${signature.slice(66, 130).toLowerCase()}`, v };
}

/** r ‖ s ‖ v as `0x` + 130 lower-case hex digits. */
export function serializeEcdsaSignature(signature: EcdsaSignature): Hex {
  return `0x${signature.r.slice(2)}${signature.s.slice(2)}${signature.v.toString(16)}`.toLowerCase() as Hex;
}

/**
 * The `v` byte the contract accepts for a `v` (27/28) or recovery id/y-parity (0/1);
 * undefined for anything else (EIP-155 `v` values included: orders are not transactions).
 *
 * @example
 * encodeSignatureV(0); // 27
 * encodeSignatureV(28); // 28
 * encodeSignatureV(29); // undefined
 */
export function encodeSignatureV(v: number): 27 | 28 | undefined {
  if (v === 0 || v === 27) return 27;
  if (v === 1 || v === 28) return 28;
  return undefined;
}

/**
 * Whether `s` is at most n / 2 (EIP-2). For every signature (r, s, v) the copy (r, n − s, v ^ 1)
 * is just as valid, so wherever a used signature is remembered to refuse its replay, only the
 * low-s one of the pair may be accepted.
 */
export function hasLowS(signature: EcdsaSignature): boolean {
  return BigInt(signature.s) <= SECP256K1_ORDER / 2n;
}

/** The y-parity (0/1) of a signature's `v`. */
export function signatureYParity(signature: EcdsaSignature): 0 | 1 {
  return signature.v === 27 ? 0 : 1;
}

/**
 * The signature as it should be stored and returned: v normalised to 27/28, lower-case hex;
 * undefined if it is malformed.
 */
export function normalizeEcdsaSignature(signature: string): Hex | undefined {
  const parsed = parseEcdsaSignature(signature);
  return parsed && serializeEcdsaSignature(parsed);
}

export type RecoverOrderOwnerParameters = {
  readonly scheme: EcdsaSigningScheme;
  /** The EIP-712 digest (order: `hashOrder`; cancellation: `hashOrderCancellation(s)`). */
  readonly digest: Hex;
  readonly signature: string;
};

export type RecoverOrderOwnerReturnType =
  | {
      /** Address of the signer, lower-case (as orders store owners). */
      readonly owner: Address;
      /** The signature with v normalised to 27/28, lower-case: the form to store. */
      readonly signature: Hex;
    }
  | undefined;

/**
 * The address that signed `digest` under `scheme`, or undefined when nothing can be recovered
 * (malformed hex, wrong length, v other than 0/1/27/28, r or s out of range, no curve point).
 * Never throws. High-s signatures recover as the contract's `ecrecover` does.
 *
 * @example
 * import { recoverOrderOwner } from './signatures.js';
 * const recovered = await recoverOrderOwner({ scheme: 'eip712', digest: hashOrder(order, 1), signature });
 * recovered?.owner; // '0x2c7536e3605d9c16a7a3d7b1898e529396a65c23'
 */
export async function recoverOrderOwner(parameters: RecoverOrderOwnerParameters): Promise<RecoverOrderOwnerReturnType> {
  const signed = signedHash(parameters);
  if (signed === undefined) return undefined;
  try {
    return { owner: await recoverSignerLowerCase(signed.hash, signed.signature), signature: signed.signature };
  } catch {
    return undefined;
  }
}

/** {@link recoverOrderOwner} without a promise (see `recoverSignerLowerCaseSync`). */
export function recoverOrderOwnerSync(parameters: RecoverOrderOwnerParameters): RecoverOrderOwnerReturnType {
  const signed = signedHash(parameters);
  if (signed === undefined) return undefined;
  try {
    return { owner: recoverSignerLowerCaseSync(signed.hash, signed.signature), signature: signed.signature };
  } catch {
    return undefined;
  }
}

/** The hash an owner signed and its normalised signature, or undefined when either is malformed. */
function signedHash(parameters: RecoverOrderOwnerParameters): { hash: Hex; signature: Hex } | undefined {
  const signature = normalizeEcdsaSignature(parameters.signature);
  if (signature === undefined || !/^0x[0-9a-fA-F]{64}$/.test(parameters.digest)) return undefined;
  return { hash: ecdsaSigningHash(parameters.scheme, parameters.digest), signature };
}
