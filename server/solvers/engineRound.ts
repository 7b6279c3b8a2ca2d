/**
 * One auction's round of questions to the external engines: the request is built and serialized
 * once, every engine is asked at once (over HTTP, or from a recording), and each reply is decoded
 * as it arrives. The auction runner closes the round when every engine has answered or at the
 * deadline, whichever comes first; what it used is what a recording keeps, so a replay decides
 * the same.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import type { Auction, EngineAnswer, NetworkWorld } from '../../simulator/index.js';
import { postSolve, toEngineAnswer, type EngineConfig, type RawReply, type TimedReply } from './engineClient.js';
import { decodeSolveResponse } from './solveResponse.js';
import { OrderJsonCache, solveRequestBody } from './solveRequest.js';

/** How the engines are asked: live over HTTP, or from a recording (answers at once, or synchronously). */
export type EngineTransport = {
  readonly live: boolean;
  ask(
    engine: EngineConfig,
    at: { network: string; auctionId: number },
    body: string,
    timeoutMs: number,
  ): TimedReply | Promise<TimedReply>;
};

export const httpTransport: EngineTransport = {
  live: true,
  ask: (engine, _at, body, timeoutMs) => postSolve(engine, body, timeoutMs),
};

/** One line of an answers file: what an engine's reply to an auction was, as the competition used it. */
export type RecordedReply = {
  readonly network: string;
  readonly auctionId: number;
  readonly solver: string;
  readonly reply: RawReply;
  readonly latencyMs: number;
};

/** Appends each used reply to `path` as a JSON line. */
export function answerRecorder(path: string): (record: RecordedReply) => void {
  return (record) => appendFileSync(path, `${JSON.stringify(record)}\n`);
}

/** Answers from a recording; an auction the recording lacks is a timeout, as it would have been. */
export function replayTransport(path: string): EngineTransport {
  const records: RecordedReply[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() !== '') records.push(JSON.parse(line) as RecordedReply);
  }
  return recordedTransport(records);
}

/** Answers from recorded replies (a later one of the same auction and engine wins). */
export function recordedTransport(records: readonly RecordedReply[]): EngineTransport {
  const replies = new Map<string, TimedReply>();
  for (const record of records)
    replies.set(`${record.network}/${record.auctionId}/${record.solver}`, {
      reply: record.reply,
      latencyMs: record.latencyMs,
    });
  return {
    live: false,
    ask: (engine, at, _body, timeoutMs) =>
      replies.get(`${at.network}/${at.auctionId}/${engine.name}`) ?? {
        reply: { kind: 'timeout', timeoutMs },
        latencyMs: timeoutMs,
      },
  };
}

export type EngineRound = {
  /** Decoded answers so far, by engine name. */
  readonly answers: ReadonlyMap<string, EngineAnswer>;
  /** Raw replies so far, by engine name (what a recording keeps). */
  readonly replies: ReadonlyMap<string, TimedReply>;
  /** Whether every engine has answered. */
  complete(): boolean;
  /** Resolves when every engine has answered (never rejects). */
  readonly done: Promise<void>;
};

/**
 * Asks `engines` about `auction`. Replies a transport gives synchronously are in the round when
 * this returns.
 */
export function startEngineRound(parameters: {
  auction: Auction;
  world: NetworkWorld;
  engines: readonly EngineConfig[];
  deadlineMs: number;
  /** Wall-clock time of the request's `deadline` field. */
  now: Date;
  transport: EngineTransport;
  /** Each order's JSON, kept from the network's previous auction (fresh when not given). */
  orderJson?: OrderJsonCache;
}): EngineRound {
  const { auction, world, engines, deadlineMs, transport } = parameters;
  const { body, liquidity } = solveRequestBody(
    { auction, world, deadline: new Date(parameters.now.getTime() + deadlineMs) },
    parameters.orderJson ?? new OrderJsonCache(),
  );
  const answers = new Map<string, EngineAnswer>();
  const replies = new Map<string, TimedReply>();
  const decode = (text: string) => decodeSolveResponse(text, auction, liquidity, world);
  const take = (engine: EngineConfig, timed: TimedReply) => {
    replies.set(engine.name, timed);
    let answer: EngineAnswer;
    try {
      answer = toEngineAnswer(timed.reply, decode);
    } catch (error) {
      // The schema admitted it and the decoder could not read it: still the engine's answer's fault.
      answer = { failure: 'deserializationError', detail: `Request format invalid: ${(error as Error).message}` };
    }
    answers.set(engine.name, answer);
  };
  const pending: Promise<void>[] = [];
  for (const engine of engines) {
    const asked = transport.ask(engine, { network: auction.network, auctionId: auction.id }, body, deadlineMs);
    if (asked instanceof Promise) pending.push(asked.then((timed) => take(engine, timed)));
    else take(engine, asked);
  }
  return {
    answers,
    replies,
    complete: () => answers.size === engines.length,
    done: Promise.all(pending).then(() => undefined),
  };
}
