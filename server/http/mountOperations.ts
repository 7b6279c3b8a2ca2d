import type Router from '@koa/router';
import type { ValidateFunction } from 'ajv';
import type { Context as KoaContext, Middleware } from 'koa';
import { InvalidParameterError, NotFoundError } from '../domain/errors.js';
import { describeValidationErrors } from './describeValidationErrors.js';
import { EventStreamResponse } from './eventStream.js';
import type { Surface } from './errorBody.js';
import { jsonBodyReader } from './jsonBody.js';
import { SerializedJson } from './serializedJson.js';

/** The subset of a generated route entry that mounting needs. */
export type MountableOperation = {
  readonly operationId: string;
  readonly method: 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';
  readonly routerPath: string;
  readonly queryParams: readonly string[];
  readonly hasBody: boolean;
  readonly bodyRequired: boolean;
  readonly successContentType: 'application/json' | 'text/plain' | null;
};

type AnyHandler = (input: any, context: any) => unknown;

export type MountOperationsParameters<Context> = {
  surface: Surface;
  operations: readonly MountableOperation[];
  /** Allowed values of the `:network` path parameter; empty when the document has none. */
  networks: readonly string[];
  handlers: Readonly<Record<string, AnyHandler>>;
  parameterValidators: Readonly<Record<string, ValidateFunction>>;
  bodyValidators: Readonly<Record<string, ValidateFunction>>;
  context: Context;
  /** Largest accepted JSON body, in bytes. */
  bodyLimitBytes: number;
  /** Middleware run before the operation's validation (e.g. its rate limit). */
  guard?: (operation: MountableOperation) => Middleware | undefined;
};

/** State that the error handler reads to render errors in the operation's surface. */
export type OperationState = { surface?: Surface; operationId?: string };

/**
 * Registers one route per documented operation: validates path, query and body against the
 * generated ajv validators (400 `InvalidParameter` naming the field), calls the handler with
 * the validated input, and writes its documented success response as JSON (or text).
 */
