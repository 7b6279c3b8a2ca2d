/**
 * One order: its status and the timeline of its events, each auction it was in and what happened
 * there, its trades, its limit price against the market price, and "why is it not filling?" from
 * the order simulation route.
 */
import { html } from 'htm/preact';
import { useEffect, useState } from 'preact/hooks';
import { describeError, orderbook, tokenInfos, type Network, type Schemas, type TokenInfo } from '../api.js';
import { LineChart } from '../chart.js';
import { formatAmount, formatTime, toUnits } from '../format.js';
import { useEventStream, useLoad } from '../live.js';
import { AccountLink, AuctionLink, LiveBadge, Loading, Problem, StatusBadge, TxLink, DataTable } from '../ui.js';

async function loadReport(network: Network, uid: string) {
  const { data, error } = await orderbook(network).GET('/api/v1/debug/order/{uid}', { params: { path: { uid } } });
  if (!data) throw new Error(describeError(error));
  return data;
}
type Report = Awaited<ReturnType<typeof loadReport>>;

const eventText: Record<Schemas['DebugEvent']['label'], string> = {
  created: 'created',
  ready: 'in an auction',
  considered: 'in a proposed solution',
  executing: 'in a winning solution',
  traded: 'traded',
  cancelled: 'cancelled',
  filtered: 'left out',
  invalid: 'marked invalid',
};

export function OrderPage({ network, uid }: { network: Network; uid: string }) {
  const { value, error, reload } = useLoad(() => loadReport(network, uid), `${network}/${uid}`);
  const stream = useEventStream(`/${network}/api/v1/orders/${uid}/events`, {
    auction: reload,
    traded: reload,
    cancelled: reload,
    invalid: reload,
    filtered: reload,
  });
  const [tokens, setTokens] = useState<Map<string, TokenInfo>>(new Map());
  const order = value?.order;
  useEffect(() => {
    if (order) void tokenInfos(network, [order.sellToken, order.buyToken]).then(setTokens);
  }, [network, order?.sellToken, order?.buyToken]);

  const title = html`<h1 id="order-title">
    Order <span class="mono break">${uid}</span> <${LiveBadge} state=${stream} />
  </h1>`;
  if (error) return html`<section aria-labelledby="order-title">${title}<${Problem} message=${error} /></section>`;
  if (!value || !order)
    return html`<section aria-labelledby="order-title">${title}<${Loading} what="the order" /></section>`;
  const sell = tokens.get(order.sellToken.toLowerCase());
  const buy = tokens.get(order.buyToken.toLowerCase());
  const { events, auctions, trades } = value;

  return html`<section aria-labelledby="order-title">
    ${title}
    <dl class="facts">
      <div>
        <dt>Status</dt>
        <dd><${StatusBadge} status=${order.status} /></dd>
      </div>
      <div>
        <dt>Owner</dt>
        <dd><${AccountLink} network=${network} address=${order.owner} /></dd>
      </div>
      <div>
        <dt>Kind</dt>
        <dd>${order.kind}${order.partiallyFillable ? ', partially fillable' : ''}</dd>
      </div>
      <div>
        <dt>Sell</dt>
        <dd>${formatAmount(order.sellAmount, sell)}</dd>
      </div>
      <div>
        <dt>Buy at least</dt>
        <dd>${formatAmount(order.buyAmount, buy)}</dd>
      </div>
      <div>
        <dt>Executed</dt>
        <dd>${formatAmount(order.executedSellAmount, sell)} → ${formatAmount(order.executedBuyAmount, buy)}</dd>
      </div>
      <div>
        <dt>Valid to</dt>
        <dd>${formatTime(order.validTo)}</dd>
      </div>
      <div>
        <dt>Class</dt>
        <dd>${order.class}</dd>
      </div>
    </dl>

    ${order.status === 'open' || order.status === 'presignaturePending' ? html`<${WhyNotFilling} network=${network} uid=${uid} />` : null}

    <h2 id="timeline-title">Timeline</h2>
    <ol class="timeline" aria-labelledby="timeline-title">
      ${timeline(value).map((entry) => html`<li data-kind=${entry.kind}>${timelineEntry(network, entry)}</li>`)}
    </ol>

    <h2>Auctions it was in</h2>
    ${
      auctions.length === 0
        ? html`<p class="muted">Not in an auction yet.</p>`
        : html`<${DataTable} label="Auctions of the order" columns=${['Auction', 'Block', 'In solutions', 'What happened']}>
                ${auctions.map((auction) => {
                  return html`<tr key=${auction.id}>
                    <th scope="row"><${AuctionLink} network=${network} auctionId=${auction.id} /></th>
                    <td>${auction.block}</td>
                    <td>${auction.proposedSolutions.length}</td>
                    <td>${auctionFate(auction)}</td>
                  </tr>`;
                })}
              </${DataTable}>`
    }

    <h2>Trades</h2>
    ${
      trades.length === 0
        ? html`<p class="muted">No trade yet.</p>`
        : html`<${DataTable} label="Trades of the order" columns=${['Block', 'Sold', 'Bought', 'Transaction', 'Auction']}>
                ${trades.map(
                  (trade) =>
                    html`<tr key=${`${trade.blockNumber}.${trade.logIndex}`}>
                      <th scope="row">${trade.blockNumber}</th>
                      <td>${formatAmount(trade.sellAmount, sell)}</td>
                      <td>${formatAmount(trade.buyAmount, buy)}</td>
                      <td>${trade.txHash ? html`<${TxLink} network=${network} txHash=${trade.txHash} />` : '—'}</td>
                      <td>
                        ${trade.auctionId === null ? '—' : html`<${AuctionLink} network=${network} auctionId=${trade.auctionId} />`}
                      </td>
                    </tr>`,
                )}
              </${DataTable}>`
    }

    <${PriceChart} report=${value} sell=${sell} buy=${buy} />
  </section>`;
}

