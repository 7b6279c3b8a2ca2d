/**
 * The network at a glance: the latest auctions (orders in, solutions, winners, settlements), live
 * from the auction stream; prices over those auctions and pool depth over the blocks seen; the
 * clock with controls when the simulator control API is on.
 */
import { html } from 'htm/preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import {
  companion,
  controlHeaders,
  controlToken,
  describeError,
  orderbook,
  readControl,
  simulator,
  tokenInfos,
  type AuctionSummary,
  type ControlState,
  type Network,
  type PoolsHistory,
  type Schemas,
  type Settlement,
  type TokenInfo,
} from '../api.js';
import { LineChart } from '../chart.js';
import { formatTime } from '../format.js';
import { useEventStream } from '../live.js';
import { AccountLink, AuctionLink, LiveBadge, Loading, Outcome, Problem, DataTable } from '../ui.js';

/** Auctions listed and charted. */
const RECENT_AUCTIONS = 20;
/** How often the clock is read between stream events: mainnet's block time. */
const BLOCK_POLL_MS = 12_000;
/** Blocks of pool depth charted (the server keeps 256). */
const DEPTH_BLOCKS = 64;

type Row = Omit<AuctionSummary, 'prices' | 'solutions' | 'rejections'> &
  Partial<Pick<AuctionSummary, 'prices' | 'solutions' | 'rejections'>>;

export function Overview({ network }: { network: Network }) {
  const [rows, setRows] = useState<Map<number, Row> | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [control, setControl] = useState<ControlState | undefined>(undefined);
  const [depth, setDepth] = useState<PoolsHistory | undefined>(undefined);
  const [tokens, setTokens] = useState<Map<string, TokenInfo>>(new Map());

  const merge = (auctionId: number, change: (row: Row | undefined) => Row | undefined) =>
    setRows((current) => {
      const next = new Map(current ?? []);
      const row = change(next.get(auctionId));
      if (row) next.set(auctionId, row);
      // Newest first, bounded.
      return new Map([...next.entries()].sort((a, b) => b[0] - a[0]).slice(0, RECENT_AUCTIONS));
    });

  // The pools over recent blocks come from the server, so a page opened now charts the past too.
  const refreshDepth = async () => {
    const { data } = await companion().GET('/{chainId}/yield/pools/history', {
      params: { path: { chainId: network }, query: { blocks: DEPTH_BLOCKS } },
    });
    if (data) setDepth(data);
  };
  const refreshControl = async () => {
    setControl(await readControl(network));
    await refreshDepth();
  };

  useEffect(() => {
    setRows(undefined);
    setDepth(undefined);
    setProblem(undefined);
    orderbook(network)
      .GET('/api/v1/auctions', { params: { query: { limit: RECENT_AUCTIONS } } })
      .then(
        ({ data, error }) => {
          if (!data) return setProblem(describeError(error));
          // Stream events that arrived first are newer than the list: keep them.
          setRows(
            (current) => new Map([...data.map((summary) => [summary.auctionId, summary] as const), ...(current ?? [])]),
          );
        },
        (error: unknown) => setProblem(String(error)),
      );
    void refreshControl();
  }, [network]);

  // The clock moves with every block, and blocks without orders send no event: poll at the block rate too.
  useEffect(() => {
    const timer = setInterval(() => void refreshControl(), BLOCK_POLL_MS);
    return () => clearInterval(timer);
  }, [network]);

  const stream = useEventStream(`/${network}/api/v1/auction/events`, {
    auction: (data) => {
      const auction = data as Schemas['AuctionStreamAuction'];
      merge(auction.auctionId, (row) => ({ settlements: [], ...row, ...auction }));
      void refreshControl();
    },
    competition: (data) => {
      const competition = data as Schemas['AuctionStreamCompetition'];
      merge(competition.auctionId, (row) => row && { ...row, solutions: competition.solutions });
      // The stream does not carry the auction's prices: its summary does.
      void orderbook(network)
        .GET('/api/v1/auctions/{auction_id}', { params: { path: { auction_id: competition.auctionId } } })
        .then(({ data: summary }) => summary && merge(summary.auctionId, (row) => ({ ...row, ...summary })));
    },
    settlement: (data) => {
      const settlement = data as Settlement;
      merge(
        settlement.auctionId,
        (row) =>
          row && {
            ...row,
            settlements: [
              ...row.settlements.filter((entry) => entry.solutionUid !== settlement.solutionUid),
              settlement,
            ],
          },
      );
      void refreshControl();
    },
  });

  const list = useMemo(() => [...(rows?.values() ?? [])], [rows]);
  const pricedTokens = useMemo(() => chartTokens(list), [list]);
  const poolTokens = depth?.pools.flatMap((pool) => [pool.token0, pool.token1]) ?? [];
  const tokenKey = [...pricedTokens, ...poolTokens].join(',');
  useEffect(() => {
    if (tokenKey) void tokenInfos(network, tokenKey.split(',')).then(setTokens);
  }, [network, tokenKey]);

  return html`<section aria-labelledby="overview-title">
    <h1 id="overview-title">${network} <${LiveBadge} state=${stream} /></h1>
    <${ControlPanel} network=${network} control=${control} onChange=${refreshControl} />
    <h2>Latest auctions</h2>
    ${problem ? html`<${Problem} message=${problem} />` : null}
    ${rows === undefined ? html`<${Loading} what="auctions" />` : html`<${AuctionTable} network=${network} rows=${list} />`}
    <div class="charts">
      <${PriceChart} rows=${list} tokens=${pricedTokens} infos=${tokens} />
      <${DepthChart} history=${depth} infos=${tokens} />
    </div>
  </section>`;
}

