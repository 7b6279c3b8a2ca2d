-- Quotes, orders and their lifecycle (docs/protocol.md#validation-order, docs/protocol.md#status-rules).
-- Amounts are decimal TEXT (uint256 never fits REAL); addresses and hashes are 0x lower-case hex;
-- times are ISO-8601 UTC from the injected clock, with an integer millisecond copy for ordering.

CREATE TABLE quotes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  network TEXT NOT NULL,
  from_address TEXT NOT NULL,
  sell_token TEXT NOT NULL,
  buy_token TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('sell', 'buy')),
  sell_amount TEXT NOT NULL,
  buy_amount TEXT NOT NULL,
  fee_amount TEXT NOT NULL,
  gas_amount TEXT NOT NULL,
  gas_price TEXT NOT NULL,
  sell_token_price TEXT NOT NULL,
  verified INTEGER NOT NULL,
  solver TEXT NOT NULL,
  signing_scheme TEXT NOT NULL,
  onchain_order INTEGER NOT NULL,
  app_data_hash TEXT NOT NULL,
  -- Before-fee sell quotes store the whole amount the trader offered (docs/protocol.md#linking-a-quote-to-an-order).
  sell_amount_before_fee TEXT,
  created_at TEXT NOT NULL,
  expires_at_ms INTEGER NOT NULL
) STRICT;

-- Quote matching on submission: same network, pair and kind, unexpired.
CREATE INDEX quotes_by_pair ON quotes (network, sell_token, buy_token, kind, expires_at_ms);

CREATE TABLE orders (
  uid TEXT PRIMARY KEY NOT NULL,
  network TEXT NOT NULL,
  owner TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL,
  sell_token TEXT NOT NULL,
  buy_token TEXT NOT NULL,
  receiver TEXT,
  sell_amount TEXT NOT NULL,
  buy_amount TEXT NOT NULL,
  valid_to INTEGER NOT NULL,
  app_data TEXT NOT NULL,
  full_app_data TEXT,
  fee_amount TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('sell', 'buy')),
  partially_fillable INTEGER NOT NULL,
  sell_token_balance TEXT NOT NULL,
  buy_token_balance TEXT NOT NULL,
  signing_scheme TEXT NOT NULL,
  signature TEXT NOT NULL,
  class TEXT NOT NULL,
  valid_from INTEGER,
  -- JSON: {pre: [...], post: [...]} from the app data hooks.
  interactions TEXT NOT NULL,
  quote_id INTEGER,
  -- Whether the order was out of market against its quote at creation (docs/protocol.md#validation-order step 7).
  out_of_market INTEGER NOT NULL,
  -- JSON copy of the stored quote the order was matched to (StoredOrderQuote), or NULL.
  quote TEXT,
  -- Set by an API cancellation (ISO time); on-chain invalidations live in the simulated world.
  cancelled_at TEXT,
  -- Running sums over the order's trades, updated in the settlement transaction.
  executed_sell TEXT NOT NULL DEFAULT '0',
  executed_sell_before_fees TEXT NOT NULL DEFAULT '0',
  executed_buy TEXT NOT NULL DEFAULT '0',
  executed_fee_amount TEXT NOT NULL DEFAULT '0',
  executed_fee TEXT NOT NULL DEFAULT '0'
) STRICT;

-- Newest-first lists break creation-time ties by rowid (insertion order), which the index carries.
CREATE INDEX orders_by_owner ON orders (network, owner, created_at_ms DESC);
CREATE INDEX orders_open_out_of_market ON orders (network, owner, valid_to) WHERE cancelled_at IS NULL AND out_of_market = 1;
CREATE INDEX orders_by_valid_to ON orders (network, valid_to) WHERE cancelled_at IS NULL;

-- Lifecycle events (debug report labels, docs/protocol.md#response-shapes-of-auctions).
CREATE TABLE order_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_uid TEXT NOT NULL REFERENCES orders (uid),
  label TEXT NOT NULL CHECK (label IN ('created', 'ready', 'filtered', 'invalid', 'executing', 'considered', 'traded', 'cancelled')),
  reason TEXT,
  timestamp TEXT NOT NULL
) STRICT;

CREATE INDEX order_events_by_order ON order_events (order_uid, id);
