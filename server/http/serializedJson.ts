/**
 * A success body its handler already serialized, typed as the value the JSON text encodes: the
 * order reads splice cached JSON parts (`toOrdersJson`) instead of building 1,000 objects for
 * `JSON.stringify`. `mountOperations` sends `json` as it is.
 */
export class SerializedJson<T> {
  /** Type only: what `json` encodes, so a handler can only return it where that body is documented. */
  declare private readonly encodes: T;
  /** The JSON text, or its UTF-8 bytes (`utf8OfParts`). */
  constructor(readonly json: string | Buffer) {}
}

/**
 * Parts are joined in groups of about this many UTF-16 units, each well below V8's large-object
 * size (128 KiB): a larger string gets pages of its own, mapped fresh for every response
 * (docs/performance.md#order-reads).
 */
const GROUP_LENGTH = 32 * 1024;

/** `Buffer.from(parts.join(''))`, without the one large string between (`GROUP_LENGTH`). */
export function utf8OfParts(parts: readonly string[]): Buffer {
  const groups: string[] = [];
  let bytes = 0;
  let start = 0;
  let length = 0;
  for (let index = 0; index < parts.length; index += 1) {
    length += parts[index]!.length;
    if (length >= GROUP_LENGTH || index === parts.length - 1) {
      const group = parts.slice(start, index + 1).join('');
      groups.push(group);
      bytes += Buffer.byteLength(group);
      start = index + 1;
      length = 0;
    }
  }
  const buffer = Buffer.allocUnsafe(bytes);
  let offset = 0;
  for (const group of groups) offset += buffer.write(group, offset);
  return buffer;
}

type WithSerializedBody<Result> = Result extends { body: infer Body }
  ? Result | (Omit<Result, 'body'> & { body: SerializedJson<Body> })
  : Result;

/** A generated `Handler` that may also answer its documented body as `SerializedJson` of it. */
export type SerializingHandler<H> = H extends (input: infer Input, context: infer Context) => infer Returned
  ? (
      input: Input,
      context: Context,
    ) => WithSerializedBody<Awaited<Returned>> | Promise<WithSerializedBody<Awaited<Returned>>>
  : never;

/** Generated `Handlers` where the operations named by `Serializing` may answer `SerializedJson`. */
export type HandlersSerializing<Handlers, Serializing extends keyof Handlers> = Omit<Handlers, Serializing> & {
  [Operation in Serializing]: SerializingHandler<Handlers[Operation]>;
};
