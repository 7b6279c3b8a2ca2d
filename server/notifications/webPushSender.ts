/**
 * Web push channel: the `web-push` library encrypts the payload for the browser's keys (RFC 8291,
 * aes128gcm) and signs the VAPID header (RFC 8292); the request goes out through `fetch`. The
 * payload carries the idempotency key, and the `Topic` header names it so a push service replaces
 * an undelivered earlier attempt rather than queueing both.
 */
import webpush from 'web-push';
import { pushPayload } from '../domain/notifications/delivery.js';
import { failureOf, httpFailure, type ChannelSender } from './sender.js';

/** How long a push service keeps an undelivered message (seconds). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export function createWebPushSender(parameters: {
  fetch: typeof fetch;
  vapid: { subject: string; publicKey: string; privateKey: string };
}): ChannelSender {
  return async ({ idempotencyKey, target, credentials, notification, signal }) => {
    try {
      if (credentials.keys === undefined) return { reason: 'the push subscription has no keys', permanent: true };
      const request = webpush.generateRequestDetails(
        { endpoint: target, keys: credentials.keys },
        pushPayload(idempotencyKey, notification),
        { vapidDetails: parameters.vapid, TTL: PUSH_TTL_SECONDS, topic: idempotencyKey, urgency: 'normal' },
      );
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const response = await parameters.fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ?? undefined,
        redirect: 'manual',
        signal,
      });
      // 404/410: the subscription expired or was withdrawn; 413: the payload will never fit.
      return await httpFailure(response, [404, 410, 413]);
    } catch (error) {
      return failureOf(error);
    }
  };
}
