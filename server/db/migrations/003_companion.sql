-- Companion data (docs/protocol.md#companion-rules): notifications produced by the batch auctions, hooks
-- executed by settlements (read by the built-in analytics provider), affiliate codes.

CREATE TABLE notifications (
  id TEXT PRIMARY KEY NOT NULL,
  network TEXT NOT NULL,
  account TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN (
    'order_filled', 'order_expired', 'order_cancelled', 'order_partially_filled', 'insufficient_balance', 'price_improvement'
  )),
  message TEXT NOT NULL,
  timestamp TEXT NOT NULL,
  timestamp_ms INTEGER NOT NULL,
  -- JSON object with type-specific fields (order uid, amounts, ...).
  metadata TEXT NOT NULL
) STRICT;

CREATE INDEX notifications_by_account ON notifications (account, timestamp_ms DESC);

CREATE TABLE settled_hooks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  network TEXT NOT NULL,
  chain_id INTEGER NOT NULL,
  environment TEXT NOT NULL,
  block_time TEXT NOT NULL,
  block_time_ms INTEGER NOT NULL,
  block_number INTEGER NOT NULL,
  is_bridging INTEGER NOT NULL,
  success INTEGER NOT NULL,
  app_code TEXT NOT NULL,
  destination_chain_id INTEGER,
  destination_token_address TEXT,
  hook_type TEXT NOT NULL CHECK (hook_type IN ('pre', 'post')),
  app_id TEXT,
  target TEXT NOT NULL,
  gas_limit INTEGER NOT NULL,
  app_hash TEXT NOT NULL,
  tx_hash TEXT NOT NULL,
  order_uid TEXT NOT NULL
) STRICT;

CREATE INDEX settled_hooks_by_chain_time ON settled_hooks (chain_id, block_time_ms DESC);

CREATE TABLE affiliates (
  wallet_address TEXT PRIMARY KEY NOT NULL,
  code TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
) STRICT;

-- Every accepted affiliate signature, so that none is used twice (docs/protocol.md#companion-rules).
CREATE TABLE affiliate_signatures (
  signed_message TEXT PRIMARY KEY NOT NULL,
  wallet_address TEXT NOT NULL,
  used_at TEXT NOT NULL
) STRICT;
