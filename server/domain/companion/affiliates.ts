/**
 * The affiliate program (`createAffiliate`, `getAffiliate`; docs/protocol.md#companion-rules): a wallet binds
 * one referral code, once, with an EIP-712 `AffiliateCode` signature that can be used only once.
 */
import type { Address } from 'viem';
import type { components } from '../../../generated/companion/types.js';
import { accountSignatureChain, signatureReplayKey, verifyAccountSignature } from './accountSignatures.js';
import { CompanionError } from '../errors.js';
import { companionMessages } from './messages.js';
import type { AffiliateTerms, CompanionServices } from './ports.js';
import { normalizeAddress } from './tokens.js';

export type AffiliateDto = components['schemas']['Affiliate'];
export type AffiliateCreatedDto = components['schemas']['AffiliateCreated'];

/** The reference's domain name (docs/protocol.md#companion-rules); `AFFILIATE_DOMAIN_NAME` may replace it. */
export const DEFAULT_AFFILIATE_DOMAIN_NAME = 'CoW Swap Affiliate';
/** Payouts happen on mainnet, so the message's chainId is always 1, whatever chain the wallet uses. */
export const AFFILIATE_PAYOUT_CHAIN_ID = 1n;
export const AFFILIATE_CODE_PATTERN = /^[A-Z0-9_-]{5,20}$/;

/**
 * Program terms returned with every code: the document's "default program terms" example. The
 * program manager sets them in the reference; batchbook has one program, so they are constants.
 */
export const DEFAULT_AFFILIATE_TERMS: AffiliateTerms = {
  rewardAmount: 10,
  triggerVolume: 250_000,
  timeCapDays: 90,
  volumeCap: 0,
  revenueSplitAffiliatePct: 50,
  revenueSplitTraderPct: 50,
  revenueSplitDaoPct: 0,
};

export const affiliateCodeTypes = {
  AffiliateCode: [
    { name: 'walletAddress', type: 'address' },
    { name: 'code', type: 'string' },
    { name: 'chainId', type: 'uint256' },
  ],
} as const;

/**
 * The typed data a wallet signs to bind `code`: domain `{name, version: "1"}` only (no chainId,
 * verifyingContract or salt), message chainId 1.
 *
 * @example
 * await account.signTypedData(affiliateTypedData({ walletAddress, code: 'BATCHBOOK' }))
 */
export function affiliateTypedData(parameters: { walletAddress: Address; code: string; domainName?: string }) {
  return {
    domain: { name: parameters.domainName ?? DEFAULT_AFFILIATE_DOMAIN_NAME, version: '1' },
    types: affiliateCodeTypes,
    primaryType: 'AffiliateCode' as const,
    message: {
      walletAddress: normalizeAddress(parameters.walletAddress),
      code: parameters.code,
      chainId: AFFILIATE_PAYOUT_CHAIN_ID,
    },
  };
}

export type RegisterAffiliateParameters = {
  /** The path's `{walletAddress}`. */
  pathWalletAddress: string;
  body: { walletAddress: string; code: string; signedMessage: string };
};

/**
 * Binds a code to a wallet, checking in the documented order: wallet mismatch, code required,
 * code format (400); a high-s ECDSA signature (401); signature already used (409, before
 * verification); signature (401); wallet
 * bound, code taken, lost race (409).
 *
 * @throws CompanionError with the exact message of each check; unavailable when `CMS_ENABLED` is off.
 */
export async function registerAffiliate(
  services: CompanionServices,
  parameters: RegisterAffiliateParameters,
): Promise<AffiliateCreatedDto> {
  assertAffiliateProgramEnabled(services);
  const walletAddress = normalizeAddress(parameters.pathWalletAddress);
  if (normalizeAddress(parameters.body.walletAddress) !== walletAddress) {
    throw new CompanionError('badRequest', companionMessages.walletAddressMismatch);
  }
  const code = parameters.body.code.trim();
  if (code === '') throw new CompanionError('badRequest', companionMessages.codeRequired);
  if (!AFFILIATE_CODE_PATTERN.test(code)) throw new CompanionError('badRequest', companionMessages.codeFormatInvalid);

  const replay = signatureReplayKey(parameters.body.signedMessage);
  if (replay === 'highS') throw new CompanionError('unauthorized', companionMessages.signatureInvalid);
  const { key: usedKey, signature } = replay;
  const { affiliates } = services;
  if (affiliates.isSignatureUsed(usedKey)) {
    throw new CompanionError('conflict', companionMessages.signatureAlreadyUsed);
  }

  const typedData = affiliateTypedData({ walletAddress, code, domainName: services.settings.affiliateDomainName });
  const verdict = await verifyAccountSignature({
    account: walletAddress,
    typedData,
    signature,
    chain: accountSignatureChain(services),
  });
  if (verdict === 'invalidAddress') throw new CompanionError('unauthorized', companionMessages.signatureInvalidAddress);
  if (verdict === 'invalidSignature') throw new CompanionError('unauthorized', companionMessages.signatureInvalid);

  // From here on no `await`: the checks and the insert run without another request in between
  // (in this process; the UNIQUE constraints catch other processes sharing the database).
  if (affiliates.isSignatureUsed(usedKey)) {
    throw new CompanionError('conflict', companionMessages.signatureAlreadyUsed);
  }
  if (affiliates.getByWallet(walletAddress)) throw new CompanionError('conflict', companionMessages.walletAlreadyBound);
  if (affiliates.getByCode(code)) throw new CompanionError('conflict', companionMessages.codeAlreadyTaken);
  const createdAt = services.now();
  const outcome = affiliates.create({ walletAddress, code, createdAt }, usedKey);
  if (outcome === 'signatureUsed') throw new CompanionError('conflict', companionMessages.signatureAlreadyUsed);
  if (outcome === 'exists') throw new CompanionError('conflict', companionMessages.affiliateAlreadyExists);
  return { code, createdAt: createdAt.toISOString() };
}

/**
 * The wallet's code and the program terms.
 *
 * @throws CompanionError notFound `Affiliate not found`; unavailable when `CMS_ENABLED` is off.
 */
export function getAffiliate(services: CompanionServices, address: string): AffiliateDto {
  assertAffiliateProgramEnabled(services);
  const record = services.affiliates.getByWallet(normalizeAddress(address));
  if (!record) throw new CompanionError('notFound', companionMessages.affiliateNotFound);
  return { code: record.code, createdAt: record.createdAt.toISOString(), ...services.settings.affiliateTerms };
}

/** @throws CompanionError unavailable when `CMS_ENABLED` is off. */
export function assertAffiliateProgramEnabled(services: CompanionServices): void {
  if (!services.settings.cmsEnabled) throw new CompanionError('unavailable', companionMessages.affiliateDisabled);
}
