import { NoAccessPanel, NotFoundPage } from '@portal/console';
import { useText } from './use-text';

/** A page the user may not open: the console's access-denied panel, with the sub-account's reason. */
export function NoAccess({ reason }: { reason?: 'subAccount' }) {
  const t = useText();
  return <NoAccessPanel id="iam-no-access" body={reason === 'subAccount' ? t('iam.noAccess.subAccount') : undefined} />;
}

/** A route inside the prefix that names no page: the console's not-found page in the identity app's words. */
export function NotFound() {
  const t = useText();
  return <NotFoundPage text={t('iam.notFound.body')} testId="iam-not-found" />;
}
