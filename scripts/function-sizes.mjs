#!/usr/bin/env node
/**
 * Lists the long functions of the source (TypeScript compiler API): every function, method and
 * arrow function over 60 lines, longest first, and how many are over 60 and over 100 lines.
 * Tests are left out. `node scripts/function-sizes.mjs [folder …] [--max N] [--long N]`: with
 * --max, exits 1 when a function is over N lines; with --long, when more than N functions are over
 * 60 lines. `npm run lint` holds the source to both (the house's limits: none over 100, at most 20
 * over 60), so a long function is split when it is written, not in a clean-up later.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const maxAt = args.indexOf('--max');
const max = maxAt >= 0 ? Number(args.splice(maxAt, 2)[1]) : undefined;
const longAt = args.indexOf('--long');
const mostLong = longAt >= 0 ? Number(args.splice(longAt, 2)[1]) : undefined;
const folders = args.length ? args : ['src', 'parcels', 'apps', 'contract', 'server', 'build', 'scripts'];
const LONG = 60;
const TOO_LONG = 100;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(tsx?|mjs|js)$/.test(name) && !/\.(test|d)\.tsx?$|\.test\.m?js$/.test(name)) yield path;
  }
}

function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

const functions = [];
for (const folder of folders) {
  for (const file of sourceFiles(join(ROOT, folder))) {
    const text = readFileSync(file, 'utf8');
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        functions.push({ file: relative(ROOT, file), line: start + 1, name: nameOf(node), lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

const long = functions.filter((fn) => fn.lines > LONG).sort((a, b) => b.lines - a.lines);
for (const fn of long) console.log(`${String(fn.lines).padStart(4)}  ${fn.name}  ${fn.file}:${fn.line}`);
console.log(`${functions.length} functions; ${long.length} over ${LONG} lines, ${long.filter((fn) => fn.lines > TOO_LONG).length} over ${TOO_LONG}`);
const tooLong = max === undefined ? [] : functions.filter((fn) => fn.lines > max);
for (const fn of tooLong) console.error(`over ${max} lines: ${fn.name} (${fn.lines}) ${fn.file}:${fn.line}; split it into named pieces`);
if (mostLong !== undefined && long.length > mostLong)
  console.error(`${long.length} functions over ${LONG} lines, at most ${mostLong} may be: split the one you wrote or lengthened`);
if (tooLong.length || (mostLong !== undefined && long.length > mostLong)) process.exit(1);
