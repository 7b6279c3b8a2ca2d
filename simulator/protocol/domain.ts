/**
 * The EIP-712 domain of CoW Protocol orders and cancellations (docs/protocol.md#signing-domain): one per
 * chain, always the same settlement contract, no salt.
 */
import { concat, keccak256, numberToHex, pad, stringToHex, type Address, type Hex } from 'viem';
import { SETTLEMENT_CONTRACT } from './networks.js';

/** `EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)`. */
export const EIP712_DOMAIN_TYPE_STRING =
  'EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)';
/** keccak256 of {@link EIP712_DOMAIN_TYPE_STRING}. */
export const EIP712_DOMAIN_TYPE_HASH: Hex = '0x8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f';

export const ORDER_DOMAIN_NAME = 'Gnosis Protocol';
export const ORDER_DOMAIN_VERSION = 'v2';

export type OrderDomain = {
  readonly name: typeof ORDER_DOMAIN_NAME;
  readonly version: typeof ORDER_DOMAIN_VERSION;
  readonly chainId: number;
  readonly verifyingContract: Address;
};

export type OrderDomainParameters = number;
export type OrderDomainReturnType = OrderDomain;

/**
 * The EIP-712 domain orders on `chainId` are signed in, shaped for viem's `signTypedData` and
 * ethers' `_signTypedData`.
 *
 * @example
 * import { orderDomain } from './domain.js';
 * orderDomain(1);
 * // { name: 'Gnosis Protocol', version: 'v2', chainId: 1, verifyingContract: '0x9008D19f58AAbD9eD0D60971565AA8510560ab41' }
 */
export function orderDomain(chainId: OrderDomainParameters): OrderDomainReturnType {
  assertChainId(chainId);
  return { name: ORDER_DOMAIN_NAME, version: ORDER_DOMAIN_VERSION, chainId, verifyingContract: SETTLEMENT_CONTRACT };
}

export type DomainSeparatorParameters = number;
export type DomainSeparatorReturnType = Hex;

const nameHash = keccak256(stringToHex(ORDER_DOMAIN_NAME));
const versionHash = keccak256(stringToHex(ORDER_DOMAIN_VERSION));
const contractWord = pad(SETTLEMENT_CONTRACT.toLowerCase() as Hex, { size: 32 });
const separators = new Map<number, Hex>();

/**
 * The EIP-712 domain separator of {@link orderDomain}`(chainId)`, lower-case hex. Cached per chain:
 * the hot paths (submission, cancellation) hash with it on every request.
 *
 * @example
 * import { domainSeparator } from './domain.js';
 * domainSeparator(1);
 * // '0xc078f884a2676e1345748b1feace7b0abee5d00ecadb6e574dcdd109a63e8943'
 */
export function domainSeparator(chainId: DomainSeparatorParameters): DomainSeparatorReturnType {
  const cached = separators.get(chainId);
  if (cached) return cached;
  assertChainId(chainId);
  const separator = keccak256(
    concat([EIP712_DOMAIN_TYPE_HASH, nameHash, versionHash, numberToHex(chainId, { size: 32 }), contractWord]),
  );
  separators.set(chainId, separator);
  return separator;
}

function assertChainId(chainId: number): void {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new RangeError(`invalid chain id ${chainId}`);
}
