/**
 * The fan-out behind the event streams: one reader for every subscriber. After each block (and
 * each write request) the hub reads what was stored since its cursor once, renders each event
 * once, and hands the frame to every subscriber that wants it. A subscriber that arrives with a
 * `Last-Event-ID` first gets what it missed, read from the database up to the hub's cursor, in
 * the same synchronous step that brings the hub current: no gap, no duplicate.
 *
 * Event ids: an order event's `order_events.id` (order and account streams); for the auction
 * stream the cursor `auction.competition.settledAuction.settledSolution` after the event (each
 * kind of event is read after its own part, see `streamEvents.ts`).
 */
import type { Address, Hex } from 'viem';
import type { StoredTrade } from '../auctions/types.js';
import { InvalidParameterError } from '../errors.js';
import type { AuctionStreamCursor, AuctionStreamEvent, OrderStreamRow, StreamEventReader } from './types.js';

/** Where frames go; `send` never throws (a connection that cannot keep up closes itself). */
export type StreamSink = { send(frame: string): void };

export type StreamTopic =
  | { kind: 'order'; uid: Hex }
  | { kind: 'account'; network: string; owner: Address }
  | { kind: 'auctions'; network: string };

export type EventHub = {
  /**
   * Sends `sink` the events after `lastEventId` (undefined: the order's whole history; the account
   * and auction streams start at the present), then every new one.
   *
   * @throws InvalidParameterError when `lastEventId` is not an id of this stream.
   */
  subscribe(topic: StreamTopic, lastEventId: string | undefined, sink: StreamSink): () => void;
  /** Reads and delivers what was stored since the last pump. */
  pump(): void;
  /** Pumps soon, once for any number of pokes in the same turn. */
  poke(): void;
  readonly subscriberCount: number;
};

const AUCTION_CURSOR_PATTERN = /^(\d+)\.(\d+)\.(\d+)\.(-1|\d+)$/;

export function formatAuctionCursor(cursor: AuctionStreamCursor): string {
  return `${cursor.auction}.${cursor.competition}.${cursor.settlement[0]}.${cursor.settlement[1]}`;
}

/**
 * An SSE frame: `id` and `event` when given (no `event`: the default `message`), and one `data`
 * line (JSON never holds a raw newline).
 */
export function sseFrame(id: string | undefined, event: string | undefined, data: unknown): string {
  const idLine = id === undefined ? '' : `id: ${id}\n`;
  const eventLine = event === undefined ? '' : `event: ${event}\n`;
  return `${idLine}${eventLine}data: ${JSON.stringify(data)}\n\n`;
}

const AUCTION_STAGES = new Set(['ready', 'considered', 'executing']);

/**
 * The frame of an order event: auction stages become `auction` with the stage reached; `traded`
 * carries its trade.
 */
export function orderEventFrame(row: OrderStreamRow, trade: StoredTrade | undefined): string {
  const isStage = AUCTION_STAGES.has(row.label);
  return sseFrame(String(row.id), isStage ? 'auction' : row.label, {
    uid: row.uid,
    owner: row.owner,
    timestamp: row.timestamp,
    ...(isStage ? { stage: row.label } : {}),
    ...(row.reason !== null ? { reason: row.reason } : {}),
    ...(trade !== undefined
      ? {
          trade: {
            blockNumber: trade.blockNumber,
            logIndex: trade.logIndex,
            txHash: trade.txHash,
            auctionId: trade.auctionId,
            sellAmount: trade.sellAmount.toString(),
            sellAmountBeforeFees: trade.sellAmountBeforeFees.toString(),
            buyAmount: trade.buyAmount.toString(),
            executedFee: trade.executedFee.toString(),
          },
        }
      : {}),
  });
}

/**
 * `run` soon (next turn of the event loop), once for any number of calls in the same turn; a
 * throw goes to `onError`.
 */
export function coalescedRun(run: () => void, onError: (error: unknown) => void): () => void {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      try {
        run();
      } catch (error) {
        onError(error);
      }
    });
  };
}

function advance(cursor: AuctionStreamCursor, event: AuctionStreamEvent): AuctionStreamCursor {
  return { ...cursor, ...event.position };
}

