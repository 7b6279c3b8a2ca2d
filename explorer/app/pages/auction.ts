/**
 * One auction: every solution ranked with its score, filtered or not and why, the winners, their
 * uniform clearing prices and trades, and how each winner's settlement ended.
 */
import { html } from 'htm/preact';
import { useEffect, useState } from 'preact/hooks';
import { describeError, orderbook, tokenInfos, type Network, type Schemas, type TokenInfo } from '../api.js';
import { formatAmount, formatEth, formatTime } from '../format.js';
import { useEventStream, useLoad } from '../live.js';
import { AccountLink, FILTERED_REASON, LiveBadge, Loading, OrderLink, Outcome, Problem, DataTable } from '../ui.js';

type Loaded = { summary: Schemas['AuctionSummary']; competition: Schemas['SolverCompetitionV2'] | undefined };

export function AuctionPage({ network, auctionId }: { network: Network; auctionId: number }) {
  const { value, error, reload } = useLoad<Loaded>(async () => {
    const client = orderbook(network);
    const summary = await client.GET('/api/v1/auctions/{auction_id}', { params: { path: { auction_id: auctionId } } });
    if (!summary.data) throw new Error(describeError(summary.error));
    // An auction without solutions has no competition to read.
    if (summary.data.solutions.length === 0) return { summary: summary.data, competition: undefined };
    // Not hidden until the deadline, unlike the public competition.
    const competition = await client.GET('/restricted/api/v2/solver_competition/{auction_id}', {
      params: { path: { auction_id: auctionId } },
    });
    return { summary: summary.data, competition: competition.data };
  }, `${network}/${auctionId}`);

  const stream = useEventStream(`/${network}/api/v1/auction/events`, {
    competition: (data) => (data as { auctionId: number }).auctionId === auctionId && reload(),
    settlement: (data) => (data as { auctionId: number }).auctionId === auctionId && reload(),
  });

  const [tokens, setTokens] = useState<Map<string, TokenInfo>>(new Map());
  const tokenKey = Object.keys(value?.summary.prices ?? {}).join(',');
  useEffect(() => {
    if (tokenKey) void tokenInfos(network, tokenKey.split(',')).then(setTokens);
  }, [network, tokenKey]);

  const title = html`<h1 id="auction-title">Auction #${auctionId} <${LiveBadge} state=${stream} /></h1>`;
  if (error) return html`<section aria-labelledby="auction-title">${title}<${Problem} message=${error} /></section>`;
  if (!value) return html`<section aria-labelledby="auction-title">${title}<${Loading} what="the auction" /></section>`;
  const { summary, competition } = value;
  const detailOf = (ranking: number) => competition?.solutions.find((solution) => solution.ranking === ranking);
  const winners = summary.solutions.filter((solution) => solution.isWinner);

  return html`<section aria-labelledby="auction-title">
    ${title}
    <dl class="facts">
      <div>
        <dt>Block</dt>
        <dd>${summary.block}</dd>
      </div>
      <div>
        <dt>Deadline block</dt>
        <dd>${summary.deadlineBlock}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>${formatTime(summary.timestamp)}</dd>
      </div>
      <div>
        <dt>Orders in</dt>
        <dd>${summary.orderCount}</dd>
      </div>
      <div>
        <dt>Solutions</dt>
        <dd>${summary.solutions.length}</dd>
      </div>
    </dl>

    <h2>Settlement</h2>
    ${
      winners.length === 0
        ? html`<p class="muted">No winner: nothing to settle.</p>`
        : html`<ul class="plain">
            ${winners.map((winner) => {
              const settlement = summary.settlements.find((entry) => entry.solutionUid === winner.solutionUid);
              return html`<li>
                <strong>${winner.solver}</strong>${': '}${
                  settlement
                    ? html`<${Outcome} network=${network} settlement=${settlement} />`
                    : html`<span class="muted">pending until block ${summary.deadlineBlock}</span>`
                }
              </li>`;
            })}
          </ul>`
    }

    <h2>Solutions, best first</h2>
    ${
      summary.solutions.length === 0
        ? html`<p class="muted">No solver proposed a solution.</p>`
        : html`<${DataTable} label="Solutions" columns=${['Rank', 'Solver', 'Score', 'Orders', 'Result']}>
                ${summary.solutions.map(
                  (solution) =>
                    html`<tr key=${solution.solutionUid}>
                      <th scope="row">${solution.ranking}</th>
                      <td>
                        ${solution.solver} <${AccountLink} network=${network} address=${solution.solverAddress} />
                      </td>
                      <td>${formatEth(solution.score)}</td>
                      <td>${detailOf(solution.ranking)?.orders.length ?? '?'}</td>
                      <td data-testid="solution-result">
                        ${
                          solution.isWinner
                            ? html`<span class="badge badge-fulfilled">winner</span>`
                            : solution.filteredOut
                              ? html`<span class="badge badge-cancelled">filtered</span>${' '}<span class="reason"
                                    >${exclusionText(solution, summary.solutions, tokens)}</span
                                  >`
                              : html`<span class="muted"
                                  >not selected: ${exclusionText(solution, summary.solutions, tokens)}</span
                                >`
                        }
                      </td>
                    </tr>`,
                )}
              </${DataTable}>`
    }
    ${
      summary.rejections.length === 0
        ? null
        : html`<h2>Solvers without a bid</h2>
            <ul class="plain rejections">
              ${summary.rejections.map(
                (rejection) =>
                  html`<li>
                    <strong>${rejection.solver}</strong>
                    <${AccountLink} network=${network} address=${rejection.solverAddress} />:
                    <span class="reason"
                      >${rejectionText[rejection.reason]}${rejection.detail ? ` (${rejection.detail})` : ''}</span
                    >
                  </li>`,
              )}
            </ul>`
    }
    ${winners.map((winner) => {
      const detail = detailOf(winner.ranking);
      if (!detail) return null;
      return html`<section aria-label=${`Winner ${winner.solver}`}>
        <h2>${winner.solver}: clearing prices</h2>
        <ul class="plain prices">
          ${Object.entries(detail.clearingPrices).map(
            ([token, price]) =>
              html`<li><span class="mono" title=${token}>${tokens.get(token)?.symbol ?? token}</span>: ${price}</li>`,
          )}
        </ul>
        <h2>${winner.solver}: trades</h2>
        <${DataTable} label=${`Trades of ${winner.solver}`} columns=${['Order', 'Sold', 'Bought']}>
              ${detail.orders.map(
                (order) =>
                  html`<tr key=${order.id}>
                    <th scope="row"><${OrderLink} network=${network} uid=${order.id} /></th>
                    <td>${formatAmount(order.sellAmount, tokens.get(order.sellToken))}</td>
                    <td>${formatAmount(order.buyAmount, tokens.get(order.buyToken))}</td>
                  </tr>`,
              )}
            </${DataTable}>
      </section>`;
    })}
  </section>`;
}

