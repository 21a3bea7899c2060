import { call } from '@portal/utils';
import type { AddTenantBody, AdminTenant, TenantDetail, TenantPage, TenantPageQuery } from '../../../../contract/iam-admin';
import { iamAdminRoutes } from '../../../../contract/iam-admin.routes';

export function loadTenantPage(query: TenantPageQuery): Promise<TenantPage> {
  return call(iamAdminRoutes.tenantPage, { query });
}

export function loadTenantDetail(id: number): Promise<TenantDetail> {
  return call(iamAdminRoutes.tenantDetail, { params: { id } });
}

export function addTenant(body: AddTenantBody): Promise<AdminTenant> {
  return call(iamAdminRoutes.addTenant, { body });
}
