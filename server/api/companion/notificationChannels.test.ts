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
import type { components } from '../../../generated/companion/client.js';
import {
  TOKENS,
  answered,
  companionClient,
  ok,
  simulatorClient,
  submitOrder,
  plainSellOrderTerms,
} from '../../testing/fixtures.js';
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

type ChannelCreation = components['schemas']['NotificationChannelCreation'];

const addChannel = (account: string, body: ChannelCreation) =>
  companionClient(server).POST('/accounts/{account}/notifications/channels', { params: { path: { account } }, body });

const removeChannel = (account: string, channelId: string, body: components['schemas']['NotificationChannelRemoval']) =>
  companionClient(server).DELETE('/accounts/{account}/notifications/channels/{channelId}', {
    params: { path: { account, channelId } },
    body,
  });

const listChannels = (account: string) =>
  companionClient(server).GET('/accounts/{account}/notifications/channels', { params: { path: { account } } });

async function addWebhook(account: PrivateKeyAccount, target: string, signer: PrivateKeyAccount = account) {
  const proof = await signed(signer, { action: 'add', channel: 'webhook', target });
  return addChannel(account.address, { channel: 'webhook', target, secret: SECRET, ...proof });
}

describe('notification channel subscriptions', () => {
  test('default: an added channel is listed masked, and removed with a signature naming its target', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const added = await addWebhook(account, 'https://hooks.example.com/batchbook?token=private');
    expect(added.response.status).toBe(201);
    const addedChannel = ok(added);
    expect(addedChannel).toEqual({
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
      (await addChannel(account.address, { channel: 'email', target: 'Alice@Example.COM', ...email })).error,
    ).toEqual({ message: 'Notification channel signature has invalid address' });
    const emailLower = await signed(account, { action: 'add', channel: 'email', target: 'Alice@example.com' });
    const addedEmail = await addChannel(account.address.toLowerCase(), {
      channel: 'email',
      target: ' Alice@Example.COM ',
      ...emailLower,
    });
    expect(addedEmail.response.status).toBe(201);
    expect(ok(addedEmail).destination).toBe('A…@example.com');

    const listedAnswer = await listChannels(account.address.toUpperCase().replace('0X', '0x'));
    expect(listedAnswer.response.status).toBe(200);
    expect(listedAnswer.response.headers.get('cache-control')).toBe('no-store');
    const listed = ok(listedAnswer);
    expect(listed.map((channel) => [channel.channel, channel.destination])).toEqual([
      ['webhook', 'https://hooks.example.com/…'],
      ['email', 'A…@example.com'],
    ]);
    expect(JSON.stringify(listed)).not.toContain(SECRET);

    const removal = await signed(account, {
      action: 'remove',
      channel: 'webhook',
      target: 'https://hooks.example.com/batchbook?token=private',
    });
    const removed = await removeChannel(account.address, addedChannel.id, removal);
    expect(removed.response.status).toBe(200);
    expect(ok(removed).id).toBe(addedChannel.id);
    expect((await removeChannel(account.address, addedChannel.id, removal)).error).toEqual({
      message: 'Notification channel not found',
    });
    expect(ok(await listChannels(account.address))).toHaveLength(1);
  });

  test('behavior: a signature is accepted once, for the change it names, before its deadline', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const target = 'https://a.example.com/hook';
    const proof = await signed(account, { action: 'add', channel: 'webhook', target });
    const body: ChannelCreation = { channel: 'webhook', target, secret: SECRET, ...proof };
    const add = async (change: ChannelCreation) => answered(await addChannel(account.address, change));
    expect((await add(body)).status).toBe(201);
    expect(await add(body)).toMatchObject({
      status: 409,
      json: { message: 'Notification channel signature already used' },
    });
    // The signature upper-cased is the same signature.
    expect((await add({ ...body, signature: body.signature.toUpperCase().replace('0X', '0x') })).status).toBe(409);
    // A signature of one target does not add another: it recovers to some other account.
    const forA = await signed(account, { action: 'add', channel: 'webhook', target: 'https://a.example.com/other' });
    expect((await add({ ...body, ...forA, target: 'https://b.example.com/hook' })).json).toEqual({
      message: 'Notification channel signature has invalid address',
    });
    const again = await signed(account, { action: 'add', channel: 'webhook', target });
    expect((await add({ ...body, ...again })).json).toEqual({
      message: 'Notification channel already exists',
    });
    const expired = await signed(account, { action: 'add', channel: 'webhook', target, deadline: 1_767_225_600 });
    expect(await add({ ...body, ...expired })).toMatchObject({
      status: 401,
      json: { message: 'Notification channel signature expired' },
    });
  });

  test('behavior: another signer is 401 invalid address, garbage 401 invalid signature', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const other = privateKeyToAccount(generatePrivateKey());
    expect(answered(await addWebhook(account, 'https://c.example.com/', other))).toMatchObject({
      status: 401,
      json: { message: 'Notification channel signature has invalid address' },
    });
    const garbage: ChannelCreation = {
      channel: 'webhook',
      target: 'https://c.example.com/',
      secret: SECRET,
      nonce: '1',
      deadline: DEADLINE,
      signature: '0xdead',
    };
    expect(answered(await addChannel(account.address, garbage))).toMatchObject({
      status: 401,
      json: { message: 'Notification channel has invalid signature' },
    });
  });

  test.each<[Pick<ChannelCreation, 'channel' | 'target' | 'secret'>, number, string]>([
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
    const response = await addChannel(account.address, {
      ...destination,
      nonce: '1',
      deadline: DEADLINE,
      signature: `0x${'11'.repeat(65)}`,
    });
    expect(answered(response)).toMatchObject({ status, json: { message } });
  });

  test('behavior: a malformed body or channel id is 400 in the companion shape', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    // Raw fetch: the typed client refuses to send a body without its signature fields.
    const missing = await fetch(`${server.url}/accounts/${account.address}/notifications/channels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel: 'email', target: 'a@example.com' }),
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: expect.any(String) });
    const badId = await removeChannel(account.address, 'abc', { nonce: '1', deadline: DEADLINE, signature: '0x' });
    expect(badId.response.status).toBe(400);
    expect(badId.error).toEqual({ message: expect.any(String) });
  });
});

describe('notification delivery through the server', () => {
  test('behavior: a fill the auctions notify reaches the account subscribed webhook', async () => {
    const trader = privateKeyToAccount(generatePrivateKey());
    expect((await addWebhook(trader, receiver.url)).response.status).toBe(201);
    const nowSeconds = Math.floor(server.context.clock.now().getTime() / 1000);
    const uid: Hex = await submitOrder(server, trader, {
      sellToken: TOKENS.WETH,
      buyToken: TOKENS.USDC,
      receiver: null,
      sellAmount: 10n ** 17n,
      buyAmount: 100_000_000n,
      validTo: nowSeconds + 1800,
      ...plainSellOrderTerms,
    });
    for (let block = 0; block < 3; block++) {
      const advanced = await simulatorClient(server).POST('/sim/v1/advance', { body: { blocks: 1 } });
      expect(advanced.response.status).toBe(200);
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
    const listed = ok(await listChannels(trader.address));
    expect(listed[0]).toMatchObject({ pendingDeliveries: 0, deadDeliveries: 0 });
  });
});
