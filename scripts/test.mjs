#!/usr/bin/env node
// `npm test`: every test the project has, in the order that fails fastest.
//   1. type check then unit (pure rules, components), beside lint and format check
//   2. the database phase, in two lanes at once (each lane is one process at a time, so two fill
//      the machine's cores): the server suite on PGlite beside the server suite again on
//      PostgreSQL and two server processes on it (only when TEST_DATABASE_URL is set, as CI does),
//      the fuzz and abuse suites, the production build and its types tarball type-checked outside
//      the repository
//   3. browser tests in Debian's Chromium against the built portal and real server
//   4. fault, bad-input and accessibility suites in Chromium   5. the short load and soak run
// Pass step names to run only some: `npm test -- unit server`; those run one after another.
// Each step prints its time; a lane's lines carry its step's name, and the summary lists them all.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './ensure-install.mjs';

ensureInstalled(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));

const only = new Set(process.argv.slice(2));
const pg = process.env.TEST_DATABASE_URL;
const jest = (projects, extra = []) => ['npx', ['jest', '--selectProjects', ...projects, ...extra]];
const step = (name, [cmd, args], env = {}) => ({ name, cmd, args, env });

// The database phase in two lanes of about the same length: the server suite on PGlite is the
// longest step (its WASM engine is slower than PostgreSQL), so everything else runs beside it.
const pgliteLane = [step('server', jest(['server']), { DATABASE_URL: '' })];
const otherLane = [
  ...(pg
    ? [
        step('server-postgres', jest(['server'], ['--runInBand']), { DATABASE_URL: pg }),
        // Two server processes on one PostgreSQL schema behave as one (ADR 010).
        step('multi-instance', jest(['multi-instance'], ['--runInBand']), { DATABASE_URL: pg }),
      ]
    : []),
  step('fuzz', jest(['fuzz'], ['--runInBand']), { DATABASE_URL: '' }),
  step('abuse', jest(['abuse'], ['--runInBand']), { DATABASE_URL: '' }),
  step('build', ['npx', ['webpack', '--mode', 'production']]),
  // The types tarball the build wrote, type-checked by a project outside the repository.
  step('types', jest(['types'])),
];

/** Phases run in order; the lanes of a phase run at once, the steps of a lane one after another. */
const phases = [
  // ESLint (the import directions of docs/style.md habit 1, eslint.config.js), the formatter's check,
  // the docs check, unused exports and function sizes.
  [
    [step('typecheck', ['npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']]), step('unit', jest(['unit', 'unit-dom']))],
    [step('lint', ['npm', ['run', '--silent', 'lint']])],
  ],
  [pgliteLane, otherLane],
  [[step('e2e', jest(['e2e'], ['--runInBand']))]],
  [[step('faults', jest(['faults'], ['--runInBand'])), step('bad-input', jest(['bad-input'], ['--runInBand'])), step('a11y', jest(['a11y'], ['--runInBand']))]],
  [[step('load', ['npx', ['tsx', 'bench/load/load.ts', '--short']])]],
];

const summary = [];

/** Runs one step; with `tag`, its output lines are prefixed so that two lanes can share the log. */
function run({ name, cmd, args, env }, tag) {
  process.stdout.write(`\n=== ${name}: ${cmd} ${args.join(' ')}\n`);
  const started = Date.now();
  // PGlite loads its runtime with a dynamic import(), which jest's VM only allows with this flag.
  const nodeOptions =
    args[0] === 'jest' ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim() } : {};
  const child = spawn(cmd, args, { stdio: tag ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...nodeOptions, ...env } });
  if (tag) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      readline.createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`[${name}] ${line}\n`));
    }
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
      process.stdout.write(`=== ${name}: ${ok ? 'ok' : `FAIL (exit ${code})`} in ${seconds} s\n`);
      resolve(ok);
    });
  });
}

/** A lane stops at its first failing step; the phase fails when any lane does. */
async function runLane(lane, tag) {
  for (const each of lane) if (!(await run(each, tag))) return false;
  return true;
}

const started = Date.now();
for (const phase of phases) {
  const lanes = phase.map((lane) => lane.filter(({ name }) => !only.size || only.has(name))).filter((lane) => lane.length);
  // Steps named on the command line run one after another, with the terminal to themselves.
  const together = !only.size && lanes.length > 1;
  const results = together ? await Promise.all(lanes.map((lane) => runLane(lane, true))) : [];
  if (!together) {
    for (const lane of lanes) {
      results.push(await runLane(lane, false));
      if (results.includes(false)) break;
    }
  }
  if (results.includes(false)) {
    process.stdout.write(`\n${summary.join('\n')}\n`);
    process.exit(1);
  }
}
process.stdout.write(`\n${summary.join('\n')}\nall steps: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
