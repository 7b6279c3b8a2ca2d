import { afterEach, beforeEach, describe, expect, test } from 'vitest';
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
    const response = await fetch(`${server.url}/mainnet/api/v1/ready`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  test('behavior: 500 InternalServerError in JSON once the database is unusable', async () => {
    server.context.db.close();
    const response = await fetch(`${server.url}/mainnet/api/v1/ready`);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ errorType: 'InternalServerError' });
  });
});
