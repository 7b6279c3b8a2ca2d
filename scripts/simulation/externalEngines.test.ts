/**
 * `npm run simulate` with external engines: `--solvers` takes the server's `SOLVERS` syntax, the
 * engine competes over loopback, and the answers it gave replay the run offline, byte for byte.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type StartedServer } from '../../server/index.js';
import { UsageError, parseSimulateArguments } from './parseSimulateArguments.js';
import { runSimulation } from './runSimulation.js';

let upstream: StartedServer;
let engine: Server;
let engineUrl: string;
let asked = 0;
beforeAll(async () => {
  // The engine under test answers what batchbook's built-in baseline answers to the same request.
  upstream = await startServer({
    DATABASE_URL: ':memory:',
    PORT: '0',
    HOST: '127.0.0.1',
    CLOCK: 'manual',
    LOG_LEVEL: 'silent',
  });
  engine = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    if (request.url === '/notify') return void response.end();
    asked++;
    const answer = await fetch(`${upstream.url}/mainnet/solvers/baseline/solve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(await answer.text());
  });
  await new Promise<void>((resolve) => engine.listen(0, '127.0.0.1', resolve));
  engineUrl = `http://127.0.0.1:${(engine.address() as AddressInfo).port}`;
});
afterAll(async () => {
  engine.closeAllConnections();
  await new Promise((resolve) => engine.close(resolve));
  await upstream.close();
});

describe('npm run simulate with external engines', () => {
  test('behavior: --solvers and $SOLVERS take the server syntax; a bad list is a usage error', () => {
    const parse = (argv: string[], env: Record<string, string> = {}) => {
      const parsed = parseSimulateArguments(argv, env);
      return parsed.help ? undefined : parsed;
    };
    expect(parse(['--solvers', `matcher,mine=${engineUrl}|timeout=500`])?.options.solvers).toBe(
      `matcher,mine=${engineUrl}|timeout=500`,
    );
    expect(parse([], { SOLVERS: 'baseline' })?.options.solvers).toBe('baseline');
    expect(parse(['--solvers', 'matcher'], { SOLVERS: 'baseline' })?.options.solvers).toBe('matcher');
    // With an external engine and a report, its answers are kept next to the report.
    expect(parse(['--solvers', `mine=${engineUrl}`, '--out', 'run.json'])?.options.solverAnswers).toBe(
      'record:run.json.answers.jsonl',
    );
    expect(parse(['--solvers', 'matcher', '--out', 'run.json'])?.options.solverAnswers).toBeUndefined();
    expect(() => parse(['--solvers', 'Mine!'])).toThrow(UsageError);
    expect(() => parse(['--solver-answers', 'keep:answers.jsonl'])).toThrow(/record:FILE/);
  });

  test('behavior: an engine competes in the simulated auctions and its recorded answers replay the run without it, byte for byte', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'batchbook-simulate-'));
    const file = join(directory, 'answers.jsonl');
    try {
      const options = { seed: 3, traders: 6, blocks: 4, orderRate: 0.8, solvers: `baseline,mine=${engineUrl}` };
      const recorded = await runSimulation({ ...options, solverAnswers: `record:${file}` });
      expect(asked).toBeGreaterThan(0);
      expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(asked);
      expect(recorded.report.arguments.solvers).toBe(options.solvers);
      expect(recorded.report.solvers['mine']?.solutions).toBeGreaterThan(0);
      const askedBefore = asked;
      const replayed = await runSimulation({ ...options, solverAnswers: `replay:${file}` });
      expect(asked).toBe(askedBefore);
      expect(replayed.json).toBe(recorded.json);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
