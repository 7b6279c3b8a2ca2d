-- A block of 10,000 trades writes ~20,000 notifications. Their primary key was the whole
-- deterministic id (~200 characters), so every notification wrote a random page of an index of
-- long keys. The table is rebuilt with an integer key (`position`, the rowid, which also keeps the
-- insertion order readers break timestamp ties with) and the id is found for deduplication through
-- 16 characters of it: the start of the order uid after `<type>:0x` (a hash). Writers match those,
-- then the whole id, so a repeated id is still recorded once. The `timestamp` text column repeated
-- `timestamp_ms` and is not carried over (readers use `timestamp_ms`).
CREATE TABLE notifications_compact (
  position INTEGER PRIMARY KEY,
  id TEXT NOT NULL,
  network TEXT NOT NULL,
  account TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN (
    'order_filled', 'order_expired', 'order_cancelled', 'order_partially_filled', 'insufficient_balance', 'price_improvement'
  )),
  message TEXT NOT NULL,
  timestamp_ms INTEGER NOT NULL,
  -- JSON object with type-specific fields (order uid, amounts, ...).
  metadata TEXT NOT NULL
) STRICT;

INSERT INTO notifications_compact (position, id, network, account, type, message, timestamp_ms, metadata)
SELECT rowid, id, network, account, type, message, timestamp_ms, metadata FROM notifications ORDER BY rowid;

DROP TABLE notifications;
ALTER TABLE notifications_compact RENAME TO notifications;

CREATE INDEX notifications_by_id_key ON notifications (substr(id, instr(id, ':') + 3, 16));
CREATE INDEX notifications_by_account ON notifications (account, timestamp_ms DESC);
