/**
 * The account notifications the batch auctions produce (docs/protocol.md#companion-rules), as pure
 * functions of what happened: deterministic ids derived from the event, so a notification is
 * recorded once however often the runner looks (`insertNotification` ignores a known id).
 */
import { formatUnits, type Address, type Hex } from 'viem';
import type { NotificationRow } from '../db/tables/notifications.js';
import type { Order } from '../domain/orders/types.js';
import { getNetwork, type SolverBan } from '../../simulator/index.js';

/** Symbol and decimals of a token, as the world knows them. */
export type TokenLabel = { symbol: string; decimals: number };
export type TokenLabels = (token: Address) => TokenLabel;

/**
 * The parts every notification about an order shares: its description and the order part of the
 * metadata. A trade's `order_filled` and `price_improvement` notifications describe the same
 * updated order; the runner builds these once for both (`orderFacts`), the same values either way.
 */
export type OrderFacts = { description: string; metadata: ReturnType<typeof orderMetadata> };

type Common = { order: Order; time: Date; tokens: TokenLabels; facts?: OrderFacts };

function amount(value: bigint, token: Address, tokens: TokenLabels): string {
  const { symbol, decimals } = tokens(token);
  return `${formatUnits(value, decimals)} ${symbol}`;
}

function describeOrder(order: Order, tokens: TokenLabels): string {
  return order.kind === 'sell'
    ? `sell ${amount(order.sellAmount, order.sellToken, tokens)} for at least ${amount(order.buyAmount, order.buyToken, tokens)}`
    : `buy ${amount(order.buyAmount, order.buyToken, tokens)} for at most ${amount(order.sellAmount, order.sellToken, tokens)}`;
}

function orderMetadata(order: Order) {
  return {
    orderUid: order.uid,
    network: order.network,
    // Notifications of all chains share one list per account.
    chainId: getNetwork(order.network)?.chainId ?? null,
    kind: order.kind,
    sellToken: order.sellToken,
    buyToken: order.buyToken,
    sellAmount: order.sellAmount.toString(),
    buyAmount: order.buyAmount.toString(),
    executedSellAmount: order.executedSell.toString(),
    executedBuyAmount: order.executedBuy.toString(),
    executedFee: order.executedFee.toString(),
  };
}

/** The description and order metadata of `order` (as it is now), for `Common.facts`. */
export function orderFacts(order: Order, tokens: TokenLabels): OrderFacts {
  return { description: describeOrder(order, tokens), metadata: orderMetadata(order) };
}

/**
 * `{ ...base, ...extra }` as a new object, the members of `base` first. Not a spread literal: on
 * Node 20 each key a literal adds after a spread takes V8's slow path, and a block of many trades
 * writes ~20,000 notifications (docs/performance.md); `Object.assign` does not.
 */
function withMembers<Base extends object, Extra extends object>(base: Base, extra: Extra): Base & Extra {
  return Object.assign({}, base, extra);
}

/** Share of the order executed so far, in percent with two decimals (sell: before fees; buy: bought). */
export function filledPercent(order: Order): string {
  const [done, total] =
    order.kind === 'sell' ? [order.executedSellBeforeFees, order.sellAmount] : [order.executedBuy, order.buyAmount];
  if (total === 0n) return '0';
  return formatUnits((done * 10_000n) / total, 2);
}

/** `order_filled` or `order_partially_filled` for a trade; `order` already includes the trade. */
export function tradeNotification(
  parameters: Common & {
    filled: boolean;
    trade: { txHash: Hex; blockNumber: number; logIndex: number; sellAmount: bigint; buyAmount: bigint };
  },
): NotificationRow {
  const { order, trade, tokens, filled } = parameters;
  const { description, metadata } = parameters.facts ?? orderFacts(order, tokens);
  const type = filled ? 'order_filled' : 'order_partially_filled';
  const traded = `sold ${amount(trade.sellAmount, order.sellToken, tokens)} for ${amount(trade.buyAmount, order.buyToken, tokens)}`;
  const percent = filledPercent(order);
  return {
    id: `${type}:${order.uid}:${trade.txHash}:${trade.logIndex}`,
    network: order.network,
    account: order.owner,
    type,
    message: filled
      ? `Your order to ${description} was filled: ${traded}.`
      : `Your order to ${description} was partially filled (${percent}%): ${traded}.`,
    timestamp: parameters.time,
    metadata: withMembers(metadata, {
      txHash: trade.txHash,
      blockNumber: trade.blockNumber,
      tradeSellAmount: trade.sellAmount.toString(),
      tradeBuyAmount: trade.buyAmount.toString(),
      filledPercent: percent,
    }),
  };
}

