/**
 * Event-stream fan-out: `subscribers` clients each follow one order's events
 * (`GET /{network}/api/v1/orders/{uid}/events`), all orders in one auction; one block is mined
 * and each client's `auction` event is timed. The block's events exist once its auction is
 * stored, just before `POST /sim/v1/advance` answers: the target (p99 within 200 ms for 1,000
 * subscribers) counts from that answer (an event that came earlier counts 0 ms). The times from
 * the request, the auction of 1,000 orders included, are reported too.
 */
import { Agent, request, type IncomingMessage } from 'node:http';
import type { SignedOrder } from '../../server/index.js';

export type StreamFanOutReport = {
  subscribers: number;
  /** How long `POST /sim/v1/advance {blocks: 1}` took (the block's auction included). */
  advanceMs: number;
  /** After the advance answered (0 for events that came before). */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** After the advance was sent. */
  fromRequestP99Ms: number;
  /** Subscribers that got no event within the wait. */
  missing: number;
  targetMs: number;
  met: boolean;
};

const TARGET_MS = 200;
const WAIT_MS = 30_000;

/** Opens one event stream and calls `onEvent` with each `event:` name it receives. */
function openStream(url: string, agent: Agent, onEvent: (name: string) => void): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let pending = '';
      response.on('data', (chunk: string) => {
        pending += chunk;
        let end = pending.indexOf('\n\n');
        while (end >= 0) {
          const match = /^event: (\w+)$/m.exec(pending.slice(0, end));
          if (match?.[1]) onEvent(match[1]);
          pending = pending.slice(end + 2);
          end = pending.indexOf('\n\n');
        }
      });
      resolve(response);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function measureStreamFanOut(url: string, orders: readonly SignedOrder[]): Promise<StreamFanOutReport> {
  for (const order of orders) {
    const response = await fetch(`${url}/mainnet/api/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: order.body,
    });
    if (response.status !== 201) throw new Error(`order answered ${response.status}: ${await response.text()}`);
  }
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const received: number[] = [];
  const created = new Set<number>();
  let sentAt = 0;
  const streams = await Promise.all(
    orders.map((order, index) =>
      openStream(`${url}/mainnet/api/v1/orders/${order.uid}/events`, agent, (name) => {
        if (name === 'created') created.add(index);
        if (name === 'auction' && received[index] === undefined) received[index] = performance.now() - sentAt;
      }),
    ),
  );
  const deadline = Date.now() + WAIT_MS;
  while (created.size < orders.length && Date.now() < deadline) await new Promise((wake) => setTimeout(wake, 20));

  sentAt = performance.now();
  const advance = await fetch(`${url}/mainnet/sim/v1/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ blocks: 1 }),
  });
  if (advance.status !== 200) throw new Error(`advance answered ${advance.status}: ${await advance.text()}`);
  const advanceMs = performance.now() - sentAt;
  while (received.filter((value) => value !== undefined).length < orders.length && Date.now() < deadline)
    await new Promise((wake) => setTimeout(wake, 5));

  for (const stream of streams) stream.destroy();
  agent.destroy();
  const fromRequest = received.filter((value) => value !== undefined).sort((a, b) => a - b);
  const latencies = fromRequest.map((value) => Math.max(0, value - advanceMs));
  const at = (sorted: number[], fraction: number) =>
    round(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN);
  const p99Ms = at(latencies, 0.99);
  const missing = orders.length - latencies.length;
  return {
    subscribers: orders.length,
    advanceMs: round(advanceMs),
    p50Ms: at(latencies, 0.5),
    p99Ms,
    maxMs: round(latencies.at(-1) ?? Number.NaN),
    fromRequestP99Ms: at(fromRequest, 0.99),
    missing,
    targetMs: TARGET_MS,
    met: missing === 0 && p99Ms <= TARGET_MS,
  };
}

