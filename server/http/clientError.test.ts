import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { surfaceOf } from '../app.js';
import { answerClientError } from './clientError.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../testing/startTestServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Raw bytes to the server; the whole answer once the server closes (or after a second). */
function sendRaw(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    let received = '';
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const done = () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0), headers: head.toLowerCase(), body });
    };
    socket.on('close', done);
    setTimeout(() => socket.destroy(), 1000);
  });
}

describe('answerClientError', () => {
  test('behavior: a request line over 16 KiB is 431 in the surface shape, JSON, with CORS', async () => {
    const orderbook = await sendRaw(
      `GET /mainnet/api/v1/version?x=${'y'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(orderbook.status).toBe(431);
    expect(orderbook.headers).toContain('content-type: application/json');
    expect(orderbook.headers).toContain('access-control-allow-origin: *');
    expect(JSON.parse(orderbook.body)).toMatchObject({
      errorType: 'InvalidParameter',
      description: expect.any(String),
    });

    const companion = await sendRaw(`GET /hooks?x=${'y'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(companion.status).toBe(431);
    expect(Object.keys(JSON.parse(companion.body))).toEqual(['message']);
  });

  test('behavior: a malformed request is 400 JSON, and the server answers the next one', async () => {
    for (const bytes of ['BLAH\r\n\r\n', 'GET mainnet/api/v1/version HTTP/1.1\r\nHost: x\r\n\r\n']) {
      const answer = await sendRaw(bytes);
      expect(answer.status).toBe(400);
      expect(answer.headers).toContain('content-type: application/json');
      expect(JSON.parse(answer.body)).toMatchObject({ errorType: 'InvalidParameter' });
    }
    expect((await fetch(`${server.url}/mainnet/api/v1/version`)).status).toBe(200);
  });

  test('behavior: a request that timed out is 408 RequestTimeout, not InvalidParameter', () => {
    const socket = new PassThrough();
    let written = '';
    socket.on('data', (chunk: Buffer) => (written += chunk.toString('latin1')));
    const timeout = Object.assign(new Error('Request timeout'), {
      code: 'ERR_HTTP_REQUEST_TIMEOUT',
      rawPacket: Buffer.from('POST /mainnet/api/v1/orders HTTP/1.1\r\n'),
    });
    answerClientError(surfaceOf)(timeout, socket);
    const [head = '', body = ''] = written.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(JSON.parse(body)).toEqual({ errorType: 'RequestTimeout', description: 'request timed out' });
  });

  test('behavior: an Expect other than 100-continue is 417 with a JSON body in the surface shape', async () => {
    const orderbook = await sendRaw('GET /mainnet/api/v1/version HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\n\r\n');
    expect(orderbook.status).toBe(417);
    expect(orderbook.headers).toContain('content-type: application/json');
    expect(JSON.parse(orderbook.body)).toEqual({
      errorType: 'ExpectationFailed',
      description: 'Expect "bogus" is not supported (only 100-continue is)',
    });
    const companion = await sendRaw('GET /hooks HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\n\r\n');
    expect(companion.status).toBe(417);
    expect(JSON.parse(companion.body)).toEqual({ message: 'Expect "bogus" is not supported (only 100-continue is)' });
  });
});
