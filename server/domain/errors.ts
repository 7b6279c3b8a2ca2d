/**
 * The one error hierarchy of the server. Domain errors carry a documented `errorType` (order
 * book) or `message` (companion) and no HTTP status: `server/http/errorBody.ts` maps them once.
 */
import type { components as Orderbook } from '../../generated/orderbook/types.js';

type Schemas = Orderbook['schemas'];
type ErrorTypeOf<S extends keyof Schemas> = Schemas[S] extends { errorType: infer T } ? T : never;

/** Every `errorType` the order book document declares, plus the generic HTTP-level ones. */
export type OrderbookErrorType =
  | ErrorTypeOf<'InvalidParameterError'>
  | ErrorTypeOf<'NotFoundError'>
  | ErrorTypeOf<'ForbiddenError'>
  | ErrorTypeOf<'WrongOwnerError'>
  | ErrorTypeOf<'PayloadTooLargeError'>
  | ErrorTypeOf<'RateLimitedError'>
  | ErrorTypeOf<'InternalServerError'>
  | ErrorTypeOf<'OrderPostInternalError'>
  | ErrorTypeOf<'OrderPostNotFoundError'>
  | ErrorTypeOf<'PriceEstimationError'>
  | ErrorTypeOf<'OrderPostError'>
  | ErrorTypeOf<'OrderCancellationError'>
  | ErrorTypeOf<'CancellationNotFoundError'>
  | ErrorTypeOf<'AppDataError'>
  | ErrorTypeOf<'UserOrdersError'>
  | ErrorTypeOf<'TradesError'>
  | ErrorTypeOf<'NativePriceBadRequestError'>
  | ErrorTypeOf<'NativePriceNotFoundError'>
  // Not operation errors: HTTP-level refusals of any route (wrong method, a body that is not
  // JSON, a control call without its token, a request that timed out, an unknown `Expect`).
  | 'MethodNotAllowed'
  | 'UnsupportedMediaType'
  | 'Unauthorized'
  | 'RequestTimeout'
  | 'ExpectationFailed';

export type BaseErrorParameters = { cause?: unknown; details?: string };

/** Root of every batchbook error. `shortMessage` and `details` are for logs, never serialised. */
export class BaseError extends Error {
  override name = 'BaseError';
  readonly shortMessage: string;
  readonly details: string | undefined;

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(parameters.details ? `${shortMessage}\n\nDetails: ${parameters.details}` : shortMessage, {
      cause: parameters.cause,
    });
    this.shortMessage = shortMessage;
    this.details = parameters.details;
  }
}

/** Families decide the HTTP status where one errorType means different things per operation. */
export type ErrorFamily = 'generic' | 'orderPost' | 'priceEstimation' | 'orderCancellation' | 'appData' | 'nativePrice';

/** An order-book error with a documented `errorType`, rendered as `{errorType, description, data?}`. */
export class ApiError<T extends OrderbookErrorType = OrderbookErrorType> extends BaseError {
  override name = 'ApiError';
  readonly family: ErrorFamily = 'generic';
  readonly errorType: T;
  readonly description: string;
  readonly data: Record<string, unknown> | undefined;

  constructor(
    errorType: T,
    description: string,
    parameters: BaseErrorParameters & { data?: Record<string, unknown> } = {},
  ) {
    super(`${errorType}: ${description}`, parameters);
    this.errorType = errorType;
    this.description = description;
    this.data = parameters.data;
  }
}

/** Order submission (`POST /api/v1/orders`). */
export class OrderPostError extends ApiError<
  ErrorTypeOf<'OrderPostError'> | 'Forbidden' | 'NoLiquidity' | 'MetadataSerializationFailed'
> {
  override name = 'OrderPostError';
  override readonly family = 'orderPost';
}

/** Quotes (`POST /api/v1/quote`). */
export class PriceEstimationError extends ApiError<ErrorTypeOf<'PriceEstimationError'> | 'Forbidden'> {
  override name = 'PriceEstimationError';
  override readonly family = 'priceEstimation';
}

/** Cancellations, and the replaced order of a replacement. */
export class OrderCancellationError extends ApiError<
  ErrorTypeOf<'OrderCancellationError'> | 'WrongOwner' | 'OrderNotFound'
> {
  override name = 'OrderCancellationError';
  override readonly family = 'orderCancellation';
}

/** App data registration. */
export class AppDataError extends ApiError<ErrorTypeOf<'AppDataError'>> {
  override name = 'AppDataError';
  override readonly family = 'appData';
}

/** `GET /api/v1/token/{token}/native_price`. */
export class NativePriceError extends ApiError<'UnsupportedToken' | 'NoLiquidity'> {
  override name = 'NativePriceError';
  override readonly family = 'nativePrice';
}

export class NotFoundError extends ApiError<'NotFound'> {
  override name = 'NotFoundError';
  constructor(description = 'not found', parameters?: BaseErrorParameters) {
    super('NotFound', description, parameters);
  }
}

/** A request the schema (or a documented parameter rule) rejects; the description names the field. */
export class InvalidParameterError extends ApiError<'InvalidParameter'> {
  override name = 'InvalidParameterError';
  constructor(description: string, parameters?: BaseErrorParameters) {
    super('InvalidParameter', description, parameters);
  }
}

/** Companion API outcomes, rendered as `{message}`. */
export type CompanionErrorKind = 'badRequest' | 'unauthorized' | 'notFound' | 'conflict' | 'internal' | 'unavailable';

export class CompanionError extends BaseError {
  override name = 'CompanionError';
  readonly kind: CompanionErrorKind;

  constructor(kind: CompanionErrorKind, message: string, parameters?: BaseErrorParameters) {
    super(message, parameters);
    this.kind = kind;
  }
}
