/**
 * What the delivery worker does with an attempt's outcome, and what it sends: pure decisions, so
 * the worker (`server/notifications/deliveryWorker.ts`) only moves rows and bytes.
 */
export type RetryPolicy = {
  /** Attempts before a delivery is dead-lettered (the first one included). */
  readonly maxAttempts: number;
  /** Delay before the second attempt, doubled for each later one. */
  readonly baseDelayMs: number;
  /** No delay grows beyond this. */
  readonly maxDelayMs: number;
};

/** A channel's answer to one attempt. `permanent`: retrying cannot help (the target is gone or refused). */
export type AttemptFailure = { readonly reason: string; readonly permanent: boolean };

export type AttemptVerdict =
  | { readonly state: 'delivered' }
  | { readonly state: 'pending'; readonly retryInMs: number; readonly reason: string }
  | { readonly state: 'dead'; readonly reason: string };

/**
 * The delay before attempt `attempt + 1`, after `attempt` failed ones: exponential, capped, with
 * "equal jitter" (half fixed, half uniform) so that deliveries that failed together do not retry
 * together, yet none retries at once. `random` is uniform in [0, 1).
 *
 * @example
 * retryDelayMs(1, { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000 }, () => 0) // 500
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy, random: () => number): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/**
 * The state a delivery moves to after its `attempts`-th attempt: delivered; dead when the failure
 * is permanent or the attempts are used up; else pending again after `retryInMs` (the attempt's
 * `retryDelayMs`, drawn before it was made).
 */
export function judgeAttempt(
  attempts: number,
  failure: AttemptFailure | undefined,
  policy: RetryPolicy,
  retryInMs: number,
): AttemptVerdict {
  if (failure === undefined) return { state: 'delivered' };
  if (failure.permanent || attempts >= policy.maxAttempts) return { state: 'dead', reason: failure.reason };
  return { state: 'pending', retryInMs, reason: failure.reason };
}

/**
 * The key a receiver deduplicates deliveries by: the same for every attempt of one delivery
 * (across restarts), different for every other. URL- and header-safe, and short enough for a
 * web push `Topic` (32 characters).
 */
export function idempotencyKeyOf(deliveryId: number): string {
  return `bbn-${deliveryId}`;
}

/** The notification as every channel shows it. */
export type DeliveredNotification = {
  id: string;
  account: string;
  type: string;
  message: string;
  /** ISO 8601. */
  timestamp: string;
  metadata: Record<string, unknown>;
};

const titles: Record<string, string> = {
  order_filled: 'Order filled',
  order_partially_filled: 'Order partially filled',
  order_expired: 'Order expired',
  order_cancelled: 'Order cancelled',
  insufficient_balance: 'Insufficient balance',
  price_improvement: 'Price improvement',
  solver_banned: 'Solver banned',
};

/** A short human title of a notification type (e-mail subject, push title, first line of a chat message). */
export function notificationTitle(type: string): string {
  return titles[type] ?? 'Notification';
}

/**
 * The body of a webhook delivery: the idempotency key, the channel kind it came through and the
 * notification as `getAccountNotifications` lists it.
 */
export function webhookPayload(idempotencyKey: string, notification: DeliveredNotification): string {
  return JSON.stringify({ id: idempotencyKey, type: 'notification', notification });
}

/** The payload a browser's service worker receives from a push. */
export function pushPayload(idempotencyKey: string, notification: DeliveredNotification): string {
  return JSON.stringify({ id: idempotencyKey, title: notificationTitle(notification.type), notification });
}

/** Plain text of a chat message or an e-mail. */
export function notificationText(notification: DeliveredNotification): string {
  return `${notificationTitle(notification.type)}\n\n${notification.message}\n\nAccount ${notification.account}, ${notification.timestamp}.`;
}
