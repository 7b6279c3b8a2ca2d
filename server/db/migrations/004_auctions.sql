-- Batch auctions (docs/protocol.md#auction-scoring-and-fees): the auctions the autopilot built per block, the
-- solutions solvers proposed, the winners' settlement attempts and the trades they produced.
-- Amounts and scores are decimal TEXT; addresses, uids and hashes 0x lower-case hex; block
-- timestamps unix seconds (as on chain); JSON columns hold decimal strings for amounts.

-- One row per auction; ids increase per network (empty auctions are not stored and take no id).
CREATE TABLE auctions (
  network TEXT NOT NULL,
  id INTEGER NOT NULL,
  block INTEGER NOT NULL,
  deadline_block INTEGER NOT NULL,
  timestamp INTEGER NOT NULL,
  -- JSON {token: native price}, {solverAddress: reference score}, [owner], [uid] (sorted by uid).
  prices TEXT NOT NULL,
  reference_scores TEXT NOT NULL,
  surplus_capturing_jit_order_owners TEXT NOT NULL,
  order_uids TEXT NOT NULL,
  PRIMARY KEY (network, id)
) STRICT, WITHOUT ROWID;

-- The orders of each auction with what the order book handed in: executed so far and the protocol
-- fee policies that applied (debug report, `GET /auction`, replacements' "last 5 auctions").
CREATE TABLE auction_orders (
  network TEXT NOT NULL,
  auction_id INTEGER NOT NULL,
  order_uid TEXT NOT NULL,
  executed TEXT NOT NULL,
  -- JSON [FeePolicy] in the order they apply.
  protocol_fees TEXT NOT NULL,
  PRIMARY KEY (network, auction_id, order_uid)
) STRICT, WITHOUT ROWID;

-- The auctions of an order (debug report) and whether it was in the last five (replacements).
CREATE INDEX auction_orders_by_order ON auction_orders (order_uid, network, auction_id);

-- Every solution proposed in an auction; `position` keeps the competition order (worst first).
CREATE TABLE solutions (
  network TEXT NOT NULL,
  auction_id INTEGER NOT NULL,
  solution_uid INTEGER NOT NULL,
  position INTEGER NOT NULL,
  solver TEXT NOT NULL,
  solver_address TEXT NOT NULL,
  score TEXT NOT NULL,
  ranking INTEGER NOT NULL,
  is_winner INTEGER NOT NULL,
  filtered_out INTEGER NOT NULL,
  -- JSON {token: clearing price}.
  clearing_prices TEXT NOT NULL,
  reference_score TEXT,
  -- Set once the winner's settlement landed.
  tx_hash TEXT,
  PRIMARY KEY (network, auction_id, solution_uid)
) STRICT, WITHOUT ROWID;

-- Competition by settlement transaction.
CREATE INDEX solutions_by_tx_hash ON solutions (tx_hash) WHERE tx_hash IS NOT NULL;

-- What each solution executes for each of its orders.
CREATE TABLE solution_orders (
  network TEXT NOT NULL,
  auction_id INTEGER NOT NULL,
  solution_uid INTEGER NOT NULL,
  order_uid TEXT NOT NULL,
  sell_token TEXT NOT NULL,
  buy_token TEXT NOT NULL,
  executed_sell TEXT NOT NULL,
  executed_buy TEXT NOT NULL,
  network_fee TEXT NOT NULL,
  -- JSON [{policy, token, amount}].
  protocol_fees TEXT NOT NULL,
  PRIMARY KEY (network, auction_id, solution_uid, order_uid)
) STRICT, WITHOUT ROWID;

-- The solutions of an order, latest auction first (order status `value`, debug report).
CREATE INDEX solution_orders_by_order ON solution_orders (order_uid, auction_id DESC);

-- A winner's attempt to settle its solution.
CREATE TABLE settlement_attempts (
  network TEXT NOT NULL,
  auction_id INTEGER NOT NULL,
  solution_uid INTEGER NOT NULL,
  solver TEXT NOT NULL,
  solver_address TEXT NOT NULL,
  start_block INTEGER NOT NULL,
  deadline_block INTEGER NOT NULL,
  start_timestamp INTEGER NOT NULL,
  end_block INTEGER,
  end_timestamp INTEGER,
  -- `success`, `timeout` or `driver failed: …`.
  outcome TEXT NOT NULL,
  tx_hash TEXT,
  PRIMARY KEY (network, auction_id, solution_uid)
) STRICT, WITHOUT ROWID;

-- One row per executed order in a settlement (the settlement contract's Trade event).
CREATE TABLE trades (
  network TEXT NOT NULL,
  block_number INTEGER NOT NULL,
  log_index INTEGER NOT NULL,
  order_uid TEXT NOT NULL,
  owner TEXT NOT NULL,
  sell_token TEXT NOT NULL,
  buy_token TEXT NOT NULL,
  -- Fee included.
  sell_amount TEXT NOT NULL,
  sell_amount_before_fees TEXT NOT NULL,
  buy_amount TEXT NOT NULL,
  -- Network fee + protocol fees, in the sell token.
  executed_fee TEXT NOT NULL,
  -- JSON [{policy, token, amount}] in the order the policies applied.
  protocol_fees TEXT NOT NULL,
  tx_hash TEXT NOT NULL,
  auction_id INTEGER NOT NULL,
  solution_uid INTEGER NOT NULL,
  -- Surplus of the trade in native wei.
  surplus_native TEXT NOT NULL,
  PRIMARY KEY (network, block_number, log_index)
) STRICT;

-- Trades v1/v2, newest first; total surplus. (A rowid table: with WITHOUT ROWID the planner
-- prefers the primary key's network prefix over these indexes.)
CREATE INDEX trades_by_owner ON trades (network, owner, block_number DESC, log_index DESC);
CREATE INDEX trades_by_order ON trades (order_uid, block_number DESC, log_index DESC);
CREATE INDEX trades_by_tx_hash ON trades (tx_hash, log_index);

-- Maintained by the settlement transaction: an order whose running sums reached its amount.
ALTER TABLE orders ADD COLUMN fully_executed INTEGER NOT NULL DEFAULT 0;

-- Candidate orders of an auction (not cancelled, not fully executed, by validTo) and the
-- expiry notifications (same predicate, validTo in the past).
CREATE INDEX orders_solvable ON orders (network, valid_to) WHERE cancelled_at IS NULL AND fully_executed = 0;

-- How far the auction runner has looked, per network: expiries up to a time, cancellations up to
-- an order event, so that a restart resumes without repeating (notification ids are unique too).
CREATE TABLE auction_cursors (
  network TEXT PRIMARY KEY NOT NULL,
  expired_before INTEGER NOT NULL,
  cancelled_event_id INTEGER NOT NULL
) STRICT;
