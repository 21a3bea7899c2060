import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as publicFace from './index';

const root = path.join(__dirname, '..', '..');

/** Every name `src/utils/index.ts` exports, with whether it is a type only. */
function entryExports(): { name: string; typeOnly: boolean }[] {
  const file = path.join(__dirname, 'index.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: { name: string; typeOnly: boolean }[] = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) {
      throw new Error(`index.ts holds only named re-exports: ${statement.getText().slice(0, 60)}`);
    }
    for (const element of statement.exportClause.elements) names.push({ name: element.name.text, typeOnly: statement.isTypeOnly || element.isTypeOnly });
  }
  return names;
}

/** The names of the guide's table "Every name of `@portal/utils`" (the first cell of each row). */
function guideNames(): string[] {
  const guide = fs.readFileSync(path.join(root, 'docs', 'sub-app-guide.md'), 'utf8');
  const start = guide.indexOf('<!-- utils-exports');
  expect(start).toBeGreaterThan(-1);
  const rows = guide.slice(start).split('\n').slice(1);
  const table = rows.slice(rows.findIndex((line) => line.startsWith('|')));
  return table
    .slice(
      0,
      table.findIndex((line) => !line.startsWith('|')),
    )
    .slice(2)
    .map((line) => /^\| `([A-Za-z_$][\w$]*)` +\|/.exec(line)?.[1] ?? `unreadable row: ${line}`);
}

describe('the public face of @portal/utils', () => {
  it('exports exactly the names the sub-app guide lists', () => {
    const exported = entryExports().map((entry) => entry.name);
    expect(new Set(exported).size).toBe(exported.length);
    expect([...exported].sort()).toEqual([...guideNames()].sort());
  });

  it('carries at run time the values it declares, and nothing else', () => {
    const values = entryExports()
      .filter((entry) => !entry.typeOnly)
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(publicFace).sort()).toEqual(values);
  });
});
