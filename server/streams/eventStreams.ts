/**
 * The event streams of one server: the shared fan-out (`server/domain/streams/eventHub.ts`) fed from the database, the
 * balance streams' watch over the simulated ledger (`server/domain/streams/balanceWatch.ts`), and the connections they
 * write to (`server/http/eventStream.ts`).
 */
import type { Database } from '../db/open.js';
import { createStreamEventReader } from '../db/stores/streamEvents.js';
import {
  createEventStreamConnections,
  type EventStreamConnections,
  type EventStreamLimits,
} from '../http/eventStream.js';
import type { Simulation } from '../../simulator/index.js';
import { createBalanceWatch, type BalanceWatch } from '../domain/streams/balanceWatch.js';
import { createEventHub, type EventHub } from '../domain/streams/eventHub.js';
import type { StreamEventReader } from '../domain/streams/types.js';

/** What `retry:` asks reconnecting clients to wait, in milliseconds. */
export const STREAM_RETRY_MS = 1000;

export type EventStreams = {
  readonly hub: EventHub;
  /** What the auction stream told of the network's latest auctions (`GET /api/v1/auctions`). */
  readonly auctionSummaries: StreamEventReader['auctionSummaries'];
  readonly balances: BalanceWatch;
  readonly connections: EventStreamConnections;
  /** After a write or a block: the streams read what changed, soon. */
  poke(): void;
  /** Logs a failure that ended a stream (its client saw only the stream end). */
  reportError(error: unknown): void;
  /** Ends every stream and stops following blocks (graceful shutdown). */
  close(): void;
};

export function createEventStreams(parameters: {
  db: Database;
  simulation: Simulation;
  limits: Omit<EventStreamLimits, 'retryMs'>;
  onError: (error: unknown) => void;
}): EventStreams {
  const connections = createEventStreamConnections({ ...parameters.limits, retryMs: STREAM_RETRY_MS });
  const reader = createStreamEventReader(parameters.db);
  const hub = createEventHub(reader, (error) => {
    // Clients reconnect with their Last-Event-ID and read what they missed from the database.
    parameters.onError(error);
    connections.closeAll();
  });
  const balances = createBalanceWatch(
    () => parameters.simulation.clock.now(),
    (error) => {
      // Clients reconnect and start again from `initial_balances`.
      parameters.onError(error);
      connections.closeAll();
    },
  );
  const poke = () => {
    hub.poke();
    balances.poke();
  };
  // Subscribed after the auction runner: a block's auction is stored (and settled) when this runs.
  const unsubscribe = parameters.simulation.onBlock(poke);
  return {
    hub,
    auctionSummaries: reader.auctionSummaries,
    balances,
    connections,
    poke,
    reportError: parameters.onError,
    close() {
      unsubscribe();
      connections.closeAll();
    },
  };
}
