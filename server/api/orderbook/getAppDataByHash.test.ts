import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashAppData } from '../../../simulator/index.js';
import { orderbookClient } from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const orderbook = () => orderbookClient(server);

async function get(hash: string) {
  const { data, error, response } = await orderbook().GET('/api/v1/app_data/{app_data_hash}', {
    params: { path: { app_data_hash: hash } },
  });
  return { status: response.status, contentType: response.headers.get('content-type'), json: data ?? error };
}

describe('getAppDataByHash', () => {
  test('default: a registered document', async () => {
    const fullAppData = '{"appCode":"get"}';
    const hash = hashAppData(fullAppData);
    await orderbook().PUT('/api/v1/app_data/{app_data_hash}', {
      params: { path: { app_data_hash: hash } },
      body: { fullAppData },
    });
    expect(await get(hash)).toEqual({
      status: 200,
      contentType: expect.stringMatching(/^application\/json/),
      json: { fullAppData },
    });
    expect((await get(hash.slice(2).toUpperCase())).json).toEqual({ fullAppData });
  });

  test('behavior: the zero hash always resolves to {}', async () => {
    expect(await get(`0x${'0'.repeat(64)}`)).toMatchObject({ status: 200, json: { fullAppData: '{}' } });
    expect(await get('0'.repeat(64))).toMatchObject({ status: 200, json: { fullAppData: '{}' } });
  });

  test('behavior: so does the hash of {}', async () => {
    expect(await get(hashAppData('{}'))).toMatchObject({ status: 200, json: { fullAppData: '{}' } });
  });

  test('behavior: an unknown hash is 404 NotFound', async () => {
    const hash = hashAppData('{"appCode":"never registered"}');
    expect(await get(hash)).toEqual({
      status: 404,
      contentType: expect.stringMatching(/^application\/json/),
      json: { errorType: 'NotFound', description: `no app data is registered for ${hash}` },
    });
  });

  test('behavior: a malformed hash is 400 InvalidParameter', async () => {
    expect(await get('0x12')).toMatchObject({ status: 400, json: { errorType: 'InvalidParameter' } });
    expect(await get(`0x${'g'.repeat(64)}`)).toMatchObject({ status: 400, json: { errorType: 'InvalidParameter' } });
  });
});
