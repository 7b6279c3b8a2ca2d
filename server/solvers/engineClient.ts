/**
 * The HTTP side of the solver-engine API, as the reference driver speaks it
 * (`crates/driver/src/infra/solver/mod.rs`): `POST {url}/solve` with the auction, aborted at the
 * auction's deadline, and fire-and-forget `POST {url}/notify`. Every outcome becomes an
 * `EngineAnswer` (nothing here throws), with the time the engine took.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Address } from 'viem';
import type { EngineAnswer } from '../../simulator/index.js';
import type { NotificationDto } from './dto.js';

/** An external engine as configured (`SOLVERS`, or a scenario's `solvers[]` entry with a `url`). */
export type EngineConfig = {
  readonly name: string;
  /** Base URL: batchbook posts to `{url}/solve` and `{url}/notify`. */
  readonly url: string;
  readonly address: Address;
  /** The engine's own time limit, when shorter than the auction's deadline. */
  readonly timeoutMs?: number | undefined;
  /** Added to every request (an API key, say). */
  readonly headers?: Readonly<Record<string, string>> | undefined;
};

/** The largest answer read; a larger one is a `deserializationError` (the reference caps responses too). */
export const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
/** How long a notification may take before it is given up (nobody waits for it). */
const NOTIFY_TIMEOUT_MS = 2_000;

/**
 * What came back from one `/solve`, before decoding: a status and body, no answer by the time
 * limit, or a request that failed. Plain data, so a run's replies can be recorded and replayed.
 */
export type RawReply =
  | { readonly kind: 'answered'; readonly status: number; readonly text: string }
  | { readonly kind: 'timeout'; readonly timeoutMs: number }
  | { readonly kind: 'failed'; readonly detail: string };

export type TimedReply = { readonly reply: RawReply; readonly latencyMs: number };

/** `{url}/{path}` whether or not the configured URL ends with a slash. */
export function engineEndpoint(url: string, path: 'solve' | 'notify'): string {
  return `${url.replace(/\/+$/, '')}/${path}`;
}

/**
 * Posts `body` (the serialized auction) to the engine. Gives up after `timeoutMs` (the auction's
 * deadline, or the engine's own timeout when shorter): a late answer counts as none. Plain
 * `node:http` rather than `fetch`: an auction of thousands of orders is a body of megabytes, which
 * `fetch` copies and streams at several times the cost.
 */
export function postSolve(
  engine: EngineConfig,
  body: string,
  timeoutMs: number,
  now: () => number = () => performance.now(),
): Promise<TimedReply> {
  const started = now();
  const limit = Math.max(0, Math.min(timeoutMs, engine.timeoutMs ?? Number.POSITIVE_INFINITY));
  const timed = (reply: RawReply): TimedReply => ({ reply, latencyMs: now() - started });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (reply: RawReply) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(timed(reply));
    };
    let url: URL;
    try {
      url = new URL(engineEndpoint(engine.url, 'solve'));
    } catch (error) {
      settle({ kind: 'failed', detail: `request failed: ${(error as Error).message}` });
      return;
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, {
      method: 'POST',
      headers: {
        ...engine.headers,
        'content-type': 'application/json',
        accept: 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
    });
    const timer = setTimeout(() => {
      settle({ kind: 'timeout', timeoutMs: limit });
      request.destroy();
    }, limit);
    request.on('error', (error) => settle({ kind: 'failed', detail: `request failed: ${error.message}` }));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_RESPONSE_BYTES) {
          settle({ kind: 'failed', detail: `the answer exceeds ${MAX_RESPONSE_BYTES} bytes` });
          request.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', (error) => settle({ kind: 'failed', detail: `request failed: ${error.message}` }));
      response.on('end', () =>
        settle({ kind: 'answered', status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.end(body);
  });
}

/** A reply as the competition sees it; `decode` reads a 2xx body (`decodeSolveResponse`). */
export function toEngineAnswer(reply: RawReply, decode: (text: string) => EngineAnswer): EngineAnswer {
  switch (reply.kind) {
    case 'timeout':
      return { failure: 'timeout', detail: `no answer within ${reply.timeoutMs} ms` };
    case 'failed':
      return { failure: 'httpError', detail: reply.detail };
    case 'answered':
      if (reply.status < 200 || reply.status > 299)
        return {
          failure: 'httpError',
          detail: `HTTP ${reply.status}${reply.text === '' ? '' : `: ${reply.text.slice(0, 200)}`}`,
        };
      return decode(reply.text);
  }
}

/** Fire and forget: the engine hears about it when it can; failures are ignored, as the reference does. */
export function notifyEngine(engine: EngineConfig, notification: NotificationDto): void {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NOTIFY_TIMEOUT_MS);
  timer.unref();
  fetch(engineEndpoint(engine.url, 'notify'), {
    method: 'POST',
    headers: { ...engine.headers, 'content-type': 'application/json' },
    body: JSON.stringify(notification),
    signal: controller.signal,
  })
    .then((response) => response.body?.cancel())
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}
