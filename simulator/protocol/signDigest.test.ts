import * as fc from 'fast-check';
import { bytesToHex, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import { hashOrder, orderTypedData } from './hashOrder.js';
import { addressOfKey, signDigest } from './signDigest.js';

const key = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => {
  bytes[0] = (bytes[0] ?? 0) & 0x7f;
  bytes[31] = (bytes[31] ?? 0) | 0x01;
  return bytes;
});
const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => bytesToHex(bytes) as Address);

describe('signDigest', () => {
  test('behavior: signs an order as a wallet signs its EIP-712 typed data, from the address a wallet shows', async () => {
    await fc.assert(
      fc.asyncProperty(
        key,
        address,
        address,
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.constantFrom(1, 100, 11155111),
        async (privateKey, sellToken, buyToken, amount, chainId) => {
          const order = {
            sellToken,
            buyToken,
            receiver: null,
            sellAmount: amount,
            buyAmount: amount / 2n + 1n,
            validTo: 1_900_000_000,
            appData: `0x${'ab'.repeat(32)}`,
            feeAmount: 0n,
            kind: 'sell',
            partiallyFillable: false,
            sellTokenBalance: 'erc20',
            buyTokenBalance: 'erc20',
          } as const;
          const wallet = privateKeyToAccount(bytesToHex(privateKey));

          expect(signDigest(privateKey, hashOrder(order, chainId))).toBe(
            await wallet.signTypedData(orderTypedData(order, chainId)),
          );
          expect(addressOfKey(privateKey)).toBe(wallet.address.toLowerCase());
        },
      ),
      { numRuns: 50 },
    );
  });
});
