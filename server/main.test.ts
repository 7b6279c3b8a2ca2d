import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'batchbook-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `server/main.ts` as `npm start` does, with extra environment. */
function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
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
});