type Solution = Schemas['AuctionSolutionHeader'];

/** Why a solution did not win, in words, from the auction's record. */
function exclusionText(solution: Solution, solutions: Solution[], tokens: Map<string, TokenInfo>): string {
  const { exclusion } = solution;
  const symbol = (token: string) => tokens.get(token)?.symbol ?? token;
  const named = (uid: number) => {
    const other = solutions.find((entry) => entry.solutionUid === uid);
    return other ? `rank ${other.ranking} (${other.solver})` : `solution ${uid}`;
  };
  if (!exclusion) return solution.filteredOut ? FILTERED_REASON : 'a higher-ranked winner took its token pairs';
  switch (exclusion.kind) {
    case 'unfair':
      return `unfair: on ${symbol(exclusion.sellToken)} → ${symbol(exclusion.buyToken)} it scored ${formatEth(exclusion.score)}, below the ${formatEth(exclusion.referenceScore)} of ${named(exclusion.referenceSolutionUid)} trading only that pair, so its orders there would get less`;
    case 'pairTaken':
      return `the winner ${named(exclusion.winnerSolutionUid)} already trades ${symbol(exclusion.sellToken)} → ${symbol(exclusion.buyToken)}`;
    case 'simulationFailed':
      return 'it no longer settles after the settlements of the higher-ranked winners';
    case 'winnerLimit':
      return 'the auction already had its most winners';
  }
}

const rejectionText: Record<Schemas['SolverRejection']['reason'], string> = {
  banned: 'banned by the participation guard',
  noAnswer: 'did not answer',
  invalidSolution:
    'its solutions broke the rules (an unknown or repeated order, more than an order offers, a limit price, a score that is not positive)',
  simulationFailed: "its solutions did not settle at the auction's state (simulation failed)",
  timeout: 'did not answer by the deadline',
  httpError: 'answered with an HTTP error',
  deserializationError: 'answered with something that is not a solution',
  duplicatedSolutionId: 'repeated a solution id',
  solverError: 'reported an error',
};
