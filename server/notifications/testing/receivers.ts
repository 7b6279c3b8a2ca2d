/**
 * Real local receivers for the notification channels' tests: a webhook endpoint that verifies the
 * HMAC signature, a fake Telegram Bot API, an SMTP server and a push endpoint that checks the
 * VAPID header and decrypts the payload. Each can fail its first requests, or hold them unanswered,
 * to show retries and restarts; each records what it received.
 */
import { createECDH, createHmac, createPublicKey, timingSafeEqual, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { SMTPServer } from 'smtp-server';

export type Behaviour = {
  /** Answer the first `failFirst` requests with HTTP 500 (SMTP 451). */
  failFirst?: number;
  /** Leave the first `holdFirst` requests unanswered until `release()`. */
  holdFirst?: number;
  /** Answer every request with this status (after the ones above). */
  status?: number;
};

type Held = { release(): void };

async function listen(
  handler: (request: IncomingMessage, body: Buffer, response: ServerResponse) => void,
): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handler(request, Buffer.concat(chunks), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Counts requests and decides each one's fate by `behaviour`. */
function fateOf(behaviour: Behaviour) {
  let seen = 0;
  const held: Array<() => void> = [];
  return {
    next(): 'hold' | 'fail' | 'answer' {
      seen++;
      if (seen <= (behaviour.holdFirst ?? 0)) return 'hold';
      if (seen <= (behaviour.holdFirst ?? 0) + (behaviour.failFirst ?? 0)) return 'fail';
      return 'answer';
    },
    hold(answer: () => void) {
      held.push(answer);
    },
    held: { release: () => held.splice(0).forEach((answer) => answer()) } satisfies Held,
  };
}

export type WebhookRequest = {
  idempotencyKey: string;
  attempt: number;
  /** Whether the `Batchbook-Signature` header is the HMAC-SHA256 of `<t>.<body>` under the secret. */
  signatureValid: boolean;
  /** The signature's timestamp, Unix seconds. */
  timestamp: number;
  body: { id: string; type: string; notification: { id: string; account: string; type: string; message: string } };
  /** What the receiver answered. */
  status: number | 'held';
};

/** A webhook endpoint; `requests` lists every request, `accepted` the idempotency keys it acknowledged, each once. */
export async function startWebhookReceiver(secret: string, behaviour: Behaviour = {}) {
  const requests: WebhookRequest[] = [];
  const accepted = new Set<string>();
  const fate = fateOf(behaviour);
  const { server, url } = await listen((request, raw, response) => {
    const header = String(request.headers['batchbook-signature'] ?? '');
    const timestamp = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1]);
    const given = Buffer.from(/(?:^|,)v1=([0-9a-f]{64})/.exec(header)?.[1] ?? '', 'hex');
    const expected = createHmac('sha256', secret)
      .update(`${timestamp}.${raw.toString('utf8')}`)
      .digest();
    const signatureValid = given.length === expected.length && timingSafeEqual(given, expected);
    const entry: WebhookRequest = {
      idempotencyKey: String(request.headers['idempotency-key']),
      attempt: Number(request.headers['batchbook-delivery-attempt']),
      signatureValid,
      timestamp,
      body: JSON.parse(raw.toString('utf8')) as WebhookRequest['body'],
      status: 'held',
    };
    requests.push(entry);
    const answer = (status: number) => {
      entry.status = status;
      if (status === 200) accepted.add(entry.idempotencyKey);
      response.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
    };
    if (!signatureValid) return answer(401);
    const next = fate.next();
    if (next === 'hold') return fate.hold(() => answer(200));
    answer(next === 'fail' ? 500 : (behaviour.status ?? 200));
  });
  return { url: `${url}/hook`, requests, accepted, held: fate.held, close: () => close(server) };
}

export type BotMessage = { token: string; chatId: string; text: string; idempotencyKey: string };

