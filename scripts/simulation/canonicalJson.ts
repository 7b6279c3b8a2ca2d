/**
 * Canonical JSON for reports that must be byte-identical across runs: object keys sorted
 * (code-unit order), bigints as decimal strings, two-space indentation, a final newline.
 * Arrays keep their order: callers sort them.
 */
import { closeSync, openSync, writeSync } from 'node:fs';

export function canonicalJson(value: unknown): string {
  let text = '';
  for (const chunk of canonicalJsonChunks(value)) text += chunk;
  return text;
}

/**
 * Writes `canonicalJson(value)` to the file at `path` piece by piece: a long study's report
 * (~700 bytes an order, a million orders in 10,000 blocks at 1,000 traders) is longer than the
 * longest string V8 can hold.
 */
export function writeCanonicalJson(path: string, value: unknown): void {
  const fd = openSync(path, 'w');
  try {
    let buffered = '';
    for (const chunk of canonicalJsonChunks(value)) {
      buffered += chunk;
      if (buffered.length >= WRITE_CHUNK_CHARACTERS) {
        writeSync(fd, buffered);
        buffered = '';
      }
    }
    writeSync(fd, buffered);
  } finally {
    closeSync(fd);
  }
}

const WRITE_CHUNK_CHARACTERS = 1 << 20;

/**
 * The report's levels written piece by piece: the report itself and its top-level members (such
 * as its orders and blocks); each entry below as one `JSON.stringify`, re-indented to its depth.
 */
const STREAMED_LEVELS = 2;

/** `canonicalJson(value)` in pieces, exactly `JSON.stringify(canonicalize(value), null, 2)` and a newline. */
function* canonicalJsonChunks(value: unknown): Generator<string> {
  yield* chunksOf(value, '', STREAMED_LEVELS);
  yield '\n';
}

function* chunksOf(value: unknown, indent: string, levels: number): Generator<string> {
  const inner = `${indent}  `;
  if (levels > 0 && Array.isArray(value) && value.length > 0) {
    for (let index = 0; index < value.length; index += 1) {
      yield `${index === 0 ? '[' : ','}\n${inner}`;
      // JSON.stringify writes what it cannot represent in an array as null.
      yield* unrepresentable(value[index]) ? ['null'] : chunksOf(value[index], inner, levels - 1);
    }
    yield `\n${indent}]`;
    return;
  }
  if (levels > 0 && isPlainObject(value)) {
    // ... and leaves it out of an object.
    const entries = sortedEntries(value).filter(([, entry]) => !unrepresentable(entry));
    if (entries.length > 0) {
      for (let index = 0; index < entries.length; index += 1) {
        const [key, entry] = entries[index]!;
        yield `${index === 0 ? '{' : ','}\n${inner}${JSON.stringify(key)}: `;
        yield* chunksOf(entry, inner, levels - 1);
      }
      yield `\n${indent}}`;
      return;
    }
  }
  const text = JSON.stringify(canonicalize(value), null, 2);
  // Strings escape their line breaks, so every line break here is the layout's own.
  yield indent === '' ? text : text.replaceAll('\n', `\n${indent}`);
}

function unrepresentable(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function sortedEntries(value: Record<string, unknown>): [string, unknown][] {
  return Object.entries(value)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function canonicalize(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(canonicalize);
  if (isPlainObject(value)) {
    return Object.fromEntries(sortedEntries(value).map(([key, entry]) => [key, canonicalize(entry)]));
  }
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  return value;
}
