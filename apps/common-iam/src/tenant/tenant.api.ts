import { call } from '@portal/utils';
import { type AddTenantBody, type AdminTenant, type TenantDetail, type TenantPage, type TenantPageQuery, iamAdminRoutes } from '@portal/contract';

export function loadTenantPage(query: TenantPageQuery): Promise<TenantPage> {
  return call(iamAdminRoutes.tenantPage, { query });
}

export function loadTenantDetail(id: number): Promise<TenantDetail> {
  return call(iamAdminRoutes.tenantDetail, { params: { id } });
}

export function addTenant(body: AddTenantBody): Promise<AdminTenant> {
  return call(iamAdminRoutes.addTenant, { body });
}
