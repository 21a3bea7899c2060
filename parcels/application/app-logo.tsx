import { useEffect, useState } from 'react';
import { Box } from '@portal/ui';
import { APP_ACCENT_COLOURS, type AppCard } from '@portal/utils';
import { loadLogo } from './application.api';

/** The logo from the logo call, or the abbreviation on the card's accent colour until (or unless) it loads. */
export function AppLogo({ app }: { app: AppCard }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!app.icon) return;
    let url: string | null = null;
    let live = true;
    loadLogo(app.icon).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [app.icon]);
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
      {src ? <img src={src} alt="" style={{ width: '100%', height: '100%', objectFit: 'contain', background: 'white' }} /> : app.text}
    </Box>
  );
}