function AuctionTable({ network, rows }: { network: Network; rows: Row[] }) {
  if (rows.length === 0) return html`<p class="muted">No auction yet: place an order and mine a block.</p>`;
  return html`<${DataTable} label="Latest auctions" className="auctions" columns=${['Auction', 'Block', 'Time', 'Orders in', 'Solutions', 'Winners', 'Settlement']}>
        ${rows.map((row) => {
          const winners = row.solutions?.filter((solution) => solution.isWinner) ?? [];
          return html`<tr key=${row.auctionId} data-auction=${row.auctionId}>
            <th scope="row"><${AuctionLink} network=${network} auctionId=${row.auctionId} /></th>
            <td>${row.block}</td>
            <td>${formatTime(row.timestamp)}</td>
            <td>${row.orderCount}</td>
            <td>${row.solutions === undefined ? '…' : row.solutions.length}</td>
            <td>
              ${
                winners.length === 0
                  ? html`<span class="muted">${row.solutions === undefined ? '…' : 'none'}</span>`
                  : winners.map(
                      (winner) =>
                        html`<span class="winner"
                          >${winner.solver} (<${AccountLink}
                            network=${network}
                            address=${winner.solverAddress}
                          />)</span
                        > `,
                    )
              }
            </td>
            <td>
              ${
                row.settlements.length > 0
                  ? row.settlements.map(
                      (settlement) => html`<div><${Outcome} network=${network} settlement=${settlement} /></div>`,
                    )
                  : html`<span class="muted">${winners.length > 0 ? 'pending' : '—'}</span>`
              }
            </td>
          </tr>`;
        })}
      </${DataTable}>`;
}

