-- The replies of external solver engines that a network's latest competition used, as
-- `SOLVER_ANSWERS=record:` keeps them (the raw reply and its latency). A restart decides the last
-- auction again from them, so that its winners still settle at the next block when an engine was
-- among them; older auctions' replies are not kept.
CREATE TABLE engine_replies (
  network TEXT NOT NULL,
  auction_id INTEGER NOT NULL,
  solver TEXT NOT NULL,
  -- The reply as JSON: `{kind: "answered", status, text}`, `{kind: "timeout", timeoutMs}` or `{kind: "failed", detail}`.
  reply TEXT NOT NULL,
  latency_ms REAL NOT NULL,
  PRIMARY KEY (network, auction_id, solver)
) STRICT, WITHOUT ROWID;
