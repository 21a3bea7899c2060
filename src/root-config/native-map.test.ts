import { composeNativeMap, parseBridges } from './native-map';

describe('the native import map the boot script composes', () => {
  const bridges = { react: 'https://p.example/bridges/react.1.js', vue: 'https://p.example/bridges/vue.2.js' };

  it.each([
    ['an entry only the environment lists', { '@org/utils': 'https://p.example/utils.js' }, {}, '@org/utils', 'https://p.example/utils.js'],
    [
      'an override of an environment entry',
      { '@org/utils': 'https://p.example/utils.js' },
      { '@org/utils': 'http://localhost:9000/utils.js' },
      '@org/utils',
      'http://localhost:9000/utils.js',
    ],
    ['an override of a name the environment lacks', {}, { '@org/new': 'http://localhost:9000/new.js' }, '@org/new', 'http://localhost:9000/new.js'],
    [
      'a shared module the environment re-points (SystemJS loads it; natives keep the bridge)',
      { react: 'https://cdn.example/react.js' },
      {},
      'react',
      bridges.react,
    ],
    ['a shared module overridden in this browser', {}, { vue: 'http://localhost:9000/vue.js' }, 'vue', bridges.vue],
    ['a bridged name nobody re-points', {}, {}, 'react', bridges.react],
  ])('%s', (_case, environment, overrides, specifier, expected) => {
    expect(composeNativeMap(bridges, environment, overrides).imports[specifier]).toBe(expected);
  });

  it('holds every bridge, environment entry and override, nothing else', () => {
    const map = composeNativeMap(bridges, { '@cloud/a': '/a.js' }, { '@org/b': '/b.js' });
    expect(Object.keys(map.imports).sort()).toEqual(['@cloud/a', '@org/b', 'react', 'vue']);
  });

  it.each([[undefined], [''], ['not json'], ['{"imports": 3}'], ['null']])('reads a broken bridge list %p as no bridges', (text) => {
    expect(parseBridges(text)).toEqual({});
  });

  it('reads the bridge list the build writes', () => {
    expect(parseBridges('{"imports":{"react":"./bridges/react.1.js","bad":3}}')).toEqual({ react: './bridges/react.1.js' });
  });
});
