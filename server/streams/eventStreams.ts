/**
 * The event streams of one server: the shared fan-out (`server/domain/streams/eventHub.ts`) fed from the database, and
 * the connections it writes to (`server/http/eventStream.ts`).
 */
import type { Database } from '../db/open.js';
import { createStreamEventReader } from '../db/stores/streamEvents.js';
import {
  createEventStreamConnections,
  type EventStreamConnections,
  type EventStreamLimits,
} from '../http/eventStream.js';
import type { Simulation } from '../../simulator/index.js';
import { createEventHub, type EventHub } from '../domain/streams/eventHub.js';

/** What `retry:` asks reconnecting clients to wait, in milliseconds. */
export const STREAM_RETRY_MS = 1000;

export type EventStreams = {
  readonly hub: EventHub;
  readonly connections: EventStreamConnections;
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
  const hub = createEventHub(createStreamEventReader(parameters.db), (error) => {
    // Clients reconnect with their Last-Event-ID and read what they missed from the database.
    parameters.onError(error);
    connections.closeAll();
  });
  // Subscribed after the auction runner: a block's auction is stored when this runs.
  const unsubscribe = parameters.simulation.onBlock(() => hub.poke());
  return {
    hub,
    connections,
    reportError: parameters.onError,
    close() {
      unsubscribe();
      connections.closeAll();
    },
  };
}
