/**
 * `npm start`: runs the server from an esbuild bundle with plain Node. Loading ~150 TypeScript
 * files and all of viem through tsx's loader hooks took ~2.4 s before the first response; the
 * bundle (tree-shaken, native addons left as packages) answers in about half that.
 *
 * The bundle lives in `.build/` with the list of files it was built from (size and mtime); a start
 * whose inputs are unchanged reuses it, any change rebuilds it first (a few seconds).
 *
 *   node scripts/start.mjs [--scenario FILE]     (the server's environment variables apply)
 *   node scripts/start.mjs --build-only          (refresh the bundle and exit)
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const thisFile = fileURLToPath(import.meta.url);
const bundlePath = join(root, '.build/server.mjs');
const inputsPath = join(root, '.build/server.inputs.json');

/** `{path: "size:mtimeMs"}` of each file, or undefined for a missing one. */
function fingerprint(paths) {
  const entries = {};
  for (const path of paths) {
    if (!existsSync(path)) return undefined;
    const stats = statSync(path);
    entries[path] = `${stats.size}:${stats.mtimeMs}`;
  }
  return entries;
}

function bundleIsFresh() {
  if (!existsSync(bundlePath) || !existsSync(inputsPath)) return false;
  const recorded = JSON.parse(readFileSync(inputsPath, 'utf8'));
  const current = fingerprint(Object.keys(recorded));
  return current !== undefined && Object.entries(recorded).every(([path, stamp]) => current[path] === stamp);
}

/**
 * Modules find their files (migrations, the default scenario) next to their source through
 * `import.meta.url`; inside one bundle that would be the bundle's URL, so keep each source's own.
 */
const keepSourceUrls = {
  name: 'keep-source-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

async function buildBundle() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(root, 'server/main.ts')],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Native addons stay packages; the rest is bundled, so only the parts of viem in use load.
    external: ['better-sqlite3', 'secp256k1'],
    // Bundled CommonJS packages (koa's) require Node's built-ins.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    outfile: bundlePath,
    plugins: [keepSourceUrls],
    logLevel: 'error',
  });
  // Each file is written under a private name, then renamed: servers starting at once never read
  // a partial file, and the inputs list comes last, so it never describes an older bundle.
  mkdirSync(dirname(bundlePath), { recursive: true });
  const writeAtomically = (path, contents) => {
    const partial = `${path}.${process.pid}.tmp`;
    writeFileSync(partial, contents);
    renameSync(partial, path);
  };
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  const inputs = [thisFile, ...Object.keys(result.metafile.inputs).map((input) => resolve(root, input))];
  writeAtomically(inputsPath, JSON.stringify(fingerprint(inputs)));
}

if (!bundleIsFresh()) await buildBundle();
if (!process.argv.includes('--build-only')) {
  // Stack traces name the TypeScript sources.
  process.setSourceMapsEnabled(true);
  const { runMain } = await import(pathToFileURL(bundlePath).href);
  await runMain();
}
