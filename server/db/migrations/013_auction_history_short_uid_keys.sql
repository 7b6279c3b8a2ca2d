-- Each auction adds ~10,000 `auction_orders` rows and ~20,000 `solution_orders` rows (10,000 open
-- orders), each at a random place in its table's uid-key index (migration 010), and a running
-- server keeps every auction. Their keys become the uid's first 8 hex digits instead of 16, as the
-- order events' did in migration 012: smaller indexes, fewer pages written per auction. Readers
-- still compare the whole uid after the key, so reads stay one order's rows.
DROP INDEX auction_orders_by_uid_prefix;
CREATE INDEX auction_orders_by_uid_key ON auction_orders (substr(order_uid, 3, 8), auction_id);
DROP INDEX solution_orders_by_uid_prefix;
CREATE INDEX solution_orders_by_uid_key ON solution_orders (substr(order_uid, 3, 8));
