/**
 * Web roots for the server tests of the environment's import map: sub-app files the server serves
 * and checks, written into a folder of the test's.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A System.register sub-app whose three lifecycles do nothing; `tail` (a comment) tells copies apart. */
export const idleSubApp = (tail = '') =>
  `System.register([], function (e) { return { execute: function () { e({ bootstrap: function () {}, mount: function () {}, unmount: function () {} }); ${tail} } }; });`;

/** Writes `files` (path below `dir` → text) into `dir`, making the folders they need. */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}
