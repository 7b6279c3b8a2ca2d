import type { Address, Hex } from 'viem';
import webpush from 'web-push';
import { afterEach, describe, expect, test } from 'vitest';
import { createRng } from '../../simulator/index.js';
import { migrate } from '../db/migrate.js';
import { openDatabase, type Database } from '../db/open.js';
import { findNotificationChannels, insertNotificationChannel } from '../db/tables/notificationChannels.js';
import { getDelivery } from '../db/tables/notificationDeliveries.js';
import { createAuctionStore } from '../db/stores/auctionStore.js';
import type { ChannelCredentials, NotificationChannelKind } from '../domain/notifications/channels.js';
import type { RetryPolicy } from '../domain/notifications/delivery.js';
import {
  createDeliveryWorker,
  PRUNE_BATCH_SIZE,
  PRUNE_BATCHES_PER_RUN,
  PRUNE_INTERVAL_MS,
  type DeliveryWorker,
  type Timers,
} from './deliveryWorker.js';
import { createEmailSender } from './emailSender.js';
import type { ChannelSender } from './sender.js';
import { createTelegramSender } from './telegramSender.js';
import { startFakeBotApi, startPushReceiver, startSmtpReceiver, startWebhookReceiver } from './testing/receivers.js';
import { createWebhookSender } from './webhookSender.js';
import { createWebPushSender } from './webPushSender.js';

const ACCOUNT = `0x${'ab'.repeat(20)}` as Address;
const SECRET = 'whsec_test_0123456789abcdef';
const POLICY: RetryPolicy = { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 60_000 };
const START_MS = Date.UTC(2026, 10, 26, 12, 0, 0);
const VAPID = webpush.generateVAPIDKeys();

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database with one channel of ACCOUNT, a manual wall clock, and a way to write notifications. */
function setup(channel: NotificationChannelKind, target: string, credentials: ChannelCredentials = {}) {
  const db: Database = openDatabase(':memory:');
  migrate(db, { now: () => new Date(START_MS) });
  cleanups.push(() => {
    db.close();
  });
  const added = insertNotificationChannel(
    db,
    { account: ACCOUNT, channel, target, credentials, createdAt: new Date(START_MS) },
    `0x${'01'.repeat(65)}` as Hex,
  );
  if (added.outcome !== 'created') throw new Error(added.outcome);
  const clock = { ms: START_MS };
  const rng = createRng(7, 'delivery-test');
  const worker = (
    senders: Partial<Record<NotificationChannelKind, ChannelSender>>,
    options: { retentionMs?: number; timers?: Timers } = {},
  ): DeliveryWorker => {
    const created = createDeliveryWorker({
      db,
      senders,
      policy: POLICY,
      now: () => clock.ms,
      random: () => rng.nextUint32() / 2 ** 32,
      timers: options.timers ?? { set: () => undefined, clear: () => undefined },
      attemptTimeoutMs: 5000,
      ...(options.retentionMs === undefined ? {} : { retentionMs: options.retentionMs }),
    });
    cleanups.push(() => created.stop());
    return created;
  };
  let written = 0;
  const store = createAuctionStore(db);
  // As the auction runner writes them: through the auctions' store, which fills the outbox.
  const notify = (type = 'order_filled') => {
    written++;
    store.write({
      notifications: [
        {
          id: `${type}:0x${String(written).padStart(112, '0')}`,
          network: 'mainnet',
          account: ACCOUNT,
          type: type as 'order_filled',
          message: `Your order number ${written} was filled.`,
          timestamp: new Date(START_MS),
          metadata: { chainId: 1 },
        },
      ],
    });
  };
  /** Moves the clock to the delivery's next attempt. */
  const untilRetry = (deliveryId: number) => {
    clock.ms = getDelivery(db, deliveryId)!.nextAttemptMs;
  };
  return { db, clock, worker, notify, untilRetry };
}

const fetchLoopback: typeof fetch = (input, init) => fetch(input, init);

