-- Full app data documents by hash (docs/protocol.md#app-data: keccak256 of the exact UTF-8 text).
-- hash: 0x-prefixed lower-case hex, 32 bytes. created_at: ISO-8601 UTC from the injected clock.
CREATE TABLE app_data (
  hash TEXT PRIMARY KEY NOT NULL
    CHECK (length(hash) = 66 AND substr(hash, 1, 2) = '0x' AND substr(hash, 3) NOT GLOB '*[^0-9a-f]*'),
  full_app_data TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
