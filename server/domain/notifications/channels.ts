/**
 * The kinds of notification channel and what an account's channel is, shared by the subscriptions
 * API (`server/domain/companion/notificationChannels.ts`) and the delivery worker
 * (`server/notifications/`).
 */
import type { Address } from 'viem';

export const notificationChannelKinds = ['webhook', 'telegram', 'email', 'webPush'] as const;
export type NotificationChannelKind = (typeof notificationChannelKinds)[number];

/** What a channel needs besides its target; never shown back to anyone. */
export type ChannelCredentials = {
  /** Webhook: the HMAC-SHA256 key of the signature header. */
  secret?: string;
  /** Web push: the browser subscription's keys (base64url). */
  keys?: { p256dh: string; auth: string };
};

export type NotificationChannelRecord = {
  id: number;
  account: Address;
  channel: NotificationChannelKind;
  /** Webhook URL, Telegram chat id, e-mail address or push endpoint. */
  target: string;
  credentials: ChannelCredentials;
  createdAt: Date;
};

export type NotificationChannelWithDeliveries = NotificationChannelRecord & {
  /** Deliveries waiting for their next attempt. */
  pendingDeliveries: number;
  /** Deliveries given up on after the last attempt (dead letters). */
  deadDeliveries: number;
};
