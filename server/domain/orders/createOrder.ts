/**
 * `POST /api/v1/orders`: the checks of docs/protocol.md#validation-order in their documented order (the first
 * failure is the answer), then the order and its `created` event are committed before the
 * caller acknowledges with 201.
 *
 * The write commits together with the other writes of the same event-loop turn (group commit,
 * `OrderStore.insertOrder`), so the checks that read stored orders (steps 1, 7 and 10) run inside
 * its transaction: an order queued just before, in the same turn, may have changed their answer (a
 * duplicate, the limit-order cap, the replaced order). The answer is then the one these orders
 * would have got one after the other. Steps 1 and 7 also run in their place, as the steps after
 * them must not answer first; step 10 is the last check, so it runs in the transaction only (one
 * uid lookup per submission, not two).
 */
import type { Address, Hex } from 'viem';
import { VAULT_RELAYER, computeOrderUid, hashOrder, recoverOrderOwner } from '../../../simulator/index.js';
import { isUint256 } from '../amounts.js';
import { OrderCancellationError, OrderPostError } from '../errors.js';
import type { ChainView, OrderbookStores } from '../ports.js';
import { findQuoteForOrder } from '../quotes/findQuoteForOrder.js';
import { checkCancellable } from './checkCancellable.js';
import { isOutOfMarket } from './isOutOfMarket.js';
import {
  checkTokens,
  checkValidTo,
  effectiveToken,
  extraGas,
  interactionsFromHooks,
  isVerifiablePair,
  normalizeReceiver,
  MIN_VALIDITY_SECONDS,
  QUOTE_NOT_VERIFIED_ORDER,
  sellTokenTransferRevert,
} from './orderRules.js';
import { resolveAppData } from './resolveAppData.js';
import type { BuyTokenDestination, Order, OrderKind, SellTokenSource, SigningScheme } from './types.js';

export type OrderCreation = {
  sellToken: Address;
  buyToken: Address;
  receiver: Address | null;
  /** May exceed uint256: the pipeline answers the overflow errors. */
  sellAmount: bigint;
  buyAmount: bigint;
  validTo: number;
  appData: string;
  appDataHash: Hex | null;
  feeAmount: bigint;
  kind: OrderKind;
  partiallyFillable: boolean;
  sellTokenBalance: SellTokenSource;
  buyTokenBalance: BuyTokenDestination;
  signingScheme: SigningScheme;
  signature: Hex;
  from: Address | null;
  quoteId: number | null;
};

export type CreateOrderDependencies = {
  chain: ChainView;
  stores: OrderbookStores;
  /** Open out-of-market limit orders an owner may have (docs/protocol.md#validation-order step 7). */
  maxOpenOutOfMarketOrders: number;
  /** Whether the order is in a solution of one of the last five competitions (replacement check). */
  isActivelyBidOn(uid: Hex): boolean;
};

/** Gas above which a settlement of the order could not fit a block. */
export const MAX_ORDER_GAS = 8_000_000n;

