/**
 * How realistic a simulated run's auctions were, as `npm run simulate` reports it: the share of
 * settlement attempts that landed, how many blocks market orders waited for their fill, the share
 * of traded volume matched peer to peer, how much of what the pools could absorb partial fills got,
 * and the surplus each solver gave traders. Exact integer arithmetic, so reports stay byte-identical.
 */
import type { Address } from 'viem';
import { NATIVE_TOKEN } from '../../simulator/index.js';

export type RealismReport = {
  /** Settled ÷ attempted, four decimals ("1.0000" without attempts). */
  settlementSuccessRate: string;
  settlementAttempts: number;
  /**
   * Market (in-market) orders that could fill during the run: blocks mined from their placement
   * to their first trade (2 = the first auction's winner settled in the next block).
   */
  marketOrderBlocksToFill: { orders: number; filled: number; p50: number | null; p95: number | null };
  /** Traded volume (sell side, native value) met by other traders' orders rather than by pools. */
  peerToPeerVolumeShare: string;
  /**
   * Partially fillable orders whose auction could not fill them whole: what the winners executed
   * ÷ what the pools absorbed at the order's limit price (capped at 1 per sample; more is P2P).
   */
  partialFillEfficiency: { samples: number; mean: string | null };
  /** Surplus (native wei) each solver's settled trades gave their traders. */
  surplusPerSolver: Record<string, bigint>;
};

/** `numerator / denominator` with four decimals, rounded down. */
export function ratio(numerator: bigint, denominator: bigint): string {
  if (denominator <= 0n) return '1.0000';
  const scaled = (numerator * 10_000n) / denominator;
  return `${scaled / 10_000n}.${(scaled % 10_000n).toString().padStart(4, '0')}`;
}

/** The value at percentile `p` (nearest rank) of `values`, or null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type SettledTrade = { sellToken: Address; buyToken: Address; sellAmount: bigint; buyAmount: bigint };

/**
 * Per settlement, each token's inflow from the orders' sell amounts and outflow to their buy
 * amounts: what flows both ways (the smaller of the two) was exchanged between traders, the rest
 * went through pools. Returns the matched and the total sold value, in native wei.
 */
export function peerToPeerVolume(
  trades: readonly SettledTrade[],
  prices: Readonly<Record<string, bigint>>,
  wrappedNative: Address | undefined,
): { matched: bigint; total: bigint } {
  const key = (token: Address) => (token === NATIVE_TOKEN && wrappedNative !== undefined ? wrappedNative : token);
  const flows = new Map<Address, { in: bigint; out: bigint }>();
  const flow = (token: Address) => {
    let entry = flows.get(key(token));
    if (entry === undefined) flows.set(key(token), (entry = { in: 0n, out: 0n }));
    return entry;
  };
  for (const trade of trades) {
    flow(trade.sellToken).in += trade.sellAmount;
    flow(trade.buyToken).out += trade.buyAmount;
  }
  let matched = 0n;
  let total = 0n;
  for (const [token, { in: inflow, out }] of flows) {
    const price = prices[token] ?? 0n;
    total += (inflow * price) / 10n ** 18n;
    matched += ((inflow < out ? inflow : out) * price) / 10n ** 18n;
  }
  return { matched, total };
}

/** The mean of ratios executed/absorbable, each capped at 1, with four decimals. */
export function meanEfficiency(samples: readonly { executed: bigint; absorbable: bigint }[]): string | null {
  if (samples.length === 0) return null;
  let sum = 0n;
  for (const { executed, absorbable } of samples) {
    const share = (executed * 1_000_000n) / absorbable;
    sum += share > 1_000_000n ? 1_000_000n : share;
  }
  return ratio(sum / BigInt(samples.length), 1_000_000n);
}
