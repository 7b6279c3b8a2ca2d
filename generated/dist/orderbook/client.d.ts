import { type ClientOptions } from 'openapi-fetch';
import type { paths } from './types.js';
export type { paths, components, operations } from './types.js';
/**
 * A typed openapi-fetch client for this document.
 *
 * @example
 * const client = createOrderbookClient({ baseUrl: 'http://localhost:8080/mainnet' });
 */
export declare function createOrderbookClient(options?: ClientOptions): import("openapi-fetch").Client<paths, `${string}/${string}`>;
