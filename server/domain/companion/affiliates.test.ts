import { domainSeparator, keccak256, toHex, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import { CompanionError } from '../errors.js';
import { verifyAccountSignature } from './accountSignatures.js';
import { DEFAULT_AFFILIATE_TERMS, affiliateTypedData, registerAffiliate } from './affiliates.js';
import type { AffiliateRecord, CompanionChain, CompanionServices, CreateAffiliateOutcome } from './ports.js';

function fakeServices(overrides: { create?: () => CreateAffiliateOutcome; chain?: CompanionChain } = {}) {
  const affiliates: AffiliateRecord[] = [];
  const used = new Set<string>();
  const services: CompanionServices = {
    settings: {
      cmsEnabled: true,
      cmsApiKeyConfigured: true,
      affiliateDomainName: 'CoW Swap Affiliate',
      affiliateTerms: DEFAULT_AFFILIATE_TERMS,
    },
    networks: [{ name: 'mainnet', chainId: 1, companionSlug: 'ethereum' }],
    chain: () => overrides.chain,
    settlementView: () => undefined,
    notifications: { findByAccount: () => [] },
    affiliates: {
      getByWallet: (wallet) => affiliates.find((a) => a.walletAddress === wallet),
      getByCode: (code) => affiliates.find((a) => a.code === code),
      isSignatureUsed: (signature) => used.has(signature),
      create: (record, signature) => {
        const outcome = overrides.create?.() ?? 'created';
        if (outcome === 'created') {
          affiliates.push(record);
          used.add(signature);
        }
        return outcome;
      },
    },
    trades: { findReferredTrades: () => [], findTradesByOwner: () => [] },
    hooks: undefined,
    now: () => new Date('2026-03-04T05:06:07.000Z'),
    reportError: () => undefined,
  };
  return services;
}

async function signed(code: string) {
  const account = privateKeyToAccount(generatePrivateKey());
  const signedMessage = await account.signTypedData(affiliateTypedData({ walletAddress: account.address, code }));
  return { walletAddress: account.address, code, signedMessage };
}

/** n of secp256k1: (r, n − s, v ^ 1) is the malleable twin of (r, s, v). */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CompanionError) return { kind: error.kind, message: error.shortMessage };
    throw error;
  }
  throw new Error('expected a CompanionError');
}

