import { SigningScheme, domain as contractsDomain, signOrder as contractsSignOrder } from '@cowprotocol/contracts';
import { setGlobalAdapter } from '@cowprotocol/sdk-common';
import { OrderSigningUtils } from '@cowprotocol/sdk-order-signing';
import { ViemAdapter } from '@cowprotocol/sdk-viem-adapter';
import { ethers } from 'ethers';
import * as fc from 'fast-check';
import { createPublicClient, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { mainnet } from 'viem/chains';
import { describe, expect, test } from 'vitest';
import { hashOrder, orderTypedData } from './hashOrder.js';
import { SETTLEMENT_CONTRACT } from './networks.js';
import {
  ecdsaSigningHash,
  encodeSignatureV,
  normalizeEcdsaSignature,
  parseEcdsaSignature,
  recoverOrderOwner,
  serializeEcdsaSignature,
} from './signatures.js';
import {
  exampleDigest,
  exampleOrder,
  exampleOwner,
  examplePrivateKey,
  exampleSignature,
} from './testing/exampleOrder.js';
import { chainIdArbitrary, hexBytes, orderArbitrary, toContractsOrder } from './testing/orderArbitrary.js';

const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const withV = (signature: string, v: string) => `${signature.slice(0, 130)}${v}`;
const privateKeyArbitrary = hexBytes(32).filter((key) => BigInt(key) > 0n && BigInt(key) < SECP256K1_N);

describe('recoverOrderOwner', () => {
  test('default: the OpenAPI example recovers to its owner', async () => {
    expect(await recoverOrderOwner({ scheme: 'eip712', digest: exampleDigest, signature: exampleSignature })).toEqual({
      owner: exampleOwner.toLowerCase(),
      signature: exampleSignature,
    });
  });

  test('behavior: v 0/1 are normalised to 27/28 and the normalised signature is returned', async () => {
    // The example ends in 1b (27): the same signature with v = 0.
    const recovered = await recoverOrderOwner({
      scheme: 'eip712',
      digest: exampleDigest,
      signature: withV(exampleSignature, '00'),
    });
    expect(recovered).toEqual({ owner: exampleOwner.toLowerCase(), signature: exampleSignature });
  });

  test('behavior: upper-case hex is accepted and returned lower-case', async () => {
    const upper = `0x${exampleSignature.slice(2).toUpperCase()}`;
    expect(await recoverOrderOwner({ scheme: 'eip712', digest: exampleDigest, signature: upper })).toEqual({
      owner: exampleOwner.toLowerCase(),
      signature: exampleSignature,
    });
  });

  test.each([
    ['v 2', withV(exampleSignature, '02')],
    ['v 26', withV(exampleSignature, '1a')],
    ['v 29', withV(exampleSignature, '1d')],
    ['EIP-155 v 37', withV(exampleSignature, '25')],
    ['64 bytes (EIP-2098 compact)', exampleSignature.slice(0, 130)],
    ['66 bytes', `${exampleSignature}00`],
    ['no 0x', exampleSignature.slice(2)],
    ['non-hex', `${exampleSignature.slice(0, -1)}z`],
    ['empty', '0x'],
    ['r = 0', `0x${'00'.repeat(32)}${exampleSignature.slice(66)}`],
    ['s = 0', `${exampleSignature.slice(0, 66)}${'00'.repeat(32)}1b`],
    ['r = n', `0x${SECP256K1_N.toString(16)}${exampleSignature.slice(66)}`],
    ['s = n', `${exampleSignature.slice(0, 66)}${SECP256K1_N.toString(16)}1b`],
    ['all ff', `0x${'ff'.repeat(65)}`],
  ])('behavior: %s recovers nothing', async (_name, signature) => {
    expect(await recoverOrderOwner({ scheme: 'eip712', digest: exampleDigest, signature })).toBeUndefined();
    expect(await recoverOrderOwner({ scheme: 'ethsign', digest: exampleDigest, signature })).toBeUndefined();
  });

  test('behavior: a malformed digest recovers nothing', async () => {
    expect(
      await recoverOrderOwner({ scheme: 'eip712', digest: '0x1234', signature: exampleSignature }),
    ).toBeUndefined();
  });

  test('behavior: never throws on random input', async () => {
    await fc.assert(
      fc.asyncProperty(
        hexBytes(32),
        fc.oneof(hexBytes(65), fc.string()),
        fc.constantFrom('eip712', 'ethsign'),
        async (digest, signature, scheme) => {
          const recovered = await recoverOrderOwner({ scheme, digest, signature });
          if (recovered) expect(recovered.signature).toMatch(/^0x[0-9a-f]{128}(1b|1c)$/);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('behavior: the scheme matters (an eip712 signature read as ethsign is another signer)', async () => {
    const recovered = await recoverOrderOwner({
      scheme: 'ethsign',
      digest: exampleDigest,
      signature: exampleSignature,
    });
    expect(recovered?.owner).not.toBe(exampleOwner.toLowerCase());
  });

  test('behavior: viem signatures recover for eip712 and ethsign', async () => {
    await fc.assert(
      fc.asyncProperty(privateKeyArbitrary, orderArbitrary, chainIdArbitrary, async (key, order, chainId) => {
        const account = privateKeyToAccount(key);
        const digest = hashOrder(order, chainId);
        const typed = await account.signTypedData(orderTypedData(order, chainId));
        expect(await recoverOrderOwner({ scheme: 'eip712', digest, signature: typed })).toEqual({
          owner: account.address.toLowerCase(),
          signature: typed,
        });
        const message = await account.signMessage({ message: { raw: digest } });
        expect((await recoverOrderOwner({ scheme: 'ethsign', digest, signature: message }))?.owner).toBe(
          account.address.toLowerCase(),
        );
      }),
      { numRuns: 25 },
    );
  });

  test('behavior: @cowprotocol/contracts signOrder (ethers Wallet) signatures recover for eip712 and ethsign', async () => {
    await fc.assert(
      fc.asyncProperty(privateKeyArbitrary, orderArbitrary, chainIdArbitrary, async (key, order, chainId) => {
        const wallet = new ethers.Wallet(key);
        const domain = contractsDomain(chainId, SETTLEMENT_CONTRACT);
        const digest = hashOrder(order, chainId);
        for (const [scheme, contractsScheme] of [
          ['eip712', SigningScheme.EIP712],
          ['ethsign', SigningScheme.ETHSIGN],
        ] as const) {
          const { data } = await contractsSignOrder(domain, toContractsOrder(order), wallet, contractsScheme);
          const recovered = await recoverOrderOwner({ scheme, digest, signature: data as string });
          expect(recovered?.owner).toBe(wallet.address.toLowerCase());
          expect(recovered?.signature).toBe((data as string).toLowerCase());
        }
      }),
      { numRuns: 15 },
    );
  });

  test('behavior: cow-sdk OrderSigningUtils reproduces the OpenAPI example signature', async () => {
    const account = privateKeyToAccount(examplePrivateKey);
    setGlobalAdapter(
      new ViemAdapter({
        provider: createPublicClient({ chain: mainnet, transport: http('http://127.0.0.1:1') }),
        signer: account,
      }),
    );
    // cow-sdk (like @cowprotocol/contracts) throws on an explicit zero receiver: it omits receiver instead.
    const { receiver: _receiver, ...unsigned } = toContractsOrder(exampleOrder);
    const signed = await OrderSigningUtils.signOrder(
      unsigned as unknown as Parameters<typeof OrderSigningUtils.signOrder>[0],
      1,
      account as unknown as Parameters<typeof OrderSigningUtils.signOrder>[2],
    );
    expect(signed).toEqual({ signature: exampleSignature, signingScheme: 'eip712' });
    expect(await account.signTypedData(orderTypedData(exampleOrder, 1))).toBe(exampleSignature);
  });
});

describe('ecdsaSigningHash', () => {
  test('default: eip712 signs the digest itself', () => {
    expect(ecdsaSigningHash('eip712', exampleDigest)).toBe(exampleDigest);
  });

  test('behavior: ethsign wraps it as "\\x19Ethereum Signed Message:\\n32" ‖ digest', () => {
    const prefix = Buffer.from('\x19Ethereum Signed Message:\n32', 'latin1').toString('hex');
    expect(ecdsaSigningHash('ethsign', exampleDigest)).toBe(
      ethers.utils.keccak256(`0x${prefix}${exampleDigest.slice(2)}`),
    );
    expect(ecdsaSigningHash('ethsign', exampleDigest)).toBe(
      ethers.utils.hashMessage(ethers.utils.arrayify(exampleDigest)),
    );
  });
});

describe('encodeSignatureV', () => {
  test('default', () => {
    expect([0, 1, 27, 28].map(encodeSignatureV)).toEqual([27, 28, 27, 28]);
  });

  test('behavior: anything else is undefined', () => {
    for (const v of [2, 26, 29, 35, 36, 37, 38, 255, -1, 0.5]) expect(encodeSignatureV(v)).toBeUndefined();
  });
});

describe('parseEcdsaSignature', () => {
  test('default: splits r, s, v and serialises back', () => {
    const parsed = parseEcdsaSignature(exampleSignature);
    expect(parsed).toEqual({
      r: `0x${exampleSignature.slice(2, 66)}`,
      s: `0x${exampleSignature.slice(66, 130)}`,
      v: 27,
    });
    expect(serializeEcdsaSignature(parsed!)).toBe(exampleSignature);
  });

  test('behavior: normalizeEcdsaSignature matches ethers joinSignature(splitSignature(…)) as @cowprotocol/contracts uses it', () => {
    for (const v of ['00', '01', '1b', '1c']) {
      const signature = withV(exampleSignature, v) as Hex;
      expect(normalizeEcdsaSignature(signature)).toBe(
        ethers.utils.joinSignature(ethers.utils.splitSignature(signature)),
      );
    }
  });
});
