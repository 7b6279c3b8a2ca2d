/**
 * `npm start`: runs the server from an esbuild bundle with plain Node. Loading ~150 TypeScript
 * files and all of viem through tsx's loader hooks is slow to the first response; the bundle
 * (tree-shaken, native addons left as packages) answers sooner (docs/performance.md#start-up).
 *
 * The bundle lives in `.build/` with the files it was built from (size and mtime, taken before
 * each was read), the checkout's root and the esbuild version; a start that finds them unchanged
 * reuses it, any change rebuilds it first (a second or two).
 *
 *   node scripts/start.mjs [--scenario FILE]     (the server's environment variables apply)
 *   node scripts/start.mjs --build-only          (refresh the bundle and the explorer, and exit)
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bundlePath = join(root, '.build/server.mjs');
const inputsPath = join(root, '.build/server.inputs.json');
/** Files that shape the bundle without being part of it: this script, the compiler options, the lockfile. */
const buildFiles = ['scripts/start.mjs', 'tsconfig.json', 'package-lock.json'];

/** `"size:mtimeMs"` of a file under the root, or undefined when it is missing. */
function stamp(relativePath) {
  const path = join(root, relativePath);
  if (!existsSync(path)) return undefined;
  const stats = statSync(path);
  return `${stats.size}:${stats.mtimeMs}`;
}

/**
 * Whether the bundle was built here (the root is recorded: a copied checkout rebuilds), by this
 * esbuild, from files that all still have the size and mtime they had when they were read.
 */
async function bundleIsFresh() {
  if (!existsSync(bundlePath) || !existsSync(inputsPath)) return false;
  const recorded = JSON.parse(readFileSync(inputsPath, 'utf8'));
  const { version } = await import('esbuild');
  if (recorded.root !== root || recorded.esbuild !== version) return false;
  return Object.entries(recorded.files).every(([file, recordedStamp]) => stamp(file) === recordedStamp);
}

async function buildBundle() {
  const { build, transform, version } = await import('esbuild');
  const tsconfigRaw = readFileSync(join(root, 'tsconfig.json'), 'utf8');
  /** Stamps taken before each source is read: an edit during the build makes the next start rebuild. */
  const stamps = new Map();
  /**
   * Modules find their files (migrations, the default scenario) next to their source through
   * `import.meta.url`; inside one bundle that would be the bundle's URL, so each source keeps its
   * own (esbuild's define: real expressions only, never strings or comments). Other `import.meta`
   * members would silently name the bundle: refuse them.
   */
  const keepSourceUrls = {
    name: 'keep-source-urls',
    setup(builder) {
      builder.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
        const file = relative(root, args.path);
        stamps.set(file, stamp(file));
        const { code } = await transform(readFileSync(args.path, 'utf8'), {
          loader: 'ts',
          format: 'esm',
          target: 'node20',
          tsconfigRaw,
          sourcefile: args.path,
          sourcemap: 'inline',
          define: { 'import.meta.url': JSON.stringify(pathToFileURL(args.path).href) },
        });
        if (/\bimport\.meta\b/.test(code.replace(/\/\/# sourceMappingURL=.*$/m, ''))) {
          throw new Error(`${file}: only import.meta.url is supported in the server bundle`);
        }
        return { contents: code, loader: 'js' };
      });
    },
  };
  for (const file of buildFiles) stamps.set(file, stamp(file));
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
  // Packages' files are read by esbuild itself; the lockfile's stamp stands for them too.
  for (const input of Object.keys(result.metafile.inputs)) {
    const file = relative(root, resolve(root, input));
    if (!stamps.has(file)) stamps.set(file, stamp(file));
  }
  // Each file is written under a private name, then renamed: servers starting at once never read
  // a partial file. The inputs list comes last; two builds from the same sources are
  // interchangeable, and a build from changed sources leaves stamps the next start rejects.
  mkdirSync(dirname(bundlePath), { recursive: true });
  const writeAtomically = (path, contents) => {
    const partial = `${path}.${process.pid}.tmp`;
    writeFileSync(partial, contents);
    renameSync(partial, path);
  };
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  writeAtomically(inputsPath, JSON.stringify({ root, esbuild: version, files: Object.fromEntries(stamps) }));
}

/** File-system errors that mean the checkout cannot be written (a read-only image, another user's files). */
const unwritableCodes = new Set(['EACCES', 'EPERM', 'EROFS']);

if (!(await bundleIsFresh())) {
  try {
    await buildBundle();
  } catch (error) {
    if (!unwritableCodes.has(error?.code)) throw error;
    console.error(
      `batchbook: cannot write the server bundle to ${dirname(bundlePath)} (${error.code}). ` +
        'Build it where the checkout is writable (e.g. when the image is built) with ' +
        '`node scripts/start.mjs --build-only`, or run the sources with `npx tsx server/main.ts`.',
    );
    process.exit(1);
  }
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
