import { rules, trimmed } from '@portal/contract';
import type { AddTenantBody, TenantPageQuery } from '@portal/contract';

export interface TenantDraft {
  name: string;
  /** '0' external (the default), '1' inner. */
  innerMark: '0' | '1';
}

export const EMPTY_TENANT: TenantDraft = { name: '', innerMark: '0' };

/** The add-tenant form's errors by field (spec 5 tenant-name rule), empty when it may be sent. */
export function tenantErrors(draft: TenantDraft): Partial<Record<keyof TenantDraft, string>> {
  const name = rules.tenantName(draft.name);
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

/** Which field a refusal of the server belongs to (a taken name), else null. */
export function tenantFieldOf(message: string): keyof TenantDraft | null {
  return message === '租户名称重复' || message.startsWith('只允许输入2-32字符') || message === '请输入租户名称' ? 'name' : null;
}
