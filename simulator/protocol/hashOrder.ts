/**
 * The `Order` EIP-712 struct and its digest (docs/protocol.md#order-hashing-and-uids), as the settlement contract
 * (`GPv2Order.hash`) computes them.
 */
import { keccak256, stringToHex, zeroAddress, type Address, type Hex, type TypedDataDefinition } from 'viem';
import { domainSeparator, orderDomain } from './domain.js';
import { keccak256OfHexDigits } from './keccak.js';

export type OrderKind = 'sell' | 'buy';
/** Where the sell token is drawn from. */
export type SellTokenBalance = 'erc20' | 'external' | 'internal';
/**
 * Where the buy token is sent. The contract has no `external` destination: its flags decode
 * one to `erc20` (and `@cowprotocol/contracts` normalises it so), so it is not accepted here.
 */
export type BuyTokenBalance = 'erc20' | 'internal';

/** An order as signed. Amounts are uint256, `validTo` a uint32, `appData` the 32-byte app data hash. */
export type Order = {
  readonly sellToken: Address;
  readonly buyToken: Address;
  /** null: the owner receives (hashed as the zero address). */
  readonly receiver: Address | null;
  readonly sellAmount: bigint;
  readonly buyAmount: bigint;
  readonly validTo: number;
  readonly appData: Hex;
  readonly feeAmount: bigint;
  readonly kind: OrderKind;
  readonly partiallyFillable: boolean;
  readonly sellTokenBalance: SellTokenBalance;
  readonly buyTokenBalance: BuyTokenBalance;
};

/** The `Order` type fields in order, for viem `signTypedData` and ethers `_signTypedData`. */
export const ORDER_TYPE_FIELDS = [
  { name: 'sellToken', type: 'address' },
  { name: 'buyToken', type: 'address' },
  { name: 'receiver', type: 'address' },
  { name: 'sellAmount', type: 'uint256' },
  { name: 'buyAmount', type: 'uint256' },
  { name: 'validTo', type: 'uint32' },
  { name: 'appData', type: 'bytes32' },
  { name: 'feeAmount', type: 'uint256' },
  { name: 'kind', type: 'string' },
  { name: 'partiallyFillable', type: 'bool' },
  { name: 'sellTokenBalance', type: 'string' },
  { name: 'buyTokenBalance', type: 'string' },
] as const;

export const orderTypes = { Order: ORDER_TYPE_FIELDS } as const;

export const ORDER_TYPE_STRING =
  'Order(address sellToken,address buyToken,address receiver,uint256 sellAmount,uint256 buyAmount,uint32 validTo,bytes32 appData,uint256 feeAmount,string kind,bool partiallyFillable,string sellTokenBalance,string buyTokenBalance)';
/** keccak256 of {@link ORDER_TYPE_STRING}. */
export const ORDER_TYPE_HASH: Hex = '0xd5a25ba2e97094ad7d83dc28a6572da797d6b3e7fc6663bd93efb789fc17e489';

/** keccak256 of each `string` field value the struct hash encodes. */
export const ORDER_STRING_HASHES = {
  sell: keccak256(stringToHex('sell')),
  buy: keccak256(stringToHex('buy')),
  erc20: keccak256(stringToHex('erc20')),
  external: keccak256(stringToHex('external')),
  internal: keccak256(stringToHex('internal')),
} as const satisfies Record<OrderKind | SellTokenBalance, Hex>;

const MAX_UINT256 = (1n << 256n) - 1n;
const MAX_UINT32 = 0xffff_ffff;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BYTES32 = /^0x[0-9a-fA-F]{64}$/;
const TRUE_WORD = '1'.padStart(64, '0');
const FALSE_WORD = '0'.padStart(64, '0');

export type HashOrderStructParameters = Order;
export type HashOrderStructReturnType = Hex;

/**
 * The EIP-712 struct hash of `order`: keccak256(typeHash ‖ the 12 fields as 32-byte words).
 *
 * @throws RangeError if an amount is outside uint256, `validTo` outside uint32, an address or
 * `appData` malformed, or a string field unknown.
 *
 * @example
 * import { hashOrderStruct } from './hashOrder.js';
 * hashOrderStruct(order); // '0x…' (32 bytes)
 */
