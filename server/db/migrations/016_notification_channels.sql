-- Notification channels (docs/decisions.md#notification-channels): where an account's notifications
-- are pushed, the signatures that authorised changes (each accepted once), and the outbox of
-- deliveries, written in the transaction that writes the notifications (`enqueueDeliveries`).
CREATE TABLE notification_channels (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('webhook', 'telegram', 'email', 'webPush')),
  -- The destination: webhook URL, Telegram chat id, e-mail address, push endpoint.
  target TEXT NOT NULL,
  -- JSON object of what the channel needs besides the target: the webhook's signing secret, the
  -- push subscription's keys.
  credentials TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL,
  UNIQUE (account, channel, target)
) STRICT;

CREATE TABLE notification_channel_signatures (
  signature TEXT PRIMARY KEY NOT NULL,
  account TEXT NOT NULL,
  used_at_ms INTEGER NOT NULL
) STRICT;

CREATE TABLE notification_deliveries (
  -- AUTOINCREMENT: an id is never reused, so the idempotency key derived from it names one delivery for ever.
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  notification_position INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Wall-clock milliseconds; 0 is due at once.
  next_attempt_ms INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  finished_at_ms INTEGER
) STRICT;

CREATE INDEX notification_deliveries_due ON notification_deliveries (next_attempt_ms, id) WHERE state = 'pending';
CREATE INDEX notification_deliveries_by_channel ON notification_deliveries (channel_id, state);
