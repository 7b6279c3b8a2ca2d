/**
 * What a channel adapter does with one delivery attempt. Adapters never throw: every outcome,
 * a refused connection included, is an answer the worker records.
 */
import type { ChannelCredentials } from '../domain/notifications/channels.js';
import type { AttemptFailure, DeliveredNotification } from '../domain/notifications/delivery.js';

export type DeliveryAttempt = {
  /** The same on every attempt of a delivery: receivers deduplicate by it. */
  idempotencyKey: string;
  /** 1 for the first attempt. */
  attempt: number;
  target: string;
  credentials: ChannelCredentials;
  notification: DeliveredNotification;
  /** Aborted when the attempt times out or the worker stops. */
  signal: AbortSignal;
};

/** Resolves undefined when the receiver accepted the delivery, else with why not. */
export type ChannelSender = (attempt: DeliveryAttempt) => Promise<AttemptFailure | undefined>;

/** A failure described for `last_error`: the message of an error, whatever was thrown. */
export function failureOf(error: unknown, permanent = false): AttemptFailure {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { reason: reason.slice(0, 500), permanent };
}

/** A non-2xx HTTP answer as a failure: `permanent` statuses mean the target is gone or refuses for good. */
export async function httpFailure(
  response: Response,
  permanentStatuses: readonly number[],
): Promise<AttemptFailure | undefined> {
  if (response.status >= 200 && response.status < 300) {
    await response.body?.cancel();
    return undefined;
  }
  const text = (await response.text().catch(() => '')).slice(0, 200);
  return {
    reason: `HTTP ${response.status}${text === '' ? '' : `: ${text}`}`,
    permanent: permanentStatuses.includes(response.status),
  };
}
