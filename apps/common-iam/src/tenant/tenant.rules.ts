import { rules, trimmed } from '@portal/contract';
import type { Language } from '@portal/utils';
import { LANGUAGES } from '@portal/contract';
import type { AddTenantBody, TenantPageQuery } from '@portal/contract';

export interface TenantDraft {
  name: string;
  /** '0' external (the default), '1' inner. */
  innerMark: '0' | '1';
}

export const EMPTY_TENANT: TenantDraft = { name: '', innerMark: '0' };

/** The add-tenant form's errors by field (spec 5 tenant-name rule) in `language`, empty when it may be sent. */
export function tenantErrors(draft: TenantDraft, language: Language = 'zh-CN'): Partial<Record<keyof TenantDraft, string>> {
  const name = rules.tenantName(draft.name, { language });
  return name ? { name } : {};
}

/** The body of the add-tenant call: trimmed (spec 5), the mark as a number. */
export function tenantBody(draft: TenantDraft): AddTenantBody {
  return { name: trimmed(draft.name), innerMark: draft.innerMark === '1' ? 1 : 0 };
}

/** The tenant list's query; a blank name does not filter. */
export function tenantQuery(name: string, pageNum: number, pageSize: number): TenantPageQuery {
  const part = trimmed(name);
  return { ...(part ? { name: part } : {}), pageNum, pageSize };
}

/** Which field a refusal of the server belongs to (a taken name, the name rule in either language), else null. */
export function tenantFieldOf(failure: { code?: unknown; message?: unknown }): keyof TenantDraft | null {
  if (failure.code === 'TENANT_NAME_TAKEN') return 'name';
  const nameRule = LANGUAGES.flatMap((language) => [rules.tenantName('', { language }), rules.tenantName('-', { language })]);
  return nameRule.includes(typeof failure.message === 'string' ? failure.message : null) ? 'name' : null;
}
