import { Button, Grid, Text } from '@portal/ui';
import { useAtomValue, userInfoAtom } from '@portal/utils/internal';
import { OverviewCard } from '../overview-card';
import { useText } from '../use-text';

export function PersonalInformationCard({ onEdit }: { onEdit(): void }) {
  const t = useText();
  const user = useAtomValue(userInfoAtom);
  const rows: [string, string | null | undefined][] = user
    ? [
        [t('overview.side.userName'), user.userName],
        [t('overview.side.loginName'), user.loginName],
        [t('overview.profile.mobile'), user.mobileStr],
        [t('overview.profile.email'), user.email],
        [t('overview.profile.tenant'), user.tenantName],
      ]
    : [];
  return (
    <OverviewCard
      id="personal-information"
      title={t('overview.profile.title')}
      resource={user ? { state: 'ready', data: rows } : { state: 'loading' }}
      action={
        <Button size="xs" variant="outline" onClick={onEdit} disabled={!user}>
          {t('overview.profile.edit')}
        </Button>
      }
    >
      {(data) => (
        <Grid as="dl" templateColumns="max-content 1fr" columnGap="4" rowGap="1" m="0">
          {data.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Text as="dt" color="fg.muted" fontSize="sm">
                {label}
              </Text>
              <Text as="dd" fontSize="sm" m="0" truncate>
                {value || '—'}
              </Text>
            </div>
          ))}
        </Grid>
      )}
    </OverviewCard>
  );
}
