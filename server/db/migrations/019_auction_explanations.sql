-- The public record says where an order was and why a solution lost.
-- (1) The auction an order event came from: the auction of a `ready`/`considered`/`executing` row,
-- the settled auction of a `traded` row; NULL for other events and for rows written before.
ALTER TABLE order_events ADD COLUMN auction_id INTEGER;
-- (2) Why a solution that did not win was left out, as JSON (`unfair` with the pair and the scores,
-- `pairTaken`, `simulationFailed`, `winnerLimit`); NULL for winners and for rows written before.
ALTER TABLE solutions ADD COLUMN exclusion TEXT;
-- (3) The solvers that bid nothing in the auction and why, as JSON [{solver, solverAddress, reason,
-- detail?}] (banned, no answer, invalid or failing proposals, an engine's failure).
ALTER TABLE auctions ADD COLUMN rejections TEXT NOT NULL DEFAULT '[]';
