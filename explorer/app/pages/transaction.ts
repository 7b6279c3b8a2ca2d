/** A settlement transaction: the auction it settled and the orders it traded. */
import { html } from 'htm/preact';
import { describeError, orderbook, type Network } from '../api.js';
import { useLoad } from '../live.js';
import { AuctionLink, Loading, OrderLink, Problem, StatusBadge } from '../ui.js';

export function TransactionPage({ network, txHash }: { network: Network; txHash: string }) {
  const { value, error } = useLoad(async () => {
    const client = orderbook(network);
    const [orders, competition] = await Promise.all([
      client.GET('/api/v1/transactions/{txHash}/orders', { params: { path: { txHash } } }),
      client.GET('/api/v2/solver_competition/by_tx_hash/{tx_hash}', { params: { path: { tx_hash: txHash } } }),
    ]);
    if (!orders.data) throw new Error(describeError(orders.error));
    return { orders: orders.data, auctionId: competition.data?.auctionId };
  }, `${network}/${txHash}`);
  return html`<section aria-labelledby="tx-title">
    <h1 id="tx-title">Transaction <span class="mono break">${txHash}</span></h1>
    ${
      error
        ? html`<${Problem} message=${error} />`
        : !value
          ? html`<${Loading} what="the transaction" />`
          : html`<p>
                ${
                  value.auctionId === undefined
                    ? 'No auction was settled by this transaction.'
                    : html`Settled auction <${AuctionLink} network=${network} auctionId=${value.auctionId} />.`
                }
              </p>
              ${
                value.orders.length === 0
                  ? html`<p class="muted">No order traded in this transaction.</p>`
                  : html`<ul class="plain">
                      ${value.orders.map(
                        (order) =>
                          html`<li key=${order.uid}>
                            <${OrderLink} network=${network} uid=${order.uid} />
                            <${StatusBadge} status=${order.status} />
                          </li>`,
                      )}
                    </ul>`
              }`
    }
  </section>`;
}
