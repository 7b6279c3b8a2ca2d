/**
 * The delivery worker: drains the outbox the notifications' trigger fills (migration 017). Each
 * due delivery is claimed before it is sent (its attempt counted, its next attempt scheduled as if
 * this one failed), then sent through its channel's adapter, then recorded as delivered, retried
 * later, or dead. A process that stops or dies anywhere in between loses nothing: the claimed row
 * comes due again and is sent with the same idempotency key, so the receiver sees it once.
 * Delivered and dead rows are deleted once older than the retention, so the outbox stays bounded.
 */
import type { Database } from '../db/open.js';
import {
  claimDelivery,
  findDueDeliveries,
  markDead,
  markDelivered,
  pruneFinishedDeliveries,
  scheduleRetry,
  type DueDelivery,
} from '../db/tables/notificationDeliveries.js';
import type { NotificationChannelKind } from '../domain/notifications/channels.js';
import { idempotencyKeyOf, judgeAttempt, retryDelayMs, type RetryPolicy } from '../domain/notifications/delivery.js';
import type { ChannelSender } from './sender.js';

export type Timers = {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
};

export type DeliveryWorkerParameters = {
  db: Database;
  /** The adapters of the configured channels; a delivery to another channel fails and is retried. */
  senders: Partial<Record<NotificationChannelKind, ChannelSender>>;
  policy: RetryPolicy;
  /** Wall-clock milliseconds: retries are due in real time, whatever the simulated clock does. */
  now: () => number;
  /** Uniform in [0, 1): the backoff's jitter (a seeded generator). */
  random: () => number;
  timers: Timers;
  /** How often the outbox is looked at. */
  pollIntervalMs?: number;
  /** Deliveries sent at once (one slow receiver does not hold up the others). */
  concurrency?: number;
  /** An attempt that has not finished by then is aborted and failed. */
  attemptTimeoutMs?: number;
  /** How long delivered and dead deliveries are kept after their last attempt, on `now`'s clock. */
  retentionMs?: number;
  onError?: (error: unknown) => void;
};

export type DeliveryWorker = {
  /** Polls the outbox every `pollIntervalMs` until `stop`. */
  start(): void;
  /** Sends what is due now, once; resolves with the number of attempts made. */
  runDue(): Promise<number>;
  /**
   * Deletes the delivered and dead deliveries older than the retention, at most
   * `PRUNE_BATCH_SIZE × PRUNE_BATCHES_PER_RUN` of them (the rest at the next run); returns how many.
   * Polling runs it every `PRUNE_INTERVAL_MS`.
   */
  prune(): number;
  /** Stops polling, aborts attempts in flight and waits for their outcomes to be recorded. */
  stop(): Promise<void>;
};

export const DEFAULT_POLL_INTERVAL_MS = 1000;
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 10_000;
export const DEFAULT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const BATCH_SIZE = 100;
/** Rows one pruning transaction deletes: short transactions, so submissions do not wait on it. */
export const PRUNE_BATCH_SIZE = 1000;
export const PRUNE_BATCHES_PER_RUN = 20;
export const PRUNE_INTERVAL_MS = 60_000;

export function createDeliveryWorker(parameters: DeliveryWorkerParameters): DeliveryWorker {
  const { db, senders, policy, now, random, timers } = parameters;
  const pollIntervalMs = parameters.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const concurrency = parameters.concurrency ?? 8;
  const attemptTimeoutMs = parameters.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
  const retentionMs = parameters.retentionMs ?? DEFAULT_RETENTION_MS;
  const stopping = new AbortController();
  let lastPruneMs: number | undefined;
  let timer: unknown;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function attempt(delivery: DueDelivery): Promise<boolean> {
    const attemptNumber = delivery.attempts + 1;
    const retryInMs = retryDelayMs(attemptNumber, policy, random);
    // The claim holds the row for at least the attempt's timeout, so no later poll sends it meanwhile.
    if (!claimDelivery(db, delivery.id, delivery.attempts, now() + Math.max(retryInMs, attemptTimeoutMs))) return false;
    const sender = senders[delivery.channel];
    const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(attemptTimeoutMs)]);
    const failure =
      sender === undefined
        ? { reason: `the ${delivery.channel} channel is not configured on this server`, permanent: false }
        : await sender({
            idempotencyKey: idempotencyKeyOf(delivery.id),
            attempt: attemptNumber,
            target: delivery.target,
            credentials: delivery.credentials,
            notification: delivery.notification,
            signal,
          });
    // Stopped while sending: the claim already scheduled the retry, with the same key.
    if (!db.open) return true;
    const verdict = judgeAttempt(attemptNumber, failure, policy, retryInMs);
    if (verdict.state === 'delivered') markDelivered(db, delivery.id, now());
    else if (verdict.state === 'dead') markDead(db, delivery.id, now(), verdict.reason);
    else scheduleRetry(db, delivery.id, now() + verdict.retryInMs, verdict.reason);
    return true;
  }

  async function drain(): Promise<number> {
    const due = findDueDeliveries(db, now(), BATCH_SIZE);
    let next = 0;
    let attempts = 0;
    const lane = async () => {
      while (next < due.length && !stopped) {
        const delivery = due[next++] as DueDelivery;
        if (await attempt(delivery)) attempts++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, lane));
    return attempts;
  }

  function runDue(): Promise<number> {
    // One drain at a time: a poll while one runs joins it.
    running ??= drain().finally(() => {
      running = undefined;
    });
    return running;
  }

  function prune(): number {
    const before = now() - retentionMs;
    let deleted = 0;
    for (let batch = 0; batch < PRUNE_BATCHES_PER_RUN; batch++) {
      const count = pruneFinishedDeliveries(db, before, PRUNE_BATCH_SIZE);
      deleted += count;
      if (count < PRUNE_BATCH_SIZE) break;
    }
    return deleted;
  }

  function pruneWhenDue() {
    if (stopped || !db.open) return;
    if (lastPruneMs !== undefined && now() - lastPruneMs < PRUNE_INTERVAL_MS) return;
    lastPruneMs = now();
    prune();
  }

  function schedule() {
    if (stopped) return;
    timer = timers.set(() => {
      runDue()
        .then(pruneWhenDue)
        .catch((error: unknown) => parameters.onError?.(error))
        .finally(schedule);
    }, pollIntervalMs);
  }

  return {
    start() {
      if (timer === undefined && !stopped) schedule();
    },
    runDue,
    prune,
    async stop() {
      stopped = true;
      if (timer !== undefined) timers.clear(timer);
      stopping.abort();
      await running?.catch(() => undefined);
    },
  };
}
