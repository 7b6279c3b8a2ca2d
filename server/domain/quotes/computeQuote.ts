/**
 * `POST /api/v1/quote` (docs/protocol.md#quoting): checks the request as a market order, prices it on the
 * simulated chain's AMM routes and computes the network fee with exact bigint arithmetic.
 */
import type { Address, Hex } from 'viem';
import { PriceEstimationError } from '../errors.js';
import { ceilDiv, formatFixed } from '../amounts.js';
import type { ChainView, QuoteStore } from '../ports.js';
import type {
  BuyTokenDestination,
  OrderKind,
  PriceQuality,
  SellTokenSource,
  SigningScheme,
  StoredQuote,
} from '../orders/types.js';
import {
  INCOMPATIBLE_SIGNING_SCHEME,
  QUOTE_NOT_VERIFIED_QUOTE,
  checkTokens,
  checkValidTo,
  effectiveToken,
  extraGas,
  isVerifiablePair,
  type ResolvedAppData,
} from '../orders/orderRules.js';
import { VAULT_RELAYER } from '../../../simulator/index.js';

export type QuoteSide =
  | { kind: 'sell'; sellAmountBeforeFee: bigint }
  | { kind: 'sell'; sellAmountAfterFee: bigint }
  | { kind: 'buy'; buyAmountAfterFee: bigint };

export type ComputeQuoteParameters = {
  from: Address;
  sellToken: Address;
  buyToken: Address;
  receiver: Address | null;
  side: QuoteSide;
  /** Absolute validity; otherwise `validFor` seconds from now (default 1800). */
  validTo: number | undefined;
  validFor: number | undefined;
  appData: ResolvedAppData;
  sellTokenBalance: SellTokenSource;
  buyTokenBalance: BuyTokenDestination;
  priceQuality: PriceQuality;
  signingScheme: SigningScheme;
  onchainOrder: boolean;
  /** Volume fee factor in [0, 1) when configured (`protocolFeeBps`). */
  volumeFee: number | undefined;
};

export type ComputeQuoteReturnType = {
  sellToken: Address;
  buyToken: Address;
  receiver: Address | null;
  sellAmount: bigint;
  buyAmount: bigint;
  validTo: number;
  feeAmount: bigint;
  gasAmount: bigint;
  gasPrice: bigint;
  sellTokenPrice: string;
  kind: OrderKind;
  sellTokenBalance: SellTokenSource;
  buyTokenBalance: BuyTokenDestination;
  signingScheme: SigningScheme;
  from: Address;
  expiration: Date;
  id: number | undefined;
  verified: boolean;
  protocolFeeBps: string | undefined;
};

export const DEFAULT_VALID_FOR_SECONDS = 1800;
/** How long a stored quote can be matched to an order. */
export const QUOTE_LIFETIME_MS = 60_000;
export const ONCHAIN_QUOTE_LIFETIME_MS = 10 * 60_000;
/** The solver credited with simulator quotes (the baseline solver's address). */
export const QUOTE_SOLVER: Address = '0x0000000000000000000000000000000000000001';
const PRICE_SCALE = 10n ** 18n;

