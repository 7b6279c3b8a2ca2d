import Router from '@koa/router';
import Koa from 'koa';
import { describe, expect, test } from 'vitest';
import { pathDepth, routesByPathDepth, segmentAt } from './routesByPathDepth.js';

describe('pathDepth', () => {
  test('default: a route and the paths it matches have the same depth, trailing slash or not', () => {
    expect(pathDepth('/:network/api/v1/orders/:UID')).toBe(5);
    expect(pathDepth('/mainnet/api/v1/orders/0xab')).toBe(5);
    expect(pathDepth('/mainnet/api/v1/orders/0xab/')).toBe(5);
    expect(pathDepth('/affiliate/:walletAddress/')).toBe(2);
    expect(pathDepth('/hooks')).toBe(1);
    expect(pathDepth('/')).toBe(1);
  });
});

describe('segmentAt', () => {
  test('behavior: the segment of path.split("/") at the index, empty when missing', () => {
    const paths = ['', '/', '*', 'a/b', '//', '///x', '/mainnet/', '/x/api/v1/orders/0xab', '/x/api/v1/orders/0xab/'];
    for (const path of paths)
      for (let index = 0; index < 7; index += 1)
        expect(segmentAt(path, index), `${path} ${index}`).toBe(path.split('/')[index] ?? '');
  });
});

describe('routesByPathDepth', () => {
  const operations = [
    { routerPath: '/:network/things', method: 'get', body: 'list' },
    { routerPath: '/:network/things/:id', method: 'get', body: 'one' },
    { routerPath: '/:network/things/:id/parts', method: 'post', body: 'parts' },
    { routerPath: '/:network/widgets/:id', method: 'get', body: 'widget' },
    { routerPath: '/:network/widgets/:id', method: 'delete', body: 'widget deleted' },
  ] as const;
  const app = new Koa();
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      ctx.status = (error as { status?: number }).status ?? 500;
      ctx.body = 'error';
    }
  });
  app.use(
    routesByPathDepth(operations, (router: Router, group) => {
      for (const operation of group)
        router[operation.method](operation.routerPath, (ctx) => (ctx.body = operation.body));
    }),
  );
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = 'fallthrough';
  });
  test('default: each path reaches its route, in any case; wrong method 405; unknown path falls through', async () => {
    const { request } = await import('node:http');
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const port = (server.address() as { port: number }).port;
    const send = (method: string, path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await send('GET', '/mainnet/things')).toEqual({ status: 200, body: 'list' });
      expect(await send('GET', '/mainnet/things/')).toEqual({ status: 200, body: 'list' });
      expect(await send('GET', '/mainnet/things/7')).toEqual({ status: 200, body: 'one' });
      expect(await send('POST', '/mainnet/things/7/parts')).toEqual({ status: 200, body: 'parts' });
      expect(await send('GET', '/mainnet/things/7/parts')).toEqual({ status: 405, body: 'error' });
      expect(await send('GET', '/mainnet/others/7')).toEqual({ status: 404, body: 'fallthrough' });
      expect(await send('GET', '/mainnet/things/7/parts/8')).toEqual({ status: 404, body: 'fallthrough' });
      // Routes of one depth told apart by their literal segment: matched in any case, as the router matches.
      expect(await send('GET', '/mainnet/widgets/3')).toEqual({ status: 200, body: 'widget' });
      expect(await send('DELETE', '/mainnet/widgets/3')).toEqual({ status: 200, body: 'widget deleted' });
      expect(await send('GET', '/mainnet/THINGS/7')).toEqual({ status: 200, body: 'one' });
      expect(await send('GET', '/mainnet/Widgets/3')).toEqual({ status: 200, body: 'widget' });
      expect(await send('POST', '/mainnet/widgets/3')).toEqual({ status: 405, body: 'error' });
      expect(await send('PROPFIND', '/mainnet/widgets/3')).toEqual({ status: 405, body: 'error' });
      expect(await send('PROPFIND', '/mainnet/gadgets/3')).toEqual({ status: 404, body: 'fallthrough' });
    } finally {
      server.close();
    }
  });
});
