/**
 * What makes an environment's import map usable, checked without a network: JSON syntax, the
 * `imports` object, specifiers and addresses. Shared by the server's start-up warning and
 * `npm run check:importmap` (which also fetches every address).
 */

export interface ImportMap {
  imports: Record<string, string>;
  scopes?: Record<string, Record<string, string>>;
  /** The portal's own section: `apps` names sub-apps registered under any specifier. */
  portal?: { apps?: Record<string, unknown> };
}

interface MapCheck {
  map: ImportMap | null;
  problems: string[];
}

/** Where in `text` a JSON.parse error points (V8 says "at position N" or "line L column C"). */
function where(text: string, message: string): string {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return `line ${lineColumn[1]}, column ${lineColumn[2]}`;
  const position = /position (\d+)/.exec(message);
  if (!position) return 'somewhere';
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  return `line ${line}, column ${before.length - before.lastIndexOf('\n')}`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A bare specifier or a URL-like key; no spaces, not empty. */
const SPECIFIER = /^[^\s]+$/;

/** Checks an address: relative (`/x.js`, `./x.js`) or absolute http(s). */
function addressProblem(address: string): string | null {
  if (!address.trim()) return 'is empty';
  if (/^(\/|\.\/|\.\.\/)/.test(address)) return null;
  try {
    const url = new URL(address);
    if (url.protocol === 'http:' || url.protocol === 'https:') return null;
    return `uses ${url.protocol} (only http(s) or a path on this origin is loaded)`;
  } catch {
    return 'is neither a path (/…, ./…) nor an http(s) URL';
  }
}

function checkImports(imports: Record<string, unknown>, label: string, problems: string[]): Record<string, string> {
  const good: Record<string, string> = {};
  for (const [specifier, address] of Object.entries(imports)) {
    if (!SPECIFIER.test(specifier)) {
      problems.push(`${label}: the specifier "${specifier}" is empty or contains spaces`);
      continue;
    }
    if (typeof address !== 'string') {
      problems.push(`${label}: "${specifier}" maps to ${JSON.stringify(address)}, not to a string address`);
      continue;
    }
    const problem = addressProblem(address);
    if (problem) problems.push(`${label}: the address of "${specifier}" (${address}) ${problem}`);
    else if (specifier.endsWith('/') !== address.endsWith('/')) problems.push(`${label}: "${specifier}" and its address must both end with "/" or neither`);
    else good[specifier] = address;
  }
  return good;
}

/** Parses and checks an import map's text; `map` holds the usable entries when the JSON parses. */
export function checkImportMapText(text: string): MapCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { map: null, problems: [`not valid JSON (${where(text, message)}): ${message}`] };
  }
  const problems: string[] = [];
  if (!isPlainObject(parsed)) return { map: null, problems: ['the top level must be an object with "imports"'] };
  for (const key of Object.keys(parsed)) {
    if (!['imports', 'scopes', 'portal'].includes(key))
      problems.push(`unknown top-level key "${key}" (known: "imports", "scopes" and the portal's own "portal")`);
  }
  if (!isPlainObject(parsed.imports)) {
    problems.push('"imports" is missing or not an object');
    return { map: null, problems };
  }
  const map: ImportMap = { imports: checkImports(parsed.imports, 'imports', problems) };
  if (isPlainObject(parsed.portal)) map.portal = parsed.portal as ImportMap['portal'];
  if (parsed.scopes !== undefined) {
    if (!isPlainObject(parsed.scopes)) problems.push('"scopes" is not an object');
    else {
      map.scopes = {};
      for (const [scope, imports] of Object.entries(parsed.scopes)) {
        if (!isPlainObject(imports)) problems.push(`scopes["${scope}"] is not an object`);
        else map.scopes[scope] = checkImports(imports, `scopes["${scope}"]`, problems);
      }
    }
  }
  return { map, problems };
}
