import type { Hex } from 'viem';
import type { AuctionReadStore } from './types.js';

/**
 * `ChainView.isSettling` of every network: whether an order is in a winning solution of the
 * network's latest auction and no block has been mined since it. The winners of an auction settle
 * at the top of the next block, so until then their settlement is under way. The winners are
 * read once per network and block (a page of cancelled orders asks for each).
 */
export function createSettlingCheck(
  store: AuctionReadStore,
): (network: string, currentBlock: number, uid: Hex) => boolean {
  const cache = new Map<string, { block: number; uids: ReadonlySet<string> }>();
  return (network, currentBlock, uid) => {
    let entry = cache.get(network);
    if (entry?.block !== currentBlock) {
      const competition = store.getLatestCompetition(network);
      const uids = new Set<string>();
      if (competition?.auction.block === currentBlock) {
        for (const solution of competition.solutions) {
          if (!solution.isWinner) continue;
          for (const order of solution.orders) uids.add(order.uid.toLowerCase());
        }
      }
      entry = { block: currentBlock, uids };
      cache.set(network, entry);
    }
    return entry.uids.has(uid.toLowerCase());
  };
}
