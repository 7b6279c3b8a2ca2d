/**
 * The frame of every `conformance/operations/<operationId>.test.ts`: registers the file's cases
 * once per target of the run, gives them a checked client, and adds the cases every operation
 * gets from its document:
 *
 * - the documented example request answers a documented status (all targets);
 * - an unknown network is 404 (order-book operations; not on the mock, which has no networks);
 * - schema-derived malformed requests (fast-check) are 4xx in the documented shape, never 5xx or
 *   501, and leave the state unchanged (targets that validate requests: not the mock, whose
 *   validation errors are Prism's own and not in the documents);
 * - a body over 16 KiB is 413 `PayloadTooLarge`.
 *
 * A case that needs an operation the real server has not implemented yet is skipped on the
 * server while it answers 501 `NotImplemented` (detected at run time from the response), so it
 * starts running by itself when the operation lands. Anywhere else, 501 is an undocumented status.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test, type TestContext } from 'vitest';
import { createCheckedClients, prefer, sendChecked, type CheckedClients, type RawResponse } from './checkedClient.js';
import { ConformanceViolationError, NotImplementedYetError } from './checkResponse.js';
import { exampleRequest } from './exampleRequest.js';
import { isKnownMalformedDeviation, isKnownOversizedDeviation } from './knownDeviations.js';
import { malformedRequests } from './malformedRequests.js';
import { getOperation, type OperationInfo } from './operationIndex.js';
import { openTarget, targetSpecs, type Target } from './target.js';

/** Body size the server must refuse with 413 (docs/protocol.md#errors). */
export const BODY_LIMIT_BYTES = 16 * 1024;
/** The solver-engine API takes whole auctions: its limit is 16 MiB (openapi/solver.yaml). */
export const SOLVE_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

function bodyLimitOf(operation: OperationInfo): number {
  return operation.document === 'solver' ? SOLVE_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
}

/** Runs per operation of the malformed-input property; bounded so `npm test` stays fast. */
export const FUZZ_RUNS = Number(process.env.CONFORMANCE_FUZZ_RUNS ?? 25);
/** Fixed by default so CI runs are reproducible; set FC_SEED to explore other inputs. */
export const FUZZ_SEED = Number(process.env.FC_SEED ?? 20261125);

export type CaseContext = {
  target: Target;
  /** Responses are checked; on the server a 501 `NotImplemented` skips the case. */
  clients: CheckedClients;
  operation: OperationInfo;
  /** Prism `Prefer` header (`code=…, example=…`); the server ignores it. */
  prefer: typeof prefer;
};

export type CaseFunction = (context: CaseContext) => Promise<void>;

export type OperationCases = {
  /** Needs no prior state and leaves none: runs on every target (mock: use `prefer`). */
  stateless(name: string, fn: CaseFunction): void;
  /** Creates state and reads it back: targets that keep state (server; external unless --only-stateless). */
  stateful(name: string, fn: CaseFunction): void;
  /** Sends requests the mock cannot judge (Prism validates requests its own way): server and external. */
  realOnly(name: string, fn: CaseFunction): void;
};

export type DescribeOperationOptions = {
  /** The example request writes (skipped on external targets run with --only-stateless). */
  writes?: boolean;
};

/** Turns the 501 signal into a skip, and never swallows anything else. */
async function runCase(context: TestContext, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof NotImplementedYetError) context.skip(error.message);
    throw error;
  }
}

