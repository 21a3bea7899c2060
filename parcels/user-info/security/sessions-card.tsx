import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Button, Flex, Heading, HStack, PortalDialog, Stack, Text, toaster } from '@portal/ui';
import { failureMessage } from '@portal/utils/internal';
import type { SessionView } from '../../../contract/account-security';
import { endOtherSessions, endSession, loadSessions } from './security.api';
import { clientLabel, formatInstant } from './security.rules';
import { CardLoadState, SecurityCard, type CardLoad } from './security-card';
import { useSecurityText } from './use-security-text';

type Load = Exclude<CardLoad, { status: 'ready' }> | { status: 'ready'; sessions: SessionView[] };

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

/** The live sessions, read on mount and by `refresh`. */
function useSessions() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
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
  return { load, refresh };
}

/**
 * The signed-in devices: the live sessions, this one first and marked; each other one can be
 * signed out, all others at once after a confirmation. The list is read again after each end.
 */
export function SessionsCard() {
  const { t } = useSecurityText();
  const { load, refresh } = useSessions();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

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
    <SecurityCard name="sessions">
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
      {load.status !== 'ready' ? (
        <CardLoadState load={load} label={t('security.sessions')} failed={t('security.sessions.loadFailed')} onRetry={() => void refresh()} />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} busy={busy === session.id} onEnd={() => void end(session.id)} />
          ))}
        </Stack>
      )}
      {load.status === 'ready' && others === 0 ? (
        <Text fontSize="sm" color="fg.muted" pt="3" borderTopWidth="1px">
          {t('security.sessions.empty')}
        </Text>
      ) : null}
      <EndOthersDialog open={confirming} others={others} busy={busy} onClose={() => setConfirming(false)} onConfirm={() => void end('others')} />
    </SecurityCard>
  );
}

/** One live session: its client (this one marked), IP and times; another one can be signed out. */
function SessionRow({ session, busy, onEnd }: { session: SessionView; busy: boolean; onEnd: () => void }) {
  const { t, language } = useSecurityText();
  const client = clientLabel(session.client, t);
  const ip = session.ip ?? t('security.unknown');
  return (
    <Flex
      as="li"
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
        <Button variant="outline" size="sm" flexShrink={0} aria-label={t('security.session.endLabel', { client, ip })} loading={busy} onClick={onEnd}>
          {t('security.session.end')}
        </Button>
      )}
    </Flex>
  );
}

/** The confirmation before signing out every other session. */
function EndOthersDialog({
  open,
  others,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  others: number;
  busy: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useSecurityText();
  return (
    <PortalDialog
      open={open}
      onClose={onClose}
      title={t('security.others.title')}
      size="mini"
      footer={
        <HStack gap="3">
          <Button variant="outline" onClick={onClose} disabled={busy !== null}>
            {t('security.others.cancel')}
          </Button>
          <Button colorPalette="red" loading={busy === 'others'} onClick={onConfirm}>
            {t('security.others.ok')}
          </Button>
        </HStack>
      }
    >
      <Text>{t('security.others.confirm', { count: others })}</Text>
    </PortalDialog>
  );
}
