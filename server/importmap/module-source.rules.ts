import { parse, type Node } from 'acorn';

/**
 * What a module file is, read from its text without running it (acorn's parse, no network): its
 * format as the browser and SystemJS will treat it, the specifiers it imports, and the names it
 * exports where the source alone says so. Shared by `npm run check:importmap` and the server's
 * check of a new map entry (which never runs third-party code).
 */
export type ModuleFormat = 'systemjs' | 'esm' | 'amd' | 'umd' | 'script' | 'invalid';

export interface ModuleFacts {
  format: ModuleFormat;
  /** Export names the source states (ESM always; System.register when its export calls are literal), or null when only running it would tell. */
  exports: string[] | null;
  /** ESM `export * from` sources, whose names are this module's too. */
  reexports: string[];
  /** Every specifier it imports: ESM static and literal dynamic imports, System.register and AMD dependencies. */
  imports: string[];
  /** For `invalid`: the parser's message with line and column. */
  syntaxError?: string;
}

type AnyNode = Node & Record<string, unknown>;

const isNode = (value: unknown): value is AnyNode => !!value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string';

/** Calls `visit` on every node below `node` (depth first); `visit` returning false skips a node's children. */
function walk(node: AnyNode, visit: (node: AnyNode) => boolean | void): void {
  if (visit(node) === false) return;
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'range') continue;
    const value = node[key];
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) walk(item, visit);
    if (isNode(value)) walk(value, visit);
  }
}

const stringOf = (node: unknown): string | null => {
  const n = node as AnyNode | null;
  if (n?.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n?.type === 'TemplateLiteral' && (n.expressions as unknown[]).length === 0)
    return String(((n.quasis as AnyNode[])[0].value as { cooked: string }).cooked);
  return null;
};

const keyName = (property: AnyNode): string | null => {
  if (property.type !== 'Property' || property.computed) return null;
  const key = property.key as AnyNode;
  return key.type === 'Identifier' ? String(key.name) : stringOf(key);
};

/** The keys of an object literal, or null when one is computed or spread (then unknown). */
function objectKeys(node: AnyNode): string[] | null {
  const names: string[] = [];
  for (const property of node.properties as AnyNode[]) {
    const name = keyName(property);
    if (name === null) return null;
    names.push(name);
  }
  return names;
}

/** The names a binding pattern declares (`const { a, b: c } = …` declares a and c). */
function patternNames(pattern: AnyNode, into: string[]): void {
  if (pattern.type === 'Identifier') {
    into.push(String(pattern.name));
  } else if (pattern.type === 'ObjectPattern') {
    for (const p of pattern.properties as AnyNode[]) patternNames((p.type === 'RestElement' ? p.argument : p.value) as AnyNode, into);
  } else if (pattern.type === 'ArrayPattern') {
    for (const p of pattern.elements as Array<AnyNode | null>) {
      if (p) patternNames(p.type === 'RestElement' ? (p.argument as AnyNode) : p, into);
    }
  } else if (pattern.type === 'AssignmentPattern') {
    patternNames(pattern.left as AnyNode, into);
  }
}

const exportedName = (node: AnyNode): string => (node.type === 'Identifier' ? String(node.name) : String(node.value));

function esmFacts(program: AnyNode): ModuleFacts {
  const exports = new Set<string>();
  const reexports: string[] = [];
  const imports = new Set<string>();
  for (const statement of program.body as AnyNode[]) {
    const source = stringOf(statement.source);
    if (statement.type === 'ImportDeclaration' && source) imports.add(source);
    if (statement.type === 'ExportAllDeclaration' && source) {
      imports.add(source);
      if (statement.exported) exports.add(exportedName(statement.exported as AnyNode));
      else reexports.push(source);
    }
    if (statement.type === 'ExportDefaultDeclaration') exports.add('default');
    if (statement.type === 'ExportNamedDeclaration') {
      if (source) imports.add(source);
      const declaration = statement.declaration as AnyNode | null;
      if (declaration?.type === 'VariableDeclaration') {
        const names: string[] = [];
        for (const d of declaration.declarations as AnyNode[]) patternNames(d.id as AnyNode, names);
        names.forEach((name) => exports.add(name));
      } else if (declaration?.id) exports.add(String((declaration.id as AnyNode).name));
      for (const specifier of statement.specifiers as AnyNode[]) exports.add(exportedName(specifier.exported as AnyNode));
    }
  }
  walk(program, (node) => {
    if (node.type === 'ImportExpression') {
      const source = stringOf(node.source);
      if (source) imports.add(source);
    }
  });
  return { format: 'esm', exports: [...exports], reexports, imports: [...imports] };
}

