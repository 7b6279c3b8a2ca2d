/** How the page writes amounts, addresses and times. */
import type { TokenInfo } from './api.js';

/** `0x1234…abcd`: enough to tell values apart; the full value is in the link and its title. */
export function shortHex(value: string, keep = 6): string {
  return value.length <= 2 + keep * 2 ? value : `${value.slice(0, 2 + keep)}…${value.slice(-keep)}`;
}

/**
 * An order uid (digest, owner, validTo) as its digest's start and its owner's: orders that differ
 * only in their owner share a digest, and every order of one `validTo` shares the end.
 */
export function shortUid(uid: string): string {
  return `${uid.slice(0, 10)}…${uid.slice(66, 72)}`;
}

/** Atoms as whole tokens, at most `digits` significant fraction digits; atoms when decimals are unknown. */
export function formatAmount(atoms: string | bigint, token: TokenInfo | undefined, digits = 6): string {
  const value = BigInt(atoms);
  if (!token) return `${value.toLocaleString('en-US')} atoms`;
  const scale = 10n ** BigInt(token.decimals);
  const whole = value / scale;
  const fraction = (value % scale).toString().padStart(token.decimals, '0').slice(0, digits).replace(/0+$/, '');
  return `${whole.toLocaleString('en-US')}${fraction ? `.${fraction}` : ''} ${token.symbol}`;
}

/** `amount` atoms as a float of whole tokens (for charts and ratios, never for display of exact amounts). */
export function toUnits(atoms: string | bigint, decimals: number): number {
  return Number(BigInt(atoms)) / 10 ** decimals;
}

export function formatTime(value: string | number | Date): string {
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.000Z$|Z$/, ' UTC');
}

/** A score or other wei amount as ETH with 6 decimals. */
export function formatEth(wei: string | bigint): string {
  return formatAmount(wei, { address: '', symbol: 'ETH', decimals: 18 });
}
