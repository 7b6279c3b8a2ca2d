import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { afterEach, describe, expect, test } from 'vitest';
import { errorHandler } from './errorHandler.js';
import { explorerPage } from './explorerPage.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The middleware over `directory`, behind the error handler, with a 404 for what it passes on. */
async function serve(directory: string): Promise<string> {
  const app = new Koa();
  app.use(errorHandler(() => 'companion'));
  app.use(explorerPage(directory));
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { message: 'passed on' };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function builtDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'explorer-page-'));
  cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
  mkdirSync(join(directory, 'assets'));
  writeFileSync(join(directory, 'index.html'), '<!doctype html><title>page</title>');
  writeFileSync(join(directory, 'assets/app.js'), 'console.log(1)');
  return directory;
}

describe('explorerPage', () => {
  test('behavior: any view path answers the page, so deep links and reloads keep the view', async () => {
    const url = await serve(builtDirectory());
    for (const path of ['/explorer/', '/explorer/mainnet/order/0xabc', '/explorer/base/auction/7?x=1']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<title>page</title>');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('behavior: /explorer redirects to /explorer/ and other paths pass on', async () => {
    const url = await serve(builtDirectory());
    const redirect = await fetch(`${url}/explorer?q=1`, { redirect: 'manual' });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('/explorer/?q=1');
    expect((await fetch(`${url}/explorers`)).status).toBe(404);
    expect((await fetch(`${url}/mainnet/api/v1/version`)).status).toBe(404);
    expect((await fetch(`${url}/explorer/`, { method: 'POST' })).status).toBe(404);
  });

  test('behavior: built files are served with their type; missing ones and paths out of the folder are not', async () => {
    const url = await serve(builtDirectory());
    const script = await fetch(`${url}/explorer/assets/app.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log(1)');
    expect((await fetch(`${url}/explorer/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${url}/explorer/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
    expect((await fetch(`${url}/explorer/%E0%A4%A.js`)).status).toBe(404);
  });

  test('behavior: an unbuilt explorer is 503 naming the command that builds it', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'explorer-page-'));
    cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
    const url = await serve(directory);
    const response = await fetch(`${url}/explorer/mainnet/`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await response.json()) as { message: string }).message).toContain('npm run build:explorer');
  });
});
