/**
 * `npm run solver-check` against real engines over loopback: the README's 15-line engine (run as
 * written, on a free port) answers every replayed auction validly and wins some; an engine whose
 * answers break the rules fails the check with the driver's reason.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { checkEngine, formatCheck } from './checkEngine.js';

const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Test your solver'));
const engineSource = /```js\n([\s\S]*?)```/.exec(section)![1]!;

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startReadmeEngine(): Promise<string> {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), 'batchbook-engine-'));
  const file = join(directory, 'engine.mjs');
  writeFileSync(file, engineSource.replace('.listen(7000)', `.listen(${port}, '127.0.0.1')`));
  const child: ChildProcess = spawn(process.execPath, [file], { stdio: 'ignore' });
  cleanups.push(() => {
    child.kill();
    rmSync(directory, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const ready = await fetch(`${url}/notify`, { method: 'POST', body: '{}' }).then(
      () => true,
      () => false,
    );
    if (ready) return url;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the README engine did not start');
}

describe('solver-check', () => {
  test('behavior: the README engine is 15 lines and every answer it gives the replayed auctions is valid, some win', async () => {
    expect(engineSource.trimEnd().split('\n')).toHaveLength(15);
    const url = await startReadmeEngine();
    const result = await checkEngine({ url, auctions: 3, seed: 1, deadlineMs: 5_000 });
    expect(result.invalid, formatCheck(result)).toBe(0);
    expect(result.auctions.map((auction) => auction.verdict)).toEqual(['valid', 'valid', 'valid']);
    expect(result.auctions.some((auction) => auction.engineWon && auction.engineScore !== null)).toBe(true);
    expect(
      result.auctions.every((auction) => auction.builtinScore !== null && auction.latencyMs <= auction.deadlineMs),
    ).toBe(true);
  });

  test('behavior: an engine that claims fills the auction does not offer fails the check, naming the order', async () => {
    const server: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const auction = JSON.parse(body) as {
          orders: { uid: string; sellToken: string; buyToken: string; sellAmount: string }[];
        };
        const [order] = auction.orders;
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            solutions: [
              {
                id: 0,
                prices: { [order!.sellToken]: '1', [order!.buyToken]: '1' },
                trades: [{ kind: 'fulfillment', order: order!.uid, executedAmount: `${order!.sellAmount}0`, fee: '0' }],
                interactions: [],
              },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => server.close());
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const result = await checkEngine({ url, auctions: 2, seed: 1, deadlineMs: 5_000 });
    expect(result.invalid).toBe(2);
    expect(result.auctions[0]).toMatchObject({
      verdict: 'invalidSolution',
      detail: expect.stringMatching(/more than|filled exactly/),
    });
    expect(formatCheck(result)).toContain('FAILED: 2 of 2 answers invalid or late');
  });
});