export function createEventHub(reader: StreamEventReader, onError: (error: unknown) => void): EventHub {
  const byOrder = new Map<string, Set<StreamSink>>();
  const byAccount = new Map<string, Set<StreamSink>>();
  const byNetwork = new Map<string, Set<StreamSink>>();
  /** Defined while anyone follows order events. */
  let orderCursor: number | undefined;
  const auctionCursors = new Map<string, AuctionStreamCursor>();
  let count = 0;
  const frameOf = (row: OrderStreamRow) =>
    orderEventFrame(row, row.label === 'traded' ? reader.tradeOf(row) : undefined);

  const accountKey = (network: string, owner: string) => `${network}:${owner.toLowerCase()}`;

  const add = (map: Map<string, Set<StreamSink>>, key: string, sink: StreamSink) => {
    const set = map.get(key) ?? new Set();
    set.add(sink);
    map.set(key, set);
    count += 1;
    return () => {
      if (!set.delete(sink)) return;
      count -= 1;
      if (set.size === 0) map.delete(key);
      if (map === byNetwork && set.size === 0) auctionCursors.delete(key);
      if (byOrder.size === 0 && byAccount.size === 0) orderCursor = undefined;
    };
  };

  function pumpOrders() {
    if (orderCursor === undefined) return;
    for (const row of reader.orderEventsAfter(orderCursor)) {
      orderCursor = row.id;
      const orderSinks = byOrder.get(row.uid);
      const accountSinks = byAccount.get(accountKey(row.network, row.owner));
      if (orderSinks === undefined && accountSinks === undefined) continue;
      const frame = frameOf(row);
      for (const sink of orderSinks ?? []) sink.send(frame);
      for (const sink of accountSinks ?? []) sink.send(frame);
    }
  }

  function pumpAuctions() {
    for (const [network, start] of auctionCursors) {
      let cursor = start;
      const sinks = byNetwork.get(network);
      for (const event of reader.auctionEventsAfter(network, cursor)) {
        cursor = advance(cursor, event);
        const frame = sseFrame(formatAuctionCursor(cursor), event.kind, event.data);
        for (const sink of sinks ?? []) sink.send(frame);
      }
      auctionCursors.set(network, cursor);
    }
  }

  function pump() {
    pumpOrders();
    pumpAuctions();
  }
  const pumpSoon = coalescedRun(() => {
    if (count > 0) pump();
  }, onError);

  function parseOrderEventId(lastEventId: string): number {
    const id = /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : Number.NaN;
    if (!Number.isSafeInteger(id) || id > reader.latestOrderEventId()) {
      throw new InvalidParameterError(
        `Last-Event-ID: ${JSON.stringify(lastEventId)} is not an event id of this stream (a decimal order event id)`,
      );
    }
    return id;
  }

  function parseAuctionCursor(network: string, lastEventId: string): AuctionStreamCursor {
    const match = AUCTION_CURSOR_PATTERN.exec(lastEventId);
    const latest = reader.latestAuctionCursor(network);
    const cursor = match && {
      auction: Number(match[1]),
      competition: Number(match[2]),
      settlement: [Number(match[3]), Number(match[4])] as const,
    };
    const ahead =
      cursor === null ||
      cursor.auction > latest.auction ||
      cursor.competition > latest.competition ||
      cursor.settlement[0] > latest.settlement[0] ||
      (cursor.settlement[0] === latest.settlement[0] && cursor.settlement[1] > latest.settlement[1]);
    if (ahead) {
      throw new InvalidParameterError(
        `Last-Event-ID: ${JSON.stringify(lastEventId)} is not an event id of this stream (auction.competition.settledAuction.settledSolution)`,
      );
    }
    return cursor;
  }

  return {
    get subscriberCount() {
      return count;
    },
    pump,
    poke() {
      if (count > 0) pumpSoon();
    },
    subscribe(topic, lastEventId, sink) {
      if (topic.kind === 'auctions') {
        const from = lastEventId === undefined ? undefined : parseAuctionCursor(topic.network, lastEventId);
        pump();
        if (!auctionCursors.has(topic.network))
          auctionCursors.set(topic.network, reader.latestAuctionCursor(topic.network));
        if (from !== undefined) {
          let cursor = from;
          for (const event of reader.auctionEventsAfter(topic.network, from)) {
            cursor = advance(cursor, event);
            sink.send(sseFrame(formatAuctionCursor(cursor), event.kind, event.data));
          }
        }
        return add(byNetwork, topic.network, sink);
      }
      const from = lastEventId === undefined ? undefined : parseOrderEventId(lastEventId);
      pump();
      orderCursor ??= reader.latestOrderEventId();
      if (topic.kind === 'order') {
        for (const row of reader.eventsOfOrder(topic.uid, from ?? 0)) sink.send(frameOf(row));
        return add(byOrder, topic.uid.toLowerCase(), sink);
      }
      if (from !== undefined) {
        for (const row of reader.eventsOfOwner(topic.network, topic.owner, from)) sink.send(frameOf(row));
      }
      return add(byAccount, accountKey(topic.network, topic.owner), sink);
    },
  };
}
