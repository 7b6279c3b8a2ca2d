/** The simulator's batch auctions as the runner's engine (the default of `createContext`). */
import { buildAuction, settleWinners, solveAuction } from '../../simulator/index.js';
import type { AuctionEngine } from './auctionEngine.js';

export const simulatorAuctionEngine: AuctionEngine = {
  buildAuction: (input) => buildAuction(input),
  solveAuction: (auction, options) => solveAuction(auction, options),
  settleWinners: (auction, winners, options) => settleWinners(auction, winners, options),
};
