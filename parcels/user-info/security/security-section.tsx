import { Heading, Stack } from '@portal/ui';
import { SessionsCard } from './sessions-card';
import { SignInActivityCard } from './sign-in-activity-card';
import { useSecurityText } from './use-security-text';

/**
 * The profile's account security section (issue 13, after Keycloak's account console): the
 * signed-in devices and the recent sign-in activity of the signed-in user. Page variant only.
 */
export function SecuritySection() {
  const { t } = useSecurityText();
  return (
    <Stack as="section" aria-labelledby="security-title" gap="4" mt="8" data-testid="security-section">
      <Heading as="h2" size="md" id="security-title">
        {t('security.title')}
      </Heading>
      <SessionsCard />
      <SignInActivityCard />
    </Stack>
  );
}
