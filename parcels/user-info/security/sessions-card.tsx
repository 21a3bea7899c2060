import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Flex, Heading, HStack, PortalDialog, Spinner, Stack, Text, toaster } from '@portal/ui';
import { failureMessage } from '@portal/utils/internal';
import type { SessionView } from '../../../contract/account-security';
import { endOtherSessions, endSession, loadSessions } from './security.api';
import { clientLabel, formatInstant } from './security.rules';
import { useSecurityText } from './use-security-text';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; sessions: SessionView[] };

/** One line of facts: a muted label and its value. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {label}
      {': '}
      <Text as="span" color="fg">
        {value}
      </Text>
    </Text>
  );
}

/**
 * The signed-in devices: the live sessions, this one first and marked; each other one can be
 * signed out, all others at once after a confirmation. The list is read again after each end.
 */
export function SessionsCard() {
  const { t, language } = useSecurityText();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const refresh = useCallback(async () => {
    try {
      setLoad({ status: 'ready', sessions: await loadSessions() });
    } catch (error) {
      setLoad({ status: 'error', message: failureMessage(error) });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  /** Ends one or all others, reads the list again and puts the focus on the heading (the button is gone). */
  const end = async (which: string) => {
    if (busy) return;
    setBusy(which);
    try {
      const { ended } = which === 'others' ? await endOtherSessions() : await endSession(which);
      toaster.create({ type: 'success', title: which === 'others' ? t('security.others.ended', { count: ended }) : t('security.session.ended') });
    } catch (error) {
      toaster.create({ type: 'error', title: failureMessage(error) });
    } finally {
      setConfirming(false);
      setBusy(null);
      await refresh();
      heading.current?.focus();
    }
  };

  const sessions = load.status === 'ready' ? load.sessions : [];
  const others = sessions.filter((s) => !s.current).length;

  return (
    <Box
      as="section"
      aria-labelledby="security-sessions"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '4', md: '6' }}
      data-testid="security-sessions"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="2">
        <Heading as="h3" size="md" id="security-sessions" ref={heading} tabIndex={-1} outline="none">
          {t('security.sessions')}
        </Heading>
        <Button variant="outline" colorPalette="red" size="sm" disabled={others === 0 || busy !== null} onClick={() => setConfirming(true)}>
          {t('security.others.end')}
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('security.sessions.hint')}
      </Text>
      {load.status === 'loading' ? (
        <Flex justify="center" py="6" aria-busy="true">
          <Spinner aria-label={t('security.sessions')} />
        </Flex>
      ) : load.status === 'error' ? (
        <Stack align="flex-start" gap="3" role="alert">
          <Text color="fg.error">{`${t('security.sessions.loadFailed')}: ${load.message}`}</Text>
          <Button size="sm" onClick={() => void refresh()}>
            {t('security.retry')}
          </Button>
        </Stack>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
          {sessions.map((session) => {
            const client = clientLabel(session.client, t);
            const ip = session.ip ?? t('security.unknown');
            return (
              <Flex
                as="li"
                key={session.id}
                data-session={session.current ? 'current' : 'other'}
                justify="space-between"
                align={{ base: 'flex-start', sm: 'center' }}
                direction={{ base: 'column', sm: 'row' }}
                gap="3"
                py="3"
                borderTopWidth="1px"
              >
                <Stack gap="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium">{client}</Text>
                    {session.current ? (
                      <Badge colorPalette="green" variant="subtle">
                        {t('security.session.current')}
                      </Badge>
                    ) : null}
                  </HStack>
                  <Fact label={t('security.session.ip')} value={ip} />
                  <Fact label={t('security.session.started')} value={formatInstant(session.startedAt, language)} />
                  <Fact label={t('security.session.lastUsed')} value={formatInstant(session.lastUsedAt, language)} />
                </Stack>
                {session.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    flexShrink={0}
                    aria-label={t('security.session.endLabel', { client, ip })}
                    loading={busy === session.id}
                    onClick={() => void end(session.id)}
                  >
                    {t('security.session.end')}
                  </Button>
                )}
              </Flex>
            );
          })}
        </Stack>
      )}
      {load.status === 'ready' && others === 0 ? (
        <Text fontSize="sm" color="fg.muted" pt="3" borderTopWidth="1px">
          {t('security.sessions.empty')}
        </Text>
      ) : null}
      <PortalDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('security.others.title')}
        size="mini"
        footer={
          <HStack gap="3">
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy !== null}>
              {t('security.others.cancel')}
            </Button>
            <Button colorPalette="red" loading={busy === 'others'} onClick={() => void end('others')}>
              {t('security.others.ok')}
            </Button>
          </HStack>
        }
      >
        <Text>{t('security.others.confirm', { count: others })}</Text>
      </PortalDialog>
    </Box>
  );
}
