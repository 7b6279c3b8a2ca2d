/**
 * Rules that quotes and order submission share (docs/protocol.md#validation-order step 5,
 * docs/protocol.md#quoting): the validity window, token checks, and the gas an order adds on top of
 * its trade.
 */
import { encodeErrorResult, parseAbi, type Address, type Hex } from 'viem';
import { NATIVE_TOKEN_PLACEHOLDER } from '../../../simulator/index.js';
import type { ChainView } from '../ports.js';
import type { Interactions, OrderClass, SigningScheme } from './types.js';

/** App data as the order book uses it, after resolution and parsing. */
export type ResolvedAppData = {
  hash: Hex;
  /** The full text; always known once resolved (a bare hash must be registered). */
  text: string;
  hooks: { pre: HookCall[]; post: HookCall[] };
  signer: Address | undefined;
  replacedOrder: Hex | undefined;
  validFrom: number | undefined;
  hasWrappers: boolean;
  hasFlashloan: boolean;
};

export type HookCall = { target: Address; callData: Hex; gasLimit: bigint };

export type RuleProblem<T extends string> = { errorType: T; description: string };

export const MIN_VALIDITY_SECONDS = 60;
export const MAX_MARKET_VALIDITY_SECONDS = 3 * 60 * 60;
export const MAX_LIMIT_VALIDITY_SECONDS = 365 * 24 * 60 * 60;
/** Gas of verifying an ERC-1271 signature, added to quotes of eip1271 orders. */
export const EIP1271_VERIFICATION_GAS = 27_000n;

const zeroAddress = '0x0000000000000000000000000000000000000000';

export function checkValidTo(parameters: {
  validTo: number;
  nowSeconds: number;
  orderClass: OrderClass;
  signingScheme: SigningScheme;
}): RuleProblem<'OrderExpired' | 'InsufficientValidTo' | 'ExcessiveValidTo'> | undefined {
  const { validTo, nowSeconds } = parameters;
  if (validTo < nowSeconds)
    return { errorType: 'OrderExpired', description: `validTo ${validTo} is in the past (now ${nowSeconds})` };
  if (validTo < nowSeconds + MIN_VALIDITY_SECONDS) {
    return {
      errorType: 'InsufficientValidTo',
      description: `validTo must be at least ${MIN_VALIDITY_SECONDS} s in the future`,
    };
  }
  if (parameters.signingScheme === 'presign') return undefined;
  const maximum = parameters.orderClass === 'market' ? MAX_MARKET_VALIDITY_SECONDS : MAX_LIMIT_VALIDITY_SECONDS;
  if (validTo > nowSeconds + maximum) {
    return { errorType: 'ExcessiveValidTo', description: `validTo is more than ${maximum} s in the future` };
  }
  return undefined;
}

/** The token the protocol trades for `token`: the native placeholder means the wrapped native token. */
export function effectiveToken(token: Address, chain: ChainView): Address {
  if (token.toLowerCase() === NATIVE_TOKEN_PLACEHOLDER.toLowerCase() && chain.wrappedNativeToken) {
    return chain.wrappedNativeToken.toLowerCase() as Address;
  }
  return token.toLowerCase() as Address;
}

export function checkTokens(
  parameters: { sellToken: Address; buyToken: Address },
  chain: ChainView,
): RuleProblem<'SameBuyAndSellToken' | 'InvalidNativeSellToken' | 'UnsupportedToken'> | undefined {
  if (effectiveToken(parameters.sellToken, chain) === effectiveToken(parameters.buyToken, chain)) {
    return { errorType: 'SameBuyAndSellToken', description: 'buy token is the same as the sell token' };
  }
  if (parameters.sellToken.toLowerCase() === NATIVE_TOKEN_PLACEHOLDER.toLowerCase()) {
    return { errorType: 'InvalidNativeSellToken', description: 'the native token cannot be sold; wrap it first' };
  }
  for (const token of [parameters.sellToken, parameters.buyToken]) {
    const reason = chain.getToken(token)?.unsupported;
    if (reason !== undefined)
      return { errorType: 'UnsupportedToken', description: `Token ${token.toLowerCase()} is unsupported: ${reason}` };
  }
  return undefined;
}

/** The reference's descriptions of the three errors below (`crates/orderbook/src/api/post_order.rs`, `post_quote.rs`). */
export const QUOTE_NOT_VERIFIED_ORDER =
  'No quote for this trade could be verified to be accurate. Aborting the order creation since it will likely not be executed.';
export const QUOTE_NOT_VERIFIED_QUOTE =
  'No quote for this trade could be verified to be accurate. Orders for this trade will likely not be executed.';
export const INCOMPATIBLE_SIGNING_SCHEME = 'Signing scheme is not compatible with order placement method.';

/**
 * Whether a quote of the pair can be verified: simulating the trade for the trader fails when a
 * token takes a fee on each transfer (the trader receives less than quoted) or its transfers
 * revert. The reference refuses such a quote with `QuoteNotVerified` when the trader holds the
 * amount to sell: then the failure is the token's, not the trader's.
 */
export function isVerifiablePair(parameters: { sellToken: Address; buyToken: Address }, chain: ChainView): boolean {
  return [parameters.sellToken, parameters.buyToken].every((token) => {
    const info = chain.getToken(effectiveToken(token, chain));
    return info?.transferFeeBps === undefined && info?.transferRevert === undefined;
  });
}

/**
 * Why the vault relayer's transfer of the sell token into the settlement reverts although the
 * balance and allowance cover it (`TransferSimulationFailed`): the token's revert data, an ABI
 * `Error(string)`; undefined when the transfer works.
 */
export function sellTokenTransferRevert(sellToken: Address, chain: ChainView): Hex | undefined {
  const reason = chain.getToken(sellToken)?.transferRevert;
  return reason === undefined
    ? undefined
    : encodeErrorResult({ abi: solidityErrorAbi, errorName: 'Error', args: [reason] });
}

const solidityErrorAbi = parseAbi(['error Error(string reason)']);

/** Gas the order adds to its trade: ERC-1271 verification and the hooks' gas limits. */
export function extraGas(parameters: { signingScheme: SigningScheme; hooks: ResolvedAppData['hooks'] }): bigint {
  const hookGas = [...parameters.hooks.pre, ...parameters.hooks.post].reduce((sum, hook) => sum + hook.gasLimit, 0n);
  return hookGas + (parameters.signingScheme === 'eip1271' ? EIP1271_VERIFICATION_GAS : 0n);
}

/** The order's `interactions` from its hooks (value 0: hooks never send native token). */
export function interactionsFromHooks(hooks: ResolvedAppData['hooks']): Interactions {
  const toInteraction = (hook: HookCall) => ({ target: hook.target, value: 0n, callData: hook.callData });
  return { pre: hooks.pre.map(toInteraction), post: hooks.post.map(toInteraction) };
}

export function normalizeReceiver(receiver: Address | null | undefined): Address | null {
  if (!receiver || receiver.toLowerCase() === zeroAddress) return null;
  return receiver.toLowerCase() as Address;
}
