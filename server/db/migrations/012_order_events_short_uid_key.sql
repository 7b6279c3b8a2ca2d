-- Order events are found by order through a uid key (migration 007): an auction writes ~10,000 of
-- them (`ready`…`executing`), a settlement ~10,000 `traded`, each at a random place in that index,
-- which on a large database means most of its pages written per block. The key becomes the uid's
-- first 8 hex digits instead of 16: the index shrinks and a block writes fewer pages
-- (docs/performance.md#auctions). Readers still
-- compare the whole uid after the key; 8 digits (32 bits of the order digest, a hash) leave ~1
-- order in 4,000 sharing its key with another among a million, so reads stay one order's rows.
DROP INDEX order_events_by_uid_prefix;
CREATE INDEX order_events_by_uid_key ON order_events (substr(order_uid, 3, 8));
