import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { addMessages } from '@portal/utils';
import { Badge, Box, Button, chakra, Flex, FormNotice, toaster } from '@portal/ui';
import { ErrorBlock, isAccessDenied, LoadingBlock, PageFrame, Panel } from '@portal/console';
import { ChoiceGroup } from '../kit/choice-group';
import { InfoNote } from '../kit/page-notice';
import { useStepUp } from '../kit/step-up-dialog';
import { useCan, useFailureText } from '../kit/use-access';
import { loadFailure } from '../kit/table-state';
import { useText } from '../kit/use-text';
import { loadLoginSecurity, saveLoginSecurity } from './security.api';
import { securityMessages } from './security.messages';
import { LOGIN_SECURITY_MODES, toMode, type LoginSecurityModeValue } from './strategy.rules';

addMessages(securityMessages);

type Load = { kind: 'loading' } | { kind: 'error'; message: string; denied: boolean } | { kind: 'ready'; saved: LoginSecurityModeValue };

/** #/common/iam/security/login: the login security mode 0–3 (spec 3, 4), saved. */
export function LoginSecurityPage() {
  const t = useText();
  const can = useCan();
  const failure = useFailureText();
  const stepUp = useStepUp();
  const failureRef = useRef(failure);
  failureRef.current = failure;
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const [chosen, setChosen] = useState<LoginSecurityModeValue | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const readOnly = !can('loginSecuritySave');

  useEffect(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    loadLoginSecurity().then(
      (setting) => {
        if (!live) return;
        setLoad({ kind: 'ready', saved: setting.mode });
        setChosen((current) => current ?? setting.mode);
      },
      (error: unknown) => live && setLoad({ kind: 'error', message: failureRef.current(error), denied: isAccessDenied(error) }),
    );
    return () => {
      live = false;
    };
  }, [round]);
  const retry = useCallback(() => setRound((r) => r + 1), []);

  const frame = (body: ReactElement) => (
    <PageFrame id="login-security" title={t('login.title')} description={t('login.description')}>
      {body}
      {stepUp.dialog}
    </PageFrame>
  );
  if (load.kind === 'loading') return frame(<LoadingBlock />);
  if (load.kind === 'error') return frame(<ErrorBlock {...loadFailure(t, load.message, retry, load.denied)} />);

  const saved = load.saved;
  const save = async () => {
    if (busy || chosen === null) return;
    setNotice(null);
    // Issue 22 item 2: everyone's sign-in changes; say so and ask for the current password.
    const token = await stepUp.prove(t('login.stepUp', { from: t(`login.mode${saved}`), to: t(`login.mode${chosen}`) }));
    if (!token) {
      setNotice(t('stepUp.cancelled'));
      return;
    }
    setBusy(true);
    try {
      const setting = await saveLoginSecurity(chosen, token);
      setLoad({ kind: 'ready', saved: setting.mode });
      setChosen(setting.mode);
      toaster.create({ type: 'success', title: t('login.saved') });
    } catch (error) {
      setNotice(failure(error));
    } finally {
      setBusy(false);
    }
  };

  return frame(
    <chakra.form
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {readOnly ? <InfoNote>{t('login.readOnly')}</InfoNote> : null}
      <Panel
        title={t('login.mode')}
        actions={
          <Badge colorPalette="green" variant="subtle" data-testid="login-security-current">
            {t('login.current', { mode: t(`login.mode${saved}`) })}
          </Badge>
        }
      >
        <Box maxW="40rem">
          <ChoiceGroup
            name="loginSecurityMode"
            label={t('login.mode')}
            cards
            hideLegend
            disabled={readOnly || busy}
            value={chosen === null ? '' : String(chosen)}
            onChange={(value) => setChosen(toMode(value))}
            options={LOGIN_SECURITY_MODES.map((mode) => ({ value: String(mode), label: t(`login.mode${mode}`), description: t(`login.mode${mode}Hint`) }))}
          />
        </Box>
      </Panel>
      {notice ? (
        <Box mb="4">
          <FormNotice tone="error">{notice}</FormNotice>
        </Box>
      ) : null}
      {!readOnly ? (
        <Flex gap="3">
          <Button type="submit" colorPalette="brand" loading={busy} loadingText={t('iam.saving')} disabled={chosen === saved && !busy}>
            {t('login.save')}
          </Button>
          <Button variant="outline" disabled={chosen === saved || busy} onClick={() => setChosen(saved)}>
            {t('iam.reset')}
          </Button>
        </Flex>
      ) : null}
    </chakra.form>,
  );
}
