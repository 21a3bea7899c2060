/**
 * Registration (spec 3 "Registration form", spec 9): the tenant the new one hangs under comes
 * from the page's query (`#/register?pid=…&parentTenantId=…`, e.g. an invitation link) and
 * defaults to pid 1798 and parentTenantId 1708. A parameter present but empty stays empty, so
 * the form reports '数据异常' (spec 5) instead of silently using the default.
 */
const REGISTER_DEFAULTS = { pid: '1798', parentTenantId: '1708' } as const;

export function registrationRefs(read: (name: string) => string | null): { pid: string; parentTenantId: string } {
  const pick = (name: 'pid' | 'parentTenantId') => {
    const raw = read(name);
    if (raw === null) return REGISTER_DEFAULTS[name];
    try {
      return decodeURIComponent(raw).trim();
    } catch {
      return '';
    }
  };
  return { pid: pick('pid'), parentTenantId: pick('parentTenantId') };
}
