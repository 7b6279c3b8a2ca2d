/**
 * Every documented operation of every generated document, resolved once: its wire path, its
 * parameters and request body, and its responses. Lookup by operationId or by document, method
 * and path template (what openapi-fetch middleware sees as `schemaPath`).
 */
import {
  createSchemaValidator,
  documentNames,
  loadDocument,
  resolveRef,
  type OpenApiDocument,
  type SchemaValidator,
} from './openapiDocuments.js';

export type ResolvedParameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: any;
  example?: unknown;
};

export type ResolvedResponse = {
  description?: string;
  headers: Record<string, { required: boolean; schema: any }>;
  /** Media type → schema and named example values. */
  content: Record<string, { schema: any; examples: Record<string, unknown> }>;
};

export type OperationInfo = {
  document: string;
  operationId: string;
  method: 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';
  /** Path template in the document (`/api/v1/orders/{UID}`). */
  path: string;
  /** Path template on the wire, with the document's server prefix (`/{network}/api/v1/orders/{UID}`). */
  wirePath: string;
  parameters: ResolvedParameter[];
  requestBody?: { required: boolean; schema: any; examples: Record<string, unknown> };
  /** Keyed as in the document: `200`, `4XX`, `default`. */
  responses: Record<string, ResolvedResponse>;
  validator: SchemaValidator;
  documentObject: OpenApiDocument;
};

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

function serverPrefix(document: OpenApiDocument): string {
  const url = document.servers?.[0]?.url ?? '';
  return url.replace(/^[a-z]+:\/\/[^/]*/i, '').replace(/\/$/, '');
}

function namedExamples(document: OpenApiDocument, media: any): Record<string, unknown> {
  const examples: Record<string, unknown> = {};
  for (const [name, example] of Object.entries<any>(media?.examples ?? {})) {
    examples[name] = resolveRef(document, example)?.value;
  }
  if (media?.example !== undefined) examples.default = media.example;
  return examples;
}

function indexDocument(name: string): OperationInfo[] {
  const document = loadDocument(name);
  const validator = createSchemaValidator(document);
  const prefix = serverPrefix(document);
  const result: OperationInfo[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])]
        .map((parameter: any) => resolveRef(document, parameter))
        .map((parameter: any): ResolvedParameter => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required === true,
          schema: parameter.schema ?? {},
          ...(parameter.example !== undefined ? { example: parameter.example } : {}),
        }));
      const body = operation.requestBody ? resolveRef(document, operation.requestBody) : undefined;
      const bodyMedia = body?.content?.['application/json'];
      const responses: Record<string, ResolvedResponse> = {};
      for (const [status, response] of Object.entries<any>(operation.responses ?? {})) {
        const resolved = resolveRef(document, response);
        responses[status] = {
          description: resolved.description,
          headers: Object.fromEntries(
            Object.entries<any>(resolved.headers ?? {}).map(([headerName, header]) => {
              const resolvedHeader = resolveRef(document, header);
              return [headerName, { required: resolvedHeader.required === true, schema: resolvedHeader.schema ?? {} }];
            }),
          ),
          content: Object.fromEntries(
            Object.entries<any>(resolved.content ?? {}).map(([mediaType, media]) => [
              mediaType,
              { schema: media.schema ?? {}, examples: namedExamples(document, media) },
            ]),
          ),
        };
      }
      result.push({
        document: name,
        operationId: operation.operationId,
        method,
        path,
        wirePath: prefix + path,
        parameters,
        ...(bodyMedia
          ? {
              requestBody: {
                required: body.required === true,
                schema: bodyMedia.schema ?? {},
                examples: namedExamples(document, bodyMedia),
              },
            }
          : {}),
        responses,
        validator,
        documentObject: document,
      });
    }
  }
  return result;
}

let cached: OperationInfo[] | undefined;

/** All operations of all generated documents (`mock` excluded: it is the merge of the others). */
export function allOperations(): OperationInfo[] {
  cached ??= documentNames.filter((name) => name !== 'mock').flatMap(indexDocument);
  return cached;
}

let cachedMock: OperationInfo[] | undefined;

/** The operations of the merged document Prism serves (`generated/mock/`), paths already at the wire. */
export function mockOperations(): OperationInfo[] {
  cachedMock ??= indexDocument('mock');
  return cachedMock;
}

export function getOperation(operationId: string): OperationInfo {
  const found = allOperations().find((operation) => operation.operationId === operationId);
  if (!found) throw new Error(`no documented operation ${operationId}`);
  return found;
}

export function findOperationByTemplate(document: string, method: string, path: string): OperationInfo | undefined {
  const lower = method.toLowerCase();
  return allOperations().find(
    (operation) => operation.document === document && operation.method === lower && operation.path === path,
  );
}

/**
 * The operation a concrete wire path is routed to, the way the server's router chooses (literal
 * segments beat parameters), or undefined. Fuzzed path values that land on another operation
 * (`/solver_competition/latest`) are not malformed inputs of this one.
 */
export function routeWirePath(
  method: string,
  path: string,
  network: string,
  operations: readonly OperationInfo[] = allOperations(),
): OperationInfo | undefined {
  const segments = path.split('/');
  let best: { operation: OperationInfo; literals: number } | undefined;
  for (const operation of operations) {
    if (operation.method !== method.toLowerCase()) continue;
    const template = operation.wirePath.replace('{network}', network).split('/');
    if (template.length !== segments.length) continue;
    let literals = 0;
    const matches = template.every((part, index) => {
      if (/^\{[^}]+\}$/.test(part)) return (segments[index] ?? '') !== '';
      literals += 1;
      return part === segments[index];
    });
    if (matches && (!best || literals > best.literals)) best = { operation, literals };
  }
  return best?.operation;
}

/** Where documented responses apply: the exact status, else `4XX`-style ranges, else `default`. */
export function documentedResponse(operation: OperationInfo, status: number): ResolvedResponse | undefined {
  return (
    operation.responses[String(status)] ??
    operation.responses[`${String(status)[0]}XX`] ??
    operation.responses[`${String(status)[0]}xx`] ??
    operation.responses.default
  );
}
