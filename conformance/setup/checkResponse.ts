/**
 * The response checker every conformance request goes through: the status is documented for the
 * operation, the body matches the schema of that status and media type, and the documented
 * headers (Cache-Control, Retry-After, CORS) and Content-Type are present.
 */
import { documentedResponse, type OperationInfo } from './operationIndex.js';

/** A response that breaks the document; the message names the operation, status and each violation. */
export class ConformanceViolationError extends Error {
  override name = 'ConformanceViolationError';
  constructor(
    readonly operationId: string,
    readonly status: number,
    readonly violations: readonly string[],
  ) {
    super(`${operationId} answered ${status} against the document:\n  - ${violations.join('\n  - ')}`);
  }
}

/**
 * The real server answered 501 `NotImplemented`: the operation has not landed yet. Cases that
 * need the implementation are skipped on this signal (`runCase`), never on anything else.
 */
export class NotImplementedYetError extends Error {
  override name = 'NotImplementedYetError';
  constructor(readonly operationId: string) {
    super(`${operationId} answers 501 NotImplemented on this target (not implemented yet)`);
  }
}

export type ObservedResponse = { status: number; headers: Headers; text: string };

/** Every way `observed` departs from what the document says `operation` answers; empty when it conforms. */
export function findResponseViolations(operation: OperationInfo, observed: ObservedResponse): string[] {
  const { operationId } = operation;
  const violations: string[] = [];
  const where = `${operation.method.toUpperCase()} ${operation.path}`;
  // CORS: both surfaces let any origin read every response (docs/protocol.md#companion-rules;
  // companion documents it per response); the simulator control API lets none (its answers are
  // no other origin's business).
  if (operation.document !== 'simulator' && observed.headers.get('access-control-allow-origin') === null) {
    violations.push(`${operationId}: ${observed.status} response lacks Access-Control-Allow-Origin`);
  }
  const documented = documentedResponse(operation, observed.status);
  if (!documented) {
    const statuses = Object.keys(operation.responses).join(', ');
    violations.push(
      `${operationId} (${where}): status ${observed.status} is not documented (documented: ${statuses}); body: ${observed.text.slice(0, 300)}`,
    );
    return violations;
  }

  for (const [name, header] of Object.entries(documented.headers)) {
    const value = observed.headers.get(name);
    if (value === null) {
      if (header.required) violations.push(`${operationId}: ${observed.status} response lacks header ${name}`);
      continue;
    }
    const typed =
      ['integer', 'number'].includes(header.schema?.type) && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    const error = operation.validator.validate(header.schema, typed);
    if (error) violations.push(`${operationId}: ${observed.status} header ${name}: ${JSON.stringify(value)} ${error}`);
  }

  const mediaTypes = Object.keys(documented.content);
  if (mediaTypes.length === 0) {
    if (observed.text !== '') violations.push(`${operationId}: ${observed.status} documents no body but one was sent`);
    return violations;
  }
  const contentType = observed.headers.get('content-type');
  const mediaType = mediaTypes.find((type) => contentType?.split(';')[0]?.trim().toLowerCase() === type);
  if (mediaType === undefined) {
    violations.push(
      `${operationId}: ${observed.status} Content-Type ${JSON.stringify(contentType)} is not documented (${mediaTypes.join(', ')})`,
    );
    return violations;
  }
  const media = documented.content[mediaType]!;
  if (mediaType === 'text/event-stream') {
    violations.push(...findEventStreamViolations(operation, observed, media.schema));
  }
  let body: unknown = observed.text;
  if (mediaType === 'application/json' || mediaType.endsWith('+json')) {
    try {
      body = JSON.parse(observed.text);
    } catch {
      violations.push(`${operationId}: ${observed.status} body is not JSON: ${observed.text.slice(0, 200)}`);
      return violations;
    }
  }
  const error = operation.validator.validate(media.schema, body);
  if (error) {
    violations.push(
      `${operationId}: ${observed.status} ${mediaType} body does not match its schema: ${error}; body: ${observed.text.slice(0, 300)}`,
    );
  }
  return violations;
}

/**
 * The events of a `text/event-stream` body: each names a documented event type (the schema's
 * `x-events` maps each to the schema of its data), has an `id` unless the schema says its events
 * have none (`x-event-ids: false`), and its data is JSON of that schema.
 */
function findEventStreamViolations(operation: OperationInfo, observed: ObservedResponse, schema: unknown): string[] {
  const { operationId } = operation;
  const streamSchema = schema as { 'x-events'?: Record<string, unknown>; 'x-event-ids'?: boolean } | undefined;
  const eventSchemas = streamSchema?.['x-events'] ?? {};
  const eventsHaveIds = streamSchema?.['x-event-ids'] !== false;
  const violations: string[] = [];
  for (const block of observed.text.split(/\r?\n\r?\n/)) {
    const fields = new Map<string, string>();
    for (const line of block.split(/\r?\n/)) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      fields.set(name, fields.has(name) && name === 'data' ? `${fields.get(name)}\n${value}` : value);
    }
    const data = fields.get('data');
    if (data === undefined) continue;
    const event = fields.get('event') ?? 'message';
    const where = `${operationId}: event ${JSON.stringify(event)}`;
    if (eventsHaveIds && !fields.has('id')) violations.push(`${where} has no id`);
    if (!eventsHaveIds && fields.has('id')) violations.push(`${where} has an id, but the stream documents none`);
    const eventSchema = eventSchemas[event];
    if (eventSchema === undefined) {
      violations.push(`${where} is not documented (documented: ${Object.keys(eventSchemas).join(', ')})`);
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      violations.push(`${where} data is not JSON: ${data.slice(0, 200)}`);
      continue;
    }
    const error = operation.validator.validate(eventSchema, parsed);
    if (error) violations.push(`${where} data does not match its schema: ${error}; data: ${data.slice(0, 300)}`);
  }
  return violations;
}

export type CheckOptions = {
  /** The target may answer 501 `NotImplemented` for an operation that has not landed (the real server only). */
  allowNotImplemented: boolean;
};

/** Throws `ConformanceViolationError` (or `NotImplementedYetError`, where allowed) for a response off the document. */
export function assertResponseConforms(
  operation: OperationInfo,
  observed: ObservedResponse,
  options: CheckOptions,
): void {
  if (options.allowNotImplemented && observed.status === 501 && isNotImplementedBody(observed.text)) {
    throw new NotImplementedYetError(operation.operationId);
  }
  const violations = findResponseViolations(operation, observed);
  if (violations.length > 0) throw new ConformanceViolationError(operation.operationId, observed.status, violations);
}

/** The server's placeholder body: order book `{errorType: 'NotImplemented'}`, companion `{message: '… not implemented yet'}`. */
function isNotImplementedBody(text: string): boolean {
  try {
    const body = JSON.parse(text) as { errorType?: unknown; message?: unknown; error?: unknown };
    return (
      body.errorType === 'NotImplemented' ||
      [body.message, body.error].some((value) => typeof value === 'string' && value.endsWith('is not implemented yet'))
    );
  } catch {
    return false;
  }
}
