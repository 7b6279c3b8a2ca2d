/**
 * fast-check arbitraries and converters shared by the protocol tests (test-only: imports
 * fast-check and the official libraries' types).
 */
import * as fc from 'fast-check';
import { getAddress, type Address, type Hex } from 'viem';
import type { Order as ContractsOrder, OrderBalance, OrderKind } from '@cowprotocol/contracts';
import type { Order } from '../hashOrder.js';

const MAX_UINT256 = (1n << 256n) - 1n;

export const hexBytes = (length: number): fc.Arbitrary<Hex> =>
  fc
    .uint8Array({ minLength: length, maxLength: length })
    .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as Hex);

/** Addresses in lower case or checksummed (both are accepted), never the zero address. */
export const addressArbitrary: fc.Arbitrary<Address> = fc
  .tuple(hexBytes(20), fc.boolean())
  .filter(([hex]) => BigInt(hex) !== 0n)
  .map(([hex, checksum]) => (checksum ? getAddress(hex) : (hex as Address)));

const amountArbitrary = fc.oneof(
  fc.bigInt({ min: 0n, max: MAX_UINT256 }),
  fc.constantFrom(0n, 1n, MAX_UINT256, 10n ** 18n),
);

export const orderArbitrary: fc.Arbitrary<Order> = fc.record({
  sellToken: addressArbitrary,
  buyToken: addressArbitrary,
  receiver: fc.option(addressArbitrary, { nil: null }),
  sellAmount: amountArbitrary,
  buyAmount: amountArbitrary,
  validTo: fc.oneof(fc.integer({ min: 0, max: 0xffff_ffff }), fc.constantFrom(0, 0xffff_ffff)),
  appData: hexBytes(32),
  feeAmount: amountArbitrary,
  kind: fc.constantFrom('sell', 'buy'),
  partiallyFillable: fc.boolean(),
  sellTokenBalance: fc.constantFrom('erc20', 'external', 'internal'),
  buyTokenBalance: fc.constantFrom('erc20', 'internal'),
});

/** Chain ids of every network plus a few others (the domain works for any chain). */
export const chainIdArbitrary = fc.constantFrom(
  1,
  100,
  42161,
  8453,
  11155111,
  137,
  43114,
  56,
  59144,
  9745,
  57073,
  10,
  31337,
);

/** The same order for `@cowprotocol/contracts` (ethers v5): decimal strings, receiver omitted when null. */
export function toContractsOrder(order: Order): ContractsOrder {
  const converted: ContractsOrder = {
    sellToken: order.sellToken,
    buyToken: order.buyToken,
    sellAmount: order.sellAmount.toString(),
    buyAmount: order.buyAmount.toString(),
    validTo: order.validTo,
    appData: order.appData,
    feeAmount: order.feeAmount.toString(),
    kind: order.kind as OrderKind,
    partiallyFillable: order.partiallyFillable,
    sellTokenBalance: order.sellTokenBalance as OrderBalance,
    buyTokenBalance: order.buyTokenBalance as OrderBalance,
  };
  if (order.receiver !== null) converted.receiver = order.receiver;
  return converted;
}
