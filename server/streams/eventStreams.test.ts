/**
 * The event streams through a real EventSource client, against the real server on loopback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventSource } from 'eventsource';
import Koa from 'koa';
import { afterEach, describe, expect, test } from 'vitest';
import { configVariables } from '../config.js';
import { start, type StartedServer } from '../main.js';
import { createEventStreamConnections, pipeFrames } from '../http/eventStream.js';
import { signOrders } from '../seeding/signedOrders.js';
import { createStreamTestScope } from '../testing/followEventStream.js';

const auctionTypes = ['auction', 'competition', 'settlement'] as const;
const orderTypes = ['created', 'auction', 'traded', 'cancelled', 'invalid', 'filtered'] as const;

async function advance(url: string, blocks: number) {
  const response = await fetch(`${url}/mainnet/sim/v1/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ blocks }),
  });
  expect(response.status).toBe(200);
}

async function postOrder(url: string, body: string) {
  const response = await fetch(`${url}/mainnet/api/v1/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

const scope = createStreamTestScope();
afterEach(() => scope.closeAll());
const testServer = scope.server;
const followed = scope.follow;

describe('event streams', () => {
  test('behavior: an order stream sends its history, then each event as blocks pass, in id order', async () => {
    const server = await testServer();
    const [order] = signOrders(1, 7, 'streams');
    await postOrder(server.url, order!.body);
    const stream = followed(`${server.url}/mainnet/api/v1/orders/${order!.uid}/events`, { types: orderTypes });
    const [created] = await stream.waitFor(1);
    expect(created).toMatchObject({ type: 'created', data: { uid: order!.uid, owner: order!.owner.toLowerCase() } });

    await advance(server.url, 2);
    const events = await stream.waitFor(3);
    expect(events.map((event) => event.type)).toEqual(['created', 'auction', 'traded']);
    expect(events[1]!.data).toMatchObject({ stage: 'executing' });
    // The traded event carries the trade the trades endpoint lists.
    const trades = (await (await fetch(`${server.url}/mainnet/api/v1/trades?orderUid=${order!.uid}`)).json()) as {
      txHash: string;
      buyAmount: string;
    }[];
    expect(trades).toHaveLength(1);
    expect(events[2]!.data).toMatchObject({ trade: { txHash: trades[0]!.txHash, buyAmount: trades[0]!.buyAmount } });
    const ids = events.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('behavior: an account stream starts at the present and sends the events of the owner only', async () => {
    const server = await testServer();
    const [mine, other] = signOrders(2, 8, 'streams');
    const stream = followed(`${server.url}/mainnet/api/v1/account/${mine!.owner}/events`, { types: orderTypes });
    await new Promise((resolve) => stream.source.addEventListener('open', resolve));
    await postOrder(server.url, other!.body);
    await postOrder(server.url, mine!.body);
    const [created] = await stream.waitFor(1);
    expect(created).toMatchObject({ type: 'created', data: { uid: mine!.uid } });
    await advance(server.url, 2);
    const events = await stream.waitFor(3);
    expect(events.every((event) => (event.data as { uid: string }).uid === mine!.uid)).toBe(true);
  });

  test('behavior: a client resuming with Last-Event-ID gets exactly the events it missed', async () => {
    const server = await testServer();
    for (const order of signOrders(2, 9, 'streams')) await postOrder(server.url, order.body);
    const continuous = followed(`${server.url}/mainnet/api/v1/auction/events`, { types: auctionTypes });
    const early = followed(`${server.url}/mainnet/api/v1/auction/events`, { types: auctionTypes });
    await Promise.all(
      [continuous, early].map((stream) => new Promise((resolve) => stream.source.addEventListener('open', resolve))),
    );
    await advance(server.url, 2);
    const seen = await early.waitFor(3);
    early.source.close();
    const lastSeen = seen.at(-1)!.id;

    for (const order of signOrders(2, 19, 'streams')) await postOrder(server.url, order.body);
    await advance(server.url, 3);
    const all = await continuous.waitFor(seen.length + 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const resumed = followed(`${server.url}/mainnet/api/v1/auction/events`, {
      types: auctionTypes,
      lastEventId: lastSeen,
    });
    const missed = continuous.received.slice(continuous.received.findIndex((event) => event.id === lastSeen) + 1);
    expect(missed.length).toBeGreaterThan(0);
    await resumed.waitFor(missed.length);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(resumed.received).toEqual(missed);
    expect(all.map((event) => event.type)).toContain('settlement');
  });

  test('behavior: a Last-Event-ID that is not of the stream is 400 InvalidParameter before any stream', async () => {
    const server = await testServer();
    for (const lastEventId of ['abc', '99999']) {
      const response = await fetch(`${server.url}/mainnet/api/v1/auction/events`, {
        headers: { 'Last-Event-ID': lastEventId },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errorType: 'InvalidParameter' });
    }
    const unknown = await fetch(`${server.url}/mainnet/api/v1/orders/0x${'ab'.repeat(56)}/events`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
  });

  test('behavior: a client address holds at most STREAM_CONNECTIONS_PER_CLIENT streams; the next is 429 with Retry-After', async () => {
    const server = await testServer({ STREAM_CONNECTIONS_PER_CLIENT: '2' });
    const url = `${server.url}/mainnet/api/v1/auction/events`;
    const open = [followed(url, { types: auctionTypes }), followed(url, { types: auctionTypes })];
    await Promise.all(open.map((stream) => new Promise((resolve) => stream.source.addEventListener('open', resolve))));
    const refused = await fetch(url);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(await refused.json()).toMatchObject({ errorType: 'RateLimited' });

    open[0]!.source.close();
    await expect.poll(() => server.context.streams.connections.openCount).toBe(1);
    const again = followed(url, { types: auctionTypes });
    await new Promise((resolve) => again.source.addEventListener('open', resolve));
  });

  test('behavior: with RATE_LIMIT=off and no STREAM_CONNECTIONS_PER_CLIENT, a client holds more streams than the default limit', async () => {
    const server = await testServer({ RATE_LIMIT: 'off' });
    const url = `${server.url}/mainnet/api/v1/auction/events`;
    const defaultLimit = Number(
      configVariables.find((variable) => variable.name === 'STREAM_CONNECTIONS_PER_CLIENT')!.default,
    );
    const streams = Array.from({ length: defaultLimit + 5 }, () => followed(url, { types: auctionTypes }));
    // Every stream settles (open, or closed by a refusal), then all of them are open.
    const settled = () => streams.filter((stream) => stream.source.readyState !== EventSource.CONNECTING).length;
    await expect.poll(settled).toBe(streams.length);
    expect(streams.flatMap((stream) => stream.endings)).toEqual([]);
    expect(server.context.streams.connections.openCount).toBe(defaultLimit + 5);
  });

  test('behavior: with RATE_LIMIT=on the default limit applies', async () => {
    const server = await testServer({ RATE_LIMIT: 'on' });
    const url = `${server.url}/mainnet/api/v1/auction/events`;
    const defaultLimit = Number(
      configVariables.find((variable) => variable.name === 'STREAM_CONNECTIONS_PER_CLIENT')!.default,
    );
    const streams = Array.from({ length: defaultLimit }, () => followed(url, { types: auctionTypes }));
    await Promise.all(
      streams.map((stream) => new Promise((resolve) => stream.source.addEventListener('open', resolve))),
    );
    expect((await fetch(url)).status).toBe(429);
  });

  test('behavior: idle streams get keep-alive comments and start with retry', async () => {
    const server = await testServer({ STREAM_KEEPALIVE_SECONDS: '0.05' });
    const text = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(`${server.url}/mainnet/api/v1/auction/events`, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          if (body.includes(': keep-alive')) {
            request.destroy();
            resolve(body);
          }
        });
      });
      request.on('error', reject);
      request.end();
    });
    expect(text.startsWith('retry: ')).toBe(true);
  });

  test('behavior: a stream follows the server through a graceful restart, resuming without gap or duplicate', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'batchbook-streams-'));
    scope.defer(() => rmSync(dir, { recursive: true, force: true }));
    const env = {
      DATABASE_URL: join(dir, 'db.sqlite'),
      CLOCK: 'manual',
      LOG_LEVEL: 'silent',
      RATE_LIMIT: 'off',
      HOST: '127.0.0.1',
    };
    let server: StartedServer = await start({ ...env, PORT: '0' });
    scope.defer(() => server.close());
    const port = new URL(server.url).port;
    for (const order of signOrders(2, 10, 'streams')) await postOrder(server.url, order.body);
    const stream = followed(`${server.url}/mainnet/api/v1/auction/events`, { types: auctionTypes });
    await new Promise((resolve) => stream.source.addEventListener('open', resolve));
    await advance(server.url, 2);
    const before = (await stream.waitFor(3)).length;

    const closing = server.close();
    await closing;
    server = await start({ ...env, PORT: port });
    // The client reconnects by itself (retry: 1000) with the last id it saw.
    await new Promise((resolve) => stream.source.addEventListener('open', resolve));
    for (const order of signOrders(2, 20, 'streams')) await postOrder(server.url, order.body);
    await advance(server.url, 2);
    await stream.waitFor(before + 3);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const replay = followed(`${server.url}/mainnet/api/v1/auction/events`, {
      types: auctionTypes,
      lastEventId: stream.received[0]!.id,
    });
    await replay.waitFor(stream.received.length - 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(replay.received).toEqual(stream.received.slice(1));
    const ids = stream.received.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('event stream connections', () => {
  test('behavior: a client that stops reading is disconnected once the buffer limit is reached; memory stays bounded', async () => {
    const connections = createEventStreamConnections({
      connectionsPerClient: 10,
      bufferBytes: 256 * 1024,
      keepAliveMs: 60_000,
      retryMs: 1000,
    });
    let send: ((frame: string) => void) | undefined;
    let unsubscribed = false;
    const app = new Koa();
    // The cut connection ends the response early; the server reports that only at debug level.
    app.silent = true;
    app.use((ctx) =>
      connections
        .response((sink) => {
          send = (frame) => sink.send(frame);
          return () => {
            unsubscribed = true;
          };
        })
        .respond(ctx),
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    scope.defer(() => new Promise((resolve) => server.close(resolve)));
    const { port } = server.address() as { port: number };

    let paused: { resume(): void } | undefined;
    const closed = new Promise<void>((resolve) => {
      const request = httpRequest(`http://127.0.0.1:${port}/`, (response) => {
        // Not read until the server gave up on it.
        response.pause();
        paused = response;
      });
      request.on('close', () => resolve());
      request.on('error', () => resolve());
      request.end();
    });
    await expect.poll(() => send !== undefined).toBe(true);
    const frame = `data: ${'x'.repeat(64 * 1024)}\n\n`;
    // 64 MiB offered: far beyond socket buffers and the limit.
    for (let index = 0; index < 1024 && !unsubscribed; index += 1) {
      send!(frame);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(unsubscribed).toBe(true);
    // Reading now drains what the socket held, then finds the connection closed.
    paused?.resume();
    await closed;
    expect(connections.openCount).toBe(0);
  });

  test('behavior: a finite stream sends its frames, then ends; a failure midway is reported and sent as its last frame', async () => {
    const run = (frames: AsyncIterable<string>) => {
      const sent: string[] = [];
      const reported: unknown[] = [];
      const finished = new Promise<void>((resolve) =>
        pipeFrames(frames, { send: (frame) => sent.push(frame) }, resolve, {
          frame: 'event: error\ndata: {}\n\n',
          report: (error) => reported.push(error),
        }),
      );
      return { sent, reported, finished };
    };
    const complete = run(
      (async function* () {
        yield 'data: 1\n\n';
        yield 'data: 2\n\n';
      })(),
    );
    await complete.finished;
    expect(complete).toMatchObject({ sent: ['data: 1\n\n', 'data: 2\n\n'], reported: [] });

    const failure = new Error('the store failed');
    const failing = run(
      (async function* () {
        yield 'data: 1\n\n';
        throw failure;
      })(),
    );
    await failing.finished;
    expect(failing).toMatchObject({ sent: ['data: 1\n\n', 'event: error\ndata: {}\n\n'], reported: [failure] });
  });

  test('behavior: a finite stream stops reading its frames once the client is gone', async () => {
    let produced = 0;
    const sent: string[] = [];
    const unsubscribe = pipeFrames(
      (async function* () {
        for (;;) {
          produced += 1;
          yield `data: ${produced}\n\n`;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })(),
      { send: (frame) => sent.push(frame) },
      () => undefined,
      { frame: '', report: () => undefined },
    );
    await expect.poll(() => sent.length).toBeGreaterThan(1);
    unsubscribe();
    const atUnsubscribe = produced;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(produced).toBeLessThanOrEqual(atUnsubscribe + 1);
    expect(sent.length).toBeLessThanOrEqual(atUnsubscribe);
  });
});
