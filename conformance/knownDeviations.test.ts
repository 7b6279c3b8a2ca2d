/**
 * Each known deviation (`setup/knownDeviations.ts`) still happens. When one of these fails, the
 * deviation was fixed: delete its entry, and the generic cases cover it again.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { knownDeviations } from './setup/knownDeviations.js';
import { allOperations, getOperation } from './setup/operationIndex.js';
import { openTarget, type Target } from './setup/target.js';

let server: Target;
beforeAll(async () => {
  server = await openTarget({ name: 'server', network: 'mainnet', stateful: true });
});
afterAll(async () => {
  await server?.close();
});

const reproductions: Record<string, () => Promise<void>> = {};

describe('known deviations', () => {
  test('default: every known deviation has a reproduction', () => {
    expect(knownDeviations.map((deviation) => deviation.id).sort()).toEqual(Object.keys(reproductions).sort());
  });

  test.each(knownDeviations.map((deviation) => [deviation.id, deviation] as const))(
    'behavior: %s still happens',
    async (id) => {
      await reproductions[id]!();
    },
  );
});
