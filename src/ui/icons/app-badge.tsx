import { Box, type BoxProps } from '@chakra-ui/react';
import { abbreviationIn, APP_ACCENT_COLOURS, languageAtom, useAtomValue, type AppCard } from '@portal/utils/internal';

/** An application's abbreviation on its accent colour (spec 2, 9), hidden from readers (its name says it); size and corners are the caller's. */
export function AppBadge({ app, ...box }: { app: AppCard } & BoxProps) {
  const language = useAtomValue(languageAtom);
  return (
    <Box
      aria-hidden="true"
      bg={APP_ACCENT_COLOURS[app.randomNum]}
      color="white"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      fontSize="sm"
      {...box}
    >
      {abbreviationIn(app, language)}
    </Box>
  );
}