type Auction = Report['auctions'][number];

/**
 * One line of the timeline: an event of the order, or the auctions it was in (a run of auctions
 * with the same outcome is one line, so an order that waited 300 blocks does not fill the page).
 */
type TimelineEntry =
  | {
      kind: 'event';
      timestamp: string;
      label: string;
      text: string;
      reason?: string | undefined;
      auctionId?: number;
      txHash?: string | null;
    }
  | { kind: 'auctions'; timestamp: string; first: Auction; last: Auction; count: number; fate: string };

/**
 * The timeline: created, each auction the order was in ("in auction N", what happened to it
 * there: in a solution, in the winner, settled or not), traded (in the auction that settled it),
 * cancelled, filtered or invalid, and its expiry. Auction stages that name their auction are told
 * by that auction's line; older ones without a name stay events.
 */
function timeline(report: Report): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  let traded = 0;
  for (const event of report.events) {
    const staged = event.label === 'ready' || event.label === 'considered' || event.label === 'executing';
    if (staged && event.auctionId !== undefined && report.auctions.some((auction) => auction.id === event.auctionId))
      continue;
    // The n-th `traded` event is the n-th trade (oldest first): its transaction, and its auction when the event has none.
    const trade = event.label === 'traded' ? report.trades[traded++] : undefined;
    const auctionId = event.auctionId ?? trade?.auctionId ?? undefined;
    entries.push({
      kind: 'event',
      timestamp: event.timestamp,
      label: event.label,
      text: eventText[event.label],
      reason: event.reason,
      ...(auctionId === undefined || auctionId === null ? {} : { auctionId }),
      ...(trade ? { txHash: trade.txHash } : {}),
    });
  }
  for (const auction of report.auctions) {
    const fate = auctionFate(auction);
    const previous = entries.at(-1);
    // Auctions come oldest first: a run with one outcome grows until another outcome or an event between.
    if (
      previous?.kind === 'auctions' &&
      previous.fate === fate &&
      !entries.some(
        (entry) =>
          entry.kind === 'event' &&
          Date.parse(entry.timestamp) > Date.parse(previous.last.timestamp) &&
          Date.parse(entry.timestamp) < Date.parse(auction.timestamp),
      )
    ) {
      previous.last = auction;
      previous.count += 1;
      continue;
    }
    entries.push({ kind: 'auctions', timestamp: auction.timestamp, first: auction, last: auction, count: 1, fate });
  }
  if (report.order.status === 'expired') {
    entries.push({
      kind: 'event',
      timestamp: new Date(report.order.validTo * 1000).toISOString(),
      label: 'expired',
      text: 'expired',
    });
  }
  // By time; at one time an auction's line comes before the events it caused (a trade settles later anyway).
  const rank = (entry: TimelineEntry) =>
    entry.kind === 'event' && entry.label === 'created' ? 0 : entry.kind === 'auctions' ? 1 : 2;
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        Date.parse(a.entry.timestamp) - Date.parse(b.entry.timestamp) ||
        rank(a.entry) - rank(b.entry) ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);
}

