-- A token's first trade block (`GET /api/v1/token/{token}/metadata`): the smallest block of a trade
-- that sold or bought it, one index seek per side. Within a token, blocks grow as trades are
-- appended, so each insert lands at the end of its token's range.
CREATE INDEX trades_by_sell_token ON trades (network, sell_token, block_number);
CREATE INDEX trades_by_buy_token ON trades (network, buy_token, block_number);
