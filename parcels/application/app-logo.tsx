import { useState } from 'react';
import { Box } from '@portal/ui';
import { APP_ACCENT_COLOURS, type AppCard } from '@portal/utils';
import { logoSrc } from './application.api';

/** The logo from the logo call on the card's accent colour; the abbreviation when there is none or it fails. */
export function AppLogo({ app }: { app: AppCard }) {
  const [failed, setFailed] = useState(false);
  const showLogo = Boolean(app.icon) && !failed;
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
      overflow="hidden"
      data-accent={app.randomNum}
    >
      {showLogo ? (
        <img src={logoSrc(app.icon as string)} alt="" width={32} height={32} style={{ objectFit: 'contain' }} onError={() => setFailed(true)} />
      ) : (
        app.text
      )}
    </Box>
  );
}
