/**
 * Starts the Prism mock (`scripts/startPrism.ts`) on a free loopback port. `spawnMock()` returns
 * at once with the URL and a `ready` promise (so a global setup need not block the other tests
 * for the ~10 s Prism takes); `startMock()` resolves once it answers. `close()` stops it.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningMock = { url: string; close(): Promise<void> };
export type SpawnedMock = RunningMock & { ready: Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export async function spawnMock(timeoutMs = 60_000): Promise<SpawnedMock> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'scripts/startPrism.ts'), '--port', String(port)],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const ready = (async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`prism exited early:\n${output}`);
      if (output.includes('Prism is listening')) return;
      await new Promise((wait) => setTimeout(wait, 100));
    }
    await close();
    throw new Error(`prism did not start within ${timeoutMs} ms:\n${output}`);
  })();
  // A caller that never awaits `ready` must not crash the process with an unhandled rejection.
  ready.catch(() => {});
  return { url, ready, close };
}

export async function startMock(timeoutMs = 60_000): Promise<RunningMock> {
  const mock = await spawnMock(timeoutMs);
  await mock.ready;
  return { url: mock.url, close: mock.close };
}

/** Resolves once something answers HTTP at `url` (used by test files waiting for a mock another process started). */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }
  throw new Error(`nothing answered at ${url} within ${timeoutMs} ms: ${String(lastError)}`);
}
