import fs from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error: plain CommonJS modules without types
import rule from './text-beside-english.cjs';
// @ts-expect-error: plain CommonJS modules without types
import notYet from './texts-not-yet-beside-english.cjs';

const root = path.join(__dirname, '..', '..');

/** The rule's findings in one file of the repository. */
function findings(file: string): number {
  const linter = new Linter({ configType: 'flat' });
  const config = {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { portal: { rules: { 'text-beside-english': rule } } },
    rules: { 'portal/text-beside-english': 'error' },
    linterOptions: { noInlineConfig: true },
  } as unknown as Linter.Config;
  return linter.verify(fs.readFileSync(path.join(root, file), 'utf8'), config, file).filter((m) => m.ruleId === 'portal/text-beside-english').length;
}

describe('the files whose Chinese texts still stand alone', () => {
  it.each(notYet as string[])('%s still has texts to move (else it leaves the list)', (file) => {
    expect(findings(file)).toBeGreaterThan(0);
  });
});
