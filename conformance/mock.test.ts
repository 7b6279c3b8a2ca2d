/**
 * `npm run mock` answers every operation of every document at its wire path with a documented
 * status, a body valid against that status's schema, and `Content-Type: application/json` (or
 * text for the version).
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { createSchemaValidator, documentNames, loadDocument, resolveRef } from './setup/openapiDocuments.js';
import { waitForHttp } from './setup/startMock.js';
import { targetSpecs } from './setup/target.js';

const mockDocument = loadDocument('mock');
const validator = createSchemaValidator(mockDocument);

type OperationCase = { operationId: string; method: string; path: string; operation: any; item: any };

const cases: OperationCase[] = Object.entries(mockDocument.paths).flatMap(([path, item]) =>
  Object.entries<any>(item)
    .filter(([method]) => method !== 'parameters')
    .map(([method, operation]) => ({ operationId: operation.operationId, method, path, operation, item })),
);

function exampleValue(schema: any): unknown {
  const resolved = resolveRef(mockDocument, schema);
  if (resolved.examples?.[0] !== undefined) return resolved.examples[0];
  if (resolved.enum?.[0] !== undefined) return resolved.enum[0];
  for (const option of resolved.oneOf ?? resolved.anyOf ?? []) {
    const value = exampleValue(option);
    if (value !== undefined) return value;
  }
  if (resolved.type === 'integer') return resolved.minimum ?? 1;
  return undefined;
}

function buildRequest({ method, path, operation, item }: OperationCase) {
  const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter: any) =>
    resolveRef(mockDocument, parameter),
  );
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    const value = parameter.example ?? exampleValue(parameter.schema) ?? 'x';
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === 'query' && parameter.required) query.set(parameter.name, String(value));
  }
  const requestBody = operation.requestBody ? resolveRef(mockDocument, operation.requestBody) : undefined;
  const bodyExample = requestBody
    ? resolveRef(mockDocument, Object.values<any>(requestBody.content['application/json'].examples ?? {})[0])
    : undefined;
  return {
    url: query.size > 0 ? `${url}?${query}` : url,
    init: {
      method: method.toUpperCase(),
      headers: { 'content-type': 'application/json' },
      ...(bodyExample ? { body: JSON.stringify(bodyExample.value) } : {}),
    } satisfies RequestInit,
  };
}

// The Prism that `setup/globalSetup.ts` started for the run (through `startPrism.ts`, as `npm run mock` does).
const mock = { url: targetSpecs().find((spec) => spec.name === 'mock')?.baseUrl ?? '' };
beforeAll(async () => {
  if (mock.url) await waitForHttp(mock.url);
}, 90_000);

// Not on an external run (`npm run conformance`), which starts no mock.
describe.skipIf(!mock.url)('npm run mock', () => {
  test('behavior: serves every operation of every document', () => {
    const operationIds = documentNames
      .filter((name) => name !== 'mock')
      .flatMap((name) =>
        Object.values(loadDocument(name).paths).flatMap((item) =>
          Object.entries<any>(item)
            .filter(([method]) => method !== 'parameters')
            .map(([, operation]) => operation.operationId),
        ),
      );
    expect(cases.map((testCase) => testCase.operationId).sort()).toEqual(operationIds.sort());
  });

  test.each(cases.map((testCase) => [testCase.operationId, testCase] as const))(
    'behavior: %s answers a documented, schema-valid example',
    async (_operationId, testCase) => {
      const request = buildRequest(testCase);
      const response = await fetch(mock.url + request.url, request.init);
      const documented = resolveRef(mockDocument, testCase.operation.responses[String(response.status)]);
      expect(documented, `status ${response.status} is not documented`).toBeDefined();
      expect(response.status).toBeLessThan(300);
      const [mediaType, media] = Object.entries<any>(documented.content ?? {})[0] ?? [];
      expect(response.headers.get('content-type')).toContain(mediaType);
      const text = await response.text();
      const body = mediaType === 'application/json' ? JSON.parse(text) : text;
      expect(validator.validate(media.schema, body)).toBeUndefined();
    },
  );
});
