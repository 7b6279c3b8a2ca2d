/**
 * EIP-712 consent of an account, as the companion's signed writes check it (the affiliate program,
 * the notification channels): who signed, and the key under which a signature is remembered so
 * that it is accepted once.
 */
import { hashTypedData, recoverTypedDataAddress, size, type Address, type Hex, type TypedDataDefinition } from 'viem';
import { hasLowS, parseEcdsaSignature, serializeEcdsaSignature } from '../../../simulator/index.js';
import type { CompanionChain, CompanionServices } from './ports.js';
import { normalizeAddress } from './tokens.js';

/** The chain whose contract wallets answer ERC-1271 checks of account signatures. */
export const ACCOUNT_SIGNATURE_CHAIN_ID = 1;

export type VerifyAccountSignatureReturnType = 'valid' | 'invalidAddress' | 'invalidSignature';

/**
 * Whether `signature` proves the account's consent to the typed data:
 *
 * - a 65-byte ECDSA signature recovering to the account is valid;
 * - else, if the account has code on chain 1, its ERC-1271 check decides (`invalidSignature` when it
 *   fails);
 * - else a signature recovering to another account is `invalidAddress`, and one that recovers to
 *   nothing (wrong length, bad r/s/v) is malformed: `invalidSignature`.
 */
export async function verifyAccountSignature(parameters: {
  account: Address;
  typedData: TypedDataDefinition;
  signature: Hex;
  chain: CompanionChain | undefined;
}): Promise<VerifyAccountSignatureReturnType> {
  const { account, typedData, signature, chain } = parameters;
  const recovered = await recoverOrUndefined(typedData, signature);
  if (recovered === account) return 'valid';
  if (chain?.hasCode(account)) {
    return chain.isValidSignature1271(account, hashTypedData(typedData), signature) ? 'valid' : 'invalidSignature';
  }
  return recovered === undefined ? 'invalidSignature' : 'invalidAddress';
}

async function recoverOrUndefined(typedData: TypedDataDefinition, signature: Hex): Promise<Address | undefined> {
  if (size(signature) !== 65) return undefined;
  try {
    return normalizeAddress(await recoverTypedDataAddress({ ...typedData, signature }));
  } catch {
    // r or s out of range, v not a recovery id, not a point: recovers nothing.
    return undefined;
  }
}

/**
 * The key a signature is remembered under once accepted, or `highS` for an ECDSA signature that
 * is refused outright. Hex is case-insensitive, so the key is lower case. An ECDSA signature is
 * remembered in its canonical form (v as 27/28), and only its low-s twin is accepted: (r, n − s,
 * v ^ 1) would otherwise replay a used signature under other bytes.
 */
export function signatureReplayKey(signature: string): { key: Hex; signature: Hex } | 'highS' {
  const lower = signature.toLowerCase() as Hex;
  const ecdsa = parseEcdsaSignature(lower);
  if (ecdsa !== undefined && !hasLowS(ecdsa)) return 'highS';
  return { key: ecdsa === undefined ? lower : serializeEcdsaSignature(ecdsa), signature: lower };
}

/** The simulated chain 1, where contract accounts answer ERC-1271; undefined when it is not simulated. */
export function accountSignatureChain(services: CompanionServices): CompanionChain | undefined {
  const network = services.networks.find((candidate) => candidate.chainId === ACCOUNT_SIGNATURE_CHAIN_ID);
  return network?.name === undefined ? undefined : services.chain(network.name);
}
