import { useState } from 'react';
import { addMessages } from '@portal/utils';
import { Badge, Box, toaster } from '@portal/ui';
import { Panel } from '@portal/console';
import { ChoiceGroup } from '../kit/choice-group';
import { InfoNote } from '../kit/page-notice';
import { useStepUp } from '../kit/step-up-dialog';
import { useCan, useFailureText } from '../kit/use-access';
import { useLoad } from '../kit/use-load';
import { useText } from '../kit/use-text';
import { loadLoginSecurity, saveLoginSecurity } from './security.api';
import { securityMessages } from './security.messages';
import { SecurityForm, SecurityPage } from './security-form';
import { LOGIN_SECURITY_MODES, toMode, type LoginSecurityModeValue } from './strategy.rules';

addMessages(securityMessages);

/**
 * The saved mode, the one chosen (the saved one until another is picked), and the save: everyone's
 * sign-in changes, so it says so and asks for the current password first (issue 22 item 2).
 */
function useLoginSecurity() {
  const t = useText();
  const failure = useFailureText();
  const stepUp = useStepUp();
  const load = useLoad(() => loadLoginSecurity().then((setting) => setting.mode), []);
  const [picked, setPicked] = useState<LoginSecurityModeValue | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = load.value;
  const chosen = picked ?? saved;

  const save = async () => {
    if (busy || chosen === null || saved === null) return;
    setNotice(null);
    const token = await stepUp.prove(t('login.stepUp', { from: t(`login.mode${saved}`), to: t(`login.mode${chosen}`) }));
    if (!token) return setNotice(t('stepUp.cancelled'));
    setBusy(true);
    try {
      const setting = await saveLoginSecurity(chosen, token);
      load.setValue(setting.mode);
      setPicked(setting.mode);
      toaster.create({ type: 'success', title: t('login.saved') });
    } catch (error) {
      setNotice(failure(error));
    } finally {
      setBusy(false);
    }
  };
  return { load, saved, chosen, pick: setPicked, notice, busy, save, stepUpDialog: stepUp.dialog };
}

/** #/common/iam/security/login: the login security mode 0–3 (spec 3, 4), saved. */
export function LoginSecurityPage() {
  const t = useText();
  const can = useCan();
  const page = useLoginSecurity();
  const { saved, chosen } = page;
  const readOnly = !can('loginSecuritySave');

  return (
    <SecurityPage id="login-security" title={t('login.title')} description={t('login.description')} load={page.load}>
      <SecurityForm
        busy={page.busy}
        notice={page.notice}
        readOnly={readOnly}
        changed={chosen !== saved}
        saveText={t('login.save')}
        onSave={() => void page.save()}
        onReset={() => page.pick(saved)}
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
              disabled={readOnly || page.busy}
              value={chosen === null ? '' : String(chosen)}
              onChange={(value) => page.pick(toMode(value))}
              options={LOGIN_SECURITY_MODES.map((mode) => ({ value: String(mode), label: t(`login.mode${mode}`), description: t(`login.mode${mode}Hint`) }))}
            />
          </Box>
        </Panel>
      </SecurityForm>
      {page.stepUpDialog}
    </SecurityPage>
  );
}
