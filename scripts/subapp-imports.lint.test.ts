/**
 * The lint rule that keeps sub-apps buildable outside this repository (eslint.config.js, the `apps`
 * zones; docs/decisions/014): a sub-app imports its own folder and the portal's modules by name,
 * never a path out of its folder; the modules every route loads never import the sub-apps' modules.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '..');
// The repository's flat config, passed in (ESLint would load the file with a dynamic import, which jest's VM refuses).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: require('../eslint.config.js') });

async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

const use = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('a sub-app imports shared code by name only', () => {
  test.each([
    ['another sub-app', '../../../common-msg/src/index'],
    ['the contract by path', '../../../../contract/iam-admin.routes'],
    ['the console kit by path', '../../../../src/console/pager'],
    ['the utils by path', '../../../../src/utils/index'],
  ])('refuses %s (%s)', async (_what, specifier) => {
    const messages = await refusals('apps/cbp-client/src/goods/probe.ts', use(specifier));
    expect(messages.join('\n')).toMatch(/own folder|@portal\/contract|@portal\/console/);
  });

  test.each(['@portal/contract', '@portal/console', '@portal/utils', '@portal/ui', '../use-text', './goods.rules'])('allows %s', async (specifier) => {
    expect(await refusals('apps/cbp-client/src/goods/probe.ts', use(specifier))).toEqual([]);
  });

  test('a sub-app takes the public face of @portal/utils, never its internal entry (ADR 019)', async () => {
    expect((await refusals('apps/cbp-client/src/goods/probe.ts', use('@portal/utils/internal'))).join('\n')).toMatch(/the face the sub-app guide documents/);
  });

  test.each(['src/shell/probe.ts', 'src/ui/probe.ts', 'src/console/probe.ts', 'parcels/overview/probe.ts'])(
    "the portal's own code %s imports @portal/utils/internal, not the sub-apps' face",
    async (file) => {
      expect((await refusals(file, use('@portal/utils'))).join('\n')).toMatch(/imports @portal\/utils\/internal/);
      expect(await refusals(file, use('@portal/utils/internal'))).toEqual([]);
    },
  );

  test('the login route stays free of the sub-apps\u2019 modules: the shell may not import @portal/console', async () => {
    expect((await refusals('src/shell/probe.ts', use('@portal/console'))).join('\n')).toMatch(/load with a sub-app/);
  });
});
