import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../testing/startTestServer.js';

// The built-in analytics provider over HTTP has the guarantees of the documented routes.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const EXECUTE = '/analytics/v1/query/5302473/execute';
const KEY = { 'x-dune-api-key': 'batchbook-local' };
const BODY = JSON.stringify({ query_parameters: { blockchain: 'base', period: 'last 30d' } });

type Answer = { status: number; contentType: string | undefined; json: any };

/** A raw request; `body` is written as is, and `end: false` leaves the request unfinished. */
function send(
  method: string,
  headers: Record<string, string | number>,
  body?: string | Buffer,
  end = true,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(server.url + EXECUTE, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode!,
          contentType: response.headers['content-type'],
          json: JSON.parse(text),
        });
        request.destroy();
      });
    });
    request.on('error', (error) =>
      (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error),
    );
    if (body !== undefined) request.write(body);
    if (end) request.end();
  });
}

describe('built-in analytics provider over HTTP', () => {
  test('default: a JSON POST executes the query', async () => {
    const answer = await send('POST', { ...KEY, 'content-type': 'application/json' }, BODY);
    expect(answer.status).toBe(200);
    expect(answer.json.execution_id).toEqual(expect.any(String));
  });

  test.each(['TRACE', 'PROPFIND', 'PUT', 'DELETE', 'OPTIONS'])(
    'behavior: %s is 405 with a JSON {error}, never 500',
    async (method) => {
      const answer = await send(method, KEY);
      expect(answer).toEqual({
        status: 405,
        contentType: 'application/json; charset=utf-8',
        json: { error: `Method ${method} not allowed` },
      });
    },
  );

  test('behavior: an oversize Content-Length is refused at once with 413, before any body arrives', async () => {
    const answer = await send(
      'POST',
      { ...KEY, 'content-type': 'application/json', 'content-length': 10_000_000 },
      '{',
      false,
    );
    expect(answer).toEqual({
      status: 413,
      contentType: 'application/json; charset=utf-8',
      json: { error: 'request body is too large' },
    });
  });

  test('behavior: a gzip body is inflated as on the documented routes; an unknown encoding is 400', async () => {
    const gzip = await send(
      'POST',
      { ...KEY, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      gzipSync(BODY),
    );
    expect(gzip.status).toBe(200);
    const unknown = await send(
      'POST',
      { ...KEY, 'content-type': 'application/json', 'content-encoding': 'compress' },
      BODY,
    );
    expect(unknown).toEqual({
      status: 400,
      contentType: 'application/json; charset=utf-8',
      json: { error: 'body: Unsupported Content-Encoding: compress' },
    });
  });

  test('behavior: a body that is not JSON by its Content-Type is 415', async () => {
    const answer = await send('POST', { ...KEY, 'content-type': 'text/plain' }, BODY);
    expect(answer.status).toBe(415);
    expect(answer.json).toEqual({ error: 'body: Content-Type must be application/json, not "text/plain"' });
  });
});
