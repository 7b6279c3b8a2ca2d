import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, test } from 'vitest';
import { ConfigError } from './config.js';
import { MANUAL_CLOCK_EPOCH } from './context.js';
import { scenarioArgument } from './main.js';
import { TOKENS, submitOrder, plainSellOrderTerms } from './testing/fixtures.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'batchbook-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the server as `npm start` does (`scripts/start.mjs`), with extra environment. */
function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const listening = new Promise<string>((resolveUrl, reject) => {
    const check = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolveUrl(match[1]);
    };
    child.stdout.on('data', check);
    void exit.then(() => reject(new Error(`server exited:\n${output}`)));
  });
  // A test that expects an early exit never awaits `listening`.
  listening.catch(() => undefined);
  return { child, exit, listening, output: () => output };
}

/**
 * A POST whose body arrives in two halves with `pause()` in between: the request is in flight
 * (headers parsed, handler waiting for the body) for as long as `pause` takes.
 */
function slowPost(url: string, body: string, pause: () => Promise<void>): Promise<{ status: number; body: string }> {
  return new Promise((resolveResponse, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('error', reject);
    req.on('response', (response: IncomingMessage) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolveResponse({ status: response.statusCode ?? 0, body: text }));
    });
    req.flushHeaders();
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    void pause().then(() => req.end(body.slice(half)), reject);
  });
}

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

describe('scenarioArgument', () => {
  test('default: --scenario FILE and --scenario=FILE name the file; without the flag, nothing', () => {
    expect(scenarioArgument(['--scenario', 'a.yaml'])).toBe('a.yaml');
    expect(scenarioArgument(['--scenario=b.json'])).toBe('b.json');
    expect(scenarioArgument([])).toBeUndefined();
  });

  test('behavior: --scenario without a file is a ConfigError naming SCENARIO, not the default world', () => {
    for (const argv of [['--scenario'], ['--scenario='], ['--scenario', '--other']]) {
      expect(() => scenarioArgument(argv)).toThrow(ConfigError);
      expect(() => scenarioArgument(argv)).toThrow(/SCENARIO=.*a scenario file after --scenario/);
    }
  });
});

describe('server/main.ts', () => {
  test('default: starts on a fresh database, answers the version, stops cleanly on SIGTERM', async () => {
    const server = startProcess({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: join(dataDir, 'fresh', 'db.sqlite') });
    const url = await server.listening;
    const response = await fetch(`${url}/mainnet/api/v1/version`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^batchbook /);
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  });

  test('behavior: a bad environment variable stops the start with a message naming it', async () => {
    const server = startProcess({ PORT: 'eighty', DATABASE_URL: ':memory:' });
    expect(await server.exit).toBe(2);
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('eighty');
  });

  test('behavior: a database that cannot be opened stops the start naming DATABASE_URL, not a stack trace', async () => {
    const notADatabase = join(dataDir, 'notes.txt');
    writeFileSync(notADatabase, 'not a database\n');
    for (const path of [notADatabase, join(notADatabase, 'db.sqlite')]) {
      const server = startProcess({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: path });
      expect(await server.exit).toBe(2);
      expect(server.output()).toContain(`DATABASE_URL="${path}"`);
      expect(server.output()).not.toContain('    at ');
    }
  });

  test('behavior: a port in use stops the start with a message naming PORT, not a stack trace', async () => {
    const occupant = createServer();
    await new Promise<void>((resolve) => occupant.listen(0, '127.0.0.1', resolve));
    const { port } = occupant.address() as AddressInfo;
    try {
      const server = startProcess({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: join(dataDir, 'busy', 'db.sqlite'),
      });
      expect(await server.exit).toBe(2);
      expect(server.output()).toContain(`PORT="${port}"`);
      expect(server.output()).toContain('in use');
      expect(server.output()).not.toContain('    at ');
    } finally {
      occupant.close();
    }
  });

  test('behavior: SIGTERM stops accepting, finishes in-flight requests and their auction steps, checkpoints the WAL', async () => {
    const databasePath = join(dataDir, 'graceful', 'db.sqlite');
    const server = startProcess({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databasePath,
      CLOCK: 'manual',
      RATE_LIMIT: 'off',
    });
    const url = await server.listening;
    const api = `${url}/mainnet/api/v1`;

    // An open order, so the auction steps have work.
    const account = privateKeyToAccount(generatePrivateKey());
    const uid = await submitOrder({ url }, account, {
      sellToken: TOKENS.WETH,
      buyToken: TOKENS.USDC,
      receiver: null,
      sellAmount: 10n ** 16n,
      buyAmount: 1_000_000n,
      validTo: MANUAL_CLOCK_EPOCH.getTime() / 1000 + 3600,
      ...plainSellOrderTerms,
    });
    const before = (await (await fetch(`${url}/mainnet/sim/v1/snapshot`)).json()) as { block: { number: number } };
    // A kept-alive idle connection must not hold the stop up until its keep-alive timeout.
    expect((await fetch(`${api}/version`)).status).toBe(200);

    // In flight across the signal: five blocks, each with its auction step, asked for by a request
    // whose body is only half sent when SIGTERM arrives.
    let signalledAt = 0;
    const advance = slowPost(`${url}/mainnet/sim/v1/advance`, JSON.stringify({ blocks: 5 }), async () => {
      await sleep(200);
      signalledAt = performance.now();
      server.child.kill('SIGTERM');
      await sleep(300);
      // Stopped accepting: a new connection is refused while the old request is still open.
      await expect(fetch(`${api}/version`)).rejects.toThrow();
    });
    const answer = await advance;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ blocksMined: 5, block: { number: before.block.number + 5 } });

    expect(await server.exit).toBe(0);
    // Well before Node's 5 s keep-alive timeout would have released the idle connection.
    expect(performance.now() - signalledAt).toBeLessThan(4_000);
    // Closed cleanly: the WAL is folded into the database file.
    const wal = `${databasePath}-wal`;
    expect(!existsSync(wal) || statSync(wal).size === 0).toBe(true);

    const db = new BetterSqlite3(databasePath, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      // The world stored the five blocks, and the auction steps of those blocks saw the order.
      const labels = db
        .prepare('SELECT label FROM order_events WHERE order_uid = ? ORDER BY id')
        .pluck()
        .all(uid.toLowerCase()) as string[];
      expect(labels[0]).toBe('created');
      expect(labels.length).toBeGreaterThan(1);
    } finally {
      db.close();
    }
  });
});
