import { describe, expect, test } from 'vitest';
import {
  createSchemaValidator,
  documentNames,
  loadDocument,
  resolveRef,
  type OpenApiDocument,
} from '../conformance/setup/openapiDocuments.js';

type ExampleCase = { where: string; schema: unknown; value: unknown };

/** Every example of a document, paired with the schema it must satisfy. */
function collectExamples(document: OpenApiDocument): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const fromMediaTypes = (where: string, content: Record<string, any> | undefined) => {
    for (const [mediaType, media] of Object.entries(content ?? {})) {
      if (media.example !== undefined) cases.push({ where: `${where} ${mediaType}`, schema: media.schema, value: media.example });
      for (const [name, example] of Object.entries<any>(media.examples ?? {})) {
        cases.push({ where: `${where} ${mediaType} example ${name}`, schema: media.schema, value: resolveRef(document, example).value });
      }
    }
  };
  const fromHeaders = (where: string, headers: Record<string, any> | undefined) => {
    for (const [name, header] of Object.entries(headers ?? {})) {
      const resolved = resolveRef(document, header);
      if (resolved.example !== undefined) cases.push({ where: `${where} header ${name}`, schema: resolved.schema, value: resolved.example });
      for (const value of resolved.schema?.examples ?? []) cases.push({ where: `${where} header ${name}`, schema: resolved.schema, value });
    }
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries<any>(item)) {
      if (method === 'parameters') continue;
      const where = `${method.toUpperCase()} ${path}`;
      for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        const resolved = resolveRef(document, parameter);
        if (resolved.example !== undefined) cases.push({ where: `${where} parameter ${resolved.name}`, schema: resolved.schema, value: resolved.example });
        for (const [name, example] of Object.entries<any>(resolved.examples ?? {})) {
          cases.push({ where: `${where} parameter ${resolved.name} example ${name}`, schema: resolved.schema, value: resolveRef(document, example).value });
        }
      }
      if (operation.requestBody) fromMediaTypes(`${where} request`, resolveRef(document, operation.requestBody).content);
      for (const [status, response] of Object.entries<any>(operation.responses ?? {})) {
        const resolved = resolveRef(document, response);
        fromMediaTypes(`${where} ${status}`, resolved.content);
        fromHeaders(`${where} ${status}`, resolved.headers);
      }
    }
  }
  for (const [name, schema] of Object.entries<any>(document.components?.schemas ?? {})) {
    for (const value of schema.examples ?? []) cases.push({ where: `schema ${name}`, schema, value });
    if (schema.example !== undefined) cases.push({ where: `schema ${name}`, schema, value: schema.example });
  }
  return cases;
}

describe.each(documentNames)('%s examples', (name) => {
  const document = loadDocument(name);
  const validator = createSchemaValidator(document);
  const cases = collectExamples(document);

  test('behavior: the document has examples for every operation', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item).filter((key) => key !== 'parameters'));
    expect(cases.length).toBeGreaterThanOrEqual(operations.length);
  });

  test.each(cases.map((example) => [example.where, example] as const))('%s', (_where, example) => {
    expect(validator.validate(example.schema ?? {}, example.value)).toBeUndefined();
  });
});

describe('example validation', () => {
  test('behavior: an invalid example is reported', () => {
    const document = loadDocument('orderbook');
    const validator = createSchemaValidator(document);
    const order = resolveRef(document, { $ref: '#/components/examples/Order' }).value;
    expect(validator.validate({ $ref: '#/components/schemas/Order' }, order)).toBeUndefined();
    expect(validator.validate({ $ref: '#/components/schemas/Order' }, { ...order, sellAmount: '1e18' })).toMatch(/sellAmount/);
  });
});
