/** One account: its orders (filtered by status and side), its balances and its notifications. */
import { html } from 'htm/preact';
import { useEffect, useState } from 'preact/hooks';
import { companion, describeError, orderbook, tokenInfos, type Network, type TokenInfo } from '../api.js';
import { formatAmount, formatTime } from '../format.js';
import { useEventStream, useLoad } from '../live.js';
import { navigate, paths } from '../router.js';
import { LiveBadge, Loading, OrderLink, Problem, StatusBadge, DataTable } from '../ui.js';

/** Orders read per account (the route's largest page). */
const ORDER_PAGE = 1000;
const statuses = ['open', 'presignaturePending', 'fulfilled', 'cancelled', 'expired'] as const;

export function AccountPage({
  network,
  owner,
  status,
}: {
  network: Network;
  owner: string;
  status: string | undefined;
}) {
  const [side, setSide] = useState<'all' | 'sell' | 'buy'>('all');
  const orders = useLoad(async () => {
    const { data, error } = await orderbook(network).GET('/api/v1/account/{owner}/orders', {
      params: { path: { owner }, query: { limit: ORDER_PAGE } },
    });
    if (!data) throw new Error(describeError(error));
    return data;
  }, `${network}/${owner}`);
  const stream = useEventStream(`/${network}/api/v1/account/${owner}/events`, {
    created: orders.reload,
    traded: orders.reload,
    cancelled: orders.reload,
    invalid: orders.reload,
  });
  const [tokens, setTokens] = useState<Map<string, TokenInfo>>(new Map());
  const tokenKey = [
    ...new Set((orders.value ?? []).flatMap((order) => [order.sellToken.toLowerCase(), order.buyToken.toLowerCase()])),
  ]
    .sort()
    .join(',');
  useEffect(() => {
    if (tokenKey) void tokenInfos(network, tokenKey.split(',')).then(setTokens);
  }, [network, tokenKey]);

  const shown = (orders.value ?? []).filter(
    (order) => (status === undefined || order.status === status) && (side === 'all' || order.kind === side),
  );

  return html`<section aria-labelledby="account-title">
    <h1 id="account-title">Account <span class="mono break">${owner}</span> <${LiveBadge} state=${stream} /></h1>
    <h2>Orders</h2>
    <form class="filters" onSubmit=${(event: Event) => event.preventDefault()}>
      <label>
        Status
        <select
          value=${status ?? ''}
          onChange=${(event: Event) =>
            navigate(paths.account(network, owner, (event.currentTarget as HTMLSelectElement).value || undefined), {
              replace: true,
            })}
        >
          <option value="">all</option>
          ${statuses.map((entry) => html`<option value=${entry}>${entry}</option>`)}
        </select>
      </label>
      <label>
        Side
        <select
          value=${side}
          onChange=${(event: Event) => setSide((event.currentTarget as HTMLSelectElement).value as typeof side)}
        >
          <option value="all">all</option>
          <option value="sell">sell</option>
          <option value="buy">buy</option>
        </select>
      </label>
    </form>
    ${
      orders.error
        ? html`<${Problem} message=${orders.error} />`
        : !orders.value
          ? html`<${Loading} what="orders" />`
          : shown.length === 0
            ? html`<p class="muted">No order${status ? ` with status ${status}` : ''}.</p>`
            : html`<${DataTable} label="Orders of the account" columns=${['Order', 'Status', 'Sell', 'Buy', 'Created']}>
                    ${shown.map(
                      (order) =>
                        html`<tr key=${order.uid}>
                          <th scope="row"><${OrderLink} network=${network} uid=${order.uid} /></th>
                          <td><${StatusBadge} status=${order.status} /></td>
                          <td>${formatAmount(order.sellAmount, tokens.get(order.sellToken.toLowerCase()))}</td>
                          <td>${formatAmount(order.buyAmount, tokens.get(order.buyToken.toLowerCase()))}</td>
                          <td>${formatTime(order.creationDate)}</td>
                        </tr>`,
                    )}
                  </${DataTable}>`
    }
    <${Balances} network=${network} owner=${owner} tokens=${tokenKey} />
    <${Notifications} owner=${owner} />
  </section>`;
}

function Balances({ network, owner, tokens }: { network: Network; owner: string; tokens: string }) {
  const balances = useLoad(async () => {
    if (!tokens) return [];
    const { data, error } = await companion().GET('/{chainId}/accounts/{userAddress}/balances', {
      params: { path: { chainId: network, userAddress: owner }, query: { tokens } },
    });
    if (!data) throw new Error(describeError(error));
    return data;
  }, `${network}/${owner}/${tokens}`);
  return html`<h2>Balances</h2>
    ${
      balances.error
        ? html`<${Problem} message=${balances.error} />`
        : !balances.value
          ? html`<${Loading} what="balances" />`
          : balances.value.length === 0
            ? html`<p class="muted">Balances show for the tokens of the account's orders.</p>`
            : html`<ul class="plain">
                ${balances.value.map((entry) => {
                  const info: TokenInfo | undefined =
                    entry.token.symbol !== undefined && entry.token.decimals !== undefined
                      ? { address: entry.token.address, symbol: entry.token.symbol, decimals: entry.token.decimals }
                      : undefined;
                  return html`<li>
                    ${formatAmount(entry.balance, info)}${BigInt(entry.allowance) === 0n ? html` <span class="muted">(no allowance)</span>` : null}
                  </li>`;
                })}
              </ul>`
    }`;
}

function Notifications({ owner }: { owner: string }) {
  const notifications = useLoad(async () => {
    const { data, error } = await companion().GET('/accounts/{account}/notifications', {
      params: { path: { account: owner } },
    });
    if (!data) throw new Error(describeError(error));
    return data;
  }, owner);
  return html`<h2>Notifications</h2>
    ${
      notifications.error
        ? html`<${Problem} message=${notifications.error} />`
        : !notifications.value
          ? html`<${Loading} what="notifications" />`
          : notifications.value.length === 0
            ? html`<p class="muted">No notification.</p>`
            : html`<ul class="plain">
                ${notifications.value.map(
                  (entry) =>
                    html`<li key=${entry.id}>
                      <time datetime=${entry.timestamp}>${formatTime(entry.timestamp)}</time> ${entry.message}
                    </li>`,
                )}
              </ul>`
    }`;
}