function timelineEntry(network: Network, entry: TimelineEntry) {
  if (entry.kind === 'auctions') {
    const where =
      entry.count === 1
        ? html`in auction <${AuctionLink} network=${network} auctionId=${entry.first.id} />`
        : html`in auctions <${AuctionLink} network=${network} auctionId=${entry.first.id} />${' to '}<${AuctionLink}
              network=${network}
              auctionId=${entry.last.id}
            />${' '}(${entry.count} auctions)`;
    return html`<time datetime=${entry.timestamp}>${formatTime(entry.timestamp)}</time>${' '}<span
        class="event event-auction"
        >${where}</span
      >: <span class="fate">${entry.fate}</span>`;
  }
  return html`<time datetime=${entry.timestamp}>${formatTime(entry.timestamp)}</time>${' '}<span
      class=${`event event-${entry.label}`}
      >${entry.text}</span
    >
    ${entry.reason ? html` <span class="reason">(${entry.reason.replaceAll('_', ' ')})</span>` : null}
    ${entry.auctionId !== undefined ? html` in auction <${AuctionLink} network=${network} auctionId=${entry.auctionId} />` : null}
    ${entry.txHash ? html` · <${TxLink} network=${network} txHash=${entry.txHash} />` : null}`;
}

/** What happened to the order in one auction. */
function auctionFate(auction: Auction): string {
  const solutions = auction.proposedSolutions;
  const winner = solutions.find((solution) => solution.isWinner);
  if (!winner) {
    if (solutions.length === 0) return 'in no solution';
    const best = Math.min(...solutions.map((solution) => solution.ranking));
    return `in ${solutions.length === 1 ? 'a solution' : `${solutions.length} solutions`} (best ranked ${best}), none of them won`;
  }
  const attempt = auction.settlementAttempts.find((entry) => entry.solutionUid === winner.solutionUid);
  if (!attempt?.outcome) return `in the winning solution; settlement pending until block ${auction.deadline}`;
  return attempt.outcome === 'success'
    ? `in the winning solution, settled in block ${attempt.endBlock ?? '?'}`
    : `in the winning solution, settlement failed: ${attempt.outcome}`;
}

/** The limit price against each auction's market price (its native prices), buy token per sell token. */
function PriceChart({
  report,
  sell,
  buy,
}: {
  report: Report;
  sell: TokenInfo | undefined;
  buy: TokenInfo | undefined;
}) {
  if (!sell || !buy) return null;
  const { order } = report;
  const sellToken = order.sellToken.toLowerCase();
  const buyToken = order.buyToken.toLowerCase();
  const limit = toUnits(order.buyAmount, buy.decimals) / toUnits(order.sellAmount, sell.decimals);
  const points = report.auctions
    .map((auction) => {
      const sellPrice = auction.nativePrices[sellToken];
      const buyPrice = auction.nativePrices[buyToken];
      if (!sellPrice || !buyPrice) return undefined;
      // Native prices are per 10^18 atoms: atoms of buy per atom of sell, then whole tokens.
      const market = (Number(sellPrice) / Number(buyPrice)) * 10 ** (sell.decimals - buy.decimals);
      return [auction.block, market] as const;
    })
    .filter((point): point is readonly [number, number] => point !== undefined);
  if (points.length === 0)
    return html`<p class="muted chart-empty">The market price appears once the order is in an auction.</p>`;
  const data: [number[], ...(number | null)[][]] = [
    points.map(([block]) => block),
    points.map(() => limit),
    points.map(([, market]) => market),
  ];
  return html`<${LineChart}
    title=${`Limit price vs market price (${buy.symbol} per ${sell.symbol})`}
    summary=${`limit ${limit.toPrecision(6)}, market ${points.at(-1)![1].toPrecision(6)} at block ${points.at(-1)![0]}`}
    xLabel="block"
    yLabel=${`${buy.symbol}/${sell.symbol}`}
    data=${data}
    series=${[{ label: 'limit', dash: true }, { label: 'market' }]}
  />`;
}

function WhyNotFilling({ network, uid }: { network: Network; uid: string }) {
  const [answer, setAnswer] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const ask = async () => {
    setBusy(true);
    try {
      const { data, error } = await orderbook(network).GET('/restricted/api/v1/debug/simulation/{uid}', {
        params: { path: { uid } },
      });
      if (!data) setAnswer(describeError(error));
      else if (data.executes) {
        setAnswer(
          `At block ${data.blockNumber} a settlement would execute it: it is waiting for an auction whose winner includes it (solvers pick the best batch; it fills when it is part of it).`,
        );
      } else
        setAnswer(
          `At block ${data.blockNumber} it cannot fill: ${data.reason?.kind}: ${data.reason?.description ?? data.error}`,
        );
    } finally {
      setBusy(false);
    }
  };
  return html`<section class="panel" aria-labelledby="why-title">
    <h2 id="why-title">Why is it not filling?</h2>
    <button type="button" disabled=${busy} onClick=${ask}>Simulate its settlement now</button>
    <p role="status" aria-live="polite" data-testid="why-answer">${answer ?? ''}</p>
  </section>`;
}
