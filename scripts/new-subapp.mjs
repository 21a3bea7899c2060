#!/usr/bin/env node
// `npm run new:subapp -- <prefix path> [title]`: a new sample sub-app from build/subapp-template/
// (its subapp.json and component test) and the React project's sources (build/subapp-project/src/:
// the app, its lifecycles and its rules, the code a team outside the repository starts from too),
// e.g. `npm run new:subapp -- reports 报表`: apps/reports/ (@cloud/reports, active under #/reports,
// built to dist/apps/reports/reports.js) and its entry in importmap.json. It builds with the
// portal (`npm run build` / `npm run dev`) and mounts at once.
//
// `npm run new:subapp -- <name> --out <dir> [--title T] [--port N] [--esm] [--framework react|vue] [--types FILE|URL]
// [--portal-url URL] [--route /path]`: a project of its own outside this repository instead
// (scripts/new-subapp-project.mjs), for a team that builds and deploys its sub-app itself.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createProject, parseArgs } from './new-subapp-project.mjs';

/** Creates the sub-app under `root`; returns what it wrote. Throws with a message on bad input. */
export function createSubApp(root, prefixPath, title) {
  const prefix = String(prefixPath ?? '').replace(/^\/+|\/+$/g, '');
  if (!/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/.test(prefix)) {
    throw new Error(`"${prefixPath ?? ''}" is not a prefix path: lower-case words of a-z, 0-9 and -, separated by /, e.g. reports or cbp/admin`);
  }
  const name = prefix.replace(/\//g, '-');
  const component = `${name.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c) => c.toUpperCase())}App`;
  const specifier = `@cloud/${prefix}`;
  const folder = path.join(root, 'apps', name);
  if (fs.existsSync(folder)) throw new Error(`apps/${name} exists already`);
  const mapFile = path.join(root, 'importmap.json');
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  if (map.imports?.[specifier]) throw new Error(`importmap.json maps ${specifier} already`);

  const build = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'build');
  const fill = (text) =>
    text
      .replaceAll('__SPECIFIER__', specifier)
      .replaceAll('__ROUTE__', `/${prefix}`)
      .replaceAll('__PREFIX__', prefix)
      .replaceAll('__FILE__', name)
      .replaceAll('__NAME__', name)
      .replaceAll('__COMPONENT__', component)
      .replaceAll('__TITLE__', (title || prefix).replace(/[\\']/g, '\\$&'));
  const written = [];
  const copy = (from, to) => {
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      const target = path.join(to, fill(entry.name));
      if (entry.isDirectory()) copy(source, target);
      else {
        fs.mkdirSync(to, { recursive: true });
        fs.writeFileSync(target, fill(fs.readFileSync(source, 'utf8')));
        written.push(path.relative(root, target));
      }
    }
  };
  copy(path.join(build, 'subapp-project', 'src'), path.join(folder, 'src'));
  copy(path.join(build, 'subapp-template'), folder);
  map.imports = { ...map.imports, [specifier]: `/${prefix}/${name}.js` };
  fs.writeFileSync(mapFile, `${JSON.stringify(map, null, 2)}\n`);
  written.push('importmap.json');
  return { specifier, folder: `apps/${name}`, hash: `#/${prefix}`, written };
}

/** What `npm run new:subapp -- <name> --out <dir>` prints: where it is and the next commands. */
function projectNextSteps(made) {
  return [
    `Created ${made.specifier} in ${made.dir}:`,
    ...made.written.map((file) => `  ${file}`),
    '',
    'Next:',
    `  cd ${made.dir}`,
    '  npm install',
    `  npm start                      # dev server on http://localhost:${made.port}, live reload; prints the override line`,
    '  npm test && npm run build      # dist/' + made.file,
    '',
    `The portal must allow http://localhost:${made.port}: start it with DEV_ORIGINS=http://localhost:${made.port}`,
    `(a portal without DEV_ORIGINS: CSP_SCRIPT_SRC=http://localhost:${made.port}).`,
    ...(made.specifier.startsWith('@cloud/')
      ? []
      : [`${made.specifier} needs its route in the environment map: "portal": { "apps": { "${made.specifier}": { "route": "${made.route}" } } }.`]),
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const args = process.argv.slice(2);
  if (args.some((arg) => arg === '--out' || arg.startsWith('--out='))) {
    try {
      const options = parseArgs(args);
      if (options.positional.length !== 1) throw new Error('one sub-app name, e.g. reports or @org/people');
      process.stdout.write(projectNextSteps(createProject(root, options.positional[0], options)));
    } catch (error) {
      process.stderr.write(
        `${error.message}\nUsage: npm run new:subapp -- <name> --out <dir> [--title T] [--port N] [--esm] [--framework react|vue] [--types FILE|URL] [--portal-url URL] [--route /path]\n`,
      );
      process.exit(2);
    }
  } else {
    try {
      const made = createSubApp(root, args[0], args[1]);
      process.stdout.write(
        [
          `Created ${made.specifier} in ${made.folder}:`,
          ...made.written.map((file) => `  ${file}`),
          '',
          `Next: npm run dev (or npm run build && npm start), sign in, and open ${made.hash}.`,
          `To work on it alone against a running portal: npm run dev:subapp -- ${path.basename(made.folder)}`,
          'To list it in the navigation, add a menu item whose path starts with the prefix (server/services/catalog/catalog.seed.ts for the demo data).',
          'A project of its own outside this repository: npm run new:subapp -- <name> --out <dir>',
          '',
        ].join('\n'),
      );
    } catch (error) {
      process.stderr.write(`${error.message}\nUsage: npm run new:subapp -- <prefix path> [title]   (or <name> --out <dir>)\n`);
      process.exit(2);
    }
  }
}
