/**
 * Native ES module sub-apps share the portal's modules through bridges (issue 14): for every
 * shared package and each portal module a sub-app may import (@portal/utils, ui, contract and
 * console), a tiny ES module that takes the one SystemJS instance and re-exports its names, and a native import map (inlined in index.html, allowed by
 * its hash in the server's CSP) that maps the bare specifiers to them. An ESM sub-app's
 * `import { useState } from 'react'` and a SystemJS sub-app's `react` are the same module.
 */
const crypto = require('node:crypto');
const { subAppModules } = require('./modules');

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
// Names an ES module cannot re-export as `const` (reserved words) or that are module plumbing.
const SKIP = new Set(['default', '__esModule', 'module', 'exports', 'class', 'function', 'delete', 'new', 'in', 'import', 'export', 'package']);

/** The names a built module exports: webpack's own analysis, or the CommonJS object itself. */
function exportNames(compilation, entryName, specifier, root) {
  const entrypoint = compilation.entrypoints.get(entryName);
  const names = new Set();
  if (entrypoint) {
    for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())) {
      const provided = compilation.moduleGraph.getExportsInfo(module).getProvidedExports();
      if (Array.isArray(provided)) provided.forEach((name) => names.add(name));
    }
  }
  if (!names.size && !specifier.startsWith('@portal/')) {
    try {
      Object.keys(require(require.resolve(specifier, { paths: [root] }))).forEach((name) => names.add(name));
    } catch {
      // An ESM-only package without an analysable entry: its default export still bridges.
    }
  }
  return [...names].filter((name) => IDENTIFIER.test(name) && !SKIP.has(name)).sort();
}

function bridgeSource(specifier, names) {
  const lines = [
    `// Bridge: ${specifier} for native ES modules is the portal's one SystemJS instance of it.`,
    `const m = await globalThis.System.import(${JSON.stringify(specifier)});`,
    'export default m.default !== undefined ? m.default : m;',
  ];
  if (names.length) lines.push(`export const { ${names.join(', ')} } = m;`);
  return `${lines.join('\n')}\n`;
}

class EsmBridgesPlugin {
  /** @param {{ specifiers: Record<string, string>, production: boolean, root: string }} options entry name → specifier */
  constructor({ specifiers, production, root }) {
    this.specifiers = specifiers;
    this.production = production;
    this.root = root;
    this.subAppSpecifiers = new Set(Object.keys(subAppModules(root)));
    /** The native import map's JSON text, for index.html (read by HtmlWebpackPlugin later in the same compilation). */
    this.mapText = '{"imports":{}}';
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EsmBridgesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EsmBridgesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const imports = {};
        for (const [entryName, specifier] of Object.entries(this.specifiers)) {
          // The shared packages and the portal modules a sub-app may import (build/modules.js SUBAPP_MODULES).
          if (specifier.startsWith('@portal/') && !this.subAppSpecifiers.has(specifier)) continue;
          const source = bridgeSource(specifier, exportNames(compilation, entryName, specifier, this.root));
          const base = `bridges/${specifier.replace(/^@/, '').replace(/\//g, '-')}`;
          const file = this.production ? `${base}.${crypto.createHash('sha256').update(source).digest('hex').slice(0, 10)}.js` : `${base}.js`;
          compilation.emitAsset(file, new RawSource(source), { minimized: true });
          imports[specifier] = `./${file}`;
        }
        const sorted = Object.fromEntries(Object.entries(imports).sort(([a], [b]) => a.localeCompare(b)));
        this.mapText = JSON.stringify({ imports: sorted });
      });
    });
  }
}

module.exports = { EsmBridgesPlugin, bridgeSource };
