/**
 * The notification channels' composition: the subscriptions API's services (configured channels,
 * the store) and the delivery worker with the adapters of the configured channels.
 */
import type { NotificationChannelsConfig } from '../config.js';
import type { Database } from '../db/open.js';
import {
  deleteNotificationChannel,
  findNotificationChannels,
  getNotificationChannel,
  insertNotificationChannel,
  isChannelSignatureUsed,
} from '../db/tables/notificationChannels.js';
import type { NotificationChannelServices } from '../domain/companion/ports.js';
import type { NotificationChannelKind } from '../domain/notifications/channels.js';
import {
  createDeliveryWorker,
  DEFAULT_ATTEMPT_TIMEOUT_MS,
  type DeliveryWorker,
  type Timers,
} from './deliveryWorker.js';
import { createEmailSender } from './emailSender.js';
import type { ChannelSender } from './sender.js';
import { createTelegramSender } from './telegramSender.js';
import { createWebhookSender } from './webhookSender.js';
import { createWebPushSender } from './webPushSender.js';

/** Channels one account may have. */
export const MAX_CHANNELS_PER_ACCOUNT = 10;
/** No retry waits longer than this. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

export type NotificationDelivery = {
  readonly channels: NotificationChannelServices;
  readonly worker: DeliveryWorker;
  /** Stops the worker and closes the channels' connections (SMTP). */
  stop(): Promise<void>;
};

export type CreateNotificationDeliveryParameters = {
  config: NotificationChannelsConfig;
  db: Database;
  /** Wall-clock milliseconds. */
  now: () => number;
  /** Uniform in [0, 1), seeded. */
  random: () => number;
  timers: Timers;
  fetch: typeof fetch;
  pollIntervalMs?: number;
  attemptTimeoutMs?: number;
  onError?: (error: unknown) => void;
};

export function createNotificationDelivery(parameters: CreateNotificationDeliveryParameters): NotificationDelivery {
  const { config, db, now, fetch } = parameters;
  const attemptTimeoutMs = parameters.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
  const senders: Partial<Record<NotificationChannelKind, ChannelSender>> = {};
  if (config.webhookHosts.length > 0) senders.webhook = createWebhookSender({ fetch, now });
  if (config.telegram !== undefined) senders.telegram = createTelegramSender({ fetch, ...config.telegram });
  const email =
    config.smtp === undefined
      ? undefined
      : createEmailSender({ smtpUrl: config.smtp.url, from: config.smtp.from, attemptTimeoutMs });
  if (email !== undefined) senders.email = email;
  if (config.vapid !== undefined) senders.webPush = createWebPushSender({ fetch, vapid: config.vapid });

  const worker = createDeliveryWorker({
    db,
    senders,
    policy: { maxAttempts: config.maxAttempts, baseDelayMs: config.retryBaseMs, maxDelayMs: MAX_RETRY_DELAY_MS },
    now,
    random: parameters.random,
    timers: parameters.timers,
    attemptTimeoutMs,
    retentionMs: config.retentionMs,
    ...(parameters.pollIntervalMs === undefined ? {} : { pollIntervalMs: parameters.pollIntervalMs }),
    ...(parameters.onError === undefined ? {} : { onError: parameters.onError }),
  });
  const channels: NotificationChannelServices = {
    settings: {
      configured: new Set(Object.keys(senders) as NotificationChannelKind[]),
      webhookHosts: config.webhookHosts,
      maxChannelsPerAccount: MAX_CHANNELS_PER_ACCOUNT,
    },
    store: {
      list: (account) => findNotificationChannels(db, account),
      get: (account, id) => getNotificationChannel(db, account, id),
      isSignatureUsed: (key) => isChannelSignatureUsed(db, key),
      add: (channel, key) => insertNotificationChannel(db, channel, key),
      remove: (account, id, key, at) => deleteNotificationChannel(db, account, id, key, at),
    },
  };
  return {
    channels,
    worker,
    async stop() {
      await worker.stop();
      email?.close();
    },
  };
}
