import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashAppData } from '../../../simulator/index.js';
import { getAppDataByHash, insertAppData } from '../../db/tables/appData.js';
import { orderbookClient } from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const document = '{"appCode":"batchbook-example","metadata":{},"version":"1.4.0"}';
const documentHash = '0xd5b8d019c222cde9b4bd8d5d76ed528a83c531a944f610473ac12d73a5236299';

async function put(hash: string, body: { fullAppData: string }, network = 'mainnet') {
  const { data, error, response } = await orderbookClient(server, network).PUT('/api/v1/app_data/{app_data_hash}', {
    params: { path: { app_data_hash: hash } },
    body,
  });
  return { status: response.status, contentType: response.headers.get('content-type'), json: data ?? error };
}

describe('registerAppDataByHash', () => {
  test('default: 201 with the hash as a JSON string, then 200 for the same document', async () => {
    const created = await put(documentHash, { fullAppData: document });
    expect(created).toEqual({
      status: 201,
      contentType: expect.stringMatching(/^application\/json/),
      json: documentHash,
    });
    expect(getAppDataByHash(server.context.db, documentHash)).toMatchObject({
      fullAppData: document,
      createdAt: server.context.clock.now().toISOString(),
    });
    expect(await put(documentHash, { fullAppData: document })).toMatchObject({ status: 200, json: documentHash });
  });

  test('behavior: the hash may omit 0x and use any case; the answer is lower-case with 0x', async () => {
    const text = '{"appCode":"case"}';
    const hash = hashAppData(text);
    expect(await put(hash.slice(2).toUpperCase(), { fullAppData: text })).toMatchObject({ status: 201, json: hash });
    expect(await put(`0x${hash.slice(2).toUpperCase()}`, { fullAppData: text })).toMatchObject({
      status: 200,
      json: hash,
    });
  });

  test('behavior: the registry is shared by every network', async () => {
    const text = '{"appCode":"networks"}';
    expect((await put(hashAppData(text), { fullAppData: text }, 'mainnet')).status).toBe(201);
    expect((await put(hashAppData(text), { fullAppData: text }, 'xdai')).status).toBe(200);
  });

  test('behavior: 400 AppDataHashMismatch', async () => {
    expect(await put(documentHash, { fullAppData: '{}' })).toEqual({
      status: 400,
      contentType: expect.stringMatching(/^application\/json/),
      json: {
        errorType: 'AppDataHashMismatch',
        description: `calculated ${hashAppData('{}')}, provided ${documentHash}`,
      },
    });
  });

  test.each([
    ['not JSON', 'hello'],
    ['not an object', '[1,2]'],
    ['a JSON string', '"{}"'],
    ['over 8192 bytes', `{"a":"${'ü'.repeat(4096)}"}`],
    ['malformed hooks', '{"metadata":{"hooks":{"pre":[{"target":"0x1"}]}}}'],
  ])('behavior: 400 AppDataInvalid for %s', async (_name, fullAppData) => {
    const response = await put(hashAppData(fullAppData), { fullAppData });
    expect(response).toMatchObject({ status: 400, json: { errorType: 'AppDataInvalid' } });
    expect(getAppDataByHash(server.context.db, hashAppData(fullAppData))).toBeUndefined();
  });

  test('behavior: 400 AppDataMismatch when another text is stored for the hash', async () => {
    const text = '{"appCode":"mismatch"}';
    const hash = hashAppData(text);
    // Unreachable through the API (keccak256 has no known collisions): plant the row directly.
    insertAppData(server.context.db, {
      hash,
      fullAppData: '{"appCode":"planted"}',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const response = await put(hash, { fullAppData: text });
    expect(response).toMatchObject({ status: 400, json: { errorType: 'AppDataMismatch' } });
  });

  test('behavior: a malformed hash is 400 InvalidParameter', async () => {
    const response = await put('0x1234', { fullAppData: '{}' });
    expect(response).toMatchObject({ status: 400, json: { errorType: 'InvalidParameter' } });
  });

  test.each([
    ['no fullAppData', {}],
    ['a non-string fullAppData', { fullAppData: {} }],
  ])('behavior: a body with %s is 400 InvalidParameter', async (_name, body) => {
    // Deliberately not the documented body.
    const response = await put(documentHash, body as { fullAppData: string });
    expect(response).toMatchObject({ status: 400, json: { errorType: 'InvalidParameter' } });
  });
});
