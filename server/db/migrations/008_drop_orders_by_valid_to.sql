-- `orders_by_valid_to` (002) served no query: every read by `valid_to` also asks for orders not
-- fully executed and uses `orders_solvable` (004). Each order insert and cancellation still wrote it.
DROP INDEX orders_by_valid_to;
