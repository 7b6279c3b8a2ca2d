/**
 * Coverage rule: every operationId of every generated document (`generated/*\/routes.ts`)
 * has `conformance/operations/<operationId>.test.ts`, and that file describes it with
 * `describeOperation('<operationId>', …)` (which adds the document-derived cases). A document
 * added to `openapi/` (and generated) fails this until its operations have files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { documentNames } from './setup/openapiDocuments.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const operationsDir = join(root, 'conformance/operations');

type RoutesModule = { operations: readonly { operationId: string }[] };

const documented: { document: string; operationId: string }[] = [];
for (const document of documentNames.filter((name) => name !== 'mock')) {
  const routes = (await import(pathToFileURL(join(root, 'generated', document, 'routes.ts')).href)) as RoutesModule;
  for (const { operationId } of routes.operations) documented.push({ document, operationId });
}

function isCovered(operationId: string): boolean {
  const file = join(operationsDir, `${operationId}.test.ts`);
  return existsSync(file) && new RegExp(`describeOperation\\(\\s*'${operationId}'`).test(readFileSync(file, 'utf8'));
}

describe('conformance coverage', () => {
  test('default: every operationId of every document has a conformance file', () => {
    const missing = documented.filter(({ operationId }) => !isCovered(operationId));
    const covered = documented.length - missing.length;
    const percent = documented.length === 0 ? 100 : (100 * covered) / documented.length;
    const report =
      `conformance coverage: ${covered}/${documented.length} operationIds (${percent.toFixed(1)} %)` +
      (missing.length > 0
        ? `; missing conformance/operations/<operationId>.test.ts for:\n${missing
            .map(({ document, operationId }) => `  - ${document}: ${operationId}`)
            .join('\n')}`
        : '');
    console.info(report);
    expect(missing, report).toEqual([]);
  });

  test('behavior: operationIds are unique across documents (file names are operationIds)', () => {
    const ids = documented.map(({ operationId }) => operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  test('behavior: no conformance file for an operation the documents no longer have', () => {
    const ids = new Set(documented.map(({ operationId }) => operationId));
    const stray = readdirSync(operationsDir)
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.test\.ts$/, ''))
      .filter((id) => !ids.has(id));
    expect(stray).toEqual([]);
  });
});
