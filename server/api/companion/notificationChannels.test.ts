/**
 * The notification channels through the real server: subscriptions signed with viem, checked in
 * the documented order, and a notification the auctions write delivered to a loopback webhook.
 */
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  notificationChannelTypedData,
  type NotificationChannelChange,
} from '../../domain/companion/notificationChannels.js';
import { startWebhookReceiver } from '../../notifications/testing/receivers.js';
import { TOKENS, submitOrder } from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

const SECRET = 'whsec_api_test_0123456789';
// The manual clock starts at 2026-01-01: a deadline in 2100 is far ahead of it.
const DEADLINE = 4_102_444_800;

let server: TestServer;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver(SECRET);
  server = await startTestServer({
    NOTIFICATION_WEBHOOK_HOSTS: '127.0.0.1,.example.com',
    SMTP_URL: 'smtp://127.0.0.1:1',
    SMTP_FROM: 'batchbook <notify@batchbook.example>',
  });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

let nonce = 0n;
async function signed(
  account: PrivateKeyAccount,
  change: Omit<NotificationChannelChange, 'account' | 'nonce' | 'deadline'> & { deadline?: number },
) {
  nonce++;
  const deadline = change.deadline ?? DEADLINE;
  const signature = await account.signTypedData(
    notificationChannelTypedData({ ...change, account: account.address, nonce, deadline: BigInt(deadline) }),
  );
  return { nonce: nonce.toString(), deadline, signature };
}

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as any };
}

async function addWebhook(account: PrivateKeyAccount, target: string, signer: PrivateKeyAccount = account) {
  const proof = await signed(signer, { action: 'add', channel: 'webhook', target });
  return call('POST', `/accounts/${account.address}/notifications/channels`, {
    channel: 'webhook',
    target,
    secret: SECRET,
    ...proof,
  });
}

