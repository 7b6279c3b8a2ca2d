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

async function put(body: { fullAppData: string }) {
  const { data, error, response } = await orderbook().PUT('/api/v1/app_data', { body });
  return { status: response.status, json: data ?? error };
}

describe('registerAppData', () => {
  test('default: 201 with the computed hash, then 200', async () => {
    const fullAppData = '{"appCode":"batchbook-example","metadata":{},"version":"1.4.0"}';
    const hash = '0xd5b8d019c222cde9b4bd8d5d76ed528a83c531a944f610473ac12d73a5236299';
    expect(await put({ fullAppData })).toEqual({ status: 201, json: hash });
    expect(await put({ fullAppData })).toEqual({ status: 200, json: hash });
    const stored = await orderbook().GET('/api/v1/app_data/{app_data_hash}', {
      params: { path: { app_data_hash: hash } },
    });
    expect(stored.data).toEqual({ fullAppData });
  });

  test('behavior: whitespace and key order are part of the document', async () => {
    const compact = '{"a":1,"b":2}';
    const spaced = '{ "a": 1, "b": 2 }';
    expect(await put({ fullAppData: compact })).toEqual({ status: 201, json: hashAppData(compact) });
    expect(await put({ fullAppData: spaced })).toEqual({ status: 201, json: hashAppData(spaced) });
  });

  test('behavior: the documented limit is 8192 UTF-8 bytes', async () => {
    const fits = `{"a":"${'x'.repeat(8192 - 8)}"}`;
    expect((await put({ fullAppData: fits })).status).toBe(201);
    const response = await put({ fullAppData: `{"a":"${'x'.repeat(8192 - 7)}"}` });
    expect(response).toEqual({
      status: 400,
      json: { errorType: 'AppDataInvalid', description: 'app data has byte size 8193 which is larger than limit 8192' },
    });
  });

  test('behavior: invalid documents are 400 AppDataInvalid', async () => {
    for (const fullAppData of ['', 'null', '{"metadata":[]}', '{"metadata":{"enableFastPath":true}}']) {
      expect((await put({ fullAppData })).json).toMatchObject({ errorType: 'AppDataInvalid' });
    }
  });
});
