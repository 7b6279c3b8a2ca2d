-- An auction of 10,000 orders writes ~10,000 auction orders and ~20,000 solution orders. Both
-- tables become rowid tables found by order through a 16-digit uid key.
--
-- Solution orders: keyed by (network, auction, solution,
-- whole uid) WITHOUT ROWID, with a second index on the whole 114-character uid, each row wrote two
-- B-trees of long keys, one at a random place, that grow with every auction (as `order_events` did
-- before 007). The table is rebuilt as a rowid table: rows append at its end, the auction's rows
-- are found through a short sequential index, and an order's rows through the first 16 hex digits
-- of its uid (the start of the order digest, a hash). Readers match the prefix, then the whole uid
-- (prefixes may collide), and sort what they read, so they return the same rows in the same order.
CREATE TABLE solution_orders_compact (
  id INTEGER PRIMARY KEY,
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
  protocol_fees TEXT NOT NULL
) STRICT;

INSERT INTO solution_orders_compact (
  network, auction_id, solution_uid, order_uid, sell_token, buy_token, executed_sell, executed_buy, network_fee,
  protocol_fees
)
SELECT network, auction_id, solution_uid, order_uid, sell_token, buy_token, executed_sell, executed_buy, network_fee,
  protocol_fees
FROM solution_orders ORDER BY network, auction_id, solution_uid, order_uid;

DROP TABLE solution_orders;
ALTER TABLE solution_orders_compact RENAME TO solution_orders;

-- The orders of an auction's solutions (competition endpoints).
CREATE INDEX solution_orders_by_auction ON solution_orders (network, auction_id, solution_uid);
-- The solutions of an order (order status `value`, debug report).
CREATE INDEX solution_orders_by_uid_prefix ON solution_orders (substr(order_uid, 3, 16));

-- The same for `auction_orders` (~10,000 rows an auction): a rowid table, found by auction through
-- a short sequential index and by order through the uid key with the auction id (so "was it in one
-- of the last five auctions" reads only the order's newest entries).
CREATE TABLE auction_orders_compact (
  id INTEGER PRIMARY KEY,
  network TEXT NOT NULL,
  auction_id INTEGER NOT NULL,
  order_uid TEXT NOT NULL,
  executed TEXT NOT NULL,
  -- JSON [FeePolicy] in the order they apply.
  protocol_fees TEXT NOT NULL
) STRICT;

INSERT INTO auction_orders_compact (network, auction_id, order_uid, executed, protocol_fees)
SELECT network, auction_id, order_uid, executed, protocol_fees FROM auction_orders
ORDER BY network, auction_id, order_uid;

DROP TABLE auction_orders;
ALTER TABLE auction_orders_compact RENAME TO auction_orders;

-- The orders of an auction (`GET /auction`).
CREATE INDEX auction_orders_by_auction ON auction_orders (network, auction_id);
-- The auctions of an order (debug report, replacements' "last 5 auctions").
CREATE INDEX auction_orders_by_uid_prefix ON auction_orders (substr(order_uid, 3, 16), auction_id);
