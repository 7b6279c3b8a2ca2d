import { type ClientOptions } from 'openapi-fetch';
import type { paths } from './types.js';
export type { paths, components, operations } from './types.js';
/**
 * A typed openapi-fetch client for this document.
 *
 * @example
 * const client = createSolverClient({ baseUrl: 'http://localhost:8080' });
 */
export declare function createSolverClient(options?: ClientOptions): import("openapi-fetch").Client<paths, `${string}/${string}`>;
