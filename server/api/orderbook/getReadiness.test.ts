import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { orderbookClient } from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('getReadiness', () => {
  test('default: 200 with an empty body while the database answers', async () => {
    const { data, response } = await orderbookClient(server).GET('/api/v1/ready', { parseAs: 'text' });
    expect(response.status).toBe(200);
    // openapi-fetch answers an empty body (Content-Length: 0) as undefined, any other as its text.
    expect(data ?? '').toBe('');
  });

  test('behavior: 500 InternalServerError in JSON once the database is unusable', async () => {
    server.context.db.close();
    const { error, response } = await orderbookClient(server).GET('/api/v1/ready');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(error).toMatchObject({ errorType: 'InternalServerError' });
  });
});
