import { Route, Routes } from 'react-router-dom';
import { ConsoleRedirect, NotFoundPage } from '@portal/console';
import { ApplicationDetailPage } from './applications/application-detail.page';
import { APPLICATIONS_PATH, ApplicationsPage } from './applications/applications.page';
import { APPLICATIONS_MENU_CODE } from './applications/applications.rules';
import { DeveloperApplyPage } from './applications/developer-apply.page';
import { ResourceApplyPage } from './applications/resource-apply.page';
import { GoodsDetailPage } from './goods/goods-detail.page';
import { GOODS_PATH, GoodsPage } from './goods/goods.page';
import { useText } from './use-text';

const home = `${APPLICATIONS_PATH}?menu_code=${APPLICATIONS_MENU_CODE}`;

/** Routes of @cloud/cbp/client under #/cbp/client (the menu's pages and their subpages). */
export function CbpClientRoutes() {
  const t = useText();
  return (
    <Routes>
      <Route index element={<ConsoleRedirect to={APPLICATIONS_PATH} menuCode={APPLICATIONS_MENU_CODE} />} />
      <Route path={APPLICATIONS_PATH} element={<ApplicationsPage />} />
      <Route path={`${APPLICATIONS_PATH}/detail/:id`} element={<ApplicationDetailPage />} />
      <Route path={`${APPLICATIONS_PATH}/developer`} element={<DeveloperApplyPage />} />
      <Route path={`${APPLICATIONS_PATH}/resource`} element={<ResourceApplyPage />} />
      <Route path={GOODS_PATH} element={<GoodsPage />} />
      <Route path={`${GOODS_PATH}/detail/:id`} element={<GoodsDetailPage />} />
      <Route path="*" element={<NotFoundPage home={{ to: home, name: t('cbp.apply.title') }} />} />
    </Routes>
  );
}
