/**
 * esbuild bundles of the repository's TypeScript entry points, run with plain Node: `npm start`
 * (`server/main.ts`) and `npm run simulate` (`scripts/simulate.ts`). Loading ~150 TypeScript files
 * and all of viem through tsx's loader hooks is slow to start; and tsx compiles with esbuild's
 * `keepNames`, which wraps every named function a call creates in an `Object.defineProperty`, a
 * few ms of a simulated block (docs/performance.md, "The fifth round"). A bundle has neither cost.
 *
 * A bundle lives in `.build/NAME.mjs` with the files it was built from (size and mtime, taken
 * before each was read), the checkout's root and the esbuild version (`.build/NAME.inputs.json`);
 * a run that finds them unchanged reuses it, any change rebuilds it first (a second or two).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Files that shape every bundle without being part of it: this script, the compiler options, the lockfile. */
const buildFiles = ['scripts/bundle.mjs', 'tsconfig.json', 'package-lock.json'];

/** File-system errors that mean the checkout cannot be written (a read-only image, another user's files). */
export const unwritableCodes = new Set(['EACCES', 'EPERM', 'EROFS']);

/** Where the bundle `name` lives, and the record of what it was built from. */
export function bundlePaths(name) {
  return { bundle: join(root, `.build/${name}.mjs`), inputs: join(root, `.build/${name}.inputs.json`) };
}

/**
 * The path of the bundle `name` of `entry` (a path from the checkout's root), built first when
 * missing or stale. Throws what the file system throws when `.build/` cannot be written (codes in
 * `unwritableCodes`).
 *
 * @example
 * const { runMain } = await import(pathToFileURL(await freshBundle('server', 'server/main.ts')).href);
 */
export async function freshBundle(name, entry) {
  const paths = bundlePaths(name);
  if (!(await bundleIsFresh(paths))) await buildBundle(entry, paths);
  return paths.bundle;
}

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
async function bundleIsFresh({ bundle, inputs }) {
  if (!existsSync(bundle) || !existsSync(inputs)) return false;
  const recorded = JSON.parse(readFileSync(inputs, 'utf8'));
  const { version } = await import('esbuild');
  if (recorded.root !== root || recorded.esbuild !== version) return false;
  return Object.entries(recorded.files).every(([file, recordedStamp]) => stamp(file) === recordedStamp);
}

async function buildBundle(entry, { bundle, inputs }) {
  const { build, transform, version } = await import('esbuild');
  const tsconfigRaw = readFileSync(join(root, 'tsconfig.json'), 'utf8');
  /** Stamps taken before each source is read: an edit during the build makes the next run rebuild. */
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
          throw new Error(`${file}: only import.meta.url is supported in a bundle`);
        }
        return { contents: code, loader: 'js' };
      });
    },
  };
  for (const file of buildFiles) stamps.set(file, stamp(file));
  const result = await build({
    entryPoints: [join(root, entry)],
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
    outfile: bundle,
    plugins: [keepSourceUrls],
    logLevel: 'error',
  });
  // Packages' files are read by esbuild itself; the lockfile's stamp stands for them too.
  for (const input of Object.keys(result.metafile.inputs)) {
    const file = relative(root, resolve(root, input));
    if (!stamps.has(file)) stamps.set(file, stamp(file));
  }
  // Each file is written under a private name, then renamed: processes starting at once never
  // read a partial file. The inputs list comes last; two builds from the same sources are
  // interchangeable, and a build from changed sources leaves stamps the next run rejects.
  mkdirSync(dirname(bundle), { recursive: true });
  const writeAtomically = (path, contents) => {
    const partial = `${path}.${process.pid}.tmp`;
    writeFileSync(partial, contents);
    renameSync(partial, path);
  };
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  writeAtomically(inputs, JSON.stringify({ root, esbuild: version, files: Object.fromEntries(stamps) }));
}
