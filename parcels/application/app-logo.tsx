import { useState } from 'react';
import { Box } from '@portal/ui';
import { APP_ACCENT_COLOURS, type AppCard } from '@portal/utils';
import { logoSrc } from './application.api';

/** The card's abbreviation on its accent colour (spec 2, 9). */
export function AppBadge({ app }: { app: AppCard }) {
  return (
    <Box
      aria-hidden="true"
      bg={APP_ACCENT_COLOURS[app.randomNum]}
      color="white"
      borderRadius="md"
      w="12"
      h="12"
      flexShrink={0}
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      fontSize="sm"
      data-accent={app.randomNum}
    >
      {app.text}
    </Box>
  );
}

/** The logo from the logo call; nothing when there is none or it fails to load. */
export function AppLogo({ app }: { app: AppCard }) {
  const [failed, setFailed] = useState(false);
  if (!app.icon || failed) return null;
  return <img src={logoSrc(app.icon)} alt="" width={20} height={20} style={{ objectFit: 'contain', flexShrink: 0 }} onError={() => setFailed(true)} data-logo />;
}
