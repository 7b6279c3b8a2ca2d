-- Quote matching in SQL (docs/protocol.md#linking-a-quote-to-an-order): a submission looks up
-- only the stored quotes whose amounts match the order instead of reading the newest quotes of the
-- pair and filtering them.
-- The table is rebuilt, keeping every id, to add `sell_amount_plus_fee` (NOT NULL, backfilled),
-- its CHECK, and to drop AUTOINCREMENT.

CREATE TABLE quotes_rebuilt (
  -- No AUTOINCREMENT (it writes sqlite_sequence on every insert): SQLite issues max(id) + 1.
  -- Quote ids are public and must never be reused; the trigger quotes_keep_highest_id below
  -- forbids deleting the row holding the highest id, so the maximum never falls and every new id
  -- is above every id issued before. (Quotes were never deleted, so the old sequence equals max(id).)
  id INTEGER PRIMARY KEY,
  network TEXT NOT NULL,
  from_address TEXT NOT NULL,
  sell_token TEXT NOT NULL,
  buy_token TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('sell', 'buy')),
  sell_amount TEXT NOT NULL,
  buy_amount TEXT NOT NULL,
  fee_amount TEXT NOT NULL,
  -- sell_amount + fee_amount, decimal: an order whose sellAmount is the quoted total matches.
  sell_amount_plus_fee TEXT NOT NULL,
  gas_amount TEXT NOT NULL,
  gas_price TEXT NOT NULL,
  sell_token_price TEXT NOT NULL,
  verified INTEGER NOT NULL,
  solver TEXT NOT NULL,
  signing_scheme TEXT NOT NULL,
  onchain_order INTEGER NOT NULL,
  app_data_hash TEXT NOT NULL,
  -- Before-fee sell quotes store the whole amount the trader offered
  -- (docs/protocol.md#linking-a-quote-to-an-order), which is the quoted sell plus fee; so matching
  -- sell_amount_plus_fee also matches this column.
  sell_amount_before_fee TEXT CHECK (sell_amount_before_fee IS NULL OR sell_amount_before_fee = sell_amount_plus_fee),
  created_at TEXT NOT NULL,
  expires_at_ms INTEGER NOT NULL
) STRICT;

-- sell_amount + fee_amount in exact decimal, nine digits at a time from the right (SQLite has no
-- integers beyond 64 bits); substr with a start before the first digit returns the leading part.
INSERT INTO quotes_rebuilt (
  id, network, from_address, sell_token, buy_token, kind, sell_amount, buy_amount, fee_amount,
  sell_amount_plus_fee, gas_amount, gas_price, sell_token_price, verified, solver, signing_scheme,
  onchain_order, app_data_hash, sell_amount_before_fee, created_at, expires_at_ms
)
SELECT
  id, network, from_address, sell_token, buy_token, kind, sell_amount, buy_amount, fee_amount,
  (
    WITH RECURSIVE addition (position, carry, digits) AS (
      SELECT 0, 0, ''
      UNION ALL
      SELECT
        position + 9,
        (CAST(substr(quotes.sell_amount, -position - 9, 9) AS INTEGER)
          + CAST(substr(quotes.fee_amount, -position - 9, 9) AS INTEGER) + carry) / 1000000000,
        printf('%09d', (CAST(substr(quotes.sell_amount, -position - 9, 9) AS INTEGER)
          + CAST(substr(quotes.fee_amount, -position - 9, 9) AS INTEGER) + carry) % 1000000000) || digits
      FROM addition
      WHERE position < max(length(quotes.sell_amount), length(quotes.fee_amount)) OR carry > 0
    )
    SELECT coalesce(nullif(ltrim(digits, '0'), ''), '0') FROM addition ORDER BY position DESC LIMIT 1
  ),
  gas_amount, gas_price, sell_token_price, verified, solver, signing_scheme,
  onchain_order, app_data_hash, sell_amount_before_fee, created_at, expires_at_ms
FROM quotes
ORDER BY id;

DROP TABLE quotes;
ALTER TABLE quotes_rebuilt RENAME TO quotes;

-- One index per amount an order is compared with, each only over the quotes of its kind: a sell
-- order's sellAmount (or sellAmount + feeAmount) against sell_amount or sell_amount_plus_fee, a buy
-- order's buyAmount against buy_amount; expires_at_ms next, so only unexpired quotes are read. The
-- pair is checked on the few rows found: amounts in atoms seldom repeat across pairs, and keys
-- without the two token addresses are a quarter as long, which keeps the quote insert (the hot
-- path of POST /quote) from splitting index pages (docs/performance.md#writes).
CREATE INDEX quotes_by_sell_amount ON quotes (sell_amount, expires_at_ms) WHERE kind = 'sell';
CREATE INDEX quotes_by_sell_amount_plus_fee ON quotes (sell_amount_plus_fee, expires_at_ms) WHERE kind = 'sell';
CREATE INDEX quotes_by_buy_amount ON quotes (buy_amount, expires_at_ms) WHERE kind = 'buy';

CREATE TRIGGER quotes_keep_highest_id BEFORE DELETE ON quotes
  WHEN old.id = (SELECT max(id) FROM quotes)
BEGIN
  SELECT RAISE(ABORT, 'the quote with the highest id is kept so that quote ids are never reused');
END;
