-- What a winner's landed settlement did besides its trades, for its calldata in the order debug
-- report: clearing prices, AMM swaps, the solution's own calls and its JIT orders, as JSON with
-- amounts as decimal strings (`server/db/tables/winnerCalls.ts`). Small: the trades themselves,
-- the bulk of the calldata, are read from `trades` and `orders` when the calldata is asked for.
CREATE TABLE winner_calls (
  network TEXT NOT NULL,
  auction_id INTEGER NOT NULL,
  solution_uid INTEGER NOT NULL,
  calls TEXT NOT NULL,
  PRIMARY KEY (network, auction_id, solution_uid)
) STRICT, WITHOUT ROWID;
