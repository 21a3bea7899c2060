// Writes ESM entry files for react, react-dom and react-dom/client (bench/web/reference/build.sh):
// a default export plus every named export of the CommonJS module.
const fs = require('fs');
process.env.NODE_ENV = 'production';
for (const [file, spec] of [
  ['react', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom-client', 'react-dom/client'],
]) {
  const names = Object.keys(require(spec)).filter((n) => n !== 'default');
  fs.writeFileSync(`entry-${file}.js`, `import M from ${JSON.stringify(spec + '/cjs-proxy')};\nexport default M;\nexport const { ${names.join(', ')} } = M;\n`);
}