/** `price_improvement`: the trade's surplus exceeded the threshold. */
export function priceImprovementNotification(
  parameters: Common & {
    trade: { txHash: Hex; logIndex: number; surplusNative: bigint };
    native: TokenLabel;
    thresholdNative: bigint;
  },
): NotificationRow {
  const { order, trade, tokens, native } = parameters;
  const { description, metadata } = parameters.facts ?? orderFacts(order, tokens);
  return {
    id: `price_improvement:${order.uid}:${trade.txHash}:${trade.logIndex}`,
    network: order.network,
    account: order.owner,
    type: 'price_improvement',
    message: `Your order to ${description} traded ${formatUnits(trade.surplusNative, native.decimals)} ${native.symbol} better than your limit price.`,
    timestamp: parameters.time,
    metadata: withMembers(metadata, {
      txHash: trade.txHash,
      surplusNative: trade.surplusNative.toString(),
      thresholdNative: parameters.thresholdNative.toString(),
    }),
  };
}

/** `order_expired`, once per order (validTo passed before it was fully executed). */
export function expiredNotification(parameters: Common): NotificationRow {
  const { order, tokens } = parameters;
  const partial = order.executedBuy > 0n;
  return {
    id: `order_expired:${order.uid}`,
    network: order.network,
    account: order.owner,
    type: 'order_expired',
    message: partial
      ? `Your order to ${describeOrder(order, tokens)} expired ${filledPercent(order)}% filled.`
      : `Your order to ${describeOrder(order, tokens)} expired unfilled.`,
    timestamp: parameters.time,
    metadata: withMembers(orderMetadata(order), { validTo: order.validTo, filledPercent: filledPercent(order) }),
  };
}

/** `order_cancelled`, once per order: through the API or invalidated on chain. */
export function cancelledNotification(parameters: Common & { source: 'api' | 'onchain' }): NotificationRow {
  const { order, tokens, source } = parameters;
  return {
    id: `order_cancelled:${order.uid}`,
    network: order.network,
    account: order.owner,
    type: 'order_cancelled',
    message: `Your order to ${describeOrder(order, tokens)} was cancelled${source === 'onchain' ? ' on chain' : ''}.`,
    timestamp: parameters.time,
    metadata: withMembers(orderMetadata(order), { source }),
  };
}

/** `insufficient_balance`, when the order drops out of the auctions for lack of sell-token balance. */
export function insufficientBalanceNotification(
  parameters: Common & { blockNumber: number; balance: bigint; required: bigint },
): NotificationRow {
  const { order, tokens } = parameters;
  return {
    id: `insufficient_balance:${order.uid}:${parameters.blockNumber}`,
    network: order.network,
    account: order.owner,
    type: 'insufficient_balance',
    message: `Your ${tokens(order.sellToken).symbol} balance (${amount(parameters.balance, order.sellToken, tokens)}) is too low for your order to ${describeOrder(order, tokens)}; it will not trade until the balance is topped up.`,
    timestamp: parameters.time,
    metadata: withMembers(orderMetadata(order), {
      token: order.sellToken,
      blockNumber: parameters.blockNumber,
      balance: parameters.balance.toString(),
      required: parameters.required.toString(),
    }),
  };
}

const BAN_REASONS: Record<SolverBan['reason'], string> = {
  nonSettling: 'its last wins all failed to settle',
  lowSettlementRate: 'too few of its recent wins settled',
};

/** `solver_banned`, to the solver's address: the participation guard keeps it out of the auctions for a while. */
export function solverBannedNotification(parameters: {
  network: string;
  chainId: number;
  ban: SolverBan;
  time: Date;
}): NotificationRow {
  const { network, chainId, ban, time } = parameters;
  return {
    id: `solver_banned:${ban.solverAddress}:${network}:${ban.fromBlock}`,
    network,
    account: ban.solverAddress,
    type: 'solver_banned',
    message: `Solver ${ban.solver} is banned from the ${network} auctions until block ${ban.untilBlock}: ${BAN_REASONS[ban.reason]}.`,
    timestamp: time,
    metadata: {
      chainId,
      solver: ban.solver,
      reason: ban.reason,
      fromBlock: ban.fromBlock,
      untilBlock: ban.untilBlock,
    },
  };
}