const isMember = (node: AnyNode, object: string, property: string) =>
  node.type === 'MemberExpression' &&
  (node.object as AnyNode).type === 'Identifier' &&
  (node.object as AnyNode).name === object &&
  (node.property as AnyNode).type === 'Identifier' &&
  (node.property as AnyNode).name === property;

/** Top-level calls of a script, also inside `!function(){…}()`-style and sequence wrappers. */
function topLevelCalls(program: AnyNode): AnyNode[] {
  const calls: AnyNode[] = [];
  const take = (expression: AnyNode | null | undefined) => {
    if (!expression) return;
    if (expression.type === 'CallExpression') calls.push(expression);
    else if (expression.type === 'SequenceExpression') (expression.expressions as AnyNode[]).forEach(take);
    else if (expression.type === 'UnaryExpression') take(expression.argument as AnyNode);
  };
  for (const statement of program.body as AnyNode[]) if (statement.type === 'ExpressionStatement') take(statement.expression as AnyNode);
  return calls;
}

const isFunction = (node: AnyNode | undefined): node is AnyNode => !!node && (node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression');

/**
 * The names a System.register module exports, where its export calls say so literally:
 * `_export('mount', …)`, `_export({ mount, unmount })` (rollup, SystemJS's own builds), and
 * webpack's `_export((() => { …; x.d(s, { mount: … }); return s })())`. Null when it exports
 * another way (then only running it tells).
 */
function systemExports(declare: AnyNode): string[] | null {
  const exportParam = (declare.params as AnyNode[])[0];
  if (exportParam?.type !== 'Identifier') return [];
  const names = new Set<string>();
  let unknown = false;
  walk(declare.body as AnyNode, (node) => {
    if (node.type !== 'CallExpression' || (node.callee as AnyNode).type !== 'Identifier' || (node.callee as AnyNode).name !== exportParam.name) return;
    const [first] = node.arguments as AnyNode[];
    const literal = stringOf(first);
    if (literal !== null) return void names.add(literal);
    if (first?.type === 'ObjectExpression') {
      const keys = objectKeys(first);
      if (keys) keys.forEach((key) => names.add(key));
      else unknown = true;
      return;
    }
    const fromIife = first?.type === 'CallExpression' && isFunction(first.callee as AnyNode) ? webpackExports(first.callee as AnyNode) : null;
    if (fromIife) fromIife.forEach((key) => names.add(key));
    else unknown = true;
  });
  return unknown ? null : [...names];
}

/** webpack's exports object: `return s` at the end of the wrapper, filled by `x.d(s, { name: getter })` at its top level. */
function webpackExports(fn: AnyNode): string[] | null {
  const body = fn.body as AnyNode;
  if (body.type !== 'BlockStatement') return null;
  const statements = body.body as AnyNode[];
  const last = statements.at(-1);
  const returned = last?.type === 'ReturnStatement' ? (last.argument as AnyNode | null) : null;
  if (returned?.type !== 'Identifier') return null;
  const names: string[] = [];
  let found = false;
  const visit = (expression: AnyNode | null | undefined) => {
    if (!expression) return;
    if (expression.type === 'SequenceExpression') return (expression.expressions as AnyNode[]).forEach(visit);
    if (expression.type !== 'CallExpression') return;
    const callee = expression.callee as AnyNode;
    const [target, object] = expression.arguments as AnyNode[];
    if (
      callee.type === 'MemberExpression' &&
      (callee.property as AnyNode).name === 'd' &&
      target?.type === 'Identifier' &&
      target.name === returned.name &&
      object?.type === 'ObjectExpression'
    ) {
      const keys = objectKeys(object);
      if (keys) {
        names.push(...keys);
        found = true;
      }
    }
  };
  for (const statement of statements) if (statement.type === 'ExpressionStatement') visit(statement.expression as AnyNode);
  return found ? names : null;
}

const AMD_BUILTINS = new Set(['require', 'exports', 'module']);

function arrayStrings(node: AnyNode | undefined): string[] {
  if (node?.type !== 'ArrayExpression') return [];
  return (node.elements as AnyNode[]).map(stringOf).filter((s): s is string => s !== null);
}

/** System.register calls anywhere (a bundle may wrap its registration in a function). */
function nestedRegisterCalls(program: AnyNode): AnyNode[] {
  const calls: AnyNode[] = [];
  walk(program, (node) => {
    if (node.type === 'CallExpression' && (isMember(node.callee as AnyNode, 'System', 'register') || isMember(node.callee as AnyNode, 'SystemJS', 'register')))
      calls.push(node);
  });
  return calls;
}

function scriptFacts(program: AnyNode, source: string): ModuleFacts {
  for (const call of [...topLevelCalls(program), ...nestedRegisterCalls(program)]) {
    const callee = call.callee as AnyNode;
    if (isMember(callee, 'System', 'register') || isMember(callee, 'SystemJS', 'register')) {
      const args = call.arguments as AnyNode[];
      const offset = stringOf(args[0]) !== null ? 1 : 0; // System.register('name', deps, declare)
      const deps = arrayStrings(args[offset]);
      const declare = args.find(isFunction);
      return { format: 'systemjs', exports: declare ? systemExports(declare) : [], reexports: [], imports: deps };
    }
    if (callee.type === 'Identifier' && callee.name === 'define') {
      const args = call.arguments as AnyNode[];
      const deps = arrayStrings(args.find((a) => a.type === 'ArrayExpression'));
      return { format: 'amd', exports: null, reexports: [], imports: deps.filter((d) => !AMD_BUILTINS.has(d)) };
    }
  }
  // UMD: a wrapper that asks whether an AMD loader or CommonJS is there.
  if (/\bdefine\.amd\b|typeof\s+define\s*===?\s*["']function["']/.test(source)) return { format: 'umd', exports: null, reexports: [], imports: [] };
  return { format: 'script', exports: null, reexports: [], imports: [] };
}

const PARSE = { ecmaVersion: 'latest', allowHashBang: true, allowAwaitOutsideFunction: false } as const;

/** Reads a module's format, imports and (where stated) exports from its text. */
export function readModule(source: string): ModuleFacts {
  let program: AnyNode;
  try {
    program = parse(source, { ...PARSE, sourceType: 'script' }) as unknown as AnyNode;
  } catch (scriptError) {
    try {
      program = parse(source, { ...PARSE, sourceType: 'module' }) as unknown as AnyNode;
    } catch {
      return { format: 'invalid', exports: null, reexports: [], imports: [], syntaxError: (scriptError as Error).message };
    }
    return esmFacts(program);
  }
  return scriptFacts(program, source);
}

/** The format of a module file's text (see {@link readModule}). */
export function moduleFormatOf(source: string): ModuleFormat {
  return readModule(source).format;
}

/** single-spa's lifecycles: `mount` and `unmount` are required, `bootstrap` optional. */
export function missingLifecycles(exportedNames: Iterable<string>): string[] {
  const names = new Set(exportedNames);
  return ['mount', 'unmount'].filter((name) => !names.has(name));
}

/** A bare specifier (`react`, `@portal/utils`): resolved only through an import map. */
export const isBareSpecifier = (specifier: string): boolean => !/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);

/**
 * Where an import map sends `specifier`: an exact entry, or the longest `prefix/` entry with the
 * rest appended (as the browser resolves it). Null when the map does not name it.
 */
export function resolveInMap(imports: Record<string, string>, specifier: string): string | null {
  if (Object.hasOwn(imports, specifier)) return imports[specifier];
  let best: string | null = null;
  for (const key of Object.keys(imports)) if (key.endsWith('/') && specifier.startsWith(key) && (!best || key.length > best.length)) best = key;
  return best ? imports[best] + specifier.slice(best.length) : null;
}
