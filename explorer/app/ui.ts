/** Small pieces every page uses. Links are plain `<a href>`: main.ts routes their clicks. */
import { html } from 'htm/preact';
import type { Network, Settlement } from './api.js';
import { shortHex, shortUid } from './format.js';
import { paths } from './router.js';
import type { StreamState } from './live.js';

export const AccountLink = ({ network, address }: { network: Network; address: string }) =>
  html`<a class="mono" href=${paths.account(network, address)} title=${address}>${shortHex(address)}</a>`;

export const OrderLink = ({ network, uid }: { network: Network; uid: string }) =>
  html`<a class="mono" href=${paths.order(network, uid)} title=${uid}>${shortUid(uid)}</a>`;

export const AuctionLink = ({ network, auctionId }: { network: Network; auctionId: number }) =>
  html`<a href=${paths.auction(network, auctionId)}>#${auctionId}</a>`;

export const TxLink = ({ network, txHash }: { network: Network; txHash: string }) =>
  html`<a class="mono" href=${paths.tx(network, txHash)} title=${txHash}>${shortHex(txHash)}</a>`;

/** A table in a keyboard-scrollable region (wide tables scroll inside it on narrow screens). */
export const DataTable = ({
  label,
  columns,
  className,
  children,
}: {
  label: string;
  columns: string[];
  className?: string;
  children: unknown;
}) =>
  html`<div class="table-scroll" tabindex="0" role="region" aria-label=${label}>
    <table class=${className}>
      <thead>
        <tr>
          ${columns.map((column) => html`<th scope="col">${column}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${children}
      </tbody>
    </table>
  </div>`;

export const Loading = ({ what }: { what: string }) => html`<p class="muted" role="status">Loading ${what}…</p>`;

export const Problem = ({ message }: { message: string }) => html`<p class="problem" role="alert">${message}</p>`;

export const LiveBadge = ({ state }: { state: StreamState }) =>
  html`<span class=${`live live-${state}`} title="Updates from the server's event stream"
    >${state === 'live' ? 'live' : state === 'connecting' ? 'connecting…' : 'disconnected'}</span
  >`;

export const StatusBadge = ({ status }: { status: string }) =>
  html`<span class=${`badge badge-${status}`}>${status}</span>`;

/** A settlement's outcome in words, with the failure's reason. */
export function outcomeText(settlement: Settlement): string {
  const { kind, code, message } = settlement.outcome;
  if (kind === 'success') return `settled in block ${settlement.endBlock ?? '?'}`;
  if (kind === 'timeout') return `timed out (not landed by block ${settlement.endBlock ?? 'the deadline'})`;
  return `${kind === 'reverted' ? 'reverted' : 'driver failed'}${code ? `: ${code}` : ''}${message ? ` (${message})` : ''}`;
}

export const Outcome = ({ network, settlement }: { network: Network; settlement: Settlement }) =>
  html`<span class=${`outcome outcome-${settlement.outcome.kind}`}>${outcomeText(settlement)}</span>${
      settlement.txHash ? html` · <${TxLink} network=${network} txHash=${settlement.txHash} />` : null
    }`;

/** Why the fairness check filters a solution (docs/protocol.md#auction-scoring-and-fees). */
export const FILTERED_REASON =
  'unfair: on a token pair it trades, a solution trading only that pair scored higher, so its orders would get less';
