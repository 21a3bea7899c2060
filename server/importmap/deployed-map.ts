import fs from 'node:fs';
import path from 'node:path';
import { checkImportMapText } from './import-map.rules';

/**
 * Warnings about the environment's import map the server is about to serve: a broken map drops
 * every sub-app in the browser, and nothing but the browser console would say so. Also names
 * same-origin addresses that no served file answers.
 */
export function deployedMapWarnings(webRoot: string, staticRoots: string[]): string[] {
  const file = path.join(webRoot, 'importmap.json');
  if (!fs.existsSync(file)) return [];
  const { map, problems } = checkImportMapText(fs.readFileSync(file, 'utf8'));
  const warnings = problems.map((problem) => `${file}: ${problem}`);
  if (!map) {
    warnings.push('Every sub-app of this environment will fail to load until the import map is fixed (npm run check:importmap checks it).');
    return warnings;
  }
  for (const [specifier, address] of Object.entries(map.imports)) {
    if (!address.startsWith('/') || address.startsWith('//')) continue;
    const relative = decodeURIComponent(address.split(/[?#]/)[0]).replace(/^\/+/, '');
    if (!staticRoots.some((dir) => fs.existsSync(path.join(dir, relative)))) {
      warnings.push(`${file}: "${specifier}" points at ${address}, which this server does not serve (no such file in ${staticRoots.join(' or ')}).`);
    }
  }
  return warnings;
}
