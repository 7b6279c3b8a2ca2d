/**
 * Maps errors to HTTP responses, once: order book `{errorType, description, data?}`, companion
 * `{message}` (hooks: `{hooks: [], count: 0, error}`). Statuses follow docs/protocol.md#errors.
 */
import {
  ApiError,
  CompanionError,
  type CompanionErrorKind,
  type ErrorFamily,
  type OrderbookErrorType,
} from '../domain/errors.js';

export type HttpStatus = 400 | 401 | 403 | 404 | 405 | 408 | 409 | 413 | 415 | 417 | 429 | 500 | 503;

/** Default status of every order-book errorType. */
export const orderbookStatus = {
  InvalidParameter: 400,
  NotFound: 404,
  Forbidden: 403,
  WrongOwner: 400,
  PayloadTooLarge: 413,
  RateLimited: 429,
  InternalServerError: 500,
  MetadataSerializationFailed: 500,
  OrderNotFound: 404,
  NoLiquidity: 400,
  SellAmountDoesNotCoverFee: 400,
  UnsupportedToken: 400,
  SameBuyAndSellToken: 400,
  InvalidNativeSellToken: 400,
  InvalidAppData: 400,
  AppDataHashMismatch: 400,
  InsufficientValidTo: 400,
  ExcessiveValidTo: 400,
  UnsupportedOrderType: 400,
  UnsupportedSellTokenSource: 400,
  UnsupportedBuyTokenDestination: 400,
  TradingOutsideAllowedWindow: 400,
  TokenTemporarilySuspended: 400,
  InsufficientLiquidity: 400,
  CustomSolverError: 400,
  SellAmountOverflow: 400,
  BuyAmountOverflow: 400,
  AlreadyCancelled: 400,
  OrderFullyExecuted: 400,
  OrderExpired: 400,
  OnChainOrder: 400,
  InvalidSignature: 400,
  AppdataFromMismatch: 400,
  MissingFrom: 400,
  ZeroAmount: 400,
  InvalidEip1271Signature: 400,
  InsufficientAllowance: 400,
  InsufficientBalance: 400,
  NonZeroFee: 400,
  TooManyLimitOrders: 400,
  TooMuchGas: 400,
  InvalidValidFrom: 400,
  DuplicatedOrder: 400,
  OldOrderActivelyBidOn: 400,
  TransferSimulationFailed: 400,
  QuoteNotVerified: 400,
  IncompatibleSigningScheme: 400,
  AppDataInvalid: 400,
  AppDataMismatch: 400,
  LIMIT_OUT_OF_BOUNDS: 400,
  InvalidTradeFilter: 400,
  InvalidLimit: 400,
  MethodNotAllowed: 405,
  UnsupportedMediaType: 415,
  Unauthorized: 401,
  RequestTimeout: 408,
  ExpectationFailed: 417,
} as const satisfies Record<OrderbookErrorType, HttpStatus>;

/** Where one errorType has another status in one family (docs/protocol.md#errors). */
export const familyStatusOverrides: { readonly [F in ErrorFamily]?: Partial<Record<OrderbookErrorType, HttpStatus>> } =
  {
    // Submission keeps the reference's 404 for NoLiquidity; the quote uses the spec's 400.
    orderPost: { NoLiquidity: 404 },
    // The signer of a cancellation (or of a replacement) does not own the order.
    orderCancellation: { WrongOwner: 401 },
    nativePrice: { NoLiquidity: 404 },
  };

export function statusOfApiError(error: ApiError): HttpStatus {
  return familyStatusOverrides[error.family]?.[error.errorType] ?? orderbookStatus[error.errorType];
}

export const companionStatus = {
  badRequest: 400,
  unauthorized: 401,
  notFound: 404,
  conflict: 409,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<CompanionErrorKind, HttpStatus>;

export type Surface = 'orderbook' | 'companion';

export type ErrorResponse = {
  status: number;
  body: unknown;
  headers: Record<string, string>;
};

export type OrderbookErrorBody = { errorType: string; description: string; data?: Record<string, unknown> };

export function toOrderbookErrorResponse(error: ApiError): ErrorResponse {
  const body: OrderbookErrorBody = { errorType: error.errorType, description: error.description };
  if (error.data !== undefined) body.data = error.data;
  return { status: statusOfApiError(error), body, headers: {} };
}

/**
 * Companion body for an error. An order-book style ApiError (schema violation, unknown route)
 * keeps its status and uses its description as the message.
 */
export function toCompanionErrorResponse(error: CompanionError | ApiError, operationId?: string): ErrorResponse {
  const status = error instanceof CompanionError ? companionStatus[error.kind] : statusOfApiError(error);
  const message = error instanceof CompanionError ? error.shortMessage : error.description;
  if (operationId === 'getHooks') {
    // The hooks endpoint answers failures in its own shape, never cached (docs/protocol.md#companion-rules).
    return { status, body: { hooks: [], count: 0, error: message }, headers: { 'Cache-Control': 'no-store' } };
  }
  return { status, body: { message }, headers: {} };
}

/** The generic 500; its description is empty on purpose (details go to the log only). */
export function internalErrorResponse(surface: Surface, operationId?: string): ErrorResponse {
  if (surface === 'orderbook') {
    return { status: 500, body: { errorType: 'InternalServerError', description: '' }, headers: {} };
  }
  if (operationId === 'getHooks') {
    return {
      status: 500,
      body: { hooks: [], count: 0, error: 'Internal server error while fetching hooks' },
      headers: { 'Cache-Control': 'no-store' },
    };
  }
  return { status: 500, body: { message: 'Internal server error' }, headers: {} };
}