export async function computeQuote(
  parameters: ComputeQuoteParameters,
  chain: ChainView,
  quotes: QuoteStore,
): Promise<ComputeQuoteReturnType> {
  const now = chain.now();
  const fail = (
    errorType: ConstructorParameters<typeof PriceEstimationError>[0],
    description: string,
    data?: Record<string, unknown>,
  ) => new PriceEstimationError(errorType, description, data ? { data } : {});

  if (chain.isBanned(parameters.from)) throw fail('Forbidden', `the address ${parameters.from} is banned`);
  // Orders placed on chain are signed by the contract that places them (presign or ERC-1271).
  if (parameters.onchainOrder && (parameters.signingScheme === 'eip712' || parameters.signingScheme === 'ethsign')) {
    throw fail('IncompatibleSigningScheme', INCOMPATIBLE_SIGNING_SCHEME);
  }
  if (parameters.buyTokenBalance !== 'erc20')
    throw fail('UnsupportedBuyTokenDestination', `buyTokenBalance ${parameters.buyTokenBalance} is not supported`);
  if (parameters.sellTokenBalance !== 'erc20')
    throw fail('UnsupportedSellTokenSource', `sellTokenBalance ${parameters.sellTokenBalance} is not supported`);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const validTo = parameters.validTo ?? nowSeconds + (parameters.validFor ?? DEFAULT_VALID_FOR_SECONDS);
  const validToProblem = checkValidTo({
    validTo,
    nowSeconds,
    orderClass: 'market',
    // Quotes are always checked as market orders, even for presign (no open-ended validity).
    signingScheme: 'eip712',
  });
  // A quote has no OrderExpired: a past validTo is simply not far enough ahead.
  if (validToProblem) {
    throw fail(
      validToProblem.errorType === 'OrderExpired' ? 'InsufficientValidTo' : validToProblem.errorType,
      validToProblem.description,
    );
  }
  const tokenProblem = checkTokens({ sellToken: parameters.sellToken, buyToken: parameters.buyToken }, chain);
  if (tokenProblem) throw fail(tokenProblem.errorType, tokenProblem.description);

  const priced = priceTrade(
    {
      sellToken: parameters.sellToken,
      buyToken: parameters.buyToken,
      side: parameters.side,
      signingScheme: parameters.signingScheme,
      hooks: parameters.appData.hooks,
    },
    chain,
  );
  const { feeAmount, gasAmount, gasPrice, sellAmountBeforeFee } = priced;
  let { sellAmount, buyAmount } = priced;
  const side = parameters.side;
  const sellToken = effectiveToken(parameters.sellToken, chain);

  let protocolFeeBps: string | undefined;
  if (parameters.volumeFee !== undefined && parameters.volumeFee > 0) {
    // Volume fee as an exact fraction of 1e6 (factors have at most 6 decimals in practice).
    const factor = BigInt(Math.round(parameters.volumeFee * 1_000_000));
    if (side.kind === 'sell') buyAmount -= (buyAmount * factor) / 1_000_000n;
    else sellAmount += ((sellAmount + feeAmount) * factor) / 1_000_000n;
    protocolFeeBps = formatFixed(factor, 2);
  }

  // "Verified": the trade was simulated for this trader, which succeeds when the trader can pay.
  const needed = sellAmount + feeAmount;
  const verifiable = isVerifiablePair(parameters, chain);
  const hasBalance = chain.balanceOf(sellToken, parameters.from) >= needed;
  if (!verifiable && hasBalance && parameters.priceQuality !== 'fast')
    throw fail('QuoteNotVerified', QUOTE_NOT_VERIFIED_QUOTE);
  const verified =
    verifiable &&
    parameters.priceQuality !== 'fast' &&
    hasBalance &&
    chain.allowance(sellToken, parameters.from, VAULT_RELAYER) >= needed;

  const stored: StoredQuote = {
    gasAmount,
    gasPrice,
    sellTokenPrice: priced.sellTokenPrice,
    sellAmount,
    buyAmount,
    feeAmount,
    solver: QUOTE_SOLVER,
    verified,
  };
  let id: number | undefined;
  let expiration = new Date(0);
  if (parameters.priceQuality !== 'fast') {
    expiration = new Date(now.getTime() + (parameters.onchainOrder ? ONCHAIN_QUOTE_LIFETIME_MS : QUOTE_LIFETIME_MS));
    // Object.assign, not `{ ...stored, network, … }`: each key a literal adds after a spread takes
    // V8's slow path (docs/performance.md#writes).
    id = await quotes.insertQuote(
      Object.assign({}, stored, {
        network: chain.network,
        from: parameters.from,
        sellToken: parameters.sellToken,
        buyToken: parameters.buyToken,
        kind: side.kind,
        signingScheme: parameters.signingScheme,
        onchainOrder: parameters.onchainOrder,
        appDataHash: parameters.appData.hash as Hex,
        sellAmountBeforeFee,
        createdAt: now,
        expiresAt: expiration,
      }),
    );
  }
  return {
    sellToken: parameters.sellToken,
    buyToken: parameters.buyToken,
    receiver: parameters.receiver,
    sellAmount,
    buyAmount,
    validTo,
    feeAmount,
    gasAmount,
    gasPrice,
    sellTokenPrice: stored.sellTokenPrice,
    kind: side.kind,
    sellTokenBalance: parameters.sellTokenBalance,
    buyTokenBalance: parameters.buyTokenBalance,
    signingScheme: parameters.signingScheme,
    from: parameters.from,
    expiration,
    id,
    verified,
    protocolFeeBps,
  };
}

