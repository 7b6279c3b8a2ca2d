/**
 * Server-sent event responses: the Koa side of `server/domain/streams/eventHub.ts`. Each connection
 * counts against its client address (429 `RateLimited` with `Retry-After` beyond the limit),
 * starts with `retry:`, gets a keep-alive comment on idle stretches, and is cut off when the
 * client reads so slowly that more than the buffer limit waits for it. Closing the connections
 * (graceful shutdown) ends every stream cleanly.
 */
import { Readable } from 'node:stream';
import type { Context as KoaContext } from 'koa';
import { ApiError } from '../domain/errors.js';
import type { StreamSink } from '../domain/streams/eventHub.js';

export type EventStreamLimits = {
  /** Concurrent streams one client address may hold. */
  readonly connectionsPerClient: number;
  /** Bytes that may wait for a slow client before it is disconnected. */
  readonly bufferBytes: number;
  /** Idle time after which a keep-alive comment goes out. */
  readonly keepAliveMs: number;
  /** The reconnection delay the `retry:` field asks clients for. */
  readonly retryMs: number;
};

/** How long a client refused for holding too many streams is asked to wait. */
const CONNECTION_LIMIT_RETRY_AFTER_SECONDS = 5;

export type EventStreamConnections = {
  /** A response body that opens a stream fed by `open` (which returns its unsubscribe). */
  response(open: (sink: StreamSink) => () => void): EventStreamResponse;
  /** Ends every open stream (their responses end; clients may reconnect elsewhere or later). */
  closeAll(): void;
  readonly openCount: number;
};

/** What a stream operation's handler returns as its body; `mountOperations` calls `respond`. */
export class EventStreamResponse {
  constructor(readonly respond: (ctx: KoaContext) => void) {}
}

export function createEventStreamConnections(limits: EventStreamLimits): EventStreamConnections {
  const perClient = new Map<string, number>();
  const open = new Set<() => void>();
  return {
    get openCount() {
      return open.size;
    },
    closeAll() {
      for (const end of [...open]) end();
    },
    response: (subscribe) =>
      new EventStreamResponse((ctx) => {
        const client = ctx.ip;
        const held = perClient.get(client) ?? 0;
        if (held >= limits.connectionsPerClient) {
          ctx.set('Retry-After', String(CONNECTION_LIMIT_RETRY_AFTER_SECONDS));
          throw new ApiError(
            'RateLimited',
            `at most ${limits.connectionsPerClient} concurrent event streams per client address; close one first`,
          );
        }
        perClient.set(client, held + 1);

        const body = new Readable({ read() {} });
        const res = ctx.res;
        let lastSentMs = performance.now();
        let closed = false;
        let unsubscribe: (() => void) | undefined;
        const release = () => {
          if (closed) return;
          closed = true;
          clearInterval(keepAlive);
          open.delete(end);
          unsubscribe?.();
          const left = (perClient.get(client) ?? 1) - 1;
          if (left === 0) perClient.delete(client);
          else perClient.set(client, left);
        };
        const end = () => {
          release();
          body.push(null);
        };
        const sink: StreamSink = {
          send(frame) {
            if (closed) return;
            if (body.readableLength + res.writableLength + frame.length > limits.bufferBytes) {
              // A client this far behind would make the server hold ever more for it.
              release();
              ctx.req.socket.destroy();
              return;
            }
            lastSentMs = performance.now();
            body.push(frame);
          },
        };
        const keepAlive = setInterval(() => {
          if (performance.now() - lastSentMs >= limits.keepAliveMs) sink.send(': keep-alive\n\n');
        }, limits.keepAliveMs / 2);
        keepAlive.unref();
        open.add(end);
        res.once('close', release);

        // The catch-up frames come with the subscription: they follow `retry:` in the body.
        body.push(`retry: ${limits.retryMs}\n\n`);
        try {
          unsubscribe = subscribe(sink);
        } catch (error) {
          release();
          throw error;
        }
        if (closed) unsubscribe();
        ctx.req.socket.setNoDelay(true);
        ctx.response.status = 200;
        ctx.response.set('Content-Type', 'text/event-stream; charset=utf-8');
        ctx.response.set('Cache-Control', 'no-cache');
        // Proxies that buffer responses (nginx) would hold events back.
        ctx.response.set('X-Accel-Buffering', 'no');
        ctx.response.body = body;
      }),
  };
}

/** A generated `Handler` of a `text/event-stream` operation: its 200 body is an `EventStreamResponse`. */
export type StreamingHandler<H> = H extends (input: infer Input, context: infer Context) => unknown
  ? (input: Input, context: Context) => { status: 200; body: EventStreamResponse }
  : never;

/** Generated `Handlers` where the operations named by `Streaming` answer an event stream. */
export type HandlersStreaming<Handlers, Streaming extends keyof Handlers> = Omit<Handlers, Streaming> & {
  [Operation in Streaming]: StreamingHandler<Handlers[Operation]>;
};

/** The `Last-Event-ID` request header (a repeated header takes its first value). */
export function lastEventIdOf(headers: Readonly<Record<string, string | string[] | undefined>>): string | undefined {
  const value = headers['last-event-id'];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first.trim();
}