describe('webhook deliveries', () => {
  test('behavior: a receiver that fails twice, then recovers, gets the delivery, signed, with one idempotency key', async () => {
    const receiver = await startWebhookReceiver(SECRET, { failFirst: 2 });
    cleanups.push(receiver.close);
    const { db, clock, worker, notify, untilRetry } = setup('webhook', receiver.url, { secret: SECRET });
    const delivering = worker({ webhook: createWebhookSender({ fetch: fetchLoopback, now: () => clock.ms }) });
    notify();

    expect(await delivering.runDue()).toBe(1);
    const firstRetry = getDelivery(db, 1)!;
    expect(firstRetry).toMatchObject({ state: 'pending', attempts: 1, lastError: 'HTTP 500: {}' });
    // Equal jitter: the first retry waits between half and all of the base delay.
    expect(firstRetry.nextAttemptMs - START_MS).toBeGreaterThanOrEqual(500);
    expect(firstRetry.nextAttemptMs - START_MS).toBeLessThanOrEqual(1000);
    expect(await delivering.runDue()).toBe(0);

    untilRetry(1);
    const secondAt = clock.ms;
    expect(await delivering.runDue()).toBe(1);
    const secondRetry = getDelivery(db, 1)!;
    expect(secondRetry.nextAttemptMs - secondAt).toBeGreaterThanOrEqual(1000);
    expect(secondRetry.nextAttemptMs - secondAt).toBeLessThanOrEqual(2000);

    untilRetry(1);
    expect(await delivering.runDue()).toBe(1);
    expect(getDelivery(db, 1)).toMatchObject({ state: 'delivered', attempts: 3, lastError: null });

    expect(receiver.requests.map((request) => [request.idempotencyKey, request.attempt, request.status])).toEqual([
      ['bbn-1', 1, 500],
      ['bbn-1', 2, 500],
      ['bbn-1', 3, 200],
    ]);
    expect(receiver.requests.every((request) => request.signatureValid)).toBe(true);
    expect(receiver.requests[2]?.timestamp).toBe(Math.floor(clock.ms / 1000));
    expect(receiver.requests[2]?.body).toMatchObject({
      id: 'bbn-1',
      type: 'notification',
      notification: { account: ACCOUNT, type: 'order_filled', message: 'Your order number 1 was filled.' },
    });
  });

  test('behavior: a receiver that keeps failing is dead-lettered after the last attempt and not tried again', async () => {
    const receiver = await startWebhookReceiver(SECRET, { failFirst: 100 });
    cleanups.push(receiver.close);
    const { db, clock, worker, notify, untilRetry } = setup('webhook', receiver.url, { secret: SECRET });
    const delivering = worker({ webhook: createWebhookSender({ fetch: fetchLoopback, now: () => clock.ms }) });
    notify();
    for (let attempt = 1; attempt <= POLICY.maxAttempts; attempt++) {
      expect(await delivering.runDue()).toBe(1);
      if (attempt < POLICY.maxAttempts) untilRetry(1);
    }
    expect(getDelivery(db, 1)).toMatchObject({ state: 'dead', attempts: 3, lastError: 'HTTP 500: {}' });
    clock.ms += 24 * 60 * 60 * 1000;
    expect(await delivering.runDue()).toBe(0);
    expect(receiver.requests).toHaveLength(3);
  });

  test('behavior: 410 Gone is dead-lettered at once', async () => {
    const receiver = await startWebhookReceiver(SECRET, { status: 410 });
    cleanups.push(receiver.close);
    const { db, clock, worker, notify } = setup('webhook', receiver.url, { secret: SECRET });
    notify();
    await worker({ webhook: createWebhookSender({ fetch: fetchLoopback, now: () => clock.ms }) }).runDue();
    expect(getDelivery(db, 1)).toMatchObject({ state: 'dead', attempts: 1 });
  });

  test('behavior: a process that dies mid-delivery loses nothing, and the receiver sees every key acknowledged once', async () => {
    const receiver = await startWebhookReceiver(SECRET, { holdFirst: 1 });
    cleanups.push(receiver.close);
    const { db, clock, worker, notify } = setup('webhook', receiver.url, { secret: SECRET });
    notify();
    notify();
    const sender = createWebhookSender({ fetch: fetchLoopback, now: () => clock.ms });
    // The first process sends both; the receiver holds the first without answering, and the process dies.
    void worker({ webhook: sender }).runDue();
    await expect.poll(() => receiver.requests.length).toBe(2);
    await expect.poll(() => getDelivery(db, 2)?.state).toBe('delivered');

    // The next process finds the held delivery claimed: not due before its claim runs out.
    const restarted = worker({ webhook: sender });
    expect(await restarted.runDue()).toBe(0);
    clock.ms = getDelivery(db, 1)!.nextAttemptMs;
    expect(await restarted.runDue()).toBe(1);
    expect(getDelivery(db, 1)).toMatchObject({ state: 'delivered', attempts: 2 });
    receiver.held.release();

    const sent = receiver.requests.map((request) => [request.idempotencyKey, request.attempt]);
    expect(sent).toEqual([
      ['bbn-1', 1],
      ['bbn-2', 1],
      ['bbn-1', 2],
    ]);
    // The delivery acknowledged before the restart is not sent again; the one in doubt is, under its key.
    expect([...receiver.accepted].sort()).toEqual(['bbn-1', 'bbn-2']);
  });

  test('behavior: stopping aborts an attempt in flight; the next worker delivers it with the same key', async () => {
    const receiver = await startWebhookReceiver(SECRET, { holdFirst: 1 });
    cleanups.push(receiver.close);
    const { db, clock, worker, notify } = setup('webhook', receiver.url, { secret: SECRET });
    notify();
    const sender = createWebhookSender({ fetch: fetchLoopback, now: () => clock.ms });
    const first = worker({ webhook: sender });
    const running = first.runDue();
    await expect.poll(() => receiver.requests.length).toBe(1);
    await first.stop();
    await running;
    const pending = getDelivery(db, 1)!;
    expect(pending).toMatchObject({ state: 'pending', attempts: 1 });
    expect(pending.lastError).toMatch(/abort/i);

    clock.ms = pending.nextAttemptMs;
    expect(await worker({ webhook: sender }).runDue()).toBe(1);
    expect(getDelivery(db, 1)).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(receiver.requests.map((request) => request.idempotencyKey)).toEqual(['bbn-1', 'bbn-1']);
  });
});