export function mountOperations<Context>(router: Router, parameters: MountOperationsParameters<Context>): void {
  const readJsonBody = jsonBodyReader(parameters.bodyLimitBytes);
  // Read out once: each caller's parameter object has a hidden class of its own (some start with a
  // spread), and every request's code reading them would see them all (docs/performance.md#v8s-warm-up).
  const { surface, networks, context } = parameters;
  for (const operation of parameters.operations) {
    const handler = parameters.handlers[operation.operationId];
    if (!handler) throw new Error(`no handler for operation ${operation.operationId}`);
    const validatePath = requireValidator(parameters.parameterValidators, `${operation.operationId}_path`);
    const validateQuery = requireValidator(parameters.parameterValidators, `${operation.operationId}_query`);
    const validateBody = operation.hasBody
      ? requireValidator(parameters.bodyValidators, `${operation.operationId}_body`)
      : undefined;

    const markOperation = (ctx: KoaContext) => {
      (ctx.state as OperationState).surface = surface;
      (ctx.state as OperationState).operationId = operation.operationId;
    };
    const hasNetwork = networks.length > 0;
    if (!hasNetwork && operation.routerPath.includes('/:network/'))
      throw new Error(`${operation.operationId}: a :network path parameter needs the surface's networks`);
    const runOperation: Middleware = async function runOperation(ctx) {
      markOperation(ctx);
      // The router's parameters of this request, `network` included: no document declares it, so
      // its validator ignores it, and the handler gets the validated (coerced) object itself.
      const params = ctx.params as Record<string, string>;
      if (hasNetwork && !networks.includes(params.network ?? '')) {
        throw new NotFoundError(`unknown network ${JSON.stringify(params.network)}; known: ${networks.join(', ')}`);
      }
      const query = pickQuery(ctx, operation.queryParams);
      rejectBlankParameters(params, query);
      // The validators coerce in place: keep the texts to check the numbers were written as such.
      const givenParams = { ...params };
      const givenQuery = { ...query };
      if (!validatePath(params)) throw new InvalidParameterError(describeValidationErrors(validatePath.errors, 'path'));
      if (!validateQuery(query))
        throw new InvalidParameterError(describeValidationErrors(validateQuery.errors, 'query'));
      rejectNonDecimalIntegers(givenParams, params);
      rejectNonDecimalIntegers(givenQuery, query);
      const body = validateBody ? readBody(ctx, operation, validateBody) : undefined;

      const returned = handler({ params, query, body, headers: ctx.request.headers }, context);
      // Most handlers answer synchronously: awaiting a plain value would still cost a microtask turn.
      const result = (returned instanceof Promise ? await returned : returned) as {
        status: number;
        body: unknown;
        headers?: Record<string, string>;
      };
      // `ctx.response`, not Koa's `ctx.status`/`ctx.body` delegates: those share one accessor for
      // every delegated name, a megamorphic keyed access on each request.
      if (result.body instanceof EventStreamResponse) return result.body.respond(ctx);
      const response = ctx.response;
      response.status = result.status;
      if (result.headers !== undefined)
        for (const name of Object.keys(result.headers)) response.set(name, result.headers[name]!);
      if (operation.successContentType === 'text/plain') {
        response.type = 'text/plain';
        response.body = String(result.body);
      } else if (result.status !== 204) {
        // Serialise ourselves: Koa would send a bare JSON string (the uid of a new order) as text.
        // The header Koa's `ctx.type = 'application/json'` sets, without its MIME lookup on every request.
        response.set('Content-Type', JSON_CONTENT_TYPE);
        const json = result.body instanceof SerializedJson ? result.body.json : JSON.stringify(result.body);
        response.body = typeof json === 'string' ? asResponseBody(json) : json;
      }
    };

    const guard = parameters.guard?.(operation);
    // The operation is marked before anything that may throw in its name (the guard, the body parser).
    const before = [...(guard ? [guard] : []), ...(operation.hasBody ? [readJsonBody] : [])];
    const middleware: Middleware[] =
      before.length === 0
        ? [runOperation]
        : [
            (ctx, next) => {
              markOperation(ctx);
              return next();
            },
            ...before,
            runOperation,
          ];
    router.register(operation.routerPath, [operation.method.toUpperCase()], middleware, {
      name: operation.operationId,
    });
    // A documented trailing slash (`/affiliate/{walletAddress}/`) is optional on the wire; the
    // router only makes an extra slash optional, so register the path without it too.
    if (operation.routerPath.endsWith('/') && operation.routerPath.length > 1) {
      router.register(operation.routerPath.slice(0, -1), [operation.method.toUpperCase()], middleware);
    }
  }
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Bodies up to this many UTF-16 units go out as text, longer ones as bytes (`asResponseBody`). */
const TEXT_BODY_MAX_LENGTH = 16 * 1024;

/**
 * A short body as text: Node writes the head and the text in one write, with no buffer to
 * allocate. A long one as bytes: given a string, Koa measures its UTF-8 length and then encodes it
 * again to write it (a 1,000-order page is ~1.2 MB).
 */
function asResponseBody(json: string): string | Buffer {
  return json.length <= TEXT_BODY_MAX_LENGTH ? json : Buffer.from(json);
}

function requireValidator(validators: Readonly<Record<string, ValidateFunction>>, name: string): ValidateFunction {
  const validator = validators[name];
  if (!validator) throw new Error(`generated validator ${name} is missing; run npm run generate`);
  return validator;
}

/**
 * Parameters are coerced to their schema types, and ajv would coerce a blank string to 0 or
 * false: reject blank values before that (`?limit=` or `?limit=%20` is not 0).
 */
function rejectBlankParameters(pathParams: Record<string, unknown>, query: Record<string, unknown>) {
  rejectBlankValues(pathParams);
  rejectBlankValues(query);
}

function rejectBlankValues(group: Record<string, unknown>) {
  for (const name in group) {
    const value = group[name];
    if (typeof value === 'string' && value.trim() === '') throw new InvalidParameterError(`${name}: must not be blank`);
  }
}

/**
 * Every numeric parameter is an integer, and the validators coerce any text JavaScript reads as a
 * number (`1e3`, `0x10`, `1.0`, ` 5`); the reference parses them as Rust integers (`str::parse`),
 * which take decimal digits after an optional sign. A parameter the validator turned into a number
 * must have been written so.
 */
function rejectNonDecimalIntegers(given: Record<string, unknown>, coerced: Record<string, unknown>) {
  for (const name in coerced) {
    const text = given[name];
    if (typeof coerced[name] === 'number' && typeof text === 'string' && !/^[+-]?[0-9]+$/.test(text)) {
      throw new InvalidParameterError(`${name}: must be an integer in decimal digits, not ${JSON.stringify(text)}`);
    }
  }
}

/** Declared query parameters only; a repeated parameter takes its first value. */
function pickQuery(ctx: KoaContext, names: readonly string[]): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (names.length === 0) return query;
  const given = ctx.request.query;
  for (const name of names) {
    const value = given[name];
    if (value === undefined) continue;
    query[name] = Array.isArray(value) ? value[0] : value;
  }
  return query;
}

function readBody(ctx: KoaContext, operation: MountableOperation, validate: ValidateFunction): unknown {
  const raw = (ctx.request as { rawBody?: string }).rawBody;
  const hasBody = raw !== undefined && raw.trim() !== '';
  if (!hasBody) {
    if (operation.bodyRequired) throw new InvalidParameterError('body: is required');
    return undefined;
  }
  const body = (ctx.request as { body?: unknown }).body;
  if (!validate(body)) throw new InvalidParameterError(describeValidationErrors(validate.errors, 'body'));
  return body;
}
