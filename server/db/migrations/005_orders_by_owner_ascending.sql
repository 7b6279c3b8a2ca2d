-- Account pages list an owner's orders newest first, creation-time ties newest (highest rowid)
-- first: ORDER BY created_at_ms DESC, rowid DESC. Index entries end with the rowid ascending, so
-- the DESC index of 002 could not give that order and every page sorted its ties in a temporary
-- B-tree; an ascending index read backwards gives exactly that order, with no sort.
DROP INDEX orders_by_owner;
CREATE INDEX orders_by_owner ON orders (network, owner, created_at_ms);
