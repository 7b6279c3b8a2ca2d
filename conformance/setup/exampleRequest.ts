/**
 * A request that satisfies an operation's schemas, built from the documented examples (the
 * parameter's example, its schema's first example or enum value, the body's named example).
 */
import type { RawRequest } from './checkedClient.js';
import { resolveRef } from './openapiDocuments.js';
import type { OperationInfo } from './operationIndex.js';

export function exampleValue(operation: OperationInfo, schema: unknown): unknown {
  const resolved = resolveRef(operation.documentObject, schema) ?? {};
  if (resolved.examples?.[0] !== undefined) return resolved.examples[0];
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.[0] !== undefined) return resolved.enum[0];
  for (const option of [...(resolved.allOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])]) {
    const value = exampleValue(operation, option);
    if (value !== undefined) return value;
  }
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.type === 'integer' || resolved.type === 'number') return resolved.minimum ?? 1;
  return undefined;
}

/** The documented example request of an operation; `bodyExample` picks a named body example. */
export function exampleRequest(operation: OperationInfo, bodyExample?: string): RawRequest {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path' && parameter.name === 'network') continue;
    const value = parameter.example ?? exampleValue(operation, parameter.schema);
    if (parameter.in === 'path') path[parameter.name] = String(value ?? 'x');
    else if (parameter.in === 'query' && parameter.required) query[parameter.name] = String(value ?? 'x');
  }
  const examples = operation.requestBody?.examples ?? {};
  const body = bodyExample === undefined ? Object.values(examples)[0] : examples[bodyExample];
  if (bodyExample !== undefined && body === undefined) {
    throw new Error(`${operation.operationId} documents no body example ${bodyExample}`);
  }
  return {
    ...(Object.keys(path).length > 0 ? { path } : {}),
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(body !== undefined ? { body: structuredClone(body) } : {}),
  };
}
