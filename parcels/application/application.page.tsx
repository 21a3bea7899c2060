import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Flex, Grid, Heading, PortalTabs, Spinner, StatePanel, Text } from '@portal/ui';
import {
  appCategories,
  failureMessage,
  innerUserMarkAtom,
  languageAtom,
  loadAppCards,
  localName,
  navigate,
  useAtomValue,
  userInfoAtom,
  type AppCard,
} from '@portal/utils/internal';
import { AppTile } from './app-tile';
import { useText } from './use-text';

type State = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; cards: AppCard[] };

const ALL = '__all__';

/** The application page, /application (spec 2, issue 5 item 5): category tabs of application cards. */
export function ApplicationPage() {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const user = useAtomValue(userInfoAtom);
  const mark = useAtomValue(innerUserMarkAtom);
  const [state, setState] = useState<State>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const [tab, setTab] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (!user) return;
    let live = true;
    setState({ state: 'loading' });
    loadAppCards(user, mark).then(
      (cards) => live && setState({ state: 'ready', cards }),
      (error: unknown) => live && setState({ state: 'error', message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [user?.id, mark, round]);

  const cards = state.state === 'ready' ? state.cards : [];
  const tabs = useMemo(() => {
    const categories = appCategories(cards);
    return categories.length ? categories : [ALL];
  }, [cards]);
  const current = tab && tabs.includes(tab) ? tab : tabs[0];

  return (
    <Box p={{ base: '3', md: '6' }} bg="gray.50" minH="full" data-page="application">
      <Heading as="h1" size="xl" mb="4">
        {t('application.title')}
      </Heading>
      {state.state === 'loading' && (
        <Flex align="center" gap="2" color="fg.muted" py="10" justify="center" aria-live="polite">
          <Spinner size="sm" />
          <Text>{t('application.loading')}</Text>
        </Flex>
      )}
      {state.state === 'error' && (
        <StatePanel
          kind="error"
          title={t('application.error')}
          description={state.message || undefined}
          action={
            <Button size="sm" colorPalette="brand" onClick={() => setRound((r) => r + 1)}>
              {t('application.retry')}
            </Button>
          }
        />
      )}
      {state.state === 'ready' && cards.length === 0 && (
        <StatePanel
          kind="empty"
          title={t('application.empty')}
          description={t('application.emptyHint')}
          action={
            <Flex gap="2" wrap="wrap" justify="center">
              <Button size="sm" colorPalette="brand" onClick={() => setRound((r) => r + 1)}>
                {t('application.reload')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => navigate('/application-overview')}>
                {t('application.toOverview')}
              </Button>
            </Flex>
          }
        />
      )}
      {state.state === 'ready' && cards.length > 0 && (
        <PortalTabs
          gap="4"
          value={current}
          onValueChange={setTab}
          tabs={tabs.map((name) => ({
            value: name,
            label: name === ALL ? t('application.all') : localName(name, cards.find((card) => card.category === name)?.categoryEn, language),
            content: (
              <Grid as="ul" templateColumns="repeat(auto-fill, minmax(14rem, 1fr))" gap="3" listStyleType="none" m="0" p="0">
                {cards
                  .filter((card) => name === ALL || card.category === name)
                  .map((card) => (
                    <li key={card.key}>
                      <AppTile app={card} onBlocked={() => setBlocked(true)} />
                    </li>
                  ))}
              </Grid>
            ),
          }))}
        />
      )}
      {blocked && (
        <Text role="alert" color="fg.error" mt="3">
          {t('application.blocked')}
        </Text>
      )}
    </Box>
  );
}
