#!/usr/bin/env node
// `npm test`: every test the project has, in the order that fails fastest.
//   1. type check, lint and format check   2. unit (pure rules, components)   3. server on PGlite
//   4. server on PostgreSQL, then two server processes on it (when TEST_DATABASE_URL is set; CI sets it)
//   5. fuzz and abuse suites against the real server   6. production build, and its types tarball type-checked outside the repo
//   7. browser tests in Debian's Chromium against the built portal and real server
//   8. fault, bad-input and accessibility suites in Chromium   9. the short load and soak run
// Pass step names to run only some: `npm test -- unit server`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './ensure-install.mjs';

ensureInstalled(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));

const only = new Set(process.argv.slice(2));
const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  // ESLint (the import directions of STYLE.md habit 1, eslint.config.js), the formatter's check and the
  // docs check (scripts/check-docs.mjs: no conflict markers, no broken relative links in *.md).
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit', 'npx', ['jest', '--selectProjects', 'unit', 'unit-dom']],
  ['server', 'npx', ['jest', '--selectProjects', 'server'], { DATABASE_URL: '' }],
  ...(process.env.TEST_DATABASE_URL
    ? [
        ['server-postgres', 'npx', ['jest', '--selectProjects', 'server', '--runInBand'], { DATABASE_URL: process.env.TEST_DATABASE_URL }],
        // Two server processes on one PostgreSQL schema behave as one (issue 12, ADR 010).
        ['multi-instance', 'npx', ['jest', '--selectProjects', 'multi-instance', '--runInBand'], { DATABASE_URL: process.env.TEST_DATABASE_URL }],
      ]
    : []),
  ['fuzz', 'npx', ['jest', '--selectProjects', 'fuzz', '--runInBand'], { DATABASE_URL: '' }],
  ['abuse', 'npx', ['jest', '--selectProjects', 'abuse', '--runInBand'], { DATABASE_URL: '' }],
  ['build', 'npx', ['webpack', '--mode', 'production']],
  // The types tarball the build wrote, type-checked by a project outside the repository.
  ['types', 'npx', ['jest', '--selectProjects', 'types']],
  ['e2e', 'npx', ['jest', '--selectProjects', 'e2e', '--runInBand']],
  ['faults', 'npx', ['jest', '--selectProjects', 'faults', '--runInBand']],
  ['bad-input', 'npx', ['jest', '--selectProjects', 'bad-input', '--runInBand']],
  ['a11y', 'npx', ['jest', '--selectProjects', 'a11y', '--runInBand']],
  ['load', 'npx', ['tsx', 'bench/load/load.ts', '--short']],
];

const summary = [];
for (const [name, cmd, args, env = {}] of steps) {
  if (only.size && !only.has(name)) continue;
  process.stdout.write(`\n=== ${name}: ${cmd} ${args.join(' ')}\n`);
  const started = Date.now();
  // PGlite loads its runtime with a dynamic import(), which jest's VM only allows with this flag.
  const nodeOptions =
    args[0] === 'jest' ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim() } : {};
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...nodeOptions, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (result.status !== 0) {
    process.stdout.write(`\n${summary.join('\n')}\n`);
    process.exit(result.status ?? 1);
  }
}
process.stdout.write(`\n${summary.join('\n')}\n`);
