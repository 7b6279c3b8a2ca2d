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

/** A priced candidate of the quote, before it is stored. */
type DraftQuote = Omit<ComputeQuoteReturnType, 'id' | 'expiration'> & {
  sellAmountBeforeFee: bigint | undefined;
};

/**
 * `POST /quote`: the best of the request's candidate quotes (`rankQuoteCandidates`), stored
 * unless `priceQuality` is `fast`.
 *
 * @throws PriceEstimationError for a request that cannot be quoted.
 */
export async function computeQuote(
  parameters: ComputeQuoteParameters,
  chain: ChainView,
  quotes: QuoteStore,
): Promise<ComputeQuoteReturnType> {
  const ranked = rankQuoteCandidates(parameters, chain);
  const best = ranked.improving.at(-1);
  if (best === undefined) throw ranked.failure();
  return saveQuote(best, parameters, chain, quotes);
}

export type QuoteStreamItem = { quote: ComputeQuoteReturnType } | { error: PriceEstimationError };

/**
 * `POST /quote/stream` (docs/protocol.md#streamed-quotes): checks the request as `computeQuote`
 * does and throws before anything is streamed; then yields each candidate quote that beats the
 * best one so far, each stored with its own id (`priceQuality` is ignored: every quote is
 * verified and stored), and ends with the best. When no candidate answers, it yields the one error
 * `computeQuote` would throw instead.
 *
 * @throws PriceEstimationError for a request that fails its checks.
 */
export function streamQuotes(
  parameters: ComputeQuoteParameters,
  chain: ChainView,
  quotes: QuoteStore,
): AsyncGenerator<QuoteStreamItem> {
  const streamed: ComputeQuoteParameters = Object.assign({}, parameters, { priceQuality: 'verified' as const });
  const ranked = rankQuoteCandidates(streamed, chain);
  return (async function* () {
    for (const draft of ranked.improving) yield { quote: await saveQuote(draft, streamed, chain, quotes) };
    if (ranked.improving.length === 0) yield { error: ranked.failure() };
  })();
}

/**
 * The request's checks (throwing the first failure), then one candidate quote per route of the
 * chain (`ChainView.estimateRoutes`: its price sources), in the chain's order. `improving` holds
 * each candidate that beats all before it (`quoteBeats`), so its last is the best; `failure` says
 * why there is none (`SellAmountDoesNotCoverFee` before `NoLiquidity`), made only when asked: an
 * error captures its stack, a visible share of a quote's CPU.
 */
function rankQuoteCandidates(
  parameters: ComputeQuoteParameters,
  chain: ChainView,
): { improving: DraftQuote[]; failure: () => PriceEstimationError } {
  const now = chain.now();
  const fail = (errorType: ConstructorParameters<typeof PriceEstimationError>[0], description: string) =>
    new PriceEstimationError(errorType, description);

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

  const routes = priceTradeByRoute(
    {
      sellToken: parameters.sellToken,
      buyToken: parameters.buyToken,
      side: parameters.side,
      signingScheme: parameters.signingScheme,
      hooks: parameters.appData.hooks,
    },
    chain,
  );
  const improving: DraftQuote[] = [];
  for (const route of routes) {
    if (route instanceof PriceEstimationError) continue;
    const draft = draftQuote(route, parameters, chain, validTo);
    const best = improving.at(-1);
    if (best === undefined || quoteBeats(draft, best)) improving.push(draft);
  }
  return { improving, failure: () => routeFailure(routes, parameters) };
}

