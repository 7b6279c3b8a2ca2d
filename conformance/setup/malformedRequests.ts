/**
 * Schema-derived malformed requests for an operation (fast-check arbitraries): wrong types,
 * missing required fields, bad hex, out-of-range integers, unknown enum values, wrong lengths,
 * too many items. Every candidate is checked against the document and kept only if the
 * document rejects it, so the server must answer it in validation, before any handler.
 *
 * Not here, on purpose: inputs the schema accepts and the operation rejects (uint256 overflow,
 * an app data hash mismatch). Those reach the handler and are cases of each operation's file.
 */
import fc from 'fast-check';
import type { RawRequest } from './checkedClient.js';
import { exampleRequest } from './exampleRequest.js';
import { resolveRef } from './openapiDocuments.js';
import { routeWirePath, type OperationInfo } from './operationIndex.js';

export type MalformedCase = { description: string; request: RawRequest };

const UINT256_OVERFLOW = (2n ** 256n).toString();

/** Values wrong for most fields; the schema filter keeps those wrong for a given one. */
const wrongJsonValues: readonly unknown[] = [
  123,
  -1,
  1.5,
  2 ** 32,
  2 ** 53 + 2,
  true,
  null,
  {},
  [],
  '',
  'notAnEnumValue',
  '0x',
  `0x${'zz'.repeat(20)}`,
  '-1',
  '1e18',
  '0x10',
  ' 1',
  'x'.repeat(300),
];

/** Strings wrong for most path and query parameters. */
const wrongStrings: readonly string[] = [
  'abc',
  '-1',
  '1.5',
  '1e3',
  '0x',
  '0xzz',
  'notAnEnumValue',
  '18446744073709551616',
  UINT256_OVERFLOW,
  ' ',
  'null',
  'x'.repeat(300),
];

/** Variants of a valid string that break hex, length or character rules. */
function mangledStrings(valid: string): string[] {
  if (valid === '') return [];
  return [
    valid.slice(0, -1),
    `${valid}0`,
    `${valid.slice(0, -1)}g`,
    valid.replace(/^0x/, '0X'),
    valid.startsWith('0x') ? `0x${'z'.repeat(valid.length - 2)}` : `${valid}!`,
  ];
}

/** How a server reads a path or query string for a schema: numbers and booleans are coerced. */
function asParameterValue(operation: OperationInfo, schema: unknown, value: string): unknown {
  const resolved = resolveRef(operation.documentObject, schema) ?? {};
  if ((resolved.type === 'integer' || resolved.type === 'number') && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(value)) {
    return Number(value);
  }
  if (resolved.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

type JsonPath = (string | number)[];

function leafPaths(value: unknown, path: JsonPath = []): JsonPath[] {
  if (Array.isArray(value)) {
    return [path, ...value.slice(0, 2).flatMap((item, index) => leafPaths(item, [...path, index]))];
  }
  if (value !== null && typeof value === 'object') {
    return [path, ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]))];
  }
  return [path];
}

function getAt(value: unknown, path: JsonPath): any {
  return path.reduce<any>((current, key) => current?.[key], value);
}

function setAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as any;
  const parent = getAt(copy, path.slice(0, -1));
  parent[path[path.length - 1]!] = replacement;
  return copy;
}

function deleteAt(value: unknown, path: JsonPath): unknown {
  const copy = structuredClone(value) as any;
  const parent = getAt(copy, path.slice(0, -1));
  if (Array.isArray(parent)) parent.splice(Number(path[path.length - 1]), 1);
  else delete parent[path[path.length - 1]!];
  return copy;
}

const describePath = (path: JsonPath) => (path.length === 0 ? 'body' : `body.${path.join('.')}`);

function bodyCandidates(operation: OperationInfo, example: unknown): MalformedCase[] {
  const schema = operation.requestBody!.schema;
  const invalid = (body: unknown) => operation.validator.validate(schema, body) !== undefined;
  const cases: MalformedCase[] = [];
  const add = (description: string, body: unknown) => {
    if (invalid(body)) cases.push({ description, request: { body } });
  };
  for (const path of leafPaths(example)) {
    const current = getAt(example, path);
    if (path.length > 0) add(`${describePath(path)} missing`, deleteAt(example, path));
    for (const wrong of wrongJsonValues)
      add(`${describePath(path)} = ${JSON.stringify(wrong).slice(0, 40)}`, setAt(example, path, wrong));
    if (typeof current === 'string') {
      for (const mangled of mangledStrings(current))
        add(`${describePath(path)} = ${JSON.stringify(mangled).slice(0, 40)}`, setAt(example, path, mangled));
    }
    if (typeof current === 'number') {
      for (const wrong of [current + 0.5, -current - 1, String(current), Number.MAX_SAFE_INTEGER * 4]) {
        add(`${describePath(path)} = ${JSON.stringify(wrong)}`, setAt(example, path, wrong));
      }
    }
    if (Array.isArray(current) && current.length > 0) {
      // Too many items, if it stays under the body limit (that case is the oversized-body test).
      const many = Array.from({ length: 129 }, () => current[0]);
      if (JSON.stringify(setAt(example, path, many)).length < 12 * 1024)
        add(`${describePath(path)} with 129 items`, setAt(example, path, many));
    }
  }
  return cases;
}