export function describeOperation(
  operationId: string,
  define: (cases: OperationCases) => void,
  options: DescribeOperationOptions = {},
): void {
  const operation = getOperation(operationId);
  for (const spec of targetSpecs()) {
    describe(`${operationId} [${spec.name}]`, () => {
      let target: Target;
      let clients: CheckedClients;
      let strictClients: CheckedClients;
      beforeAll(async () => {
        target = await openTarget(spec);
        clients = createCheckedClients(target, { allowNotImplemented: target.name === 'server' });
        strictClients = createCheckedClients(target, { allowNotImplemented: false });
      }, 90_000);
      afterAll(async () => {
        await target?.close();
      });
      const context = (): CaseContext => ({ target, clients, operation, prefer });
      const isMock = spec.name === 'mock';
      const cases: OperationCases = {
        stateless: (name, fn) => test(name, (ctx) => runCase(ctx, () => fn(context()))),
        stateful: (name, fn) => test.skipIf(!spec.stateful)(name, (ctx) => runCase(ctx, () => fn(context()))),
        realOnly: (name, fn) => test.skipIf(isMock)(name, (ctx) => runCase(ctx, () => fn(context()))),
      };

      test.skipIf(options.writes === true && spec.name === 'external' && !spec.stateful)(
        'default: the documented example request answers a documented status',
        (ctx) =>
          runCase(ctx, async () => {
            const response = await clients.request(operationId, exampleRequest(operation));
            expect(response.status, response.text).toBeLessThan(500);
            // Prism answers a valid request with the documented success example.
            if (isMock) expect(response.status, response.text).toBeLessThan(300);
          }),
      );

      if (operation.wirePath.startsWith('/{network}')) {
        test.skipIf(isMock)('behavior: an unknown network is 404 NotFound', async () => {
          const response = await sendChecked({ ...target, network: 'goerli' }, operation, exampleRequest(operation), {
            allowNotImplemented: false,
          });
          expect(response.status, response.text).toBe(404);
          expect(response.json).toMatchObject({ errorType: 'NotFound' });
        });
      }

      const malformed = malformedRequests(operation, spec.network)?.filter(
        (candidate) => !isKnownMalformedDeviation(operation, candidate),
      );
      if (malformed) {
        test.skipIf(isMock)(
          `behavior: malformed requests are 4xx in the documented shape, never 5xx, state unchanged (${FUZZ_RUNS} runs)`,
          async () => {
            await fc.assert(
              fc.asyncProperty(malformed, async ({ description, request }) => {
                const before = target.snapshotState?.();
                const response = await sendMalformed(strictClients, operationId, description, request);
                expect(response.status, `${description}: ${response.text}`).toBeGreaterThanOrEqual(400);
                expect(response.status, `${description}: ${response.text}`).toBeLessThan(500);
                assertValidationError(response, description);
                expect(target.snapshotState?.(), `${description} changed the stored state`).toBe(before);
              }),
              { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
            );
          },
          60_000,
        );
      }

      if (operation.requestBody) {
        test.skipIf(isMock || isKnownOversizedDeviation(operationId))(
          `behavior: a body over ${bodyLimitOf(operation) / 1024} KiB is 413 PayloadTooLarge, state unchanged`,
          async () => {
            const base = exampleRequest(operation);
            const padding = 'x'.repeat(bodyLimitOf(operation) + 1024);
            const rawBody = JSON.stringify({ padding, ...(base.body as object) });
            const before = target.snapshotState?.();
            const response = await sendMalformed(strictClients, operationId, 'a 17 KiB body', { ...base, rawBody });
            expect(response.status, response.text).toBe(413);
            if (response.json && typeof response.json === 'object' && 'errorType' in response.json) {
              expect(response.json.errorType).toBe('PayloadTooLarge');
            }
            expect(target.snapshotState?.()).toBe(before);
          },
        );
      }

      define(cases);
    });
  }
}

/** Sends a malformed request; a 501 means the handler ran before validation, which is a failure. */
async function sendMalformed(
  clients: CheckedClients,
  operationId: string,
  description: string,
  request: Parameters<CheckedClients['request']>[1],
): Promise<RawResponse> {
  try {
    return await clients.request(operationId, request);
  } catch (error) {
    if (error instanceof ConformanceViolationError) {
      const hint =
        error.status === 501 ? ' (501: the handler ran; malformed input must be rejected by validation first)' : '';
      error.message = `malformed input (${description})${hint}: ${error.message}`;
    }
    throw error;
  }
}

/** Malformed input is the generic validation error of the surface (schema already checked). */
function assertValidationError(response: RawResponse, description: string): void {
  const body = response.json as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && 'errorType' in body) {
    expect(['InvalidParameter', 'PayloadTooLarge'], `${description}: ${response.text}`).toContain(body.errorType);
    expect(typeof body.description).toBe('string');
  } else if (body && typeof body === 'object' && 'hooks' in body) {
    expect(body, description).toMatchObject({ hooks: [], count: 0, error: expect.any(String) });
  } else {
    expect(body, `${description}: ${response.text}`).toMatchObject({ message: expect.any(String) });
  }
}
