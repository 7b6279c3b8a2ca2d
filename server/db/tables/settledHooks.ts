import type { Address, Hex } from 'viem';
import type { Database } from '../open.js';
import { statement } from '../statement.js';

/** A hook executed by a settlement: one row of the hooks analytics (docs/protocol.md#companion-rules). */
export type SettledHookRow = {
  network: string;
  chainId: number;
  environment: string;
  blockTime: Date;
  blockNumber: number;
  isBridging: boolean;
  success: boolean;
  appCode: string;
  destinationChainId: number | null;
  destinationTokenAddress: Address | null;
  hookType: 'pre' | 'post';
  appId: string | null;
  target: Address;
  gasLimit: number;
  appHash: Hex;
  txHash: Hex;
  orderUid: Hex;
};

const insertSql = `
  INSERT INTO settled_hooks (
    network, chain_id, environment, block_time, block_time_ms, block_number, is_bridging, success, app_code,
    destination_chain_id, destination_token_address, hook_type, app_id, target, gas_limit, app_hash, tx_hash, order_uid
  ) VALUES (
    @network, @chainId, @environment, @blockTime, @blockTimeMs, @blockNumber, @isBridging, @success, @appCode,
    @destinationChainId, @destinationTokenAddress, @hookType, @appId, @target, @gasLimit, @appHash, @txHash, @orderUid
  )`;
const findSql = `
  SELECT * FROM settled_hooks
  WHERE chain_id = @chainId AND block_time_ms >= @sinceMs
  ORDER BY block_time_ms DESC, id DESC
  LIMIT @limit OFFSET @offset`;

export function insertSettledHook(db: Database, row: SettledHookRow): void {
  statement(db, insertSql).run({
    ...row,
    blockTime: row.blockTime.toISOString(),
    blockTimeMs: row.blockTime.getTime(),
    isBridging: row.isBridging ? 1 : 0,
    success: row.success ? 1 : 0,
  });
}

type Stored = {
  network: string;
  chain_id: number;
  environment: string;
  block_time_ms: number;
  block_number: number;
  is_bridging: number;
  success: number;
  app_code: string;
  destination_chain_id: number | null;
  destination_token_address: Address | null;
  hook_type: 'pre' | 'post';
  app_id: string | null;
  target: Address;
  gas_limit: number;
  app_hash: Hex;
  tx_hash: Hex;
  order_uid: Hex;
};

/** Hooks settled on `chainId` since `since`, newest first. */
export function findSettledHooks(
  db: Database,
  parameters: { chainId: number; since: Date; limit: number; offset: number },
): SettledHookRow[] {
  return statement<[Record<string, number>], Stored>(db, findSql)
    .all({
      chainId: parameters.chainId,
      sinceMs: parameters.since.getTime(),
      limit: parameters.limit,
      offset: parameters.offset,
    })
    .map((row) => ({
      network: row.network,
      chainId: row.chain_id,
      environment: row.environment,
      blockTime: new Date(row.block_time_ms),
      blockNumber: row.block_number,
      isBridging: row.is_bridging === 1,
      success: row.success === 1,
      appCode: row.app_code,
      destinationChainId: row.destination_chain_id,
      destinationTokenAddress: row.destination_token_address,
      hookType: row.hook_type,
      appId: row.app_id,
      target: row.target,
      gasLimit: row.gas_limit,
      appHash: row.app_hash,
      txHash: row.tx_hash,
      orderUid: row.order_uid,
    }));
}
