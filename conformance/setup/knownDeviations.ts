/**
 * Deviations from the documents that the suite found and that are not fixed yet. Each is left
 * out of the generic cases (so one known bug does not hide new ones behind a red test) and has
 * a test in `conformance/knownDeviations.test.ts` asserting it still happens: when it is fixed,
 * that test fails, and the entry must be removed. Keep this list short.
 */
import type { MalformedCase } from './malformedRequests.js';
import type { OperationInfo } from './operationIndex.js';

export type KnownDeviation = {
  id: string;
  /** What is wrong and where it must be fixed. */
  reason: string;
  /** Malformed-input cases (generic fuzz) this deviation explains. */
  coversMalformed?(operation: OperationInfo, malformed: MalformedCase): boolean;
  /** Operations whose oversized-body case this deviation explains. */
  coversOversizedBody?: readonly string[];
};

export const knownDeviations: readonly KnownDeviation[] = [];

export function isKnownMalformedDeviation(operation: OperationInfo, malformed: MalformedCase): boolean {
  return knownDeviations.some((deviation) => deviation.coversMalformed?.(operation, malformed) === true);
}

export function isKnownOversizedDeviation(operationId: string): boolean {
  return knownDeviations.some((deviation) => deviation.coversOversizedBody?.includes(operationId) === true);
}
