import { dependenciesOf, mergeDependsOn } from './system-extras';

describe('global scripts in dependency order', () => {
  const urls: Record<string, string> = { vue: 'https://p.example/vendor/vue.js', 'vue-router': 'https://p.example/vendor/vue-router.js' };
  const resolve = (specifier: string) => urls[specifier] ?? null;

  it.each([
    ['the script of a specifier with dependencies', urls['vue-router'], { 'vue-router': ['vue'] }, ['vue']],
    ['a script without', urls.vue, { 'vue-router': ['vue'] }, []],
    ['a specifier the map does not resolve', urls.vue, { missing: ['vue'] }, []],
    ['two specifiers mapped to one file', urls.vue, { vue: ['a'], 'vue-router': ['b'] }, ['a']],
  ])('%s', (_case, url, dependsOn, expected) => {
    expect(dependenciesOf(url, dependsOn, resolve)).toEqual(expected);
  });

  it('merges the maps’ sections, the later map winning, and drops bad values', () => {
    expect(mergeDependsOn({ 'vue-router': ['vue'], a: ['x'] }, { a: ['y'], b: 'vue', c: [1] }, null, ['x'])).toEqual({ 'vue-router': ['vue'], a: ['y'] });
  });
});
