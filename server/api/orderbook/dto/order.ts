/**
 * Order DTOs: wire JSON (decimal strings, lower-case hex) ⇄ domain orders (bigints).
 */
import type { Address, Hex } from 'viem';
import type { components } from '../../../../generated/orderbook/types.js';
import { SETTLEMENT_CONTRACT } from '../../../../simulator/index.js';
import type { OrderCreation } from '../../../domain/orders/createOrder.js';
import { interactionsAsText, quoteAsText } from '../../../domain/orders/asDecimalText.js';
import { deriveStoredOrderStatus } from '../../../domain/orders/deriveOrderStatus.js';
import type { Order, StoredOrder, StoredQuote } from '../../../domain/orders/types.js';
import type { ChainView } from '../../../domain/ports.js';

type OrderDto = components['schemas']['Order'];
type OrderCreationDto = components['schemas']['OrderCreation'];

const settlementContract = SETTLEMENT_CONTRACT.toLowerCase() as Address;

export function toOrderDto(order: Order, chain: ChainView): OrderDto {
  return toOrderDtoFromStored(toStoredOrder(order), chain);
}

/** An order's display form: amounts as the decimal text `toString()` prints, times as ISO-8601. */
function toStoredOrder(order: Order): StoredOrder {
  return {
    uid: order.uid,
    network: order.network,
    owner: order.owner,
    createdAt: order.createdAt.toISOString(),
    sellToken: order.sellToken,
    buyToken: order.buyToken,
    receiver: order.receiver,
    sellAmount: order.sellAmount.toString(),
    buyAmount: order.buyAmount.toString(),
    validTo: order.validTo,
    appData: order.appData,
    fullAppData: order.fullAppData,
    feeAmount: order.feeAmount.toString(),
    kind: order.kind,
    partiallyFillable: order.partiallyFillable,
    sellTokenBalance: order.sellTokenBalance,
    buyTokenBalance: order.buyTokenBalance,
    signingScheme: order.signingScheme,
    signature: order.signature,
    class: order.class,
    validFrom: order.validFrom,
    interactions: interactionsAsText(order.interactions),
    quote: order.quote ? quoteAsText(order.quote) : null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    executedSell: order.executedSell.toString(),
    executedSellBeforeFees: order.executedSellBeforeFees.toString(),
    executedBuy: order.executedBuy.toString(),
    executedFeeAmount: order.executedFeeAmount.toString(),
    executedFee: order.executedFee.toString(),
  };
}

/**
 * The wire order of an order in its display form (read as text from the store, or converted by
 * `toOrderDto`); stored text equals what `toString()` prints, proven by `order.test.ts`.
 */
export function toOrderDtoFromStored(order: StoredOrder, chain: ChainView): OrderDto {
  // One chain lookup for the status, `invalidated` and `onchainUser`.
  const invalidatedOnChain = chain.isInvalidated(order.uid);
  const invalidated = order.cancelledAt !== null || invalidatedOnChain;
  const dto: OrderDto = {
    uid: order.uid,
    owner: order.owner,
    creationDate: order.createdAt,
    sellToken: order.sellToken,
    buyToken: order.buyToken,
    receiver: order.receiver,
    sellAmount: order.sellAmount,
    buyAmount: order.buyAmount,
    validTo: order.validTo,
    appData: order.appData,
    fullAppData: order.fullAppData,
    feeAmount: order.feeAmount,
    kind: order.kind,
    partiallyFillable: order.partiallyFillable,
    sellTokenBalance: order.sellTokenBalance,
    buyTokenBalance: order.buyTokenBalance,
    signingScheme: order.signingScheme,
    signature: order.signature,
    class: order.class,
    status: deriveStoredOrderStatus(order, chain, invalidated),
    invalidated,
    availableBalance: null,
    executedSellAmount: order.executedSell,
    executedSellAmountBeforeFees: order.executedSellBeforeFees,
    executedBuyAmount: order.executedBuy,
    executedFeeAmount: order.executedFeeAmount,
    executedFee: order.executedFee,
    executedFeeToken: order.sellToken,
    settlementContract,
    isLiquidityOrder: false,
    quote: order.quote
      ? {
          gasAmount: order.quote.gasAmount,
          gasPrice: order.quote.gasPrice,
          sellTokenPrice: order.quote.sellTokenPrice,
          sellAmount: order.quote.sellAmount,
          buyAmount: order.quote.buyAmount,
          feeAmount: order.quote.feeAmount,
          solver: order.quote.solver,
          verified: order.quote.verified,
        }
      : null,
    interactions: {
      pre: order.interactions.pre.map(toStoredInteractionDto),
      post: order.interactions.post.map(toStoredInteractionDto),
    },
  };
  if (order.validFrom !== null) dto.validFrom = order.validFrom;
  if (order.cancelledAt === null && invalidatedOnChain) dto.onchainUser = order.owner;
  return dto;
}

function toStoredInteractionDto(interaction: StoredOrder['interactions']['pre'][number]) {
  return { target: interaction.target, value: interaction.value, callData: interaction.callData };
}

export function toStoredQuoteDto(quote: StoredQuote): components['schemas']['StoredOrderQuote'] {
  return {
    gasAmount: quote.gasAmount.toString(),
    gasPrice: quote.gasPrice.toString(),
    sellTokenPrice: quote.sellTokenPrice,
    sellAmount: quote.sellAmount.toString(),
    buyAmount: quote.buyAmount.toString(),
    feeAmount: quote.feeAmount.toString(),
    solver: quote.solver,
    verified: quote.verified,
  };
}

/** A schema-validated creation body → domain input (amounts may still overflow uint256). */
export function fromOrderCreationDto(dto: OrderCreationDto): OrderCreation {
  return {
    sellToken: dto.sellToken as Address,
    buyToken: dto.buyToken as Address,
    receiver: (dto.receiver ?? null) as Address | null,
    sellAmount: BigInt(dto.sellAmount),
    buyAmount: BigInt(dto.buyAmount),
    validTo: dto.validTo,
    appData: dto.appData,
    appDataHash: (dto.appDataHash ?? null) as Hex | null,
    feeAmount: BigInt(dto.feeAmount),
    kind: dto.kind,
    partiallyFillable: dto.partiallyFillable,
    sellTokenBalance: dto.sellTokenBalance ?? 'erc20',
    buyTokenBalance: dto.buyTokenBalance ?? 'erc20',
    signingScheme: dto.signingScheme,
    signature: dto.signature as Hex,
    from: (dto.from ?? null) as Address | null,
    quoteId: dto.quoteId ?? null,
  };
}
