/**
 * Read-only affiliate statistics (`getAffiliateStats`, `getTraderStats`, `getTraderActivity`,
 * `getRefCode`; docs/protocol.md#companion-rules). The reference reads them from analytics
 * queries; batchbook computes them from the settled trades and the registered codes:
 *
 * - an order names its referrer in its app data as the app-data schema does,
 *   `metadata.referrer.code` (case-insensitive, compared in upper case);
 * - a trader is bound to the first registered code one of their settled trades names (not their
 *   own code), from that trade's settlement time (`linked_since`) for `timeCapDays` days;
 * - every trade the trader settles in that window is eligible, whatever code it names, until the
 *   trader's eligible volume reaches `volumeCap` USD (0 = no cap);
 * - each `triggerVolume` USD of eligible volume earns the reward `rewardAmount`, split between
 *   the affiliate and the trader by the program's revenue split; batchbook pays nothing out, so
 *   `paid_out` is 0 and `next_payout` is all that was earned.
 *
 * USD values are at the world's current prices: the simulated world keeps no price history.
 */
import type { Address } from 'viem';
import type { components } from '../../../generated/companion/types.js';
import { formatFixed } from '../amounts.js';
import { CompanionError } from '../errors.js';
import { AFFILIATE_CODE_PATTERN, assertAffiliateProgramEnabled } from './affiliates.js';
import { companionMessages } from './messages.js';
import type { AffiliateTerms, CompanionServices, SettledTradeRecord } from './ports.js';
import { normalizeAddress, round6, usdValue } from './tokens.js';

export type AffiliateStatsDto = components['schemas']['AffiliateStats'];
export type TraderStatsDto = components['schemas']['TraderStats'];
export type TraderActivityDto = components['schemas']['TraderActivity'];
export type TraderActivityRowDto = TraderActivityDto['rows'][number];
export type RefCodeDto = components['schemas']['RefCode'];

/** Rows of `getTraderActivity`, newest first (the reference's `DEFAULT_TRADER_ACTIVITY_LIMIT`). */
export const TRADER_ACTIVITY_LIMIT = 50;

const DAY_MS = 24 * 60 * 60_000;

/** Why a trade does or does not count towards the program (`eligibility_reason`). */
export type EligibilityReason =
  'eligible' | 'not_bound' | 'before_binding' | 'rewards_period_ended' | 'volume_cap_reached';

/** The registered code an order's app data names as its referrer, normalized; undefined when none. */
export function referrerCodeOf(appData: string | undefined): string | undefined {
  if (appData === undefined) return undefined;
  let document: unknown;
  try {
    document = JSON.parse(appData);
  } catch {
    return undefined;
  }
  const code = (document as { metadata?: { referrer?: { code?: unknown } } } | null)?.metadata?.referrer?.code;
  if (typeof code !== 'string') return undefined;
  const normalized = code.trim().toUpperCase();
  return AFFILIATE_CODE_PATTERN.test(normalized) ? normalized : undefined;
}

type Binding = { code: string; affiliate: Address; linkedSince: Date; rewardsEnd: Date };

/** Every trader's binding: the first registered code, not their own, that a trade of theirs names. */
function traderBindings(services: CompanionServices): Map<Address, Binding> {
  const bindings = new Map<Address, Binding>();
  const timeCapMs = services.settings.affiliateTerms.timeCapDays * DAY_MS;
  for (const trade of services.trades.findReferredTrades()) {
    const trader = normalizeAddress(trade.owner);
    if (bindings.has(trader)) continue;
    const code = referrerCodeOf(trade.appData);
    const affiliate = code === undefined ? undefined : services.affiliates.getByCode(code);
    if (affiliate === undefined || normalizeAddress(affiliate.walletAddress) === trader) continue;
    bindings.set(trader, {
      code: affiliate.code,
      affiliate: normalizeAddress(affiliate.walletAddress),
      linkedSince: trade.settledAt,
      rewardsEnd: new Date(trade.settledAt.getTime() + timeCapMs),
    });
  }
  return bindings;
}

type LedgerEntry = {
  trade: SettledTradeRecord;
  referrerCode: string | undefined;
  usdValue: number;
  eligibleVolumeUsd: number;
  reason: EligibilityReason;
};

