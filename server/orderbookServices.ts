import type { Hex } from 'viem';
import type { ChainView, OrderbookStores } from './domain/ports.js';

/** Everything the order-book handlers use, built once at start (`createContext`). */
export type OrderbookServices = {
  readonly stores: OrderbookStores;
  /** The simulated chain of a served network. */
  chain(network: string): ChainView;
  readonly settings: {
    /** Open out-of-market limit orders allowed per owner (`TooManyLimitOrders` above). */
    readonly maxOpenOutOfMarketOrders: number;
    /** Volume fee factor quoted as `protocolFeeBps`, when the scenario configures one. */
    readonly volumeFee: number | undefined;
  };
  /** Whether the order is in a solution of one of the network's last five competitions (replacement check). */
  isActivelyBidOn(network: string, uid: Hex): boolean;
};
