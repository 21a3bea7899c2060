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

/** Loads the signed-in user's application cards; `reload` fetches them again. */
function useAppCards() {
  const user = useAtomValue(userInfoAtom);
  const mark = useAtomValue(innerUserMarkAtom);
  const [state, setState] = useState<State>({ state: 'loading' });
  const [round, setRound] = useState(0);

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

  return { state, reload: () => setRound((r) => r + 1) };
}

/** The application page, /application (spec 2, issue 5 item 5): category tabs of application cards. */
export function ApplicationPage() {
  const t = useText();
  const { state, reload } = useAppCards();
  // The chosen tab lives here, not in the tabs, so it survives a reload of the cards.
  const [tab, setTab] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const cards = state.state === 'ready' ? state.cards : [];

  return (
    <Box p={{ base: '3', md: '6' }} bg="gray.50" minH="full" data-page="application">
      <Heading as="h1" size="xl" mb="4">
        {t('application.title')}
      </Heading>
      {state.state === 'loading' && <ApplicationLoading />}
      {state.state === 'error' && <ApplicationError message={state.message} onRetry={reload} />}
      {state.state === 'ready' && cards.length === 0 && <ApplicationEmpty onReload={reload} />}
      {state.state === 'ready' && cards.length > 0 && <CategoryTabs cards={cards} tab={tab} onTab={setTab} onBlocked={() => setBlocked(true)} />}
      {blocked && (
        <Text role="alert" color="fg.error" mt="3">
          {t('application.blocked')}
        </Text>
      )}
    </Box>
  );
}

function ApplicationLoading() {
  const t = useText();
  return (
    <Flex align="center" gap="2" color="fg.muted" py="10" justify="center" aria-live="polite">
      <Spinner size="sm" />
      <Text>{t('application.loading')}</Text>
    </Flex>
  );
}

function ApplicationError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useText();
  return (
    <StatePanel
      kind="error"
      title={t('application.error')}
      description={message || undefined}
      action={
        <Button size="sm" colorPalette="brand" onClick={onRetry}>
          {t('application.retry')}
        </Button>
      }
    />
  );
}

/** No application for this user: reload, or go to the overview to apply for one. */
function ApplicationEmpty({ onReload }: { onReload: () => void }) {
  const t = useText();
  return (
    <StatePanel
      kind="empty"
      title={t('application.empty')}
      description={t('application.emptyHint')}
      action={
        <Flex gap="2" wrap="wrap" justify="center">
          <Button size="sm" colorPalette="brand" onClick={onReload}>
            {t('application.reload')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => navigate('/application-overview')}>
            {t('application.toOverview')}
          </Button>
        </Flex>
      }
    />
  );
}

/** One tab per category (a single "all" tab when no card has one), each a grid of tiles. */
function CategoryTabs({ cards, tab, onTab, onBlocked }: { cards: AppCard[]; tab: string | null; onTab: (tab: string) => void; onBlocked: () => void }) {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const tabs = useMemo(() => {
    const categories = appCategories(cards);
    return categories.length ? categories : [ALL];
  }, [cards]);
  const current = tab && tabs.includes(tab) ? tab : tabs[0];

  return (
    <PortalTabs
      gap="4"
      value={current}
      onValueChange={onTab}
      tabs={tabs.map((name) => ({
        value: name,
        label: name === ALL ? t('application.all') : localName(name, cards.find((card) => card.category === name)?.categoryEn, language),
        content: <TileGrid cards={cards.filter((card) => name === ALL || card.category === name)} onBlocked={onBlocked} />,
      }))}
    />
  );
}

function TileGrid({ cards, onBlocked }: { cards: AppCard[]; onBlocked: () => void }) {
  return (
    <Grid as="ul" templateColumns="repeat(auto-fill, minmax(14rem, 1fr))" gap="3" listStyleType="none" m="0" p="0">
      {cards.map((card) => (
        <li key={card.key}>
          <AppTile app={card} onBlocked={onBlocked} />
        </li>
      ))}
    </Grid>
  );
}