/** The tokens priced in most of the listed auctions (at most four), for the price chart. */
function chartTokens(rows: Row[]): string[] {
  const counts = new Map<string, number>();
  for (const row of rows)
    for (const token of Object.keys(row.prices ?? {})) counts.set(token, (counts.get(token) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 4)
    .map(([token]) => token)
    .sort();
}

function PriceChart({ rows, tokens, infos }: { rows: Row[]; tokens: string[]; infos: Map<string, TokenInfo> }) {
  const priced = [...rows].filter((row) => row.prices).sort((a, b) => a.block - b.block);
  if (priced.length < 1 || tokens.length === 0) {
    return html`<p class="muted chart-empty">Prices appear once auctions with orders have run.</p>`;
  }
  // Each token's native price relative to its first in the window: tokens of any size on one axis.
  const firsts = tokens.map((token) => priced.map((row) => row.prices?.[token]).find((price) => price !== undefined));
  const data: [number[], ...(number | null)[][]] = [
    priced.map((row) => row.block),
    ...tokens.map((token, index) =>
      priced.map((row) => {
        const price = row.prices?.[token];
        const first = firsts[index];
        return price === undefined || first === undefined
          ? null
          : Number((BigInt(price) * 1_000_000n) / BigInt(first)) / 10_000 - 100;
      }),
    ),
  ];
  const labels = tokens.map((token) => infos.get(token)?.symbol ?? token.slice(0, 8));
  return html`<${LineChart}
    title="Native prices over the latest auctions (% change)"
    summary=${`${labels.join(', ')} over blocks ${data[0][0]} to ${data[0].at(-1)}`}
    xLabel="block"
    yLabel="% since first"
    data=${data}
    series=${labels.map((label) => ({ label }))}
  />`;
}

function DepthChart({ history, infos }: { history: PoolsHistory | undefined; infos: Map<string, TokenInfo> }) {
  if (history === undefined) return html`<${Loading} what="pool depth" />`;
  if (history.blocks.length === 0 || history.pools.length === 0) {
    return html`<p class="muted chart-empty">Pool depth appears once the server has mined a block.</p>`;
  }
  // The deepest pools at the latest block.
  const latest = history.blocks.at(-1)!;
  const pools = [...history.pools]
    .sort(
      (a, b) =>
        (latest.pools.find((pool) => pool.address === b.address)?.tvl ?? 0) -
        (latest.pools.find((pool) => pool.address === a.address)?.tvl ?? 0),
    )
    .slice(0, 4);
  const data: [number[], ...(number | null)[][]] = [
    history.blocks.map((block) => block.blockNumber),
    ...pools.map((pool) =>
      history.blocks.map((block) => block.pools.find((entry) => entry.address === pool.address)?.tvl ?? null),
    ),
  ];
  const symbol = (token: string) => infos.get(token)?.symbol ?? token.slice(0, 8);
  const labels = pools.map((pool) => `${symbol(pool.token0)}/${symbol(pool.token1)}`);
  return html`<${LineChart}
    title=${`Pool depth over the last ${history.blocks.length} blocks (value locked, USD)`}
    summary=${`${labels.join(', ')} from block ${data[0][0]} to ${data[0].at(-1)}`}
    xLabel="block"
    yLabel="USD"
    data=${data}
    series=${labels.map((label) => ({ label }))}
  />`;
}

function ControlPanel({
  network,
  control,
  onChange,
}: {
  network: Network;
  control: ControlState | undefined;
  onChange: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const advance = async (body: { blocks: number } | { seconds: number }) => {
    setBusy(true);
    setMessage(undefined);
    try {
      const { data, error } = await simulator(network).POST('/sim/v1/advance', { body, headers: controlHeaders() });
      setMessage(data ? `Now at block ${data.block.number}, ${formatTime(data.time)}.` : describeError(error));
      await onChange();
    } finally {
      setBusy(false);
    }
  };
  const submitToken = async (event: Event) => {
    event.preventDefault();
    const input = (event.currentTarget as HTMLFormElement).elements.namedItem('token') as HTMLInputElement;
    controlToken.set(input.value.trim() || undefined);
    input.value = '';
    await onChange();
  };

  let body;
  if (control === undefined) body = html`<${Loading} what="the clock" />`;
  else if (control.kind === 'off')
    body = html`<p class="muted">
      The simulator control API is off (<code>SIM_CONTROL=off</code>): blocks follow the server's clock.
    </p>`;
  else if (control.kind === 'error') body = html`<${Problem} message=${control.message} />`;
  else if (control.kind === 'locked') {
    body = html`<form class="token-form" onSubmit=${submitToken}>
      <p>
        ${control.wrongToken ? 'That token was refused.' : 'The control API asks for a token.'} It stays in this tab
        only.
      </p>
      <label for="control-token">SIM_CONTROL_TOKEN</label>
      <input id="control-token" name="token" type="password" autocomplete="off" required />
      <button type="submit">Unlock</button>
    </form>`;
  } else {
    const { snapshot } = control;
    body = html`<dl class="facts">
        <div>
          <dt>Clock</dt>
          <dd>${snapshot.clockMode}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>${formatTime(snapshot.time)}</dd>
        </div>
        <div>
          <dt>Block</dt>
          <dd data-testid="block-number">${snapshot.block.number}</dd>
        </div>
        <div>
          <dt>Gas price</dt>
          <dd>${(Number(snapshot.gasPrice) / 1e9).toFixed(2)} gwei</dd>
        </div>
      </dl>
      <div class="controls" role="group" aria-label="Advance the world">
        <button type="button" disabled=${busy} onClick=${() => advance({ blocks: 1 })}>Mine 1 block</button>
        <button type="button" disabled=${busy} onClick=${() => advance({ blocks: 10 })}>Mine 10 blocks</button>
        <button type="button" disabled=${busy} onClick=${() => advance({ seconds: 60 })}>Advance 1 minute</button>
        ${controlToken.get() ? html`<button type="button" class="link" onClick=${() => (controlToken.set(undefined), onChange())}>Forget token</button>` : null}
      </div>`;
  }
  return html`<section class="panel" aria-labelledby="clock-title">
    <h2 id="clock-title">Clock</h2>
    ${body}
    <p class="muted" role="status" aria-live="polite">${message ?? ''}</p>
  </section>`;
}