describe('affiliateTypedData', () => {
  test('default: the document pins the domain separator and type hash', () => {
    const typedData = affiliateTypedData({ walletAddress: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266', code: 'X' });
    expect(typedData.domain).toEqual({ name: 'CoW Swap Affiliate', version: '1' });
    expect(typedData.message).toEqual({
      walletAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      code: 'X',
      chainId: 1n,
    });
    // openapi/companion.yaml, createAffiliate: the domain separator and the type hash.
    expect(domainSeparator({ domain: typedData.domain })).toBe(
      '0x27c5019fe816a1d905d0fa60412c91fd5555f3070a831a08dbda6db7ffe14aba',
    );
    expect(keccak256(toHex('AffiliateCode(address walletAddress,string code,uint256 chainId)'))).toBe(
      '0xdbd8eedecc14d8a4637650ca2154df6b23cb835925152d17d12692c4f1564506',
    );
  });
});

describe('verifyAccountSignature', () => {
  const wallet: Address = '0x1111111111111111111111111111111111111111';
  const typedData = affiliateTypedData({ walletAddress: wallet, code: 'BATCHBOOK' });
  // Only what signature verification reads.
  const chain = (hasCode: boolean, valid: boolean) =>
    ({ hasCode: () => hasCode, isValidSignature1271: () => valid }) as Partial<CompanionChain> as CompanionChain;

  test('behavior: a contract wallet decides through ERC-1271 whatever the signature looks like', async () => {
    const signature: Hex = `0x${'22'.repeat(130)}`;
    expect(
      await verifyAccountSignature({ account: wallet, typedData, signature, chain: chain(true, true) }),
    ).toBe('valid');
    expect(
      await verifyAccountSignature({ account: wallet, typedData, signature, chain: chain(true, false) }),
    ).toBe('invalidSignature');
  });

  test('behavior: without code, another signer is invalidAddress and garbage is invalidSignature', async () => {
    const other = privateKeyToAccount(generatePrivateKey());
    const signature = await other.signTypedData(typedData);
    expect(
      await verifyAccountSignature({ account: wallet, typedData, signature, chain: chain(false, true) }),
    ).toBe('invalidAddress');
    expect(
      await verifyAccountSignature({ account: wallet, typedData, signature: '0xdead', chain: undefined }),
    ).toBe('invalidSignature');
  });
});

describe('registerAffiliate', () => {
  test('behavior: losing the insert race is 409 Affiliate already exists', async () => {
    const services = fakeServices({ create: () => 'exists' });
    const body = await signed('RACED');
    expect(await rejection(registerAffiliate(services, { pathWalletAddress: body.walletAddress, body }))).toEqual({
      kind: 'conflict',
      message: 'Affiliate already exists',
    });
  });

  test('behavior: a concurrent request using the signature first is 409 Affiliate signature already used', async () => {
    const services = fakeServices({ create: () => 'signatureUsed' });
    const body = await signed('RACED');
    expect(await rejection(registerAffiliate(services, { pathWalletAddress: body.walletAddress, body }))).toEqual({
      kind: 'conflict',
      message: 'Affiliate signature already used',
    });
  });

  test('behavior: a used signature cannot be replayed as its high-s twin or with v as 0/1', async () => {
    const services = fakeServices();
    const body = await signed('REPLAY');
    await registerAffiliate(services, { pathWalletAddress: body.walletAddress, body });
    const again = (signedMessage: Hex) =>
      rejection(
        registerAffiliate(services, { pathWalletAddress: body.walletAddress, body: { ...body, signedMessage } }),
      );
    const r = body.signedMessage.slice(2, 66);
    const s = BigInt(`0x${body.signedMessage.slice(66, 130)}`);
    const v = Number.parseInt(body.signedMessage.slice(130), 16);
    const highS = (SECP256K1_N - s).toString(16).padStart(64, '0');
    const twin = `0x${r}${highS}${(v === 27 ? 28 : 27).toString(16)}` as Hex;
    expect(await again(twin)).toEqual({ kind: 'unauthorized', message: 'Affiliate has invalid signature' });
    const yParity = `0x${r}${body.signedMessage.slice(66, 130)}0${v - 27}` as Hex;
    expect(await again(yParity)).toEqual({ kind: 'conflict', message: 'Affiliate signature already used' });
  });

  test('behavior: a high-s signature is refused even on its first use', async () => {
    const body = await signed('HIGHS');
    const s = BigInt(`0x${body.signedMessage.slice(66, 130)}`);
    const v = Number.parseInt(body.signedMessage.slice(130), 16);
    const signedMessage =
      `0x${body.signedMessage.slice(2, 66)}${(SECP256K1_N - s).toString(16).padStart(64, '0')}${(v === 27 ? 28 : 27).toString(16)}` as Hex;
    expect(
      await rejection(
        registerAffiliate(fakeServices(), { pathWalletAddress: body.walletAddress, body: { ...body, signedMessage } }),
      ),
    ).toEqual({ kind: 'unauthorized', message: 'Affiliate has invalid signature' });
  });

  test('behavior: createdAt comes from the injected clock, addresses are stored lower case', async () => {
    const services = fakeServices();
    const body = await signed('CLOCKED');
    expect(await registerAffiliate(services, { pathWalletAddress: body.walletAddress, body })).toEqual({
      code: 'CLOCKED',
      createdAt: '2026-03-04T05:06:07.000Z',
    });
    expect(services.affiliates.getByWallet(body.walletAddress.toLowerCase() as Address)?.code).toBe('CLOCKED');
  });

  test('behavior: CMS_ENABLED off is 503 before any check', async () => {
    const services = fakeServices();
    const off = { ...services, settings: { ...services.settings, cmsEnabled: false } };
    expect(
      await rejection(
        registerAffiliate(off, {
          pathWalletAddress: '0x0',
          body: { walletAddress: '0x1', code: '', signedMessage: '0x' },
        }),
      ),
    ).toEqual({ kind: 'unavailable', message: 'Affiliate program is not enabled' });
  });
});
