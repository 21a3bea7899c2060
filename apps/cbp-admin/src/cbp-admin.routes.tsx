import { Route, Routes } from 'react-router-dom';
import { ConsoleRedirect, NotFoundPage } from '@portal/console';
import { REVIEW_MENU_CODE } from '@portal/contract';
import { ReviewDetailPage } from './review/review-detail.page';
import { REVIEW_PATH, ReviewPage } from './review/review.page';
import { ReviewGate } from './review/review-gate';
import { useText } from './use-text';

/** Routes of @cloud/cbp/admin under #/cbp/admin. */
export function CbpAdminRoutes() {
  const t = useText();
  return (
    <Routes>
      <Route index element={<ConsoleRedirect to={REVIEW_PATH} menuCode={REVIEW_MENU_CODE} />} />
      <Route
        path={REVIEW_PATH}
        element={
          <ReviewGate>
            <ReviewPage />
          </ReviewGate>
        }
      />
      <Route
        path={`${REVIEW_PATH}/detail/:id`}
        element={
          <ReviewGate>
            <ReviewDetailPage />
          </ReviewGate>
        }
      />
      <Route path="*" element={<NotFoundPage home={{ to: `${REVIEW_PATH}?menu_code=${REVIEW_MENU_CODE}`, name: t('cbpAdmin.review.title') }} />} />
    </Routes>
  );
}
