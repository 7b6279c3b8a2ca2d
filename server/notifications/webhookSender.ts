/**
 * Webhook channel: a POST of the notification as JSON, signed as Stripe and GitHub sign theirs:
 * `Batchbook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed by the
 * channel's secret>`. The timestamp inside the signed text lets a receiver refuse old replays.
 */
import { createHmac } from 'node:crypto';
import { webhookPayload } from '../domain/notifications/delivery.js';
import { failureOf, httpFailure, type ChannelSender } from './sender.js';

export const WEBHOOK_SIGNATURE_HEADER = 'Batchbook-Signature';

/** The `Batchbook-Signature` value of `body` sent at `timestampSeconds`. */
export function webhookSignature(secret: string, timestampSeconds: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${digest}`;
}

export function createWebhookSender(parameters: {
  fetch: typeof fetch;
  /** Wall-clock milliseconds (the signature's timestamp). */
  now: () => number;
}): ChannelSender {
  return async ({ idempotencyKey, attempt, target, credentials, notification, signal }) => {
    const body = webhookPayload(idempotencyKey, notification);
    const timestamp = Math.floor(parameters.now() / 1000);
    try {
      const response = await parameters.fetch(target, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey,
          'Batchbook-Delivery-Attempt': String(attempt),
          [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(credentials.secret ?? '', timestamp, body),
        },
        body,
        // A redirect could lead past the allowed hosts: it is a failed attempt, not followed.
        redirect: 'manual',
        signal,
      });
      // 410 Gone: the receiver says the endpoint is retired.
      return await httpFailure(response, [410]);
    } catch (error) {
      return failureOf(error);
    }
  };
}
