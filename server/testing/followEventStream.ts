/**
 * A real EventSource client (the `eventsource` package) for tests: it records the events of the
 * named types it receives and can wait for a count of them, or for the stream to end.
 */
import { EventSource } from 'eventsource';
import { startTestServer, type TestServer } from './startTestServer.js';

export type ReceivedEvent = { type: string; id: string; data: unknown };

export type FollowOptions = {
  /** Event names to record (`message` for unnamed events). */
  types: readonly string[];
  /** Sent as `Last-Event-ID` on the first connection (EventSource sends it itself on reconnects). */
  lastEventId?: string;
  /** A POST stream (the quote stream): this JSON body on every connection. */
  postBody?: unknown;
};

export type FollowedStream = {
  source: EventSource;
  received: ReceivedEvent[];
  /** Connection failures and server-side ends (error events without data), with their HTTP status if any. */
  endings: { code: number | undefined }[];
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  /** Waits until the server ended the stream (or refused it), then stops the client from reconnecting. */
  waitForEnd(timeoutMs?: number): Promise<ReceivedEvent[]>;
};

export function followEventStream(url: string, options: FollowOptions): FollowedStream {
  const received: ReceivedEvent[] = [];
  const endings: { code: number | undefined }[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const resume of waiters.splice(0)) resume();
  };
  const post = options.postBody === undefined ? undefined : JSON.stringify(options.postBody);
  const source = new EventSource(url, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        ...(post === undefined ? {} : { method: 'POST', body: post }),
        headers: {
          ...(init?.headers as Record<string, string>),
          ...(post === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.lastEventId !== undefined && received.length === 0
            ? { 'Last-Event-ID': options.lastEventId }
            : {}),
        },
      }),
  });
  for (const type of options.types) {
    source.addEventListener(type, (event) => {
      // `error` is both a server's event name and EventSource's connection failure (no data).
      if (!('data' in event) || typeof event.data !== 'string') return;
      received.push({ type, id: event.lastEventId, data: JSON.parse(event.data) });
      wake();
    });
  }
  source.addEventListener('error', (event) => {
    if ('data' in event && typeof event.data === 'string') return;
    endings.push({ code: (event as { code?: number }).code });
    wake();
  });
  const waitUntil = async (done: () => boolean, describe: () => string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(describe());
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    source,
    received,
    endings,
    async waitFor(count, timeoutMs = 10_000) {
      await waitUntil(
        () => received.length >= count,
        () => `got ${received.length} of ${count} events: ${JSON.stringify(received)}`,
        timeoutMs,
      );
      return received;
    },
    async waitForEnd(timeoutMs = 10_000) {
      await waitUntil(
        () => endings.length > 0,
        () => `the stream did not end; events: ${JSON.stringify(received)}`,
        timeoutMs,
      );
      source.close();
      return received;
    },
  };
}

/** The servers and streams a test opens, closed together after it (`afterEach(() => scope.closeAll())`). */
export type StreamTestScope = {
  /** A test server (`startTestServer`) closed after the test. */
  server(env?: Record<string, string>): Promise<TestServer>;
  /** A followed stream closed after the test. */
  follow(url: string, options: FollowOptions): FollowedStream;
  /** Runs `cleanup` after the test, before what was deferred earlier. */
  defer(cleanup: () => unknown): void;
  closeAll(): Promise<void>;
};

export function createStreamTestScope(): StreamTestScope {
  const cleanups: (() => unknown)[] = [];
  return {
    async server(env = {}) {
      const server = await startTestServer(env);
      cleanups.push(() => server.close());
      return server;
    },
    follow(url, options) {
      const stream = followEventStream(url, options);
      cleanups.push(() => stream.source.close());
      return stream;
    },
    defer(cleanup) {
      cleanups.push(cleanup);
    },
    async closeAll() {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    },
  };
}
