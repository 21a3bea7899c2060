import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Button, Flex, Heading, HStack, Stack, Text } from '@portal/ui';
import { failureMessage } from '@portal/utils/internal';
import type { SignInEvent, SignInOutcome } from '../../../contract/account-security';
import { loadSignIns } from './security.api';
import { formatInstant, lockLength } from './security.rules';
import { CardLoadState, SecurityCard, type CardLoad } from './security-card';
import { useSecurityText } from './use-security-text';

const PALETTE: Record<SignInOutcome, string> = { success: 'green', failure: 'red', locked: 'orange' };

/** The sign-ins read so far, 20 at a time; `more` reads the next page, whose first row takes the focus. */
function useSignIns() {
  const [load, setLoad] = useState<CardLoad>({ status: 'loading' });
  const [events, setEvents] = useState<SignInEvent[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const firstNew = useRef<number | null>(null);
  const list = useRef<HTMLDivElement>(null);

  const reload = useCallback(async () => {
    try {
      const page = await loadSignIns(null);
      setEvents(page.events);
      setNext(page.next);
      setLoad({ status: 'ready' });
    } catch (error) {
      setLoad({ status: 'error', message: failureMessage(error) });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** The next page goes below; the focus moves to its first row, so the keyboard goes on from there. */
  const more = async () => {
    if (next === null || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await loadSignIns(next);
      firstNew.current = page.events[0]?.id ?? null;
      setEvents((current) => [...current, ...page.events.filter((e) => !current.some((c) => c.id === e.id))]);
      setNext(page.next);
    } catch (error) {
      setLoad({ status: 'error', message: failureMessage(error) });
    } finally {
      setLoadingMore(false);
    }
  };
  useEffect(() => {
    if (firstNew.current === null) return;
    list.current?.querySelector<HTMLElement>(`[data-event="${firstNew.current}"]`)?.focus();
    firstNew.current = null;
  }, [events]);

  return { load, events, next, loadingMore, list, reload, more };
}

/** Recent sign-in activity from the audit log: successes, wrong passwords and lockouts, newest first, 20 at a time. */
export function SignInActivityCard() {
  const { t } = useSecurityText();
  const { load, events, next, loadingMore, list, reload, more } = useSignIns();

  return (
    <SecurityCard name="activity">
      <Heading as="h3" size="md" id="security-activity" mb="2">
        {t('security.activity')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('security.activity.hint')}
      </Text>
      {load.status !== 'ready' ? (
        <CardLoadState load={load} label={t('security.activity')} failed={t('security.activity.loadFailed')} onRetry={() => void reload()} />
      ) : events.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('security.activity.empty')}
        </Text>
      ) : (
        <Stack as="ul" ref={list} gap="0" listStyleType="none" m="0" p="0" aria-labelledby="security-activity">
          {events.map((event) => (
            <SignInRow key={event.id} event={event} />
          ))}
        </Stack>
      )}
      {load.status === 'ready' && next !== null ? (
        <Button variant="outline" size="sm" mt="4" loading={loadingMore} onClick={() => void more()}>
          {t('security.activity.more')}
        </Button>
      ) : null}
    </SecurityCard>
  );
}

/** One sign-in: its outcome (and lockout), when, from where and under which name. */
function SignInRow({ event }: { event: SignInEvent }) {
  const { t, language } = useSecurityText();
  return (
    <Flex
      as="li"
      data-event={event.id}
      data-outcome={event.outcome}
      tabIndex={-1}
      outline="none"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'flex-start', sm: 'center' }}
      gap={{ base: '1', sm: '4' }}
      py="3"
      borderTopWidth="1px"
    >
      <HStack gap="2" minW={{ sm: '200px' }} wrap="wrap">
        <Badge colorPalette={PALETTE[event.outcome]} variant="subtle">
          {t(`security.activity.${event.outcome}`)}
        </Badge>
        {event.current ? (
          <Text as="span" fontSize="sm" color="fg.muted">
            {t('security.activity.current')}
          </Text>
        ) : null}
        {event.lockSeconds !== null ? (
          <Text as="span" fontSize="sm" color="fg.muted">
            {t('security.activity.lockedFor', { wait: lockLength(event.lockSeconds, t) })}
          </Text>
        ) : null}
      </HStack>
      <Text fontSize="sm">
        <time dateTime={event.at}>{formatInstant(event.at, language)}</time>
      </Text>
      <Text fontSize="sm" color="fg.muted">{`IP ${event.ip ?? t('security.unknown')}`}</Text>
      {event.loginName ? <Text fontSize="sm" color="fg.muted" wordBreak="break-all">{`${t('security.activity.name')}: ${event.loginName}`}</Text> : null}
    </Flex>
  );
}