describe('outbox retention', () => {
  const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
  /** Delivers `order number 1`, dead-letters `2`, and fails `3` for now (it stays pending). */
  const sender: ChannelSender = async ({ notification }) => {
    if (notification.message.includes('number 1 ')) return undefined;
    if (notification.message.includes('number 2 ')) return { reason: 'gone', permanent: true };
    return { reason: 'busy', permanent: false };
  };

  test('behavior: delivered and dead deliveries are deleted once older than the retention on the injected clock; pending ones, the notifications and the dead count stay', async () => {
    const { db, clock, worker, notify } = setup('webhook', 'https://hooks.example.com/x');
    const delivering = worker({ webhook: sender }, { retentionMs: RETENTION_MS });
    for (let index = 0; index < 3; index++) notify();
    expect(await delivering.runDue()).toBe(3);
    expect([1, 2, 3].map((id) => getDelivery(db, id)?.state)).toEqual(['delivered', 'dead', 'pending']);
    const finishedAt = clock.ms;

    clock.ms = finishedAt + RETENTION_MS;
    expect(delivering.prune()).toBe(0);
    clock.ms = finishedAt + RETENTION_MS + 1;
    expect(delivering.prune()).toBe(2);
    expect([1, 2, 3].map((id) => getDelivery(db, id)?.state)).toEqual([undefined, undefined, 'pending']);
    expect(db.prepare('SELECT count(*) FROM notifications').pluck().get()).toBe(3);
    expect(findNotificationChannels(db, ACCOUNT)[0]).toMatchObject({ pendingDeliveries: 1, deadDeliveries: 1 });
    expect(delivering.prune()).toBe(0);
  });

  test('behavior: polling prunes at most once per interval, in bounded batches, and catches up at the next runs', async () => {
    const { db, clock, worker } = setup('webhook', 'https://hooks.example.com/x');
    // More finished rows than one run deletes, as if a busy week's deliveries all fell due at once.
    const perRun = PRUNE_BATCH_SIZE * PRUNE_BATCHES_PER_RUN;
    db.prepare(
      `WITH RECURSIVE n(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM n WHERE value < ?)
       INSERT INTO notification_deliveries (notification_position, channel_id, state, attempts, finished_at_ms)
       SELECT value, 1, 'delivered', 1, ? FROM n`,
    ).run(perRun + 10, clock.ms);
    let tick: (() => void) | undefined;
    const timers: Timers = { set: (run) => void (tick = run), clear: () => undefined };
    const polling = worker({}, { retentionMs: RETENTION_MS, timers });
    const remaining = () => db.prepare('SELECT count(*) FROM notification_deliveries').pluck().get() as number;
    const poll = async () => {
      const run = tick!;
      tick = undefined;
      run();
      await expect.poll(() => tick).toBeDefined();
    };
    polling.start();
    clock.ms += RETENTION_MS + 1;
    await poll();
    expect(remaining()).toBe(10);
    await poll();
    expect(remaining()).toBe(10);
    clock.ms += PRUNE_INTERVAL_MS;
    await poll();
    expect(remaining()).toBe(0);
  });
});

