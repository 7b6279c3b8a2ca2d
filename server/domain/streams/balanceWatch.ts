/**
 * The balance streams (`streamAccountTokenBalances`): each subscriber gets `initial_balances`,
 * then, whenever the ledger may have changed (after each block and each write), a
 * `balance_update` for each change since its last reading. The frames are the reference's
 * (`bff`: `libs/services/src/SSEService/SSEServiceMain.ts`): `event:` and `data:`, no `id:`.
 */
import {
  balanceUpdates,
  readTokenBalances,
  type AccountTokenBalance,
  type BalancesRequest,
} from '../companion/balances.js';
import { coalescedRun, sseFrame, type StreamSink } from './eventHub.js';

/** The keep-alive of an idle balance stream, as the reference sends it. */
export const BALANCE_PING_FRAME = sseFrame(undefined, 'ping', {});

export type BalanceWatch = {
  /** Sends `initial_balances` now and the changes from then on; returns the unsubscribe. */
  subscribe(request: BalancesRequest, sink: StreamSink): () => void;
  /** Reads every subscriber's balances and sends what changed. */
  refresh(): void;
  /** Refreshes soon, once for any number of pokes in the same turn. */
  poke(): void;
  readonly subscriberCount: number;
};

type Watcher = { request: BalancesRequest; sink: StreamSink; last: AccountTokenBalance[] };

/** `now`: the simulated clock (the events' `timestamp`). */
export function createBalanceWatch(now: () => Date, onError: (error: unknown) => void): BalanceWatch {
  const watchers = new Set<Watcher>();
  const read = (request: BalancesRequest) => readTokenBalances(request.chain, request.owner, request.tokens);

  function refresh() {
    const timestamp = now().getTime();
    for (const watcher of watchers) {
      const current = read(watcher.request);
      const updates = balanceUpdates(watcher.request, watcher.last, current, timestamp);
      watcher.last = current;
      for (const update of updates) watcher.sink.send(sseFrame(undefined, 'balance_update', update));
    }
  }
  const refreshSoon = coalescedRun(refresh, onError);

  return {
    get subscriberCount() {
      return watchers.size;
    },
    refresh,
    poke() {
      if (watchers.size > 0) refreshSoon();
    },
    subscribe(request, sink) {
      const watcher: Watcher = { request, sink, last: read(request) };
      sink.send(sseFrame(undefined, 'initial_balances', { balances: watcher.last }));
      watchers.add(watcher);
      return () => {
        watchers.delete(watcher);
      };
    },
  };
}
