import { NotImplementedError } from '../domain/errors.js';

/**
 * Placeholder for an operation a later issue implements: 501 in the documented error shape.
 * Typed as returning `never`, so it satisfies any handler signature.
 */
export function notImplemented(operationId: string): () => never {
  return () => {
    throw new NotImplementedError(operationId);
  };
}
