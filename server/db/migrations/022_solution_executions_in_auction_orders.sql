-- Each auction wrote ~4 `solution_orders` rows per auction order (~44,000 for 10,000 orders, each
-- with an entry in two indexes): the bulk of a block's writes. What the solutions execute of an
-- order now lives in the order's `auction_orders` row, as one JSON array sorted by solution uid:
-- [solutionUid, executedSell, executedBuy, networkFee, protocolFees, sellToken, buyToken], amounts
-- as decimal strings; an entry leaves out its two tokens when they are the previous entry's
-- (`server/db/tables/solutions.ts`). NULL: no solution executed the order.
ALTER TABLE auction_orders ADD COLUMN solution_executions TEXT;
-- 0: a row that only carries the executions of an order outside the auction's order list (no
-- runner writes one; kept so that no stored solution loses an order). Readers of the auction's
-- orders skip it.
ALTER TABLE auction_orders ADD COLUMN listed INTEGER NOT NULL DEFAULT 1;

CREATE TEMP TABLE packed_solution_orders AS
SELECT network, auction_id, order_uid,
  json_group_array(
    json_array(solution_uid, executed_sell, executed_buy, network_fee, json(protocol_fees), sell_token, buy_token)
    ORDER BY solution_uid
  ) AS executions
FROM solution_orders
GROUP BY network, auction_id, order_uid;
CREATE INDEX temp.packed_solution_orders_by_key ON packed_solution_orders (network, auction_id, order_uid);

-- Each order's row is found through the packed rows' index (one look-up a row); the rows no
-- auction order matches are the ones left to insert.
UPDATE auction_orders SET solution_executions = (
  SELECT packed.executions FROM packed_solution_orders packed
  WHERE packed.network = auction_orders.network AND packed.auction_id = auction_orders.auction_id
    AND packed.order_uid = auction_orders.order_uid
);
DELETE FROM packed_solution_orders WHERE EXISTS (
  SELECT 1 FROM auction_orders ao
  WHERE substr(ao.order_uid, 3, 8) = substr(packed_solution_orders.order_uid, 3, 8)
    AND ao.auction_id = packed_solution_orders.auction_id AND ao.order_uid = packed_solution_orders.order_uid
    AND ao.network = packed_solution_orders.network
);
INSERT INTO auction_orders (network, auction_id, order_uid, executed, protocol_fees, solution_executions, listed)
SELECT network, auction_id, order_uid, '0', '[]', executions, 0 FROM packed_solution_orders
ORDER BY network, auction_id, order_uid;

DROP TABLE packed_solution_orders;
DROP TABLE solution_orders;