describe('notification channel subscriptions', () => {
  test('default: an added channel is listed masked, and removed with a signature naming its target', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const added = await addWebhook(account, 'https://hooks.example.com/batchbook?token=private');
    expect(added.status).toBe(201);
    expect(added.json).toEqual({
      id: expect.stringMatching(/^[1-9]\d*$/),
      channel: 'webhook',
      destination: 'https://hooks.example.com/…',
      createdAt: '2026-01-01T00:00:00.000Z',
      pendingDeliveries: 0,
      deadDeliveries: 0,
    });
    const email = await signed(account, { action: 'add', channel: 'email', target: 'Alice@Example.COM' });
    // The domain of an address is stored in lower case, and signed that way.
    expect(
      (
        await call('POST', `/accounts/${account.address}/notifications/channels`, {
          channel: 'email',
          target: 'Alice@Example.COM',
          ...email,
        })
      ).json,
    ).toEqual({ message: 'Notification channel signature has invalid address' });
    const emailLower = await signed(account, { action: 'add', channel: 'email', target: 'Alice@example.com' });
    const addedEmail = await call('POST', `/accounts/${account.address.toLowerCase()}/notifications/channels`, {
      channel: 'email',
      target: ' Alice@Example.COM ',
      ...emailLower,
    });
    expect(addedEmail.status).toBe(201);
    expect(addedEmail.json.destination).toBe('A…@example.com');

    const listed = await call(
      'GET',
      `/accounts/${account.address.toUpperCase().replace('0X', '0x')}/notifications/channels`,
    );
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(listed.json.map((channel: any) => [channel.channel, channel.destination])).toEqual([
      ['webhook', 'https://hooks.example.com/…'],
      ['email', 'A…@example.com'],
    ]);
    expect(JSON.stringify(listed.json)).not.toContain(SECRET);

    const removal = await signed(account, {
      action: 'remove',
      channel: 'webhook',
      target: 'https://hooks.example.com/batchbook?token=private',
    });
    const path = `/accounts/${account.address}/notifications/channels/${added.json.id}`;
    const removed = await call('DELETE', path, removal);
    expect(removed.status).toBe(200);
    expect(removed.json.id).toBe(added.json.id);
    expect((await call('DELETE', path, removal)).json).toEqual({ message: 'Notification channel not found' });
    expect((await call('GET', `/accounts/${account.address}/notifications/channels`)).json).toHaveLength(1);
  });

  test('behavior: a signature is accepted once, for the change it names, before its deadline', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const target = 'https://a.example.com/hook';
    const proof = await signed(account, { action: 'add', channel: 'webhook', target });
    const body = { channel: 'webhook', target, secret: SECRET, ...proof };
    const path = `/accounts/${account.address}/notifications/channels`;
    expect((await call('POST', path, body)).status).toBe(201);
    expect(await call('POST', path, body)).toMatchObject({
      status: 409,
      json: { message: 'Notification channel signature already used' },
    });
    // The signature upper-cased is the same signature.
    expect(
      (await call('POST', path, { ...body, signature: body.signature.toUpperCase().replace('0X', '0x') })).status,
    ).toBe(409);
    // A signature of one target does not add another: it recovers to some other account.
    const forA = await signed(account, { action: 'add', channel: 'webhook', target: 'https://a.example.com/other' });
    expect((await call('POST', path, { ...body, ...forA, target: 'https://b.example.com/hook' })).json).toEqual({
      message: 'Notification channel signature has invalid address',
    });
    const again = await signed(account, { action: 'add', channel: 'webhook', target });
    expect((await call('POST', path, { ...body, ...again })).json).toEqual({
      message: 'Notification channel already exists',
    });
    const expired = await signed(account, { action: 'add', channel: 'webhook', target, deadline: 1_767_225_600 });
    expect(await call('POST', path, { ...body, ...expired })).toMatchObject({
      status: 401,
      json: { message: 'Notification channel signature expired' },
    });
  });

  test('behavior: another signer is 401 invalid address, garbage 401 invalid signature', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const other = privateKeyToAccount(generatePrivateKey());
    expect(await addWebhook(account, 'https://c.example.com/', other)).toMatchObject({
      status: 401,
      json: { message: 'Notification channel signature has invalid address' },
    });
    const path = `/accounts/${account.address}/notifications/channels`;
    const garbage = {
      channel: 'webhook',
      target: 'https://c.example.com/',
      secret: SECRET,
      nonce: '1',
      deadline: DEADLINE,
      signature: '0xdead',
    };
    expect(await call('POST', path, garbage)).toMatchObject({
      status: 401,
      json: { message: 'Notification channel has invalid signature' },
    });
  });

  test.each([
    [{ channel: 'telegram', target: '12345' }, 503, 'Notification channel telegram is not configured'],
    [
      { channel: 'webPush', target: 'https://push.example.com/x' },
      503,
      'Notification channel webPush is not configured',
    ],
    [{ channel: 'webhook', target: 'https://internal.corp/hook', secret: SECRET }, 400, 'Webhook host is not allowed'],
    [{ channel: 'webhook', target: 'ftp://a.example.com/', secret: SECRET }, 400, 'Webhook URL is invalid'],
    [
      { channel: 'webhook', target: 'https://a.example.com/', secret: 'short' },
      400,
      'Webhook secret must be 16 to 256 printable characters',
    ],
    [
      { channel: 'webhook', target: 'https://a.example.com/' },
      400,
      'Webhook secret must be 16 to 256 printable characters',
    ],
    [{ channel: 'email', target: 'not-an-address' }, 400, 'E-mail address is invalid'],
  ])('behavior: %j is %i %s', async (destination, status, message) => {
    const account = privateKeyToAccount(generatePrivateKey());
    const response = await call('POST', `/accounts/${account.address}/notifications/channels`, {
      ...destination,
      nonce: '1',
      deadline: DEADLINE,
      signature: `0x${'11'.repeat(65)}`,
    });
    expect(response).toMatchObject({ status, json: { message } });
  });

  test('behavior: a malformed body or channel id is 400 in the companion shape', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const base = `/accounts/${account.address}/notifications/channels`;
    const missing = await call('POST', base, { channel: 'email', target: 'a@example.com' });
    expect(missing.status).toBe(400);
    expect(typeof missing.json.message).toBe('string');
    const badId = await call('DELETE', `${base}/abc`, { nonce: '1', deadline: DEADLINE, signature: '0x' });
    expect(badId.status).toBe(400);
    expect(typeof badId.json.message).toBe('string');
  });
});

describe('notification delivery through the server', () => {
  test('behavior: a fill the auctions notify reaches the account subscribed webhook', async () => {
    const trader = privateKeyToAccount(generatePrivateKey());
    expect((await addWebhook(trader, receiver.url)).status).toBe(201);
    const nowSeconds = Math.floor(server.context.clock.now().getTime() / 1000);
    const uid: Hex = await submitOrder(server, trader, {
      sellToken: TOKENS.WETH,
      buyToken: TOKENS.USDC,
      receiver: null,
      sellAmount: 10n ** 17n,
      buyAmount: 100_000_000n,
      validTo: nowSeconds + 1800,
      appData: '{}',
      feeAmount: 0n,
      kind: 'sell',
      partiallyFillable: false,
      sellTokenBalance: 'erc20',
      buyTokenBalance: 'erc20',
    });
    for (let block = 0; block < 3; block++) {
      const advanced = await fetch(`${server.url}/mainnet/sim/v1/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ blocks: 1 }),
      });
      expect(advanced.status).toBe(200);
    }
    expect(await server.context.notificationDelivery.worker.runDue()).toBeGreaterThan(0);
    const filled = receiver.requests.filter(
      (request) => request.body.notification.type === 'order_filled' && request.body.notification.message.length > 0,
    );
    expect(filled).toHaveLength(1);
    expect(filled[0]).toMatchObject({
      signatureValid: true,
      status: 200,
      body: { notification: { account: trader.address.toLowerCase() as Address } },
    });
    expect(JSON.stringify(filled[0]?.body)).toContain(uid);
    const listed = await call('GET', `/accounts/${trader.address}/notifications/channels`);
    expect(listed.json[0]).toMatchObject({ pendingDeliveries: 0, deadDeliveries: 0 });
  });
});
