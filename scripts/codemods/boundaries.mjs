#!/usr/bin/env node
// Codemod for issue 15, point 3 (docs/decisions/0019). Safe to run again, e.g. after merging branches that were
// written before it: files already rewritten are left as they are. Usage: node scripts/codemods/boundaries.mjs
//
// 1. Shared code by alias: a relative path into shared/src ('../../../../shared/src/api') becomes '@shared/api',
//    in every quoted specifier (import, export from, import(), vi.mock) of server, web, bench, scripts and tests.
// 2. Modules through their public files: in server/src/modules/<a>/, an import of another module's inner file
//    ('../auth/permissions') becomes that module's index ('../auth'); imports of one index are merged.
// 3. The temporary exception blocks (boundaries-exceptions-start ... end) go from eslint.config.js and knip.jsonc.
// Changed files are then formatted with prettier.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharedSrc = path.join(root, 'shared', 'src');
const modulesDir = path.join(root, 'server', 'src', 'modules');
const SKIP = new Set(['node_modules', 'dist', 'data', 'results', 'out', 'test-results', 'playwright-report']);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name)) yield full;
  }
}

/** 1: '../../shared/src/x' -> '@shared/x', only when the path really lands in shared/src. */
function aliasShared(file, text) {
  return text.replace(/(['"])((?:\.\.?\/)+)shared\/src\/([^'"\n]+)\1/g, (whole, quote, up, rest) => {
    const target = path.resolve(path.dirname(file), `${up}shared/src`);
    return target === sharedSrc ? `${quote}@shared/${rest}${quote}` : whole;
  });
}

/** 2: '../<module>/<file>' -> '../<module>' inside server/src/modules, then one import per public file. */
function publicModuleImports(file, text) {
  const own = path.relative(modulesDir, file).split(path.sep)[0];
  let out = text.replace(/from '\.\.\/([a-z0-9-]+)\/[^'/]+'/g, (whole, mod) =>
    mod !== own && existsSync(path.join(modulesDir, mod, 'index.ts')) ? `from '../${mod}'` : whole,
  );
  // Merge single-line named imports of the same public file: `import { a }` + `import type { B }` -> `import { a, type B }`.
  const line = /^import (type )?\{([^}]*)\} from '(\.\.\/[a-z0-9-]+)';\n/gm;
  const bySource = new Map();
  for (const m of out.matchAll(line)) {
    const names = m[2]
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
      .map((n) => (m[1] && !n.startsWith('type ') ? `type ${n}` : n));
    const entry = bySource.get(m[3]) ?? { names: [], statements: [] };
    entry.names.push(...names);
    entry.statements.push(m[0]);
    bySource.set(m[3], entry);
  }
  for (const [source, { names, statements }] of bySource) {
    if (statements.length < 2) continue;
    const sorted = [...new Set(names)].sort((a, b) => a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')));
    const merged = sorted.every((n) => n.startsWith('type '))
      ? `import type { ${sorted.map((n) => n.replace(/^type /, '')).join(', ')} } from '${source}';\n`
      : `import { ${sorted.join(', ')} } from '${source}';\n`;
    out = out.replace(statements[0], merged);
    for (const s of statements.slice(1)) out = out.replace(s, '');
  }
  return out;
}

/** 3: the exception blocks between the markers, comment lines included. */
function dropExceptions(text) {
  return text.replace(/^[ \t]*\/\/ boundaries-exceptions-start[\s\S]*?\/\/ boundaries-exceptions-end[^\n]*\n/m, '');
}

const changed = [];
const write = (file, before, after) => {
  if (after === before) return;
  writeFileSync(file, after);
  changed.push(file);
};

for (const dir of ['server', 'web', 'bench', 'scripts', 'tests']) {
  for (const file of sourceFiles(path.join(root, dir))) {
    if (file === fileURLToPath(import.meta.url)) continue;
    const before = readFileSync(file, 'utf8');
    let after = aliasShared(file, before);
    if (file.startsWith(modulesDir + path.sep)) after = publicModuleImports(file, after);
    write(file, before, after);
  }
}
for (const name of ['eslint.config.js', 'knip.jsonc']) {
  const file = path.join(root, name);
  const before = readFileSync(file, 'utf8');
  write(file, before, dropExceptions(before));
}

for (const file of changed) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(readFileSync(file, 'utf8'), { ...options, filepath: file }));
}
console.log(`boundaries codemod: ${changed.length} files changed`);
