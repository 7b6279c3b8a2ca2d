import {
  SigningScheme,
  domain as contractsDomain,
  hashOrderCancellation as contractsHashOrderCancellation,
  hashOrderCancellations as contractsHashOrderCancellations,
  signOrderCancellations as contractsSignOrderCancellations,
} from '@cowprotocol/contracts';
import { ethers } from 'ethers';
import * as fc from 'fast-check';
import { hashTypedData, keccak256, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import {
  ORDER_CANCELLATIONS_TYPE_HASH,
  ORDER_CANCELLATIONS_TYPE_STRING,
  ORDER_CANCELLATION_TYPE_HASH,
  ORDER_CANCELLATION_TYPE_STRING,
  hashOrderCancellation,
  hashOrderCancellations,
  orderCancellationTypes,
  orderCancellationsTypes,
  recoverCancellationSigner,
} from './cancellations.js';
import { orderDomain } from './domain.js';
import { SETTLEMENT_CONTRACT } from './networks.js';
import { exampleCancellationsSignature, exampleOwner, examplePrivateKey, exampleUid } from './testing/exampleOrder.js';
import { chainIdArbitrary, hexBytes } from './testing/orderArbitrary.js';

const uidsArbitrary = fc.array(hexBytes(56), { minLength: 1, maxLength: 5 });

describe('hashOrderCancellation', () => {
  test('default: the OrderCancellation type hash (docs/protocol.md#cancellations)', () => {
    expect(keccak256(stringToHex(ORDER_CANCELLATION_TYPE_STRING))).toBe(ORDER_CANCELLATION_TYPE_HASH);
    expect(ORDER_CANCELLATION_TYPE_HASH).toBe('0x7b41b3a6e2b3cae020a3b2f9cdc997e0d420643957e7fea81747e984e47c88ec');
  });

  test('behavior: equals viem hashTypedData of OrderCancellation(bytes orderUid)', () => {
    fc.assert(
      fc.property(hexBytes(56), chainIdArbitrary, (orderUid, chainId) => {
        expect(hashOrderCancellation(orderUid, chainId)).toBe(
          hashTypedData({
            domain: orderDomain(chainId),
            types: orderCancellationTypes,
            primaryType: 'OrderCancellation',
            message: { orderUid },
          }),
        );
      }),
    );
  });

  test('behavior: @cowprotocol/contracts hashOrderCancellation is the one-element OrderCancellations instead', () => {
    const official = contractsHashOrderCancellation(contractsDomain(1, SETTLEMENT_CONTRACT), exampleUid);
    expect(official).toBe(hashOrderCancellations([exampleUid], 1));
    expect(official).not.toBe(hashOrderCancellation(exampleUid, 1));
  });
});

describe('hashOrderCancellations', () => {
  test('default: the OrderCancellations type hash (docs/protocol.md#cancellations)', () => {
    expect(keccak256(stringToHex(ORDER_CANCELLATIONS_TYPE_STRING))).toBe(ORDER_CANCELLATIONS_TYPE_HASH);
    expect(ORDER_CANCELLATIONS_TYPE_HASH).toBe('0x4c89efb91ae246f78d2fe68b47db2fa1444a121a4f2dc3fda7a5a408c2e3588e');
  });

  test('behavior: equals @cowprotocol/contracts and viem for random uid lists', () => {
    fc.assert(
      fc.property(uidsArbitrary, chainIdArbitrary, (orderUids, chainId) => {
        const digest = hashOrderCancellations(orderUids, chainId);
        expect(digest).toBe(contractsHashOrderCancellations(contractsDomain(chainId, SETTLEMENT_CONTRACT), orderUids));
        expect(digest).toBe(
          hashTypedData({
            domain: orderDomain(chainId),
            types: orderCancellationsTypes,
            primaryType: 'OrderCancellations',
            message: { orderUids },
          }),
        );
      }),
    );
  });

  test('behavior: upper-case uids hash as lower-case; malformed ones throw', () => {
    expect(hashOrderCancellations([`0x${exampleUid.slice(2).toUpperCase()}`], 1)).toBe(
      hashOrderCancellations([exampleUid], 1),
    );
    expect(() => hashOrderCancellations(['0x123'], 1)).toThrow(RangeError);
  });
});

describe('recoverCancellationSigner', () => {
  test('default: the OpenAPI OrderCancellationsRequest example recovers to the order owner', async () => {
    expect(
      await recoverCancellationSigner({
        scheme: 'eip712',
        signature: exampleCancellationsSignature,
        chainId: 1,
        orderUids: [exampleUid],
      }),
    ).toEqual({ owner: exampleOwner.toLowerCase(), signature: exampleCancellationsSignature });
  });

  test('behavior: the same signature does not verify as a single OrderCancellation or on another chain', async () => {
    const single = await recoverCancellationSigner({
      scheme: 'eip712',
      signature: exampleCancellationsSignature,
      chainId: 1,
      orderUid: exampleUid,
    });
    expect(single?.owner).not.toBe(exampleOwner.toLowerCase());
    const otherChain = await recoverCancellationSigner({
      scheme: 'eip712',
      signature: exampleCancellationsSignature,
      chainId: 100,
      orderUids: [exampleUid],
    });
    expect(otherChain?.owner).not.toBe(exampleOwner.toLowerCase());
  });

  test('behavior: viem-signed single and bulk cancellations recover, eip712 and ethsign', async () => {
    const account = privateKeyToAccount(examplePrivateKey);
    const single = await account.signTypedData({
      domain: orderDomain(1),
      types: orderCancellationTypes,
      primaryType: 'OrderCancellation',
      message: { orderUid: exampleUid },
    });
    expect(
      (await recoverCancellationSigner({ scheme: 'eip712', signature: single, chainId: 1, orderUid: exampleUid }))
        ?.owner,
    ).toBe(exampleOwner.toLowerCase());
    const ethsign = await account.signMessage({
      message: { raw: hashOrderCancellations([exampleUid, exampleUid], 5) },
    });
    expect(
      (
        await recoverCancellationSigner({
          scheme: 'ethsign',
          signature: ethsign,
          chainId: 5,
          orderUids: [exampleUid, exampleUid],
        })
      )?.owner,
    ).toBe(exampleOwner.toLowerCase());
  });

  test('behavior: @cowprotocol/contracts signOrderCancellations (ethers Wallet) recovers, eip712 and ethsign', async () => {
    const wallet = new ethers.Wallet(examplePrivateKey);
    await fc.assert(
      fc.asyncProperty(uidsArbitrary, chainIdArbitrary, async (orderUids, chainId) => {
        const domain = contractsDomain(chainId, SETTLEMENT_CONTRACT);
        for (const [scheme, contractsScheme] of [
          ['eip712', SigningScheme.EIP712],
          ['ethsign', SigningScheme.ETHSIGN],
        ] as const) {
          const { data } = await contractsSignOrderCancellations(domain, orderUids, wallet, contractsScheme);
          const recovered = await recoverCancellationSigner({ scheme, signature: data as string, chainId, orderUids });
          expect(recovered?.owner).toBe(exampleOwner.toLowerCase());
        }
      }),
      { numRuns: 10 },
    );
  });

  test('behavior: malformed uids or signatures recover nothing', async () => {
    expect(
      await recoverCancellationSigner({
        scheme: 'eip712',
        signature: exampleCancellationsSignature,
        chainId: 1,
        orderUid: '0x1',
      }),
    ).toBeUndefined();
    expect(
      await recoverCancellationSigner({ scheme: 'eip712', signature: '0x', chainId: 1, orderUids: [exampleUid] }),
    ).toBeUndefined();
  });
});