export async function createOrder(input: OrderCreation, dependencies: CreateOrderDependencies): Promise<Hex> {
  const { chain, stores } = dependencies;
  const now = chain.now();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const reject = (errorType: ConstructorParameters<typeof OrderPostError>[0], description: string): never => {
    throw new OrderPostError(errorType, description);
  };

  // 0. Amounts beyond uint256.
  if (!isUint256(input.sellAmount) || !isUint256(input.feeAmount) || !isUint256(input.sellAmount + input.feeAmount)) {
    reject('SellAmountOverflow', 'sellAmount (plus feeAmount) does not fit in a uint256');
  }
  if (!isUint256(input.buyAmount)) reject('BuyAmountOverflow', 'buyAmount does not fit in a uint256');

  // 1. The order this one replaces must itself be cancellable. 2. App data.
  const appData = resolveAppData({ appData: input.appData, appDataHash: input.appDataHash }, stores.appData);
  // A valid text with a mismatched appDataHash still names the order it replaces (step 1 first).
  const replaced = appData.ok
    ? appData.value.replacedOrder
    : appData.errorType === 'AppDataHashMismatch'
      ? appData.replacedOrder
      : undefined;
  const checkReplacedCancellable = () => {
    if (replaced) checkCancellable(replaced, { chain, orders: stores.orders, now });
  };
  checkReplacedCancellable();
  if (!appData.ok) throw new OrderPostError(appData.errorType, appData.description);
  const { value: resolvedAppData } = appData;

  // 3. Signature and owner.
  const receiver = normalizeReceiver(input.receiver);
  const orderData = {
    sellToken: input.sellToken,
    buyToken: input.buyToken,
    receiver,
    sellAmount: input.sellAmount,
    buyAmount: input.buyAmount,
    validTo: input.validTo,
    appData: resolvedAppData.hash,
    feeAmount: input.feeAmount,
    kind: input.kind,
    partiallyFillable: input.partiallyFillable,
    sellTokenBalance: input.sellTokenBalance,
    buyTokenBalance: input.buyTokenBalance,
  };
  const digest = hashOrder(orderData, chain.chainId);
  const from = input.from ? (input.from.toLowerCase() as Address) : undefined;
  let owner: Address;
  let signature = input.signature.toLowerCase() as Hex;
  if (input.signingScheme === 'eip712' || input.signingScheme === 'ethsign') {
    const recovered = await recoverOrderOwner({ scheme: input.signingScheme, digest, signature: input.signature });
    if (!recovered) return reject('InvalidSignature', 'the signature could not be recovered');
    // Lower-case already (no checksum pass).
    const recoveredOwner = recovered.owner;
    if (from && resolvedAppData.signer && resolvedAppData.signer !== from) {
      reject('AppdataFromMismatch', `from ${from} differs from metadata.signer ${resolvedAppData.signer}`);
    }
    if (from && recoveredOwner !== from) {
      reject(
        'WrongOwner',
        `recovered signer ${recoveredOwner} from signing hash ${digest} does not match from address ${from}`,
      );
    }
    owner = recoveredOwner;
    signature = recovered.signature;
  } else {
    if (!from) return reject('MissingFrom', `${input.signingScheme} orders need the owner in \`from\``);
    if (resolvedAppData.signer && resolvedAppData.signer !== from) {
      reject('AppdataFromMismatch', `from ${from} differs from metadata.signer ${resolvedAppData.signer}`);
    }
    owner = from;
    if (input.signingScheme === 'presign' && signature !== '0x' && signature !== owner) {
      reject('InvalidSignature', 'a presign signature is empty (0x) or the owner address');
    }
    // The reference keeps no bytes for a presignature: its orders read `0x` in either case.
    if (input.signingScheme === 'presign') signature = '0x';
  }

  // 4. Amounts.
  if (input.sellAmount === 0n || input.buyAmount === 0n)
    reject('ZeroAmount', 'sellAmount and buyAmount must be non-zero');

  // 5. Owner, order type and validity.
  if (chain.isBanned(owner) || (receiver && chain.isBanned(receiver)))
    reject('Forbidden', 'the owner or receiver is banned');
  const orderClass = input.feeAmount === 0n ? 'limit' : 'market';
  if (orderClass === 'market' && input.partiallyFillable) {
    reject('UnsupportedOrderType', 'partially fillable orders must be limit orders');
  }
  if (input.buyTokenBalance !== 'erc20')
    reject('UnsupportedBuyTokenDestination', `buyTokenBalance ${input.buyTokenBalance} is not supported`);
  if (input.sellTokenBalance !== 'erc20')
    reject('UnsupportedSellTokenSource', `sellTokenBalance ${input.sellTokenBalance} is not supported`);
  const validToProblem = checkValidTo({
    validTo: input.validTo,
    nowSeconds,
    orderClass,
    signingScheme: input.signingScheme,
  });
  if (validToProblem) reject(validToProblem.errorType, validToProblem.description);
  const tokenProblem = checkTokens({ sellToken: input.sellToken, buyToken: input.buyToken }, chain);
  if (tokenProblem) reject(tokenProblem.errorType, tokenProblem.description);

  // 6. Signature of a contract owner; funds the vault relayer can pull.
  if (input.signingScheme === 'eip1271' && !chain.isValidSignature1271(owner, digest, input.signature)) {
    reject('InvalidEip1271Signature', `isValidSignature of ${owner} rejected the signature for ${digest}`);
  }
  if (input.signingScheme !== 'presign' && !resolvedAppData.hasWrappers) {
    const needed = input.sellAmount + input.feeAmount;
    if (chain.allowance(input.sellToken, owner, VAULT_RELAYER) < needed) {
      reject(
        'InsufficientAllowance',
        `the vault relayer's allowance for ${input.sellToken.toLowerCase()} is below ${needed}`,
      );
    }
    if (chain.balanceOf(input.sellToken, owner) < needed) {
      reject('InsufficientBalance', `the balance of ${input.sellToken.toLowerCase()} is below ${needed}`);
    }
    const revert = sellTokenTransferRevert(input.sellToken, chain);
    if (revert !== undefined) {
      reject('TransferSimulationFailed', `sell token cannot be transferred, token reverted with: ${revert}`);
    }
  }

  // 7. Fee, quote, limit-order cap.
  if (input.feeAmount !== 0n) reject('NonZeroFee', 'orders sign a zero fee; solvers charge fees at execution');
  if (
    !isVerifiablePair(input, chain) &&
    chain.balanceOf(effectiveToken(input.sellToken, chain), owner) >= input.sellAmount + input.feeAmount
  ) {
    reject('QuoteNotVerified', QUOTE_NOT_VERIFIED_ORDER);
  }
  const quote = findQuoteForOrder(
    {
      sellToken: input.sellToken,
      buyToken: input.buyToken,
      kind: input.kind,
      sellAmount: input.sellAmount,
      buyAmount: input.buyAmount,
      feeAmount: input.feeAmount,
      quoteId: input.quoteId,
      from: owner,
      signingScheme: input.signingScheme,
      appData: resolvedAppData,
    },
    chain,
    stores.quotes,
  );
  const outOfMarket = isOutOfMarket({ order: input, quote: quote?.quote });
  const checkLimitOrderCap = () => {
    if (
      outOfMarket &&
      stores.orders.countOpenOutOfMarketOrders({ network: chain.network, owner, now }) >=
        dependencies.maxOpenOutOfMarketOrders
    ) {
      reject(
        'TooManyLimitOrders',
        `an owner may have at most ${dependencies.maxOpenOutOfMarketOrders} open out-of-market limit orders`,
      );
    }
  };
  // Step 1 again first: the signature's await lets other writes commit, and the cap must not answer
  // for an order whose replaced order was meanwhile cancelled (step 1's answer, one after the other).
  checkReplacedCancellable();
  checkLimitOrderCap();

  // 8. Gas. 9. validFrom.
  const gas =
    (quote?.quote.gasAmount ?? 0n) + extraGas({ signingScheme: input.signingScheme, hooks: resolvedAppData.hooks });
  if (gas > MAX_ORDER_GAS) reject('TooMuchGas', `the order needs ${gas} gas, more than ${MAX_ORDER_GAS}`);
  if (resolvedAppData.validFrom !== undefined && input.validTo < resolvedAppData.validFrom + MIN_VALIDITY_SECONDS) {
    reject('InvalidValidFrom', `validTo must be at least ${MIN_VALIDITY_SECONDS} s after metadata.validFrom`);
  }

  // 10. Uniqueness and replacement: the last check, so only inside the write's transaction.
  const uid = computeOrderUid({ digest, owner, validTo: input.validTo });
  const checkUniqueAndReplaceable = () => {
    if (stores.orders.hasOrder(uid)) reject('DuplicatedOrder', 'order already exists');
    if (!replaced) return;
    if (input.signingScheme !== 'eip712' && input.signingScheme !== 'ethsign') {
      reject('InvalidSignature', 'replacing an order needs an ECDSA-signed order');
    }
    const old = stores.orders.getOrder(replaced);
    if (old && old.owner !== owner) {
      throw new OrderCancellationError(
        'WrongOwner',
        `the replaced order ${replaced} belongs to ${old.owner}, not ${owner}`,
      );
    }
    if (dependencies.isActivelyBidOn(replaced)) {
      reject('OldOrderActivelyBidOn', `order ${replaced} is actively bid on in recent auctions`);
    }
  };

  const order: Order = {
    uid,
    network: chain.network,
    owner,
    createdAt: now,
    ...orderData,
    sellToken: input.sellToken.toLowerCase() as Address,
    buyToken: input.buyToken.toLowerCase() as Address,
    fullAppData: resolvedAppData.text,
    signingScheme: input.signingScheme,
    signature,
    class: orderClass,
    validFrom: resolvedAppData.validFrom ?? null,
    interactions: interactionsFromHooks(resolvedAppData.hooks),
    quoteId: quote?.id ?? null,
    quote: quote?.quote ?? null,
    outOfMarket,
    cancelledAt: null,
    executedSell: 0n,
    executedSellBeforeFees: 0n,
    executedBuy: 0n,
    executedFeeAmount: 0n,
    executedFee: 0n,
  };
  await stores.orders.insertOrder(order, {
    replaces: replaced,
    now,
    freshQuote: quote?.fresh,
    recheck: () => {
      checkReplacedCancellable();
      checkLimitOrderCap();
      checkUniqueAndReplaceable();
    },
  });
  return uid;
}