export type PriceTradeParameters = {
  sellToken: Address;
  buyToken: Address;
  side: QuoteSide;
  signingScheme: SigningScheme;
  hooks: ResolvedAppData['hooks'];
};

export type PriceTradeReturnType = {
  sellAmount: bigint;
  buyAmount: bigint;
  feeAmount: bigint;
  gasAmount: bigint;
  gasPrice: bigint;
  sellTokenPrice: string;
  /** For before-fee sell quotes: the whole amount offered. */
  sellAmountBeforeFee: bigint | undefined;
};

/**
 * Prices a trade on the chain's routes: amounts per size shape and the network fee
 * ⌈(trade gas + extra gas) × gasPrice / sellTokenPrice⌉ in exact bigints (docs/protocol.md#quoting).
 * Throws `NoLiquidity` or `SellAmountDoesNotCoverFee`.
 */
export function priceTrade(parameters: PriceTradeParameters, chain: ChainView): PriceTradeReturnType {
  const fail = (
    errorType: 'NoLiquidity' | 'SellAmountDoesNotCoverFee',
    description: string,
    data?: Record<string, unknown>,
  ) => new PriceEstimationError(errorType, description, data ? { data } : {});
  const sellToken = effectiveToken(parameters.sellToken, chain);
  const buyToken = effectiveToken(parameters.buyToken, chain);
  const sellPrice = chain.nativePrice(sellToken);
  if (sellPrice === undefined || sellPrice === 0n || chain.nativePrice(buyToken) === undefined) {
    throw fail('NoLiquidity', 'no native price for the sell or buy token');
  }
  const gasPrice = chain.gasPrice();
  const estimateFor = (kind: OrderKind, amount: bigint) => {
    const estimate = chain.estimate({ sellToken, buyToken, kind, amount });
    if (!estimate) throw fail('NoLiquidity', `no route from ${sellToken} to ${buyToken}`);
    return estimate;
  };
  const feeFor = (gas: bigint) => ceilDiv(gas * gasPrice * PRICE_SCALE, sellPrice);
  const additionalGas = extraGas({ signingScheme: parameters.signingScheme, hooks: parameters.hooks });

  let sellAmount: bigint;
  let buyAmount: bigint;
  let gasAmount: bigint;
  let sellAmountBeforeFee: bigint | undefined;
  const side = parameters.side;
  if ('sellAmountBeforeFee' in side) {
    const total = side.sellAmountBeforeFee;
    const estimate = estimateFor('sell', total);
    gasAmount = estimate.gas + additionalGas;
    const fee = feeFor(gasAmount);
    if (fee >= total) {
      throw fail('SellAmountDoesNotCoverFee', 'The sell amount for the sell order is lower than the fee.', {
        fee_amount: fee.toString(),
      });
    }
    sellAmount = total - fee;
    buyAmount = (estimate.buyAmount * sellAmount) / total;
    sellAmountBeforeFee = total;
  } else if ('sellAmountAfterFee' in side) {
    const estimate = estimateFor('sell', side.sellAmountAfterFee);
    gasAmount = estimate.gas + additionalGas;
    sellAmount = side.sellAmountAfterFee;
    buyAmount = estimate.buyAmount;
  } else {
    const estimate = estimateFor('buy', side.buyAmountAfterFee);
    gasAmount = estimate.gas + additionalGas;
    sellAmount = estimate.sellAmount;
    buyAmount = side.buyAmountAfterFee;
  }
  const feeAmount = feeFor(gasAmount);
  return {
    sellAmount,
    buyAmount,
    feeAmount,
    gasAmount,
    gasPrice,
    sellTokenPrice: formatFixed(sellPrice, 18),
    sellAmountBeforeFee,
  };
}
