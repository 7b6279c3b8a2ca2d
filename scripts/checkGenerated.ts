/**
 * Fails when `generated/` differs from what `npm run generate` would write now: regenerates into
 * a temporary folder and compares every file byte for byte.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const committed = join(root, 'generated');
const fresh = mkdtempSync(join(tmpdir(), 'batchbook-generated-'));

function listFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

try {
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/generate.ts'), '--out', fresh], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const expected = new Set(listFiles(fresh).map((file) => relative(fresh, file)));
  const actual = new Set(listFiles(committed).map((file) => relative(committed, file)));
  const problems: string[] = [];
  for (const file of expected) {
    if (!actual.has(file)) problems.push(`missing: generated/${file}`);
    else if (!readFileSync(join(fresh, file)).equals(readFileSync(join(committed, file)))) {
      problems.push(`stale: generated/${file}`);
    }
  }
  for (const file of actual) if (!expected.has(file)) problems.push(`not generated: generated/${file}`);
  if (problems.length > 0) {
    console.error(
      `generated/ is out of date with openapi/; run \`npm run generate\` and commit:\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`generated/ is fresh (${expected.size} files)`);
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
