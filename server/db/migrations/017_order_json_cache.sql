-- The order book API's cache of order JSON (server/api/orderbook/orderJsonCache.ts): per order, the
-- two texts of its JSON that never change after creation, rendered in the numbered format
-- `json_format`. A read asks for one format; an entry in another (or none) is rendered on that
-- read and replaced. Kept in the order's own row: the reads find it with the order's changing
-- columns, with no second lookup (docs/performance.md#order-reads).
--
-- They replace the columns of migration 011, which had no format: an order's entry is rendered on
-- its first read after this migration.
ALTER TABLE orders DROP COLUMN wire_head;
ALTER TABLE orders DROP COLUMN wire_tail;
ALTER TABLE orders ADD COLUMN json_format INTEGER;
ALTER TABLE orders ADD COLUMN json_head TEXT;
ALTER TABLE orders ADD COLUMN json_tail TEXT;
