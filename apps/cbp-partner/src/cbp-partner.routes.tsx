import { Route, Routes } from 'react-router-dom';
import { ConsoleRedirect, NotFoundPage } from '@portal/console';
import { PlanDetailPage } from './plans/plan-detail.page';
import { PLANS_PATH, PlansPage } from './plans/plans.page';
import { PLANS_MENU_CODE } from './plans/plans.rules';
import { useText } from './use-text';

const home = `${PLANS_PATH}?menu_code=${PLANS_MENU_CODE}`;

/** Routes of @cloud/cbp/partner under #/cbp/partner. */
export function CbpPartnerRoutes() {
  const t = useText();
  return (
    <Routes>
      <Route index element={<ConsoleRedirect to={PLANS_PATH} menuCode={PLANS_MENU_CODE} />} />
      <Route path={PLANS_PATH} element={<PlansPage />} />
      <Route path={`${PLANS_PATH}/detail/:id`} element={<PlanDetailPage />} />
      <Route path="*" element={<NotFoundPage home={{ to: home, name: t('partner.plans.title') }} />} />
    </Routes>
  );
}
