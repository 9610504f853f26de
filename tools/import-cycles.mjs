#!/usr/bin/env node
// Fails when the modules of a source folder import each other in a circle (a ⇄ b, or
// longer). A circle makes the order of module start-up matter and hides which module
// is the base one. Type-only and lazy imports count too: they are still a circle for
// the reader. Usage: node tools/import-cycles.mjs <folder>...
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  return EXTENSIONS.map((ext) => base + ext).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

export function findImportCycles(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((m) => resolveImport(file, m[1] ?? m[2])).filter(Boolean);
    graph.set(file, targets);
  }
  const state = new Map();
  const stack = [];
  const cycles = new Set();
  const visit = (file) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.add(stack.slice(stack.indexOf(next)).map((f) => path.relative(root, f)).join(' → '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return [...cycles];
}

const folders = process.argv.slice(2);
let failed = false;
for (const folder of folders) {
  for (const cycle of findImportCycles(path.resolve(folder))) {
    console.error(`import circle in ${folder}: ${cycle}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
