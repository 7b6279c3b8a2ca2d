/**
 * `npm start`: runs the server from an esbuild bundle with plain Node (`scripts/bundle.mjs`):
 * loading ~150 TypeScript files and all of viem through tsx's loader hooks is slow to the first
 * response; the bundle (tree-shaken, native addons left as packages) answers sooner
 * (docs/performance.md#start-up). A start that finds the bundle's sources unchanged reuses it, any
 * change rebuilds it first (a second or two).
 *
 *   node scripts/start.mjs [--scenario FILE]     (the server's environment variables apply)
 *   node scripts/start.mjs --build-only          (refresh the bundle and the explorer, and exit)
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundlePaths, freshBundle, unwritableCodes } from './bundle.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { bundle: bundlePath } = bundlePaths('server');

try {
  await freshBundle('server', 'server/main.ts');
} catch (error) {
  if (!unwritableCodes.has(error?.code)) throw error;
  console.error(
    `batchbook: cannot write the server bundle to ${dirname(bundlePath)} (${error.code}). ` +
      'Build it where the checkout is writable (e.g. when the image is built) with ' +
      '`node scripts/start.mjs --build-only`, or run the sources with `npx tsx server/main.ts`.',
  );
  process.exit(1);
}
// The explorer page (`/explorer/`, explorer/build.mjs): built at every start, in well under a second.
try {
  const { buildExplorer } = await import(pathToFileURL(join(root, 'explorer/build.mjs')).href);
  await buildExplorer();
} catch (error) {
  if (!unwritableCodes.has(error?.code)) throw error;
  console.error(
    `batchbook: cannot write the explorer to ${join(root, '.build/explorer')} (${error.code}); ` +
      '/explorer/ answers 503 until `node scripts/start.mjs --build-only` runs where the checkout is writable.',
  );
}
if (!process.argv.includes('--build-only')) {
  // Stack traces name the TypeScript sources.
  process.setSourceMapsEnabled(true);
  const { runMain } = await import(pathToFileURL(bundlePath).href);
  await runMain();
}
