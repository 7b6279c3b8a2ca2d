-- A settlement's outcome is stored as its kind (`success`, `timeout`, `reverted`, `driverFailed`)
-- with the failure's code and message in their own columns, never as one string to parse back.
ALTER TABLE settlement_attempts ADD COLUMN outcome_code TEXT;
ALTER TABLE settlement_attempts ADD COLUMN outcome_message TEXT;
UPDATE settlement_attempts
SET
  outcome_code = CASE WHEN instr(substr(outcome, 16), ': ') > 0
    THEN substr(outcome, 16, instr(substr(outcome, 16), ': ') - 1) ELSE 'Unknown' END,
  outcome_message = CASE WHEN instr(substr(outcome, 16), ': ') > 0
    THEN substr(outcome, 16 + instr(substr(outcome, 16), ': ') + 1) ELSE substr(outcome, 16) END,
  outcome = 'driverFailed'
WHERE outcome LIKE 'driver failed: %';

-- Solvers the participation guard banned: from the block the ban was decided until `until_block`
-- (inclusive) they are not asked to solve.
CREATE TABLE solver_bans (
  network TEXT NOT NULL,
  from_block INTEGER NOT NULL,
  solver_address TEXT NOT NULL,
  solver TEXT NOT NULL,
  until_block INTEGER NOT NULL,
  -- `nonSettling` (won its last N auctions without settling) or `lowSettlementRate`.
  reason TEXT NOT NULL,
  PRIMARY KEY (network, from_block, solver_address)
) STRICT, WITHOUT ROWID;
CREATE INDEX solver_bans_by_until ON solver_bans (network, until_block);

-- Notifications gain the type `solver_banned` (to a solver's address). SQLite cannot change a
-- CHECK constraint in place: the table is rebuilt as migration 009 built it, rows and order kept.
CREATE TABLE notifications_next (
  position INTEGER PRIMARY KEY,
  id TEXT NOT NULL,
  network TEXT NOT NULL,
  account TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN (
    'order_filled', 'order_expired', 'order_cancelled', 'order_partially_filled', 'insufficient_balance',
    'price_improvement', 'solver_banned'
  )),
  message TEXT NOT NULL,
  timestamp_ms INTEGER NOT NULL,
  -- JSON object with type-specific fields (order uid, amounts, ...).
  metadata TEXT NOT NULL
) STRICT;

INSERT INTO notifications_next (position, id, network, account, type, message, timestamp_ms, metadata)
SELECT position, id, network, account, type, message, timestamp_ms, metadata FROM notifications ORDER BY position;

DROP TABLE notifications;
ALTER TABLE notifications_next RENAME TO notifications;

CREATE INDEX notifications_by_id_key ON notifications (substr(id, instr(id, ':') + 3, 16));
CREATE INDEX notifications_by_account ON notifications (account, timestamp_ms DESC);
