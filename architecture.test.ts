/**
 * The import boundaries of docs/architecture.md#what-may-import-what, held by a test rather than
 * by convention: the simulator never imports the server, domain code has no Koa and no SQL,
 * handlers never reach the database directly, better-sqlite3 lives in `server/db` and
 * `simulator/store` only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name === '__snapshots__') return [];
    return statSync(join(root, path)).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

type Import = { file: string; specifier: string; target: string; typeOnly: boolean };

/** Every import of a file; `target` is the repository path for relative imports, else the package. */
function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), 'utf8');
  const pattern = /^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  return [...text.matchAll(pattern)].map((match) => {
    const specifier = match[2] as string;
    const target = specifier.startsWith('.') ? relative(root, resolve(root, dirname(file), specifier)) : specifier;
    return { file, specifier, target, typeOnly: match[1] !== undefined };
  });
}

const isTestOrBench = (file: string) => /\.(test|bench)\.ts$/.test(file) || file.includes('/testing/');
const all = ['server', 'simulator', 'conformance', 'scripts'].flatMap(sourceFiles).flatMap(importsOf);
const violations = (rule: (entry: Import) => boolean) =>
  all.filter(rule).map((entry) => `${entry.file} imports ${entry.specifier}`);

describe('import boundaries', () => {
  test('behavior: the simulator never imports the server', () => {
    expect(violations((entry) => entry.file.startsWith('simulator/') && entry.target.startsWith('server/'))).toEqual(
      [],
    );
  });

  test('behavior: domain code imports no Koa, no database, no HTTP glue, and generated code only as types', () => {
    expect(
      violations(
        (entry) =>
          entry.file.startsWith('server/domain/') &&
          !isTestOrBench(entry.file) &&
          (/^(koa|@koa\/|better-sqlite3)/.test(entry.target) ||
            /^server\/(db|http|api)\//.test(entry.target) ||
            (entry.target.startsWith('generated/') && !entry.typeOnly)),
      ),
    ).toEqual([]);
  });

  test('behavior: handlers never reach the database directly', () => {
    expect(
      violations(
        (entry) =>
          entry.file.startsWith('server/api/') && !isTestOrBench(entry.file) && entry.target.startsWith('server/db/'),
      ),
    ).toEqual([]);
  });

  test('behavior: better-sqlite3 is used only by server/db and simulator/store', () => {
    expect(
      violations(
        (entry) =>
          entry.target === 'better-sqlite3' &&
          !isTestOrBench(entry.file) &&
          !entry.file.startsWith('server/db/') &&
          !entry.file.startsWith('simulator/store/') &&
          // Benchmark tooling builds and inspects databases directly.
          !entry.file.startsWith('scripts/bench/'),
      ),
    ).toEqual([]);
  });

  test('behavior: Koa stays in the HTTP layer and the composition root', () => {
    expect(
      violations(
        (entry) =>
          /^(koa|@koa\/)/.test(entry.target) &&
          !isTestOrBench(entry.file) &&
          !/^server\/(http\/|app\.ts|main\.ts|analytics\/|companion\/)/.test(entry.file),
      ),
    ).toEqual([]);
  });

  test('behavior: scripts reach the server and the simulator only through their public entries', () => {
    // The Prism mock's launcher is shared with the conformance suite; generated clients are public.
    const publicEntries = ['server/index.js', 'simulator/index.js', 'conformance/setup/startMock.js'];
    expect(
      violations(
        (entry) =>
          entry.file.startsWith('scripts/') &&
          !isTestOrBench(entry.file) &&
          /^(server|simulator|conformance)\//.test(entry.target) &&
          !publicEntries.includes(entry.target),
      ),
    ).toEqual([]);
  });

  test('behavior: nothing imports scripts/', () => {
    expect(violations((entry) => !entry.file.startsWith('scripts/') && entry.target.startsWith('scripts/'))).toEqual(
      [],
    );
  });

  test('behavior: the scan sees the imports it checks', () => {
    expect(all.some((entry) => entry.file === 'server/app.ts' && entry.target === 'koa')).toBe(true);
    expect(all.some((entry) => entry.file.startsWith('server/domain/') && entry.target === 'simulator/index.js')).toBe(
      true,
    );
    expect(all.some((entry) => entry.file.startsWith('scripts/bench/') && entry.target === 'server/index.js')).toBe(
      true,
    );
  });
});
