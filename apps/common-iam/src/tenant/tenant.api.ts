import { call } from '@portal/utils';
import {
  type AddTenantBody,
  type AdminTenant,
  type EditTenantBody,
  type TenantDetail,
  type TenantPage,
  type TenantPageQuery,
  iamAdminRoutes,
} from '@portal/contract';

export function loadTenantPage(query: TenantPageQuery): Promise<TenantPage> {
  return call(iamAdminRoutes.tenantPage, { query });
}

export function loadTenantDetail(id: number): Promise<TenantDetail> {
  return call(iamAdminRoutes.tenantDetail, { params: { id } });
}

export function addTenant(body: AddTenantBody): Promise<AdminTenant> {
  return call(iamAdminRoutes.addTenant, { body });
}

export function editTenant(id: number, body: EditTenantBody): Promise<AdminTenant> {
  return call(iamAdminRoutes.editTenant, { params: { id }, body });
}