export function formatStreamFanOut(report: StreamFanOutReport): string {
  return `event streams: ${report.subscribers.toLocaleString('en')} order subscribers, one block (advance ${report.advanceMs} ms): p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms, max ${report.maxMs} ms after the block was stored (p99 ${report.fromRequestP99Ms} ms after it was asked for), ${report.missing} missing; target p99 ≤ ${report.targetMs} ms: ${report.met ? 'yes' : 'NO'}`;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

export type StreamChurnReport = {
  seconds: number;
  /** Streams open at any time. */
  concurrent: number;
  opened: number;
  events: number;
  /** Anonymous resident memory of the server after warm-up and at the end. */
  startAnonRssMb: number | null;
  endAnonRssMb: number | null;
  targetGrowthMb: number;
  met: boolean;
};

const CHURN_GROWTH_TARGET_MB = 32;

/**
 * Memory under churn: `concurrent` auction and account streams stay open while a tenth of them is
 * replaced every 100 ms (half of the new ones resuming from a `Last-Event-ID`), with a block and
 * new orders each second, for `seconds`. Target: the server's anonymous RSS grows by at most
 * 32 MB between the end of a 5 s warm-up and the end.
 */
export async function measureStreamChurn(
  url: string,
  serverPid: number | undefined,
  readMemoryMb: (pid: number | undefined) => number | null,
  options: { seconds: number; concurrent: number; orders: readonly SignedOrder[] },
): Promise<StreamChurnReport> {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const open = new Set<IncomingMessage>();
  let opened = 0;
  let events = 0;
  let lastAuctionId: string | undefined;
  const openOne = async (index: number) => {
    const order = options.orders[index % options.orders.length]!;
    const path = index % 2 === 0 ? '/mainnet/api/v1/auction/events' : `/mainnet/api/v1/account/${order.owner}/events`;
    const headers: Record<string, string> =
      index % 4 === 0 && lastAuctionId !== undefined ? { 'last-event-id': lastAuctionId } : {};
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(`${url}${path}`, { agent, headers }, resolve);
      req.on('error', reject);
      req.end();
    });
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
    opened += 1;
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      events += chunk.split('\nevent: ').length - 1;
      if (index % 2 === 0) {
        const ids = [...chunk.matchAll(/^id: (\S+)$/gm)];
        if (ids.length > 0) lastAuctionId = ids.at(-1)![1];
      }
    });
    response.on('error', () => undefined);
    open.add(response);
  };
  const close = (response: IncomingMessage) => {
    open.delete(response);
    response.destroy();
  };

  let next = 0;
  await Promise.all(Array.from({ length: options.concurrent }, () => openOne(next++)));
  let posted = 0;
  const started = performance.now();
  let startAnonRssMb: number | null = null;
  let lastBlock = started;
  while (performance.now() - started < options.seconds * 1000) {
    if (startAnonRssMb === null && performance.now() - started >= 5_000) startAnonRssMb = readMemoryMb(serverPid);
    const leaving = [...open].slice(0, Math.ceil(options.concurrent / 10));
    for (const response of leaving) close(response);
    await Promise.all(leaving.map(() => openOne(next++)));
    if (performance.now() - lastBlock >= 1_000) {
      lastBlock = performance.now();
      for (const order of options.orders.slice(posted, posted + 5)) {
        await fetch(`${url}/mainnet/api/v1/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: order.body,
        });
      }
      posted += 5;
      await fetch(`${url}/mainnet/sim/v1/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ blocks: 1 }),
      });
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  const endAnonRssMb = readMemoryMb(serverPid);
  for (const response of [...open]) close(response);
  agent.destroy();
  return {
    seconds: options.seconds,
    concurrent: options.concurrent,
    opened,
    events,
    startAnonRssMb,
    endAnonRssMb,
    targetGrowthMb: CHURN_GROWTH_TARGET_MB,
    met: startAnonRssMb !== null && endAnonRssMb !== null && endAnonRssMb - startAnonRssMb <= CHURN_GROWTH_TARGET_MB,
  };
}

export function formatStreamChurn(report: StreamChurnReport): string {
  return `event streams under churn: ${report.seconds} s, ${report.concurrent} open, ${report.opened.toLocaleString('en')} opened, ${report.events.toLocaleString('en')} events; server anonymous RSS ${report.startAnonRssMb} MB after warm-up → ${report.endAnonRssMb} MB; target growth ≤ ${report.targetGrowthMb} MB: ${report.met ? 'yes' : 'NO'}`;
}