function parameterCandidates(operation: OperationInfo, base: RawRequest, network: string): MalformedCase[] {
  const cases: MalformedCase[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.name === 'network' || (parameter.in !== 'path' && parameter.in !== 'query')) continue;
    const valid = base.path?.[parameter.name] ?? base.query?.[parameter.name];
    const candidates = [...wrongStrings, ...(valid ? mangledStrings(valid) : [])];
    for (const value of candidates) {
      if (
        operation.validator.validate(parameter.schema, asParameterValue(operation, parameter.schema, value)) ===
        undefined
      )
        continue;
      const request: RawRequest =
        parameter.in === 'path'
          ? { ...base, path: { ...base.path, [parameter.name]: value } }
          : { ...base, query: { ...base.query, [parameter.name]: value } };
      if (parameter.in === 'path' && !routesHere(operation, request, network)) continue;
      cases.push({ description: `${parameter.in} ${parameter.name} = ${JSON.stringify(value).slice(0, 40)}`, request });
    }
  }
  return cases;
}

/** A fuzzed path value must still reach this operation (not `/solver_competition/latest`, not a dot segment). */
function routesHere(operation: OperationInfo, request: RawRequest, network: string): boolean {
  let path = operation.wirePath.replace('{network}', network);
  for (const [name, value] of Object.entries(request.path ?? {}))
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  // Clients resolve dot segments before sending (`/app_data/.` goes out as `/app_data/`).
  path = new URL(path, 'http://client.invalid').pathname;
  return routeWirePath(operation.method, path, network) === operation;
}

/**
 * Malformed requests for one operation, or undefined when it takes no input at all. Enumerated
 * candidates (each schema rule broken once) mixed with random strings and JSON values.
 */
export function malformedRequests(operation: OperationInfo, network: string): fc.Arbitrary<MalformedCase> | undefined {
  const base = exampleRequest(operation);
  const enumerated = [
    ...parameterCandidates(operation, base, network),
    ...(operation.requestBody && base.body !== undefined
      ? bodyCandidates(operation, base.body).map((malformed) => ({
          description: malformed.description,
          request: { ...base, body: malformed.request.body },
        }))
      : []),
  ];
  const arbitraries: fc.Arbitrary<MalformedCase>[] = [];
  if (enumerated.length > 0) arbitraries.push(fc.constantFrom(...enumerated));

  const randomString = fc.string({ minLength: 1, maxLength: 80 });
  const randomCase = (parameter: OperationInfo['parameters'][number], value: string) => {
    const request: RawRequest =
      parameter.in === 'path'
        ? { ...base, path: { ...base.path, [parameter.name]: value } }
        : { ...base, query: { ...base.query, [parameter.name]: value } };
    const valid =
      operation.validator.validate(parameter.schema, asParameterValue(operation, parameter.schema, value)) ===
        undefined ||
      (parameter.in === 'path' && !routesHere(operation, request, network));
    return { description: `${parameter.in} ${parameter.name} = ${JSON.stringify(value)}`, request, valid };
  };
  // Only parameters that random strings often break: for a free-form string (`minLength: 1`) almost
  // every one is valid, and filtering for the rare invalid one would spin for minutes.
  const stringParameters = operation.parameters.filter(
    (parameter) =>
      parameter.name !== 'network' &&
      (parameter.in === 'path' || parameter.in === 'query') &&
      fc.sample(randomString, { numRuns: 50, seed: 1 }).filter((value) => !randomCase(parameter, value).valid).length >=
        5,
  );
  if (stringParameters.length > 0) {
    arbitraries.push(
      fc
        .tuple(fc.constantFrom(...stringParameters), randomString)
        .map(([parameter, value]) => randomCase(parameter, value))
        .filter((malformed) => !malformed.valid)
        .map(({ description, request }) => ({ description, request })),
    );
  }
  if (operation.requestBody && base.body !== undefined) {
    const paths = leafPaths(base.body);
    const schema = operation.requestBody.schema;
    arbitraries.push(
      fc
        .tuple(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 2 }))
        .map(([path, value]) => ({
          description: `${describePath(path)} = ${JSON.stringify(value).slice(0, 60)}`,
          request: { ...base, body: setAt(base.body, path, value) },
        }))
        .filter((malformed) => operation.validator.validate(schema, malformed.request.body) !== undefined),
    );
  }
  return arbitraries.length > 0 ? fc.oneof(...arbitraries) : undefined;
}
