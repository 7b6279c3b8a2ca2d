import { request as httpRequest } from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app.js';
import { startTestServer, type TestServer } from '../testing/startTestServer.js';

// JSON request bodies through the whole app, as @koa/bodyparser (co-body, raw-body) reads them:
// what a replacement of the parser would have to keep.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Sent = { method?: string; path?: string; headers?: Record<string, string | number>; chunks?: (string | Buffer)[] };

/** A raw request: the chunks are written one by one (chunked unless a content-length is given). */
function send({ method = 'POST', path = '/mainnet/api/v1/orders', headers = {}, chunks = [] }: Sent) {
  return new Promise<{ status: number; json: any }>((resolve, reject) => {
    const request = httpRequest(server.url + path, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, json: text === '' ? undefined : JSON.parse(text) }),
      );
    });
    request.on('error', reject);
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

const json = { 'content-type': 'application/json' };
const invalidJson = (reason: string) => ({
  status: 400,
  json: { errorType: 'InvalidParameter', description: `body: is not valid JSON (${reason})` },
});
/** The answer to `{}`: a schema error naming a missing field. */
const emptyObjectAnswer = () => send({ headers: json, chunks: ['{}'] });

describe('JSON request bodies', () => {
  test('behavior: `{}` is parsed and validated against the schema', async () => {
    const answer = await emptyObjectAnswer();
    expect(answer.status).toBe(400);
    expect(answer.json.errorType).toBe('InvalidParameter');
    expect(answer.json.description).toBe('sellToken: is required');
  });

  test('behavior: invalid JSON is 400 naming the parser message', async () => {
    const text = '{"sellToken":';
    let message = '';
    try {
      JSON.parse(text);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(await send({ headers: json, chunks: [text] })).toEqual(invalidJson(message));
  });

  test('behavior: only an object or array is JSON here (strict), blank text included', async () => {
    for (const text of ['"abc"', '12', 'null', ' \n ']) {
      expect(await send({ headers: json, chunks: [text] })).toEqual(
        invalidJson('invalid JSON, only supports object and array'),
      );
    }
  });

  test('behavior: a __proto__ key, plain or escaped, is refused', async () => {
    for (const text of ['{"__proto__":{"x":1}}', '{"a":[{"\\u005f_proto__":{}}]}']) {
      expect(await send({ headers: json, chunks: [text] })).toEqual(
        invalidJson('Object contains forbidden prototype property'),
      );
    }
    // The key merely mentioned in a value is fine.
    expect(await send({ headers: json, chunks: ['{"appData":"__proto__"}'] })).not.toEqual(
      invalidJson('Object contains forbidden prototype property'),
    );
  });

  test('behavior: an empty body is a missing body, whatever the content type', async () => {
    const missing = { status: 400, json: { errorType: 'InvalidParameter', description: 'body: is required' } };
    expect(await send({ headers: json, chunks: [] })).toEqual(missing);
    expect(await send({ headers: { 'content-length': 0 }, chunks: [] })).toEqual(missing);
  });

  test('behavior: a body is read only as application/json, +json, with a UTF-8 charset or none', async () => {
    const expected = await emptyObjectAnswer();
    for (const type of [
      'application/json; charset=utf-8',
      'Application/JSON;Charset="UTF-8"',
      'application/vnd.api+json',
      'application/json; boundary=x',
    ]) {
      expect(await send({ headers: { 'content-type': type }, chunks: ['{}'] })).toEqual(expected);
    }
  });

  test('behavior: any other Content-Type, or none, is 415 UnsupportedMediaType and nothing is read', async () => {
    for (const type of [
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/jsonp',
    ]) {
      const answer = await send({ headers: { 'content-type': type }, chunks: ['{}'] });
      expect(answer).toEqual({
        status: 415,
        json: {
          errorType: 'UnsupportedMediaType',
          description: `body: Content-Type must be application/json, not ${JSON.stringify(type)}`,
        },
      });
    }
    expect(await send({ headers: {}, chunks: ['{}'] })).toMatchObject({
      status: 415,
      json: { description: 'body: Content-Type must be application/json (none was given)' },
    });
    // The companion's body routes refuse it too, in their own shape, as documented.
    for (const path of ['/1/tokens/details', '/affiliate/0x6810e776880c02933d47db1b9fc05908e5386b96']) {
      expect(await send({ path, headers: { 'content-type': 'text/plain' }, chunks: ['{}'] })).toEqual({
        status: 415,
        json: { message: 'body: Content-Type must be application/json, not "text/plain"' },
      });
    }
  });

  test('behavior: a leading UTF-8 byte-order mark is dropped, even split over chunks', async () => {
    const expected = await emptyObjectAnswer();
    expect(await send({ headers: json, chunks: ['\uFEFF{}'] })).toEqual(expected);
    const bom = Buffer.from('\uFEFF');
    expect(await send({ headers: json, chunks: [bom.subarray(0, 1), bom.subarray(1), '{}'] })).toEqual(expected);
  });

  test('behavior: a body in many chunks, a character split between two, reads as one', async () => {
    const bytes = Buffer.from('{"appData":"é"}');
    const at = bytes.indexOf(0xc3) + 1;
    const whole = await send({ headers: json, chunks: [bytes] });
    expect(await send({ headers: json, chunks: [bytes.subarray(0, at), bytes.subarray(at)] })).toEqual(whole);
  });

  test('behavior: gzip and deflate bodies are inflated; an unknown encoding is 400', async () => {
    const expected = await emptyObjectAnswer();
    expect(await send({ headers: { ...json, 'content-encoding': 'gzip' }, chunks: [gzipSync('{}')] })).toEqual(
      expected,
    );
    expect(await send({ headers: { ...json, 'content-encoding': 'identity' }, chunks: ['{}'] })).toEqual(expected);
    expect(await send({ headers: { ...json, 'content-encoding': 'compress' }, chunks: ['{}'] })).toEqual({
      status: 400,
      json: { errorType: 'InvalidParameter', description: 'body: Unsupported Content-Encoding: compress' },
    });
  });

  test('behavior: a compressed body that does not inflate is 400 InvalidParameter, not 500', async () => {
    const whole = { gzip: gzipSync('{}'), deflate: deflateSync('{}'), br: brotliCompressSync('{}') };
    for (const [encoding, compressed] of Object.entries(whole)) {
      for (const chunk of [Buffer.from('not compressed'), compressed.subarray(0, compressed.length - 3)]) {
        const answer = await send({ headers: { ...json, 'content-encoding': encoding }, chunks: [chunk] });
        expect({ encoding, status: answer.status, errorType: answer.json?.errorType }).toEqual({
          encoding,
          status: 400,
          errorType: 'InvalidParameter',
        });
        expect(answer.json.description).toMatch(/^body: /);
      }
    }
    // The companion answers in its own shape.
    const companion = await send({
      path: '/affiliate/0x6810e776880c02933d47db1b9fc05908e5386b96',
      headers: { ...json, 'content-encoding': 'gzip' },
      chunks: ['not gzip'],
    });
    expect(companion.status).toBe(400);
    expect(companion.json.message).toMatch(/^body: /);
  });

  test('behavior: 16 KiB is the limit, with or without a length, inflated or not', async () => {
    const padded = (size: number) => `{"a":"${'x'.repeat(size - 8)}"}`;
    expect(padded(BODY_LIMIT_BYTES)).toHaveLength(BODY_LIMIT_BYTES);
    const tooLarge = { status: 413, json: { errorType: 'PayloadTooLarge', description: 'request body is too large' } };
    const atLimit = await send({ headers: json, chunks: [padded(BODY_LIMIT_BYTES)] });
    expect(atLimit.status).toBe(400);
    expect(atLimit.json.errorType).toBe('InvalidParameter');
    expect(await send({ headers: json, chunks: [padded(BODY_LIMIT_BYTES + 1)] })).toEqual(tooLarge);
    const text = padded(BODY_LIMIT_BYTES + 1);
    // Chunked: counted as it arrives.
    expect(await send({ headers: json, chunks: [text.slice(0, 9000), text.slice(9000)] })).toEqual(tooLarge);
    // A gzip body counts its inflated size.
    expect(await send({ headers: { ...json, 'content-encoding': 'gzip' }, chunks: [gzipSync(text)] })).toEqual(
      tooLarge,
    );
  });

  test('behavior: a body sent with its Content-Length reads as the same body sent in chunks', async () => {
    const padded = (size: number) => `{"a":"${'x'.repeat(size - 8)}"}`;
    const accented = Buffer.from('{"appData":"é"}');
    const splitAt = accented.indexOf(0xc3) + 1;
    const bodies: (string | Buffer)[][] = [
      ['{}'],
      ['{"sellToken":'],
      ['"abc"'],
      [' \n '],
      ['{"__proto__":{"x":1}}'],
      ['{"a":[{"\\u005f_proto__":{}}]}'],
      ['{"appData":"__proto__"}'],
      ['\uFEFF{}'],
      [Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xc3, 0x22, 0x7d])],
      [accented.subarray(0, splitAt), accented.subarray(splitAt)],
      [padded(BODY_LIMIT_BYTES)],
      [padded(BODY_LIMIT_BYTES + 1)],
    ];
    for (const chunks of bodies) {
      const length = chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk), 0);
      const chunked = await send({ headers: json, chunks });
      expect({ chunks, answer: await send({ headers: { ...json, 'content-length': length }, chunks }) }).toEqual({
        chunks,
        answer: chunked,
      });
    }
  });

  test('behavior: the body is read before the network is checked', async () => {
    expect(await send({ path: '/goerli/api/v1/orders', headers: json, chunks: ['{'] })).toMatchObject({
      status: 400,
      json: { errorType: 'InvalidParameter' },
    });
    expect((await send({ path: '/goerli/api/v1/orders', headers: json, chunks: ['{}'] })).status).toBe(404);
  });

  test('behavior: DELETE bodies are read too (a missing one is a missing body)', async () => {
    const answer = await send({
      method: 'DELETE',
      headers: { ...json, 'content-length': 13 },
      chunks: ['{"orderUids":'],
    });
    expect(answer.status).toBe(400);
    expect(answer.json.description).toMatch(/^body: is not valid JSON/);
  });
});
