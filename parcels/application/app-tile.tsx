import { chakra, Flex, Text, VisuallyHidden } from '@portal/ui';
import { languageAtom, localName, openableAppUrl, useAtomValue, type AppCard } from '@portal/utils/internal';
import { AppIcon } from './app-logo';
import { useText } from './use-text';

/** The card as a link or a button: a border that turns brand blue and lifts on hover, a focus ring from the keyboard. */
const tileCss = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: '100%',
  minH: '20',
  textAlign: 'start',
  color: 'inherit',
  textDecoration: 'none',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  px: '4',
  py: '3',
  cursor: 'pointer',
  transitionProperty: 'border-color, box-shadow, transform',
  transitionDuration: 'fast',
  _hover: { borderColor: 'brand.400', shadow: 'md', transform: 'translateY(-1px)', textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px', borderColor: 'brand.400' },
  _motionReduce: { transition: 'none', _hover: { transform: 'none' } },
} as const;

/** A small arrow: the card opens somewhere else (a new tab). */
function OutArrow() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7 17 17 7M8 7h9v9" />
    </svg>
  );
}

/**
 * One application card: one icon (logo or abbreviation tile) and the name; the tab above already
 * names the category. A safe URL is a real link opening a new tab without handing the portal
 * window to the application (rel=noopener); anything but http(s) is never opened (issue 5, item 5).
 */
export function AppTile({ app, onBlocked }: { app: AppCard; onBlocked(): void }) {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const href = openableAppUrl(app.url, app.flag, window.location.origin);
  const body = (
    <>
      <AppIcon app={app} />
      <Flex flex="1" minW="0" align="center" justify="space-between" gap="2">
        <Text fontWeight="semibold" lineClamp={2}>
          {localName(app.appName, app.appNameEn, language)}
        </Text>
        <Text as="span" color="fg.subtle" flexShrink={0}>
          <OutArrow />
        </Text>
      </Flex>
    </>
  );
  if (href) {
    return (
      <chakra.a href={href} target="_blank" rel="noopener noreferrer" css={tileCss} data-app={app.appName}>
        {body}
        <VisuallyHidden>{t('application.opens')}</VisuallyHidden>
      </chakra.a>
    );
  }
  return (
    <chakra.button type="button" css={tileCss} onClick={onBlocked} data-app={app.appName}>
      {body}
    </chakra.button>
  );
}
