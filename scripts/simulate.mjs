/**
 * `npm run simulate`: runs `scripts/simulate.ts` from an esbuild bundle with plain Node
 * (`scripts/bundle.mjs`), rebuilt only when a source changed: it starts sooner than through tsx,
 * and its code runs without the per-closure cost of tsx's `keepNames` (docs/performance.md, "The
 * fifth round"). The arguments are the CLI's (`scripts/simulate.ts`); `npx tsx scripts/simulate.ts`
 * runs the sources directly.
 */
import { pathToFileURL } from 'node:url';
import { freshBundle, unwritableCodes } from './bundle.mjs';

let bundle;
try {
  bundle = await freshBundle('simulate', 'scripts/simulate.ts');
} catch (error) {
  if (!unwritableCodes.has(error?.code)) throw error;
  console.error(
    `batchbook: cannot write the simulation's bundle to .build/ (${error.code}); ` +
      'run the sources with `npx tsx scripts/simulate.ts` instead.',
  );
  process.exit(1);
}
// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
