import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { landingPage, pageLink, type IamPage } from './kit/access.rules';
import { AccessGate } from './kit/access-gate';
import { LoadingBlock } from '@portal/console';
import { NoAccess, NotFound } from './kit/status-panels';
import { useAccessContext } from './kit/use-access';
import { ImportMapPage } from './importmap/importmap.page';
import { LoginSecurityPage } from './security/login-security.page';
import { PasswordStrategyPage } from './security/password-strategy.page';
import { RoleListPage } from './role/role-list.page';
import { SubAccountListPage } from './sub-account/sub-account-list.page';
import { TenantDetailPage } from './tenant/tenant-detail.page';
import { TenantListPage } from './tenant/tenant-list.page';
import { UserListPage } from './user/user-list.page';
import { ClosureListPage } from './closure/closure-list.page';

const gated = (page: IamPage, element: ReactElement) => <AccessGate page={page}>{element}</AccessGate>;

/** #/common/iam alone: the first page this user may open. */
function Landing() {
  const context = useAccessContext();
  const page = landingPage(context);
  if (page) return <Navigate replace to={pageLink(page)} />;
  if (context.signedIn && context.menuCodes.length === 0) return <LoadingBlock />;
  return <NoAccess reason={context.userType === 'CLIENT_USER' && context.pid !== 0 ? 'subAccount' : undefined} />;
}

/** The pages under #/common/iam (paths of the manager and client menus). */
export function IamRoutes() {
  return (
    <Routes>
      <Route index element={<Landing />} />
      <Route path="tenant/list" element={gated('tenant', <TenantListPage />)} />
      <Route path="tenant/detail" element={gated('tenantDetail', <TenantDetailPage />)} />
      <Route path="user/list" element={gated('user', <UserListPage />)} />
      <Route path="role/list" element={gated('role', <RoleListPage />)} />
      <Route path="security/password" element={gated('passwordStrategy', <PasswordStrategyPage />)} />
      <Route path="security/login" element={gated('loginSecurity', <LoginSecurityPage />)} />
      <Route path="sub-account/list" element={gated('subAccount', <SubAccountListPage />)} />
      <Route path="importmap" element={gated('importMap', <ImportMapPage />)} />
      <Route path="closure/list" element={gated('closure', <ClosureListPage />)} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
