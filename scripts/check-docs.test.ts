import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { checkDocs, slugOf } from './check-docs.mjs';

describe('the docs check of npm run lint', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-docs-'));
    execFileSync('git', ['init', '-q'], { cwd: root });
    write('docs/guide.md', '# The guide\n\n## Call the API with `call`\n\nText.\n');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('passes links to files and headings that exist, and leaves other sites and code alone', () => {
    write(
      'README.md',
      [
        '[guide](docs/guide.md) [section](docs/guide.md#call-the-api-with-call) [top](#readme) [site](https://example.com/x.md)',
        '',
        '# Readme',
        '',
        '```',
        '[in a code block](missing.md)',
        '```',
        'Inline `[code](missing.md)` and a heading underline:',
        '',
        'Title',
        '=======',
      ].join('\n'),
    );
    expect(checkDocs(root)).toEqual([]);
  });

  it('names each broken link and each conflict marker with its file and line', () => {
    write('README.md', '# Readme\n\n[gone](docs/none.md)\n[no heading](docs/guide.md#nothing)\n[outside](../shared/spec.md)\n');
    write('src/a.ts', 'export const a = 1;\n<<<<<<< HEAD\nexport const b = 2;\n=======\nexport const b = 3;\n>>>>>>> other\n');
    expect(checkDocs(root).sort()).toEqual([
      'README.md:3: the link docs/none.md leads to docs/none.md, which the repository does not hold',
      'README.md:4: the link docs/guide.md#nothing: docs/guide.md has no heading #nothing',
      'README.md:5: the link ../shared/spec.md leads to ../shared/spec.md, which the repository does not hold',
      'src/a.ts:2: a merge-conflict marker',
      'src/a.ts:6: a merge-conflict marker',
    ]);
  });

  it('holds every citation of an issue or a spec section to an entry the repository keeps', () => {
    // Built from parts, so that this file cites nothing itself.
    const cite = (word: string, n: number) => `${word} ${n}`;
    write('docs/spec/issues.md', `# Issues\n\n## ${cite('Issue', 7)}\n\nWhat it asked.\n`);
    write('docs/spec/portal-spec.md', '# Spec\n\n## 1. What\n\n## 2. Screens and routes\n');
    write(
      'src/cites.ts',
      `// ${cite('issue', 7)} and ${cite('spec', 2)} (${cite('Spec', 1)}) are held.\n// ${cite('Issue', 8)} is not, nor ${cite('spec', 3)}.\n`,
    );
    expect(checkDocs(root).sort()).toEqual([
      `src/cites.ts:2: cites ${cite('issue', 8)}, which docs/spec/issues.md does not hold`,
      `src/cites.ts:2: cites ${cite('spec', 3)}, a section docs/spec/portal-spec.md does not have`,
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(slugOf('4. Call the API with `call` and a contract route table')).toBe('4-call-the-api-with-call-and-a-contract-route-table');
    expect(slugOf('服务分层（ADR 018）')).toBe('服务分层adr-018');
  });
});
