/**
 * Server-sent event responses: the Koa side of `server/domain/streams/eventHub.ts` and of the
 * finite streams (quotes). Each connection counts against its client address (429 `RateLimited`
 * with `Retry-After` beyond the limit), starts with `retry:` (unless the stream ends by itself),
 * gets a keep-alive on idle stretches, and is cut off when the client reads so slowly that more
 * than the buffer limit waits for it. Closing the connections (graceful shutdown) ends every
 * stream cleanly.
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

export type EventStreamOptions = {
  /**
   * Whether the stream opens with `retry:` (default true). A stream that ends by itself with its
   * answer (the quote stream, as the reference sends it) has nothing to reconnect for.
   */
  readonly retry?: boolean;
  /** What an idle stream sends (default a `: keep-alive` comment). */
  readonly keepAliveFrame?: string;
};

export type EventStreamConnections = {
  /**
   * A response body that opens a stream fed by `open`, which returns its unsubscribe; `finish`
   * ends the stream from the server's side (a finite stream is done).
   */
  response(
    open: (sink: StreamSink, finish: () => void) => () => void,
    options?: EventStreamOptions,
  ): EventStreamResponse;
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
    response: (subscribe, options = {}) =>
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

        const keepAliveFrame = options.keepAliveFrame ?? ': keep-alive\n\n';
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
          if (performance.now() - lastSentMs >= limits.keepAliveMs) sink.send(keepAliveFrame);
        }, limits.keepAliveMs / 2);
        keepAlive.unref();
        open.add(end);
        res.once('close', release);

        // The catch-up frames come with the subscription: they follow `retry:` in the body.
        if (options.retry !== false) body.push(`retry: ${limits.retryMs}\n\n`);
        try {
          unsubscribe = subscribe(sink, end);
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

/**
 * Sends a finite stream's frames as they come, then finishes it; stops reading them when the
 * client goes (the returned unsubscribe). A failure mid-stream is reported and ends the stream
 * with `failure.frame`.
 */
export function pipeFrames(
  frames: AsyncIterable<string>,
  sink: StreamSink,
  finish: () => void,
  failure: { frame: string; report(error: unknown): void },
): () => void {
  let gone = false;
  void (async () => {
    try {
      for await (const frame of frames) {
        if (gone) return;
        sink.send(frame);
      }
    } catch (error) {
      failure.report(error);
      if (!gone) sink.send(failure.frame);
    }
    finish();
  })();
  return () => {
    gone = true;
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