/** A fake Telegram Bot API: `POST /bot<token>/sendMessage`. */
export async function startFakeBotApi(behaviour: Behaviour = {}) {
  const messages: BotMessage[] = [];
  const fate = fateOf(behaviour);
  const { server, url } = await listen((request, raw, response) => {
    const match = /^\/bot([^/]+)\/sendMessage$/.exec(request.url ?? '');
    const reply = (status: number, body: object) =>
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (match === null || request.method !== 'POST')
      return reply(404, { ok: false, error_code: 404, description: 'Not Found' });
    const body = JSON.parse(raw.toString('utf8')) as { chat_id: string; text: string };
    const next = fate.next();
    if (next === 'fail') return reply(500, { ok: false, error_code: 500, description: 'Internal Server Error' });
    const status = behaviour.status ?? 200;
    if (status !== 200)
      return reply(status, { ok: false, error_code: status, description: 'Forbidden: bot was blocked by the user' });
    messages.push({
      token: match[1] as string,
      chatId: String(body.chat_id),
      text: body.text,
      idempotencyKey: String(request.headers['idempotency-key']),
    });
    reply(200, { ok: true, result: { message_id: messages.length, chat: { id: body.chat_id }, text: body.text } });
  });
  return { baseUrl: url, messages, close: () => close(server) };
}

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A local SMTP server (no TLS, no authentication) that keeps every message. */
export async function startSmtpReceiver(behaviour: Behaviour = {}) {
  const mails: ReceivedMail[] = [];
  const fate = fateOf(behaviour);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (fate.next() === 'fail') {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        mails.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    const listening = server.listen(0, '127.0.0.1', () => resolve((listening.address() as AddressInfo).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ReceivedPush = {
  /** The decrypted payload. */
  payload: { id: string; title: string; notification: { id: string; type: string; message: string } };
  topic: string | undefined;
  ttl: number;
  /** Whether the VAPID JWT is signed by `vapidPublicKey` for this endpoint's origin. */
  vapidValid: boolean;
};

// Fixed keys of the browser side: a test's subscription is the same on every run.
const BROWSER_PRIVATE_KEY = Buffer.alloc(32, 7);
const BROWSER_AUTH = Buffer.alloc(16, 9).toString('base64url');

/** A push service endpoint for one browser subscription. */
export async function startPushReceiver(vapidPublicKey: string, behaviour: Behaviour = {}) {
  const browser = createECDH('prime256v1');
  browser.setPrivateKey(BROWSER_PRIVATE_KEY);
  const pushes: ReceivedPush[] = [];
  const fate = fateOf(behaviour);
  const { server, url } = await listen((request, raw, response) => {
    const origin = url;
    const payload = JSON.parse(
      decrypt(raw, { version: 'aes128gcm', privateKey: browser, authSecret: BROWSER_AUTH }).toString('utf8'),
    ) as ReceivedPush['payload'];
    pushes.push({
      payload,
      topic: request.headers.topic as string | undefined,
      ttl: Number(request.headers.ttl),
      vapidValid: vapidValid(String(request.headers.authorization ?? ''), vapidPublicKey, origin),
    });
    const next = fate.next();
    response.writeHead(next === 'fail' ? 500 : (behaviour.status ?? 201)).end();
  });
  return {
    endpoint: `${url}/push/subscription-1`,
    keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: BROWSER_AUTH },
    pushes,
    close: () => close(server),
  };
}

/** `Authorization: vapid t=<ES256 JWT>, k=<public key>` (RFC 8292) signed by `publicKey` for `audience`. */
function vapidValid(authorization: string, publicKey: string, audience: string): boolean {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
  if (match === null || match[4] !== publicKey) return false;
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${match[1]}.${match[2]}`);
  const signature = Buffer.from(match[3] as string, 'base64url');
  const claims = JSON.parse(Buffer.from(match[2] as string, 'base64url').toString('utf8')) as { aud?: string };
  return verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, signature) && claims.aud === audience;
}
