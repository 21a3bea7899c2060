import { useState } from 'react';
import { AppBadge, Grid, Text, VisuallyHidden } from '@portal/ui';
import { languageAtom, localName, innerUserMarkAtom, loadAppCards, openableAppUrl, useAtomValue, userInfoAtom, type AppCard } from '@portal/utils/internal';
import { OVERVIEW_LIMITS, takeFirst } from '../overview.rules';
import { OverviewCard } from '../overview-card';
import { useResource } from '../use-resource';
import { useText } from '../use-text';

export function MyApplicationsCard() {
  const t = useText();
  const user = useAtomValue(userInfoAtom);
  const mark = useAtomValue(innerUserMarkAtom);
  const [blocked, setBlocked] = useState(false);
  const [resource, reload] = useResource(
    async () => (user ? takeFirst(await loadAppCards(user, mark), OVERVIEW_LIMITS.applications) : { shown: [], hasMore: false }),
    [user?.id, mark],
  );
  const hasMore = resource.state === 'ready' && resource.data.hasMore;
  return (
    <OverviewCard
      id="my-applications"
      title={t('overview.apps.title')}
      resource={resource}
      isEmpty={(data) => data.shown.length === 0}
      onRetry={reload}
      morePath={hasMore ? '/application' : undefined}
    >
      {({ shown }) => (
        <>
          <Grid as="ul" templateColumns="repeat(auto-fill, minmax(7rem, 1fr))" gap="3" listStyleType="none" m="0" p="0">
            {shown.map((app) => (
              <li key={app.key}>
                <AppShortcut app={app} onBlocked={() => setBlocked(true)} />
              </li>
            ))}
          </Grid>
          {blocked && (
            <Text role="alert" color="red.600" fontSize="sm" mt="2">
              {t('overview.blocked')}
            </Text>
          )}
        </>
      )}
    </OverviewCard>
  );
}

const SHORTCUT_STYLE = {
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  gap: '0.25rem',
  padding: '0.5rem',
  borderRadius: '0.375rem',
  width: '100%',
  color: 'inherit',
  textDecoration: 'none',
};

/** A link that opens the application in a new tab, or a button that reports it cannot be opened here. */
function AppShortcut({ app, onBlocked }: { app: AppCard; onBlocked: () => void }) {
  const t = useText();
  const href = openableAppUrl(app.url, app.flag, window.location.origin);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" style={SHORTCUT_STYLE} data-app={app.appName}>
      <AppShortcutFace app={app} />
      <VisuallyHidden>{t('overview.opens')}</VisuallyHidden>
    </a>
  ) : (
    <button type="button" style={{ ...SHORTCUT_STYLE, background: 'none', border: 0, cursor: 'pointer' }} onClick={onBlocked} data-app={app.appName}>
      <AppShortcutFace app={app} />
    </button>
  );
}

/** The coloured abbreviation square and the application's name. */
function AppShortcutFace({ app }: { app: AppCard }) {
  const language = useAtomValue(languageAtom);
  return (
    <>
      <AppBadge app={app} borderRadius="md" w="10" h="10" />
      <Text fontSize="sm" truncate maxW="full">
        {localName(app.appName, app.appNameEn, language)}
      </Text>
    </>
  );
}