/** The trader's trades, oldest first, with what each counts towards the program. */
function traderLedger(services: CompanionServices, trader: Address, binding: Binding | undefined): LedgerEntry[] {
  const { volumeCap } = services.settings.affiliateTerms;
  let eligibleSoFar = 0;
  return services.trades.findTradesByOwner(trader).map((trade) => {
    const value = tradeUsdValue(services, trade);
    const entry = { trade, referrerCode: referrerCodeOf(trade.appData), usdValue: value };
    const time = trade.settledAt.getTime();
    if (binding === undefined) return { ...entry, eligibleVolumeUsd: 0, reason: 'not_bound' as const };
    if (time < binding.linkedSince.getTime())
      return { ...entry, eligibleVolumeUsd: 0, reason: 'before_binding' as const };
    if (time >= binding.rewardsEnd.getTime()) {
      return { ...entry, eligibleVolumeUsd: 0, reason: 'rewards_period_ended' as const };
    }
    const room = volumeCap > 0 ? Math.max(0, volumeCap - eligibleSoFar) : Infinity;
    if (room === 0) return { ...entry, eligibleVolumeUsd: 0, reason: 'volume_cap_reached' as const };
    const eligible = Math.min(value, room);
    eligibleSoFar += eligible;
    return { ...entry, eligibleVolumeUsd: eligible, reason: 'eligible' as const };
  });
}

/** The trade's USD value: the sold amount at the sell token's price, else the bought amount's. */
function tradeUsdValue(services: CompanionServices, trade: SettledTradeRecord): number {
  const chain = services.chain(trade.network);
  if (chain === undefined) return 0;
  return usdValue(chain, trade.sellToken, trade.sellAmount) || usdValue(chain, trade.buyToken, trade.buyAmount);
}

/** Rewards earned by `volume`: one `reward` per whole `triggerVolume`, and what is left to the next. */
function rewards(volume: number, terms: AffiliateTerms, reward: number) {
  const trigger = terms.triggerVolume;
  const earned = trigger > 0 ? Math.floor(volume / trigger) * reward : 0;
  return {
    totalEarned: round6(earned),
    leftToNext: trigger > 0 ? round6(trigger - (volume % trigger)) : 0,
  };
}

/**
 * The trader's binding and rewards.
 *
 * @throws CompanionError notFound `Trader stats not found` when no trade binds the trader to a
 * code; unavailable when `CMS_ENABLED` is off.
 */
export function getTraderStats(services: CompanionServices, address: string): TraderStatsDto {
  assertAffiliateProgramEnabled(services);
  const trader = normalizeAddress(address);
  const binding = traderBindings(services).get(trader);
  if (binding === undefined) throw new CompanionError('notFound', companionMessages.traderStatsNotFound);
  const terms = services.settings.affiliateTerms;
  const eligibleVolume = sum(traderLedger(services, trader, binding).map((entry) => entry.eligibleVolumeUsd));
  const earned = rewards(eligibleVolume, terms, (terms.rewardAmount * terms.revenueSplitTraderPct) / 100);
  return {
    trader_address: trader,
    bound_referrer_code: binding.code,
    linked_since: analyticsTime(binding.linkedSince),
    rewards_end: analyticsTime(binding.rewardsEnd),
    eligible_volume: round6(eligibleVolume),
    left_to_next_rewards: earned.leftToNext,
    trigger_volume: terms.triggerVolume,
    total_earned: earned.totalEarned,
    paid_out: 0,
    next_payout: earned.totalEarned,
    lastUpdatedAt: services.now().toISOString(),
  };
}

/**
 * The trader's trades that name a referrer code or fall after their binding, newest first, at most 50.
 *
 * @throws CompanionError unavailable when `CMS_ENABLED` is off.
 */
export function getTraderActivity(services: CompanionServices, address: string): TraderActivityDto {
  assertAffiliateProgramEnabled(services);
  const trader = normalizeAddress(address);
  const binding = traderBindings(services).get(trader);
  const rows = traderLedger(services, trader, binding)
    .filter((entry) => entry.referrerCode !== undefined || (binding !== undefined && entry.reason !== 'before_binding'))
    .reverse()
    .slice(0, TRADER_ACTIVITY_LIMIT)
    .map((entry) => activityRow(services, entry, binding));
  return { rows, lastUpdatedAt: services.now().toISOString() };
}

