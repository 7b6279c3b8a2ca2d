/**
 * The repository stands on its own: every repository path its text names exists, every
 * `docs/*.md#anchor` names a heading of that document, and nothing cites notes kept outside the
 * repository or an issue tracker's numbers (docs/architecture.md explains where things live;
 * docs/protocol.md and docs/decisions.md are what comments cite).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Files the lead is rewriting while they still cite the team's outside notes. Temporary: empty
 * it once those rewrites land, and this constant goes with it.
 */
const FILES_STILL_CITING_OUTSIDE_NOTES: readonly string[] = [
  'simulator/auction/',
  'server/auctions/',
  'scripts/simulation/',
  'simulator/world/networkWorld.ts',
  'simulator/world/scenario.ts',
  'simulator/world/scenario.test.ts',
  'simulator/world/scenarioSchema.ts',
];

/** Top-level folders whose paths text may cite as repository paths. */
const CITABLE_FOLDERS = ['docs', 'openapi', 'generated', 'server', 'simulator', 'conformance', 'scripts'];

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((path) => path !== '');
const trackedSet = new Set(tracked);
const textFiles = tracked.filter((path) => /\.(ts|mjs|js|json|ya?ml|md|sql|sh)$|(^|\/)run$/.test(path));
const text = new Map(textFiles.map((path) => [path, readFileSync(join(root, path), 'utf8')]));

const isAllowListed = (file: string) => FILES_STILL_CITING_OUTSIDE_NOTES.some((prefix) => file.startsWith(prefix));

/** A tracked file or folder; an import's `.js` names its `.ts` source. */
function exists(path: string): boolean {
  const bare = path.replace(/\/$/, '');
  return (
    trackedSet.has(bare) ||
    trackedSet.has(bare.replace(/\.js$/, '.ts')) ||
    tracked.some((file) => file.startsWith(`${bare}/`))
  );
}

/** GitHub's anchor of a Markdown heading. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdownPath: string): Set<string> {
  const markdown = text.get(markdownPath) ?? '';
  return new Set([...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1] as string)));
}

/** Every repository path `content` names (trailing punctuation dropped). */
function citedPaths(content: string): string[] {
  const pattern = new RegExp(`(?<![\\w./@-])((?:${CITABLE_FOLDERS.join('|')})/[\\w./-]*)`, 'g');
  return [...content.matchAll(pattern)].map((match) => (match[1] as string).replace(/[.-]+$/, ''));
}

describe('the repository stands on its own', () => {
  test('behavior: every repository path the text names exists', () => {
    const missing = [...text].flatMap(([file, content]) =>
      citedPaths(content)
        .filter((path) => !exists(path))
        .map((path) => `${file} names ${path}`),
    );
    expect(missing).toEqual([]);
  });

  test('behavior: every docs anchor names a heading of its document', () => {
    const broken = [...text].flatMap(([file, content]) => {
      const links = [
        ...[...content.matchAll(/(?<![\w./-])(docs\/[\w-]+\.md)#([\w-]+)/g)].map((match) => [match[1], match[2]]),
        // Relative links between the documents of docs/.
        ...(file.startsWith('docs/')
          ? [...content.matchAll(/\]\(([\w-]+\.md)#([\w-]+)\)/g)].map((match) => [`docs/${match[1]}`, match[2]])
          : []),
      ] as [string, string][];
      return links
        .filter(([document, anchor]) => !trackedSet.has(document) || !anchorsOf(document).has(anchor))
        .map(([document, anchor]) => `${file} links ${document}#${anchor}`);
    });
    expect(broken).toEqual([]);
  });

  test('behavior: nothing cites the team notes kept outside the repository, or issue numbers', () => {
    const outsideNotes = new RegExp(`\\b(${['PROTOCOL', 'STYLE'].join('|')})\\.md\\b`);
    const issueNumber = /\bissues? #?\d|#\d+ items?\b/i;
    const citing = [...text]
      .filter(([file]) => !isAllowListed(file))
      .flatMap(([file, content]) =>
        content
          .split('\n')
          .flatMap((line, index) =>
            outsideNotes.test(line) || issueNumber.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(citing).toEqual([]);
  });

  test('behavior: the checks see what they check', () => {
    expect(citedPaths('see `server/app.ts`, and docs/protocol.md.')).toEqual(['server/app.ts', 'docs/protocol.md']);
    expect(exists('server/app.ts')).toBe(true);
    expect(exists(['server', 'no-such-file.ts'].join('/'))).toBe(false);
    expect(anchorOf('Where the specification wins over the reference')).toBe(
      'where-the-specification-wins-over-the-reference',
    );
    expect(anchorsOf('docs/protocol.md').has('validation-order')).toBe(true);
  });
});
