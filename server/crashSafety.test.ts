/**
 * Crash safety: the real server process (`server/main.ts`, as `npm start` runs
 * it) on a file database takes signed orders from a loopback client as fast as it can, and is
 * killed with SIGKILL five times at seeded-random moments, then restarted on the same database.
 * Afterwards every order acknowledged with 201 is readable, nothing is duplicated, and the database
 * passes `PRAGMA integrity_check`.
 *
 * Orders in flight at a kill have an unknown outcome (the connection dies): the client resubmits
 * them after the restart, as a wallet would, and must get 201 or DuplicatedOrder, never a 5xx.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import type { Address, Hex } from 'viem';
import { afterAll, describe, expect, test } from 'vitest';
import { createRng } from '../simulator/index.js';
import { signOrders, type SignedOrder } from './seeding/signedOrders.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'batchbook-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SEED = 8;
const KILLS = 5;
/** A kill comes after the 10th to 129th 201 of a run (seeded), so this many orders always suffice. */
const KILL_AFTER_MIN = 10;
const KILL_AFTER_SPREAD = 120;
/** Pre-signed orders: five runs of at most 130 acknowledgements plus what is in flight at each kill. */
const ORDERS = 800;
/** Concurrent submissions the client keeps in flight. */
const CONCURRENCY = 16;

type ServerProcess = {
  url: Promise<string>;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
  output(): string;
};

/** The server as `npm start` runs it (`scripts/start.mjs`), on `databasePath`. */
function startServer(databasePath: string): ServerProcess {
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databasePath,
      CLOCK: 'manual',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  const url = new Promise<string>((resolveUrl, reject) => {
    const check = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolveUrl(match[1]);
    };
    child.stdout.on('data', check);
    void exit.then(() => reject(new Error(`server exited before listening:\n${output}`)));
  });
  url.catch(() => undefined);
  return { url, exit, kill: (signal) => child.kill(signal), output: () => output };
}

type Outcome = 'created' | 'duplicate' | 'unknown';

/** POSTs one order; a dropped connection (the kill) is `unknown`, any other answer must be 201 or DuplicatedOrder. */
async function submit(url: string, order: SignedOrder): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(`${url}/mainnet/api/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: order.body,
    });
  } catch {
    return 'unknown';
  }
  const text = await response.text().catch(() => undefined);
  if (text === undefined) return 'unknown';
  if (response.status === 201) {
    expect(JSON.parse(text)).toBe(order.uid);
    return 'created';
  }
  if (response.status === 400 && text.includes('DuplicatedOrder')) return 'duplicate';
  throw new Error(`unexpected ${response.status} for ${order.uid}: ${text}`);
}

/** Runs `work` over `items` with `concurrency` workers; stops taking new items once `stop()` is true. */
async function pool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>, stop = () => false) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!stop() && next < items.length) {
        const item = items[next] as T;
        next += 1;
        await work(item);
      }
    }),
  );
}

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

describe('crash safety', () => {
  test(
    'default: SIGKILL five times while orders are submitted loses and duplicates nothing acknowledged',
    { timeout: 90_000 },
    async () => {
      const orders = signOrders(ORDERS, SEED, 'crashSafety');
      const rng = createRng(SEED, 'crashSafety/kills');
      const databasePath = join(dataDir, 'crash.sqlite');
      const acknowledged = new Set<Hex>();
      /** Submitted when a kill dropped the connection: stored or not, unknown to the client. */
      const unknown = new Set<SignedOrder>();
      let cursor = 0;
      const killsWithRequestsInFlight: number[] = [];

      for (let kill = 0; kill < KILLS; kill += 1) {
        const server = startServer(databasePath);
        const url = await server.url;
        let killed = false;
        let inFlight = 0;
        // A seeded-random moment in the stream of submissions: right after the k-th 201 of this run,
        // with the other workers' requests in flight (counting, not timing, keeps it machine-independent).
        const killAfter = KILL_AFTER_MIN + rng.nextInt(KILL_AFTER_SPREAD);
        let createdThisRun = 0;
        const killNow = () => {
          killsWithRequestsInFlight.push(inFlight);
          killed = true;
          server.kill('SIGKILL');
        };
        const client = pool(
          orders.slice(cursor),
          CONCURRENCY,
          async (order) => {
            cursor += 1;
            inFlight += 1;
            const outcome = await submit(url, order);
            inFlight -= 1;
            if (outcome === 'created') {
              acknowledged.add(order.uid);
              createdThisRun += 1;
              if (createdThisRun === killAfter) killNow();
            } else if (outcome === 'unknown') {
              // Only the kill drops connections; anything else is a server failure.
              expect(killed, `connection dropped before the kill:\n${server.output()}`).toBe(true);
              unknown.add(order);
            } else {
              throw new Error(`a fresh order was DuplicatedOrder: ${order.uid}`);
            }
          },
          () => killed,
        );
        await client;
        expect(killed, 'the pre-signed orders ran out before the kill').toBe(true);
        expect((await server.exit).signal).toBe('SIGKILL');
      }
      // The client was busy at every kill, so the kills hit in-flight writes.
      expect(killsWithRequestsInFlight.every((count) => count > 0)).toBe(true);

      const server = startServer(databasePath);
      const url = await server.url;
      // Resubmit what the kills left unknown: stored (DuplicatedOrder) or not (201) are both fine.
      await pool([...unknown], CONCURRENCY, async (order) => {
        const outcome = await submit(url, order);
        expect(outcome).not.toBe('unknown');
        acknowledged.add(order.uid);
      });
      // A sample of acknowledged orders submitted again: the order book already holds each one.
      const sample = orders.filter((order) => acknowledged.has(order.uid)).filter((_, index) => index % 25 === 0);
      await pool(sample, CONCURRENCY, async (order) => {
        expect(await submit(url, order)).toBe('duplicate');
      });

      const byUid = new Map(orders.map((order) => [order.uid, order]));
      await pool([...acknowledged], CONCURRENCY, async (uid) => {
        const response = await fetch(`${url}/mainnet/api/v1/orders/${uid}`);
        expect(response.status, uid).toBe(200);
        const body = (await response.json()) as { uid: string; owner: string };
        expect(body.uid).toBe(uid);
        // One wallet per order: its account list holds exactly this order once.
        const owner = byUid.get(uid)?.owner as Address;
        expect(body.owner).toBe(owner);
        const list = await fetch(`${url}/mainnet/api/v1/account/${owner}/orders?limit=10`);
        expect(list.status).toBe(200);
        expect(((await list.json()) as { uid: string }[]).map((order) => order.uid)).toEqual([uid]);
      });

      server.kill('SIGTERM');
      expect(await server.exit).toEqual({ code: 0, signal: null });

      const db = new BetterSqlite3(databasePath, { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.pragma('foreign_key_check')).toEqual([]);
        // Exactly the acknowledged orders, each stored once with one `created` event.
        const stored = db.prepare('SELECT uid FROM orders').pluck().all() as string[];
        expect(new Set(stored).size).toBe(stored.length);
        expect(new Set(stored)).toEqual(acknowledged);
        const createdEvents = db
          .prepare(`SELECT order_uid, count(*) AS n FROM order_events WHERE label = 'created' GROUP BY order_uid`)
          .all() as { order_uid: string; n: number }[];
        expect(createdEvents.filter((row) => row.n !== 1)).toEqual([]);
        expect(createdEvents.length).toBe(acknowledged.size);
      } finally {
        db.close();
      }
    },
  );
});