function activityRow(
  services: CompanionServices,
  entry: LedgerEntry,
  binding: Binding | undefined,
): TraderActivityRowDto {
  const { trade } = entry;
  const chain = services.chain(trade.network);
  const sellToken = chain?.getToken(trade.sellToken);
  const buyToken = chain?.getToken(trade.buyToken);
  return {
    chain_id: services.networks.find((network) => network.name === trade.network)?.chainId ?? 0,
    creation_date: analyticsTime(trade.settledAt),
    tx_hash: trade.txHash,
    order_uid: trade.orderUid,
    trader_address: normalizeAddress(trade.owner),
    sell_token: normalizeAddress(trade.sellToken),
    buy_token: normalizeAddress(trade.buyToken),
    ...(sellToken ? { sell_token_symbol: sellToken.symbol } : {}),
    ...(buyToken ? { buy_token_symbol: buyToken.symbol } : {}),
    executed_sell_amount: sellToken ? formatFixed(trade.sellAmount, sellToken.decimals) : trade.sellAmount.toString(),
    executed_buy_amount: buyToken ? formatFixed(trade.buyAmount, buyToken.decimals) : trade.buyAmount.toString(),
    usd_value: round6(entry.usdValue),
    eligible_volume_usd: round6(entry.eligibleVolumeUsd),
    referrer_code: entry.referrerCode ?? '',
    bound_referrer_code: binding?.code ?? '',
    eligibility_reason: entry.reason,
    is_bound_to_code: binding !== undefined,
    is_eligible: entry.reason === 'eligible',
  };
}

/**
 * The affiliate's code, the volume of the traders bound to it and the affiliate's rewards.
 *
 * @throws CompanionError notFound `Affiliate stats not found` when the address has no code;
 * unavailable when `CMS_ENABLED` is off.
 */
export function getAffiliateStats(services: CompanionServices, address: string): AffiliateStatsDto {
  assertAffiliateProgramEnabled(services);
  const affiliate = normalizeAddress(address);
  const record = services.affiliates.getByWallet(affiliate);
  if (record === undefined) throw new CompanionError('notFound', companionMessages.affiliateStatsNotFound);
  const now = services.now().getTime();
  const traders = [...traderBindings(services)].filter(([, binding]) => binding.code === record.code);
  const totalVolume = sum(
    traders.flatMap(([trader, binding]) =>
      traderLedger(services, trader, binding).map((entry) => entry.eligibleVolumeUsd),
    ),
  );
  const terms = services.settings.affiliateTerms;
  const earned = rewards(totalVolume, terms, (terms.rewardAmount * terms.revenueSplitAffiliatePct) / 100);
  return {
    affiliate_address: affiliate,
    referrer_code: record.code,
    total_volume: round6(totalVolume),
    trigger_volume: terms.triggerVolume,
    total_earned: earned.totalEarned,
    paid_out: 0,
    next_payout: earned.totalEarned,
    left_to_next_reward: earned.leftToNext,
    active_traders: traders.filter(([, binding]) => binding.rewardsEnd.getTime() > now).length,
    total_traders: traders.length,
    lastUpdatedAt: new Date(now).toISOString(),
  };
}

/**
 * What a trader gets for trading with `code`: the trader's share of the reward and the terms.
 *
 * @throws CompanionError badRequest `Affiliate code is required` / `Affiliate code format is
 * invalid`; notFound `Affiliate code not found`; unavailable when `CMS_ENABLED` is off.
 */
export function getRefCode(services: CompanionServices, rawCode: string): RefCodeDto {
  assertAffiliateProgramEnabled(services);
  const code = rawCode.trim().toUpperCase();
  if (code === '') throw new CompanionError('badRequest', companionMessages.codeRequired);
  if (!AFFILIATE_CODE_PATTERN.test(code)) throw new CompanionError('badRequest', companionMessages.codeFormatInvalid);
  const record = services.affiliates.getByCode(code);
  if (record === undefined) throw new CompanionError('notFound', companionMessages.affiliateCodeNotFound);
  const terms = services.settings.affiliateTerms;
  return {
    code: record.code,
    traderRewardAmount: (terms.rewardAmount * terms.revenueSplitTraderPct) / 100,
    triggerVolume: terms.triggerVolume,
    timeCapDays: terms.timeCapDays,
    volumeCap: terms.volumeCap,
  };
}

/** The analytics provider's time format: `2026-04-09 01:59:07.000 UTC`. */
function analyticsTime(time: Date): string {
  return time.toISOString().replace('T', ' ').replace('Z', ' UTC');
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
