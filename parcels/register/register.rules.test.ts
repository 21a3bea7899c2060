import { registrationRefs } from './register.rules';

describe('registration tenant references', () => {
  const query = (values: Record<string, string>) => (name: string) => (name in values ? values[name] : null);
  test.each<[string, Record<string, string>, { pid: string; parentTenantId: string }]>([
    ['no query uses the defaults 1798 and 1708', {}, { pid: '1798', parentTenantId: '1708' }],
    ['an invitation link sets both', { pid: '12', parentTenantId: '34' }, { pid: '12', parentTenantId: '34' }],
    ['an empty pid stays empty (数据异常)', { pid: '' }, { pid: '', parentTenantId: '1708' }],
    ['an empty parentTenantId stays empty (数据异常)', { parentTenantId: '%20' }, { pid: '1798', parentTenantId: '' }],
    ['a malformed escape counts as empty', { pid: '%E0%A4%A' }, { pid: '', parentTenantId: '1708' }],
  ])('%s', (_name, values, refs) => {
    expect(registrationRefs(query(values))).toEqual(refs);
  });
});
