/** Types of `build.mjs` (plain JavaScript, so `npm start` runs it without a TypeScript loader). */
export declare const explorerBuildDirectory: string;
export declare const SHIPPED_JS_BUDGET_BYTES: number;
export declare function buildExplorer(
  outDirectory?: string,
): Promise<{ jsBytes: number; jsGzipBytes: number; cssBytes: number }>;
