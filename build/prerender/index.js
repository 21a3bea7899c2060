/**
 * What index.html carries of the prerendered sign-in pages (docs/decisions/017), from the Node
 * bundle the `prerender` compiler wrote (build/prerender/entry.tsx):
 *
 *   - `<template id="portal-prerender-styles">`: the CSS emotion wrote for them (its global sheet,
 *     then every class), moved into <head> only when a page is shown;
 *   - one `<template id="portal-prerender:<route>|<language>|<variant>">` per page;
 *   - `<template id="portal-frame:<language>|<overview or nothing>">`: the signed-in first screen;
 *   - the inline script (src/root-config/prerendered-page.inline.js) that shows the one for the
 *     current hash route and language before any module loads, allowed by the response's nonce.
 */
const fs = require('node:fs');
const path = require('node:path');

const INLINE_SCRIPT = path.join(__dirname, '..', '..', 'src', 'root-config', 'prerendered-page.inline.js');

function renderPrerendered(bundle) {
  delete require.cache[require.resolve(bundle)];
  const { renderPages } = require(bundle);
  const { variants, frames, styleTags, contract } = renderPages();
  const templates = [
    `<template id="portal-prerender-styles">${styleTags}</template>`,
    ...variants.map((v) => `<template id="portal-prerender:${v.id}" lang="${v.language}">${v.html}</template>`),
    ...frames.map((f) => `<template id="portal-frame:${f.id}">${f.html}</template>`),
  ];
  // The script runs as written (no build step): its comments go, its code stays readable.
  const script = fs
    .readFileSync(INLINE_SCRIPT, 'utf8')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\n\s*\n/g, '\n')
    .trim();
  // The values the script takes from the contract (the API path and header it asks with), by name.
  let filled = script;
  for (const [name, value] of Object.entries(contract)) {
    if (!filled.includes(`'${name}'`)) throw new Error(`${INLINE_SCRIPT} no longer names '${name}'`);
    filled = filled.replaceAll(`'${name}'`, JSON.stringify(value));
  }
  return { templates: templates.join('\n    '), script: filled, routes: [...new Set(variants.map((v) => v.route))] };
}

module.exports = { renderPrerendered };