describe('Telegram deliveries', () => {
  test('behavior: sendMessage reaches the chat through the configured API base URL after a failed attempt', async () => {
    const bot = await startFakeBotApi({ failFirst: 1 });
    cleanups.push(bot.close);
    const { db, worker, notify, untilRetry } = setup('telegram', '-1001234567890');
    const delivering = worker({
      telegram: createTelegramSender({ fetch: fetchLoopback, apiBaseUrl: bot.baseUrl, botToken: '123456:ABC-token' }),
    });
    notify();
    await delivering.runDue();
    expect(getDelivery(db, 1)).toMatchObject({ state: 'pending', lastError: 'Telegram 500: Internal Server Error' });
    untilRetry(1);
    await delivering.runDue();
    expect(getDelivery(db, 1)).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(bot.messages).toEqual([
      {
        token: '123456:ABC-token',
        chatId: '-1001234567890',
        text: expect.stringContaining('Your order number 1 was filled.'),
        idempotencyKey: 'bbn-1',
      },
    ]);
    expect(bot.messages[0]?.text).toMatch(/^Order filled\n/);
  });

  test('behavior: a chat that blocked the bot (403) is dead-lettered at once', async () => {
    const bot = await startFakeBotApi({ status: 403 });
    cleanups.push(bot.close);
    const { db, worker, notify } = setup('telegram', '42');
    notify();
    await worker({
      telegram: createTelegramSender({ fetch: fetchLoopback, apiBaseUrl: bot.baseUrl, botToken: '123456:ABC-token' }),
    }).runDue();
    expect(getDelivery(db, 1)).toMatchObject({
      state: 'dead',
      attempts: 1,
      lastError: 'Telegram 403: Forbidden: bot was blocked by the user',
    });
  });
});

describe('e-mail deliveries', () => {
  test('behavior: an SMTP server that defers once gets the mail, its Message-ID the idempotency key', async () => {
    const smtp = await startSmtpReceiver({ failFirst: 1 });
    cleanups.push(smtp.close);
    const { db, worker, notify, untilRetry } = setup('email', 'alice@example.com');
    const email = createEmailSender({
      smtpUrl: smtp.url,
      from: 'batchbook <notify@batchbook.example>',
      attemptTimeoutMs: 5000,
    });
    cleanups.push(() => email.close());
    const delivering = worker({ email });
    notify('order_expired');
    await delivering.runDue();
    expect(getDelivery(db, 1)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(getDelivery(db, 1)?.lastError).toContain('451');
    untilRetry(1);
    await delivering.runDue();
    expect(getDelivery(db, 1)).toMatchObject({ state: 'delivered', attempts: 2 });

    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.from).toBe('notify@batchbook.example');
    expect(mail.to).toEqual(['alice@example.com']);
    expect(mail.raw).toMatch(/^Message-ID: <bbn-1@batchbook\.example>\r$/im);
    expect(mail.raw).toMatch(/^Idempotency-Key: bbn-1\r$/im);
    expect(mail.raw).toMatch(/^Subject: Order expired\r$/im);
    expect(mail.raw).toContain('Your order number 1 was filled.');
  });
});

describe('web push deliveries', () => {
  test('behavior: the push endpoint decrypts the payload, signed with VAPID, after a failed attempt', async () => {
    const push = await startPushReceiver(VAPID.publicKey, { failFirst: 1 });
    cleanups.push(push.close);
    const { db, worker, notify, untilRetry } = setup('webPush', push.endpoint, { keys: push.keys });
    const delivering = worker({
      webPush: createWebPushSender({
        fetch: fetchLoopback,
        vapid: { subject: 'mailto:ops@batchbook.example', ...VAPID },
      }),
    });
    notify('price_improvement');
    await delivering.runDue();
    expect(getDelivery(db, 1)).toMatchObject({ state: 'pending', lastError: 'HTTP 500' });
    untilRetry(1);
    await delivering.runDue();
    expect(getDelivery(db, 1)).toMatchObject({ state: 'delivered', attempts: 2 });

    expect(push.pushes).toHaveLength(2);
    for (const received of push.pushes) {
      expect(received.vapidValid).toBe(true);
      expect(received.topic).toBe('bbn-1');
      expect(received.ttl).toBe(86_400);
      expect(received.payload).toMatchObject({
        id: 'bbn-1',
        title: 'Price improvement',
        notification: { type: 'price_improvement', message: 'Your order number 1 was filled.' },
      });
    }
  });

  test('behavior: an expired subscription (410) is dead-lettered at once', async () => {
    const push = await startPushReceiver(VAPID.publicKey, { status: 410 });
    cleanups.push(push.close);
    const { db, worker, notify } = setup('webPush', push.endpoint, { keys: push.keys });
    notify();
    await worker({
      webPush: createWebPushSender({
        fetch: fetchLoopback,
        vapid: { subject: 'mailto:ops@batchbook.example', ...VAPID },
      }),
    }).runDue();
    expect(getDelivery(db, 1)).toMatchObject({ state: 'dead', attempts: 1, lastError: 'HTTP 410' });
  });
});
