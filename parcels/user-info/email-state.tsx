import { Badge, Button } from '@portal/ui';
import type { UserInfo } from '../../contract/iam';
import { useText } from './use-text';

/**
 * Whether the e-mail is verified (issue 13 item 12): 已验证, or 未验证 with a way to verify it.
 * Nothing without an e-mail, or from a platform that does not say.
 */
export function EmailState({ user, onVerify }: { user: Pick<UserInfo, 'email' | 'emailVerified'>; onVerify: () => void }) {
  const t = useText();
  if (!user.email || user.emailVerified === undefined) return null;
  if (user.emailVerified) {
    return (
      <Badge colorPalette="green" variant="subtle" data-testid="email-state">
        {t('profile.email.verified')}
      </Badge>
    );
  }
  return (
    <>
      <Badge colorPalette="orange" variant="subtle" data-testid="email-state">
        {t('profile.email.unverified')}
      </Badge>
      <Button variant="plain" size="sm" colorPalette="brand" px="0" h="auto" onClick={onVerify}>
        {t('profile.email.verify')}
      </Button>
    </>
  );
}
