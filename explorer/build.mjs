/**
 * Builds the auction explorer (`explorer/app/`) with esbuild into `.build/explorer/`, the folder
 * the server serves at `/explorer/` (server/http/explorerPage.ts). Nothing built is committed:
 * `npm start`, `npm run build:explorer` and the test run's global setup call this.
 *
 *   node explorer/build.mjs        (prints the shipped JavaScript's size, gzipped)
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const explorerBuildDirectory = join(root, '.build/explorer');

/** The most JavaScript the page may ship, gzipped (the explorer issue's budget). */
export const SHIPPED_JS_BUDGET_BYTES = 150 * 1024;

/**
 * Bundles and minifies the page; returns what it ships. Each file is written under a private name
 * and renamed, so a server reading the folder meanwhile never serves half a file.
 *
 * @returns {Promise<{ jsBytes: number, jsGzipBytes: number, cssBytes: number }>}
 */
export async function buildExplorer(outDirectory = explorerBuildDirectory) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: { app: join(root, 'explorer/app/main.ts') },
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    outdir: join(outDirectory, 'assets'),
    write: false,
    legalComments: 'none',
    logLevel: 'error',
  });
  mkdirSync(join(outDirectory, 'assets'), { recursive: true });
  const writeAtomically = (path, contents) => {
    const partial = `${path}.${process.pid}.tmp`;
    writeFileSync(partial, contents);
    renameSync(partial, path);
  };
  let jsBytes = 0;
  let jsGzipBytes = 0;
  let cssBytes = 0;
  for (const file of result.outputFiles) {
    writeAtomically(file.path, file.contents);
    if (file.path.endsWith('.js')) {
      jsBytes += file.contents.byteLength;
      jsGzipBytes += gzipSync(file.contents, { level: 9 }).byteLength;
    } else if (file.path.endsWith('.css')) cssBytes += file.contents.byteLength;
  }
  writeAtomically(join(outDirectory, 'index.html'), readFileSync(join(root, 'explorer/app/index.html')));
  return { jsBytes, jsGzipBytes, cssBytes };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { jsBytes, jsGzipBytes } = await buildExplorer();
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `explorer built in ${explorerBuildDirectory}: JavaScript ${kib(jsBytes)}, ${kib(jsGzipBytes)} gzipped (budget ${kib(SHIPPED_JS_BUDGET_BYTES)})`,
  );
  if (jsGzipBytes > SHIPPED_JS_BUDGET_BYTES) process.exitCode = 1;
}
