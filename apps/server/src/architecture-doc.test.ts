// docs/architecture.md tells the next engineer where things are: every path it
// names must exist, so the page cannot drift from the repository unnoticed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const namedPaths = [...doc.matchAll(/`((?:apps|packages|docs|tools)\/[^`\s]*)`/g)].map((m) => m[1]!);

describe('docs/architecture.md', () => {
  it('names paths', () => {
    expect(namedPaths.length).toBeGreaterThan(20);
  });

  it.each(namedPaths)('names %s, which exists', (named) => {
    expect(existsSync(path.join(root, named))).toBe(true);
  });
});
