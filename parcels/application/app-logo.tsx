import { useState } from 'react';
import { AppBadge, Box } from '@portal/ui';
import type { AppCard } from '@portal/utils/internal';
import { logoSrc } from './application.api';

const SIZE = '12';

/**
 * The card's one icon: the application's logo from the logo call where it has one, the
 * abbreviation tile otherwise, and the tile again when the logo fails to load.
 */
export function AppIcon({ app }: { app: AppCard }) {
  const [failed, setFailed] = useState(false);
  if (!app.icon || failed) return <AppBadge app={app} borderRadius="lg" w={SIZE} h={SIZE} flexShrink={0} data-accent={app.randomNum} />;
  return (
    <Box
      w={SIZE}
      h={SIZE}
      flexShrink={0}
      borderRadius="lg"
      borderWidth="1px"
      borderColor="border"
      bg="white"
      overflow="hidden"
      display="flex"
      alignItems="center"
      justifyContent="center"
      data-accent={app.randomNum}
    >
      <img
        src={logoSrc(app.icon)}
        alt=""
        width={48}
        height={48}
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        onError={() => setFailed(true)}
        data-logo
      />
    </Box>
  );
}
