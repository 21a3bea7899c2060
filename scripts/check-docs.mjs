// The docs check of `npm run lint`: no merge-conflict markers in any text file the repository
// holds, and no relative link in a *.md file to a file or a heading that does not exist.
// Links to other sites (http:, https:, mailto:) are not followed. Citations in any text file
// ("issue N", "spec N") must name an entry of docs/spec/issues.md or a section of
// docs/spec/portal-spec.md. Exits 1 with one line per problem.
//
//   node scripts/check-docs.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's files, tracked or new, without what .gitignore leaves out. */
function repositoryFiles(root) {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, maxBuffer: 64 << 20 });
  return [...new Set(out.toString('utf8').split('\0').filter(Boolean))].filter((file) => fs.existsSync(path.join(root, file)));
}

/** The text of a file, or null for a binary one (a NUL byte in its first 8 KiB) or a folder. */
function textOf(root, file) {
  const full = path.join(root, file);
  if (!fs.statSync(full).isFile()) return null;
  const buffer = fs.readFileSync(full);
  if (buffer.subarray(0, 8192).includes(0)) return null;
  return buffer.toString('utf8');
}

// git writes these at the start of a line; `=======` alone is also a Markdown heading underline, so
// the opening and closing markers (and diff3's base marker) are what count.
const CONFLICT = /^(<{7}|>{7}|\|{7})(?: |$)/;

export function conflictLines(text) {
  const lines = [];
  text.split('\n').forEach((line, index) => {
    if (CONFLICT.test(line.replace(/\r$/, ''))) lines.push(index + 1);
  });
  return lines;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Text outside fenced code blocks, each line kept in place (so line numbers stay true); `inline` drops `code` spans too. */
function withoutCode(text, inline = true) {
  let fence = null;
  return text.split('\n').map((line) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = null;
      return '';
    }
    if (open) {
      fence = open[1];
      return '';
    }
    return inline ? line.replace(/`+[^`]*`+/g, '') : line;
  });
}

export function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const line of withoutCode(text, false)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    const explicit = [...line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)].map((m) => m[1]);
    for (const id of explicit) anchors.add(id);
    if (!heading) continue;
    const slug = slugOf(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

/** The relative links of a Markdown text: inline `[text](target)` and reference `[name]: target`. */
export function linksOf(text) {
  const links = [];
  withoutCode(text).forEach((line, index) => {
    for (const match of line.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ target: match[1], line: index + 1 });
    const reference = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(line);
    if (reference) links.push({ target: reference[1], line: index + 1 });
  });
  return links.filter(({ target }) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//'));
}

const ISSUES = 'docs/spec/issues.md';
const SPEC = 'docs/spec/portal-spec.md';

/** The numbers `issues.md` holds (`## Issue N`) and the sections the spec has (`## N. Title`). */
function citable(root) {
  const read = (file) => (fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : '');
  const numbers = (text, pattern) => new Set([...text.matchAll(pattern)].map((m) => Number(m[1])));
  return { issues: numbers(read(ISSUES), /^## Issue (\d+)\s*$/gm), sections: numbers(read(SPEC), /^## (\d+)\. /gm) };
}

/** The "issue N" and "spec N" citations of a text that name nothing the repository holds. */
export function brokenCitations(text, { issues, sections }) {
  const problems = [];
  text.split('\n').forEach((line, index) => {
    for (const m of line.matchAll(/\b(issue|spec)s? (\d+)\b/gi)) {
      const n = Number(m[2]);
      const issue = m[1].toLowerCase() === 'issue';
      if (issue ? !issues.has(n) : !sections.has(n))
        problems.push({
          line: index + 1,
          what: issue ? `cites issue ${n}, which ${ISSUES} does not hold` : `cites spec ${n}, a section ${SPEC} does not have`,
        });
    }
  });
  return problems;
}

/** Every problem of the repository at `root`, one line each (`file:line: what`). */
export function checkDocs(root) {
  const problems = [];
  const anchorCache = new Map();
  const known = citable(root);
  const anchorsOfFile = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(fs.readFileSync(path.join(root, file), 'utf8')));
    return anchorCache.get(file);
  };
  for (const file of repositoryFiles(root)) {
    const text = textOf(root, file);
    if (text === null) continue;
    for (const line of conflictLines(text)) problems.push(`${file}:${line}: a merge-conflict marker`);
    if (/\.(?:[cm]?[jt]sx?|md|ejs|vue|json|sql)$/.test(file) && !/(^|\/)package-lock\.json$/.test(file))
      for (const { line, what } of brokenCitations(text, known)) problems.push(`${file}:${line}: ${what}`);
    if (!file.endsWith('.md')) continue;
    for (const { target, line } of linksOf(text)) {
      const [rawPath, anchor] = target.split('#', 2);
      let linkPath;
      try {
        linkPath = decodeURIComponent(rawPath);
      } catch {
        linkPath = rawPath;
      }
      const resolved = linkPath ? path.normalize(path.join(path.dirname(file), linkPath)) : file;
      const full = path.join(root, resolved);
      if (resolved.startsWith('..') || !fs.existsSync(full)) {
        problems.push(`${file}:${line}: the link ${target} leads to ${resolved}, which the repository does not hold`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && fs.statSync(full).isFile() && !anchorsOfFile(resolved).has(decodeURIComponent(anchor).toLowerCase()))
        problems.push(`${file}:${line}: the link ${target}: ${resolved} has no heading #${anchor}`);
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const problems = checkDocs(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`docs check: ${problems.length} problem(s)`);
    process.exit(1);
  }
}