export function hashOrderStruct(order: HashOrderStructParameters): HashOrderStructReturnType {
  const words =
    ORDER_TYPE_HASH.slice(2) +
    addressWord(order.sellToken, 'sellToken') +
    addressWord(order.buyToken, 'buyToken') +
    addressWord(order.receiver ?? zeroAddress, 'receiver') +
    uint256Word(order.sellAmount, 'sellAmount') +
    uint256Word(order.buyAmount, 'buyAmount') +
    uint32Word(order.validTo) +
    bytes32Word(order.appData, 'appData') +
    uint256Word(order.feeAmount, 'feeAmount') +
    stringWord(order.kind, ['sell', 'buy'], 'kind') +
    (order.partiallyFillable ? TRUE_WORD : FALSE_WORD) +
    stringWord(order.sellTokenBalance, ['erc20', 'external', 'internal'], 'sellTokenBalance') +
    stringWord(order.buyTokenBalance, ['erc20', 'internal'], 'buyTokenBalance');
  return keccak256OfHexDigits(words);
}

export type HashOrderReturnType = Hex;

/**
 * The order digest that signers sign and the orderUid starts with:
 * keccak256(`0x1901` ‖ domainSeparator(chainId) ‖ hashOrderStruct(order)) (viem `hashTypedData`).
 *
 * @example
 * import { hashOrder } from './hashOrder.js';
 * const digest = hashOrder(
 *   {
 *     sellToken: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
 *     buyToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
 *     receiver: null,
 *     sellAmount: 10n ** 18n,
 *     buyAmount: 3_150_000_000n,
 *     validTo: 1795000000,
 *     appData: '0xd5b8d019c222cde9b4bd8d5d76ed528a83c531a944f610473ac12d73a5236299',
 *     feeAmount: 0n,
 *     kind: 'sell',
 *     partiallyFillable: false,
 *     sellTokenBalance: 'erc20',
 *     buyTokenBalance: 'erc20',
 *   },
 *   1,
 * );
 * // '0x87ac7f4e1975c803918217bed4d110e0d633b7a692bf290e29da43f6d9b0b24e'
 */
export function hashOrder(order: Order, chainId: number): HashOrderReturnType {
  return eip712Digest(domainSeparator(chainId), hashOrderStruct(order));
}

/** keccak256(`0x1901` ‖ domainSeparator ‖ structHash): the EIP-712 signing digest. */
export function eip712Digest(separator: Hex, structHash: Hex): Hex {
  return keccak256OfHexDigits(`1901${separator.slice(2)}${structHash.slice(2)}`);
}

export type OrderTypedDataReturnType = TypedDataDefinition<typeof orderTypes, 'Order'> & {
  domain: ReturnType<typeof orderDomain>;
};

/**
 * `order` as viem typed data (`receiver` null as the zero address), ready for
 * `account.signTypedData(orderTypedData(order, chainId))`.
 *
 * @example
 * import { privateKeyToAccount } from 'viem/accounts';
 * const signature = await privateKeyToAccount(key).signTypedData(orderTypedData(order, 1));
 */
export function orderTypedData(order: Order, chainId: number): OrderTypedDataReturnType {
  return {
    domain: orderDomain(chainId),
    types: orderTypes,
    primaryType: 'Order',
    message: {
      sellToken: order.sellToken,
      buyToken: order.buyToken,
      receiver: order.receiver ?? zeroAddress,
      sellAmount: order.sellAmount,
      buyAmount: order.buyAmount,
      validTo: order.validTo,
      appData: order.appData,
      feeAmount: order.feeAmount,
      kind: order.kind,
      partiallyFillable: order.partiallyFillable,
      sellTokenBalance: order.sellTokenBalance,
      buyTokenBalance: order.buyTokenBalance,
    },
  };
}

function addressWord(value: string, field: string): string {
  if (!ADDRESS.test(value)) throw new RangeError(`${field}: not an address: ${value}`);
  return value.slice(2).toLowerCase().padStart(64, '0');
}

function bytes32Word(value: string, field: string): string {
  if (!BYTES32.test(value)) throw new RangeError(`${field}: not 32 bytes of hex: ${value}`);
  return value.slice(2).toLowerCase();
}

function uint256Word(value: bigint, field: string): string {
  if (typeof value !== 'bigint' || value < 0n || value > MAX_UINT256) {
    throw new RangeError(`${field}: ${String(value)} is not a uint256`);
  }
  return value.toString(16).padStart(64, '0');
}

function uint32Word(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > MAX_UINT32) {
    throw new RangeError(`validTo: ${value} is not a uint32`);
  }
  return value.toString(16).padStart(64, '0');
}

function stringWord(value: string, allowed: readonly (keyof typeof ORDER_STRING_HASHES)[], field: string): string {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new RangeError(`${field}: ${JSON.stringify(value)} is not one of ${allowed.join(', ')}`);
  }
  return ORDER_STRING_HASHES[value as keyof typeof ORDER_STRING_HASHES].slice(2);
}
