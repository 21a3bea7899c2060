import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Flex, Heading, HStack, Spinner, Stack, Text } from '@portal/ui';
import { failureMessage } from '@portal/utils/internal';
import type { SignInEvent, SignInOutcome } from '../../../contract/account-security';
import { loadSignIns } from './security.api';
import { formatInstant, lockLength } from './security.rules';
import { useSecurityText } from './use-security-text';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

const PALETTE: Record<SignInOutcome, string> = { success: 'green', failure: 'red', locked: 'orange' };

/** Recent sign-in activity from the audit log: successes, wrong passwords and lockouts, newest first, 20 at a time. */
export function SignInActivityCard() {
  const { t, language } = useSecurityText();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
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

  return (
    <Box
      as="section"
      aria-labelledby="security-activity"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '4', md: '6' }}
      data-testid="security-activity"
    >
      <Heading as="h3" size="md" id="security-activity" mb="2">
        {t('security.activity')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('security.activity.hint')}
      </Text>
      {load.status === 'loading' ? (
        <Flex justify="center" py="6" aria-busy="true">
          <Spinner aria-label={t('security.activity')} />
        </Flex>
      ) : load.status === 'error' ? (
        <Stack align="flex-start" gap="3" role="alert">
          <Text color="fg.error">{`${t('security.activity.loadFailed')}: ${load.message}`}</Text>
          <Button size="sm" onClick={() => void reload()}>
            {t('security.retry')}
          </Button>
        </Stack>
      ) : events.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('security.activity.empty')}
        </Text>
      ) : (
        <Stack as="ul" ref={list} gap="0" listStyleType="none" m="0" p="0" aria-labelledby="security-activity">
          {events.map((event) => (
            <Flex
              as="li"
              key={event.id}
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
              {event.loginName ? (
                <Text fontSize="sm" color="fg.muted" wordBreak="break-all">{`${t('security.activity.name')}: ${event.loginName}`}</Text>
              ) : null}
            </Flex>
          ))}
        </Stack>
      )}
      {load.status === 'ready' && next !== null ? (
        <Button variant="outline" size="sm" mt="4" loading={loadingMore} onClick={() => void more()}>
          {t('security.activity.more')}
        </Button>
      ) : null}
    </Box>
  );
}