/** Applies the volume fee and the verification to one route's pricing. */
function draftQuote(
  priced: PriceTradeReturnType,
  parameters: ComputeQuoteParameters,
  chain: ChainView,
  validTo: number,
): DraftQuote {
  const { feeAmount, gasAmount, gasPrice, sellAmountBeforeFee } = priced;
  let { sellAmount, buyAmount } = priced;
  const side = parameters.side;
  let protocolFeeBps: string | undefined;
  if (parameters.volumeFee !== undefined && parameters.volumeFee > 0) {
    // Volume fee as an exact fraction of 1e6 (factors have at most 6 decimals in practice).
    const factor = BigInt(Math.round(parameters.volumeFee * 1_000_000));
    if (side.kind === 'sell') buyAmount -= (buyAmount * factor) / 1_000_000n;
    else sellAmount += ((sellAmount + feeAmount) * factor) / 1_000_000n;
    protocolFeeBps = formatFixed(factor, 2);
  }

  // "Verified": the trade was simulated for this trader, which succeeds when the trader can pay.
  const sellToken = effectiveToken(parameters.sellToken, chain);
  const needed = sellAmount + feeAmount;
  const verifiable = isVerifiablePair(parameters, chain);
  const hasBalance = chain.balanceOf(sellToken, parameters.from) >= needed;
  if (!verifiable && hasBalance && parameters.priceQuality !== 'fast')
    throw new PriceEstimationError('QuoteNotVerified', QUOTE_NOT_VERIFIED_QUOTE);
  const verified =
    verifiable &&
    parameters.priceQuality !== 'fast' &&
    hasBalance &&
    chain.allowance(sellToken, parameters.from, VAULT_RELAYER) >= needed;
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
    sellTokenPrice: priced.sellTokenPrice,
    kind: side.kind,
    sellTokenBalance: parameters.sellTokenBalance,
    buyTokenBalance: parameters.buyTokenBalance,
    signingScheme: parameters.signingScheme,
    from: parameters.from,
    verified,
    protocolFeeBps,
    sellAmountBeforeFee,
  };
}

/**
 * Whether quote `a` ranks strictly above `b`: a verified quote above an unverified one, as the
 * reference ranks them; otherwise the better price with the fee counted (`pricesBetter`).
 */
function quoteBeats(a: DraftQuote, b: DraftQuote): boolean {
  if (a.verified !== b.verified) return a.verified;
  return pricesBetter(a, b);
}

/**
 * Whether `a` gives strictly more buy token per sell token paid, fee included:
 * buyₐ / (sellₐ + feeₐ) > buy_b / (sell_b + fee_b). For a fixed sell total that is the larger buy
 * amount; for a fixed buy amount, the smaller total cost.
 */
function pricesBetter(
  a: { sellAmount: bigint; buyAmount: bigint; feeAmount: bigint },
  b: { sellAmount: bigint; buyAmount: bigint; feeAmount: bigint },
): boolean {
  return a.buyAmount * (b.sellAmount + b.feeAmount) > b.buyAmount * (a.sellAmount + a.feeAmount);
}

/** Why no route priced the trade: a fee that eats the amount says more than no route. */
function routeFailure(
  routes: readonly (PriceTradeReturnType | PriceEstimationError)[],
  parameters: { sellToken: Address; buyToken: Address },
): PriceEstimationError {
  const errors = routes.filter((route) => route instanceof PriceEstimationError);
  return (
    errors.find((error) => error.errorType === 'SellAmountDoesNotCoverFee') ??
    errors[0] ??
    new PriceEstimationError('NoLiquidity', `no route from ${parameters.sellToken} to ${parameters.buyToken}`)
  );
}

