-- Order events are written for ~10,000 orders per auction; two changes keep that cheap.

-- (1) Found by order through the first 16 hex digits of the uid (the start of the order digest, a
-- hash) instead of the whole 114-character uid. New events land at random places in this index, and
-- with the whole uid as key the index of 1,000,000 events spans ~33,000 pages, each new event
-- writing one of them; with the short key it is a fraction of that. The key stays text (`unhex`
-- would be smaller, but needs SQLite 3.41, which some sqlite3 tools lack, and is NULL for a uid
-- of another shape). Readers match the prefix, then the
-- whole uid (prefixes may collide), so they find the same rows; the entries end with the rowid
-- (`id`), so `ORDER BY id` needs no sort.
DROP INDEX order_events_by_order;
CREATE INDEX order_events_by_uid_prefix ON order_events (substr(order_uid, 3, 16));

-- (2) An auction moves an order through ready → considered → executing at one time. The runner
-- stores the stage reached as one row with `with_earlier_stages = 1`, which stands for the stages
-- before it too (at the same time, without reason): readers expand it, so the history they show
-- is the one three rows gave. Rows written before this migration are single events.
ALTER TABLE order_events ADD COLUMN with_earlier_stages INTEGER NOT NULL DEFAULT 0;
