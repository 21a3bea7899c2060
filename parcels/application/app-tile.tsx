import { Flex, Stack, Text, VisuallyHidden } from '@portal/ui';
import { openableAppUrl, type AppCard } from '@portal/utils';
import { AppBadge, AppLogo } from './app-logo';
import { useText } from './use-text';

const tileStyle = {
  display: 'flex',
  width: '100%',
  textAlign: 'left' as const,
  color: 'inherit',
  textDecoration: 'none',
  background: 'white',
  border: '1px solid #e4e4e7',
  borderRadius: '0.5rem',
  padding: '1rem',
  cursor: 'pointer',
};

/**
 * One application card. A safe URL is a real link opening a new tab without handing the portal
 * window to the application (rel=noopener); anything but http(s) is never opened (issue 5, item 5).
 */
export function AppTile({ app, onBlocked }: { app: AppCard; onBlocked(): void }) {
  const t = useText();
  const href = openableAppUrl(app.url, app.flag, window.location.origin);
  const body = (
    <Flex gap="3" align="center" minW="0">
      <AppBadge app={app} />
      <Stack gap="0" minW="0">
        <Flex align="center" gap="1.5" minW="0">
          <AppLogo app={app} />
          <Text fontWeight="semibold" truncate>
            {app.appName}
          </Text>
        </Flex>
        <Text fontSize="sm" color="fg.muted" truncate>
          {app.category || '—'}
        </Text>
      </Stack>
    </Flex>
  );
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" style={tileStyle} data-app={app.appName}>
        {body}
        <VisuallyHidden>（{t('application.opens')}）</VisuallyHidden>
      </a>
    );
  }
  return (
    <button type="button" style={tileStyle} onClick={onBlocked} data-app={app.appName}>
      {body}
    </button>
  );
}
