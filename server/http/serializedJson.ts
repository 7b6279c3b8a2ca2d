/**
 * A success body its handler already serialized, typed as the value the JSON text encodes: the
 * order reads splice stored JSON fragments (`toOrdersJson`) instead of building 1,000 objects for
 * `JSON.stringify`. `mountOperations` sends `json` as it is.
 */
export class SerializedJson<T> {
  /** Type only: what `json` encodes, so a handler can only return it where that body is documented. */
  declare private readonly encodes: T;
  constructor(readonly json: string) {}
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
