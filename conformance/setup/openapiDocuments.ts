/**
 * The bundled OpenAPI documents (`generated/<doc>/openapi.json`) and an ajv instance that
 * validates values against any schema in them, the way the documents describe the wire.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Every generated document (a folder of `generated/` with a `routes.ts`), so a document added to
 * `openapi/` is picked up without editing the suite. `mock` is the merged document, not one of them.
 */
export const documentNames: readonly string[] = readdirSync(join(root, 'generated'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'generated', entry.name, 'routes.ts')))
  .map((entry) => entry.name)
  .sort();
export type DocumentName = string;

export type OpenApiDocument = {
  paths: Record<string, Record<string, any>>;
  components?: Record<string, Record<string, any>>;
  servers?: { url: string; variables?: Record<string, { enum?: string[] }> }[];
};

export function loadDocument(name: DocumentName): OpenApiDocument {
  return JSON.parse(readFileSync(join(root, 'generated', name, 'openapi.json'), 'utf8')) as OpenApiDocument;
}

export type SchemaValidator = {
  /** Validates a value against a schema of the document; returns the ajv errors as text, or undefined. */
  validate(schema: unknown, value: unknown): string | undefined;
};

export function createSchemaValidator(document: OpenApiDocument): SchemaValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'doc', components: document.components ?? {} });
  // Compiling is the slow part; the same schema objects are validated many times (fuzzing).
  const compiled = new WeakMap<object, ReturnType<typeof ajv.compile>>();
  return {
    validate(schema, value) {
      const key = schema !== null && typeof schema === 'object' ? schema : undefined;
      let validate = key ? compiled.get(key) : undefined;
      if (!validate) {
        validate = ajv.compile(rewriteRefs(schema) as object);
        if (key) compiled.set(key, validate);
      }
      return validate(value) ? undefined : ajv.errorsText(validate.errors);
    },
  };
}

/** Resolves a local `$ref` (`#/components/...`) to its target. */
export function resolveRef<T = any>(document: OpenApiDocument, node: any): T {
  let current = node;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((value: any, key: string) => value?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  }
  return current as T;
}

function rewriteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rewriteRefs);
  if (schema && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `doc${value}` : rewriteRefs(value),
      ]),
    );
  }
  return schema;
}
