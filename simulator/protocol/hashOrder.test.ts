import { domain as contractsDomain, hashOrder as contractsHashOrder } from '@cowprotocol/contracts';
import * as fc from 'fast-check';
import { hashStruct, hashTypedData, keccak256, stringToHex, zeroAddress } from 'viem';
import { describe, expect, test } from 'vitest';
import {
  ORDER_STRING_HASHES,
  ORDER_TYPE_HASH,
  ORDER_TYPE_STRING,
  hashOrder,
  hashOrderStruct,
  orderTypedData,
  orderTypes,
  type Order,
} from './hashOrder.js';
import { SETTLEMENT_CONTRACT } from './networks.js';
import { exampleDigest, exampleOrder } from './testing/exampleOrder.js';
import { chainIdArbitrary, orderArbitrary, toContractsOrder } from './testing/orderArbitrary.js';

describe('hashOrder', () => {
  test('default: the OpenAPI example digest (the first 32 bytes of its uid)', () => {
    expect(hashOrder(exampleOrder, 1)).toBe(exampleDigest);
    expect(exampleDigest).toBe('0x87ac7f4e1975c803918217bed4d110e0d633b7a692bf290e29da43f6d9b0b24e');
  });

  test('behavior: the Order type string and hash (docs/protocol.md#order-hashing-and-uids)', () => {
    expect(ORDER_TYPE_STRING).toBe(
      'Order(address sellToken,address buyToken,address receiver,uint256 sellAmount,uint256 buyAmount,uint32 validTo,bytes32 appData,uint256 feeAmount,string kind,bool partiallyFillable,string sellTokenBalance,string buyTokenBalance)',
    );
    expect(keccak256(stringToHex(ORDER_TYPE_STRING))).toBe(ORDER_TYPE_HASH);
    expect(ORDER_TYPE_HASH).toBe('0xd5a25ba2e97094ad7d83dc28a6572da797d6b3e7fc6663bd93efb789fc17e489');
    expect(`Order(${orderTypes.Order.map(({ type, name }) => `${type} ${name}`).join(',')})`).toBe(ORDER_TYPE_STRING);
  });

  test('behavior: string field hashes (docs/protocol.md#order-hashing-and-uids)', () => {
    expect(ORDER_STRING_HASHES).toEqual({
      sell: '0xf3b277728b3fee749481eb3e0b3b48980dbbab78658fc419025cb16eee346775',
      buy: '0x6ed88e868af0a1983e3886d5f3e95a2fafbd6c3450bc229e27342283dc429ccc',
      erc20: '0x5a28e9363bb942b639270062aa6bb295f434bcdfc42c97267bf003f272060dc9',
      external: '0xabee3b73373acd583a130924aad6dc38cfdc44ba0555ba94ce2ff63980ea0632',
      internal: '0x4ac99ace14ee0a5ef932dc609df0943ab7ac16b7583634612f8dc35a4289a6ce',
    });
  });

  test('behavior: a null receiver hashes as the zero address', () => {
    expect(hashOrder({ ...exampleOrder, receiver: zeroAddress }, 1)).toBe(hashOrder(exampleOrder, 1));
  });

  test('behavior: the chain is part of the digest', () => {
    expect(hashOrder(exampleOrder, 100)).not.toBe(hashOrder(exampleOrder, 1));
  });

  test('behavior: address case does not matter', () => {
    const lower = { ...exampleOrder, sellToken: exampleOrder.sellToken.toLowerCase() as Order['sellToken'] };
    expect(hashOrder(lower, 1)).toBe(hashOrder(exampleOrder, 1));
  });

  test('behavior: random orders hash as @cowprotocol/contracts and viem hash them', () => {
    fc.assert(
      fc.property(orderArbitrary, chainIdArbitrary, (order, chainId) => {
        const digest = hashOrder(order, chainId);
        expect(digest).toBe(contractsHashOrder(contractsDomain(chainId, SETTLEMENT_CONTRACT), toContractsOrder(order)));
        const typedData = orderTypedData(order, chainId);
        expect(digest).toBe(hashTypedData(typedData));
        expect(hashOrderStruct(order)).toBe(
          hashStruct({ data: typedData.message, primaryType: 'Order', types: typedData.types }),
        );
      }),
      { numRuns: 300 },
    );
  });

  test.each([
    ['sellAmount', { sellAmount: -1n }],
    ['buyAmount', { buyAmount: 1n << 256n }],
    ['feeAmount', { feeAmount: -5n }],
    ['validTo', { validTo: 2 ** 32 }],
    ['validTo', { validTo: -1 }],
    ['validTo', { validTo: 1.5 }],
    ['sellToken', { sellToken: '0x1234' }],
    ['receiver', { receiver: '0xnot-an-address' }],
    ['appData', { appData: '0x00' }],
    ['kind', { kind: 'limit' }],
    ['sellTokenBalance', { sellTokenBalance: 'ERC20' }],
    ['buyTokenBalance', { buyTokenBalance: 'external' }],
  ])('behavior: rejects a bad %s', (field, patch) => {
    expect(() => hashOrder({ ...exampleOrder, ...(patch as Partial<Order>) }, 1)).toThrow(new RegExp(`^${field}: `));
  });
});
