import { useState } from 'react';
import { Box } from '@portal/ui';
import { abbreviationIn, APP_ACCENT_COLOURS, languageAtom, useAtomValue, type AppCard } from '@portal/utils/internal';
import { logoSrc } from './application.api';

const SIZE = '12';

/** The card's abbreviation on its accent colour (spec 2, 9). */
function AppBadge({ app }: { app: AppCard }) {
  const language = useAtomValue(languageAtom);
  return (
    <Box
      aria-hidden="true"
      bg={APP_ACCENT_COLOURS[app.randomNum]}
      color="white"
      borderRadius="lg"
      w={SIZE}
      h={SIZE}
      flexShrink={0}
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      fontSize="sm"
      data-accent={app.randomNum}
    >
      {abbreviationIn(app, language)}
    </Box>
  );
}

/**
 * The card's one icon: the application's logo from the logo call where it has one, the
 * abbreviation tile otherwise, and the tile again when the logo fails to load.
 */
export function AppIcon({ app }: { app: AppCard }) {
  const [failed, setFailed] = useState(false);
  if (!app.icon || failed) return <AppBadge app={app} />;
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
