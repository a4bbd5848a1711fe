#!/usr/bin/env node
// `npm run lint` part two: the architecture rules of shared/ARCHITECTURE.md, checked over the
// real import graph of apps/server/src and apps/web/src:
//   1. features never import each other (features/<a>/… must not import features/<b>/…);
//   2. no import cycles.
// Our own small check (TypeScript's own import scanner + path resolution) rather than an ESLint
// plugin: the plugin's native resolver has platform packages the registry here does not serve,
// which broke `npm ci` on a clean machine (docs/decisions/009-architecture-check.md).
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['apps/server/src', 'apps/web/src'];
const EXTENSIONS = ['.ts', '.tsx'];

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts')) yield path;
  }
}

/** Relative imports only: packages cannot form cycles with our files or cross our features. */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier).replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, `index${e}`))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const featureOf = (file) => /[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1] ?? null;

const graph = new Map();
const problems = [];
for (const dir of ROOTS) {
  for (const file of sourceFiles(join(root, dir))) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = [];
    for (const { fileName } of info.importedFiles) {
      const target = resolveImport(file, fileName);
      if (!target) continue;
      targets.push(target);
      const [a, b] = [featureOf(file), featureOf(target)];
      if (a && b && a !== b)
        problems.push(`${relative(root, file)} imports ${fileName}: features never import each other; compose them in app/`);
    }
    graph.set(file, targets);
  }
}

// Depth-first search; a grey node met again closes a cycle.
const state = new Map();
const stack = [];
function visit(file) {
  state.set(file, 'grey');
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 'grey') {
      const cycle = stack
        .slice(stack.indexOf(next))
        .concat(next)
        .map((f) => relative(root, f));
      problems.push(`import cycle: ${cycle.join(' → ')}`);
    } else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(file, 'black');
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\narchitecture check: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`architecture check: ${graph.size} files, no cross-feature imports, no cycles`);
