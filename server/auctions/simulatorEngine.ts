/** The simulator's batch auctions as the runner's engine (the default of `createContext`). */
import { askSolvers, buildAuction, selectWinners, settleWinners } from '../../simulator/index.js';
import type { AuctionEngine } from './auctionEngine.js';

export const simulatorAuctionEngine: AuctionEngine = {
  buildAuction: (input) => buildAuction(input),
  askSolvers: (auction, options) => askSolvers(auction, options),
  selectWinners: (collected, options) => selectWinners(collected, options),
  settleWinners: (auction, winners, options) => settleWinners(auction, winners, options),
};
