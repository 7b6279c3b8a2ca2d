/**
 * The companion API's exact error messages (docs/protocol.md#companion-rules, `openapi/companion.yaml`).
 * Clients match on these strings: never reword them.
 */
export const companionMessages = {
  priceNotFound: 'Price not found',
  tokenHoldersNotFound: 'Token holders not found',
  tokenNotFound: 'Token not found',
  noTokensFound: 'No tokens found',
  marketNotFound: 'Market not found',
  balancesNotFound: 'Balances not found',
  tokenAddressRequired: 'At least one token address is required',
  hooksInternalError: 'Internal server error while fetching hooks',
  hooksNotConfigured: 'Hooks analytics is not configured',
  notificationsDisabled: 'Notifications are not enabled',
  affiliateDisabled: 'Affiliate program is not enabled',
  affiliateNotFound: 'Affiliate not found',
  walletAddressMismatch: 'Affiliate wallet address mismatch',
  codeRequired: 'Affiliate code is required',
  codeFormatInvalid: 'Affiliate code format is invalid',
  signatureAlreadyUsed: 'Affiliate signature already used',
  signatureInvalidAddress: 'Affiliate signature has invalid address',
  signatureInvalid: 'Affiliate has invalid signature',
  walletAlreadyBound: 'Affiliate wallet address already bound to a code',
  codeAlreadyTaken: 'Affiliate code already taken',
  affiliateAlreadyExists: 'Affiliate already exists',
  poolsNotFound: 'Pools not found',
  affiliateStatsNotFound: 'Affiliate stats not found',
  traderStatsNotFound: 'Trader stats not found',
  affiliateCodeNotFound: 'Affiliate code not found',
  buildSimulationError: 'Build simulation error',
} as const;