async function saveQuote(
  draft: DraftQuote,
  parameters: ComputeQuoteParameters,
  chain: ChainView,
  quotes: QuoteStore,
): Promise<ComputeQuoteReturnType> {
  const now = chain.now();
  const { sellAmountBeforeFee, ...result } = draft;
  let id: number | undefined;
  let expiration = new Date(0);
  if (parameters.priceQuality !== 'fast') {
    expiration = new Date(now.getTime() + (parameters.onchainOrder ? ONCHAIN_QUOTE_LIFETIME_MS : QUOTE_LIFETIME_MS));
    const stored: StoredQuote = {
      gasAmount: draft.gasAmount,
      gasPrice: draft.gasPrice,
      sellTokenPrice: draft.sellTokenPrice,
      sellAmount: draft.sellAmount,
      buyAmount: draft.buyAmount,
      feeAmount: draft.feeAmount,
      solver: QUOTE_SOLVER,
      verified: draft.verified,
    };
    // Object.assign, not `{ ...stored, network, … }`: each key a literal adds after a spread takes
    // V8's slow path (docs/performance.md#writes).
    id = await quotes.insertQuote(
      Object.assign({}, stored, {
        network: chain.network,
        from: parameters.from,
        sellToken: parameters.sellToken,
        buyToken: parameters.buyToken,
        kind: parameters.side.kind,
        signingScheme: parameters.signingScheme,
        onchainOrder: parameters.onchainOrder,
        appDataHash: parameters.appData.hash as Hex,
        sellAmountBeforeFee,
        createdAt: now,
        expiresAt: expiration,
      }),
    );
  }
  return Object.assign(result, { expiration, id });
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
 * Prices a trade on the chain's best route: of `priceTradeByRoute`, the one that gives the most
 * buy token per sell token paid, fee included (the earlier on a tie).
 * Throws `NoLiquidity` or `SellAmountDoesNotCoverFee`.
 */
export function priceTrade(parameters: PriceTradeParameters, chain: ChainView): PriceTradeReturnType {
  const routes = priceTradeByRoute(parameters, chain);
  let best: PriceTradeReturnType | undefined;
  for (const route of routes) {
    if (route instanceof PriceEstimationError) continue;
    if (best === undefined || pricesBetter(route, best)) best = route;
  }
  if (best === undefined) throw routeFailure(routes, parameters);
  return best;
}

/**
 * Prices a trade on each of the chain's routes, in its order: amounts per size shape and the
 * network fee ⌈(trade gas + extra gas) × gasPrice / sellTokenPrice⌉ in exact bigints
 * (docs/protocol.md#quoting). A route whose fee the sell amount does not cover is its
 * `SellAmountDoesNotCoverFee`.
 *
 * @throws PriceEstimationError `NoLiquidity` when either token has no native price.
 */
export function priceTradeByRoute(
  parameters: PriceTradeParameters,
  chain: ChainView,
): (PriceTradeReturnType | PriceEstimationError)[] {
  const sellToken = effectiveToken(parameters.sellToken, chain);
  const buyToken = effectiveToken(parameters.buyToken, chain);
  const sellPrice = chain.nativePrice(sellToken);
  if (sellPrice === undefined || sellPrice === 0n || chain.nativePrice(buyToken) === undefined) {
    throw new PriceEstimationError('NoLiquidity', 'no native price for the sell or buy token');
  }
  const gasPrice = chain.gasPrice();
  const feeFor = (gas: bigint) => ceilDiv(gas * gasPrice * PRICE_SCALE, sellPrice);
  const additionalGas = extraGas({ signingScheme: parameters.signingScheme, hooks: parameters.hooks });
  const sellTokenPrice = formatFixed(sellPrice, 18);
  const side = parameters.side;
  const kind = side.kind;
  const amount =
    'sellAmountBeforeFee' in side
      ? side.sellAmountBeforeFee
      : 'sellAmountAfterFee' in side
        ? side.sellAmountAfterFee
        : side.buyAmountAfterFee;

  return chain.estimateRoutes({ sellToken, buyToken, kind, amount }).map((estimate) => {
    const gasAmount = estimate.gas + additionalGas;
    const feeAmount = feeFor(gasAmount);
    if ('sellAmountBeforeFee' in side) {
      const total = side.sellAmountBeforeFee;
      if (feeAmount >= total) {
        return new PriceEstimationError(
          'SellAmountDoesNotCoverFee',
          'The sell amount for the sell order is lower than the fee.',
          { data: { fee_amount: feeAmount.toString() } },
        );
      }
      const sellAmount = total - feeAmount;
      const buyAmount = (estimate.buyAmount * sellAmount) / total;
      return { sellAmount, buyAmount, feeAmount, gasAmount, gasPrice, sellTokenPrice, sellAmountBeforeFee: total };
    }
    return {
      sellAmount: 'sellAmountAfterFee' in side ? side.sellAmountAfterFee : estimate.sellAmount,
      buyAmount: 'sellAmountAfterFee' in side ? estimate.buyAmount : side.buyAmountAfterFee,
      feeAmount,
      gasAmount,
      gasPrice,
      sellTokenPrice,
      sellAmountBeforeFee: undefined,
    };
  });
}
