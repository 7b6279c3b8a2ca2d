-- The parts of each order's wire JSON that never change after creation (OrderWireFragments in
-- server/domain/orders/types.ts), written with the order by the API's own serializer; the order
-- reads splice its status and executed amounts between them instead of serializing ~33 members.
-- Rows stored before this migration keep NULL (SQL cannot run that serializer) and are read from
-- their columns: slower, never different.
ALTER TABLE orders ADD COLUMN wire_head TEXT;
ALTER TABLE orders ADD COLUMN wire_tail TEXT;
