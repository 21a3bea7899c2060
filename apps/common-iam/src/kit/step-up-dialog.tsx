import { useRef, useState, type ReactNode } from 'react';
import { addMessages } from '@portal/utils';
import { Box, FormField, Input, Text } from '@portal/ui';
import { FormDialog } from './form-dialog';
import { useFailureText } from './use-access';
import { useText } from './use-text';
import { proveIdentity } from './step-up.api';
import { stepUpMessages } from './step-up.messages';

addMessages(stepUpMessages);

interface Asking {
  /** What changes for whom, in the user's language. */
  summary: ReactNode;
  settle: (token: string | null) => void;
}

/** The step-up's dialog: what changes for whom, and the current password. */
function StepUpDialog({
  asking,
  password,
  error,
  notice,
  busy,
  onPassword,
  onSubmit,
  onClose,
}: {
  asking: Asking | null;
  password: string;
  error: string | null;
  notice: string | null;
  busy: boolean;
  onPassword: (value: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const t = useText();
  return (
    <FormDialog
      open={!!asking}
      name="step-up"
      title={t('stepUp.title')}
      form={{ busy, notice, submit: onSubmit }}
      submitText={t('stepUp.confirm')}
      onClose={onClose}
    >
      <Box role="note" data-step-up-summary px="3" py="2.5" rounded="md" bg="orange.50" borderWidth="1px" borderColor="orange.200" color="orange.900">
        <Text fontSize="sm" fontWeight="medium">
          {t('stepUp.intro')}
        </Text>
        <Text fontSize="sm" mt="1" lineHeight="1.7">
          {asking?.summary}
        </Text>
      </Box>
      <FormField label={t('stepUp.password')} required error={error ?? undefined} helperText={t('stepUp.passwordHint')}>
        <Input
          name="stepUpPassword"
          type="password"
          autoComplete="current-password"
          value={password}
          maxLength={64}
          autoFocus
          onChange={(e) => onPassword(e.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}

/**
 * The one step-up of the sub-app (issue 22 item 2): before a change of the platform's security,
 * says what changes for whom and asks for the current password; answers a proof to send with the
 * change, or null when the user cancels. A wrong password stays in the dialog with the API's message.
 *
 * @example
 * const stepUp = useStepUp();
 * const token = await stepUp.prove(t('security.modeChange', { from, to }));
 * if (token) await saveLoginSecurity({ mode, stepUpToken: token });
 * return <>{page}{stepUp.dialog}</>;
 */
export function useStepUp() {
  const t = useText();
  const failure = useFailureText();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = useRef<Asking | null>(null);

  const prove = (summary: ReactNode) =>
    new Promise<string | null>((resolve) => {
      pending.current?.settle(null);
      const next = { summary, settle: resolve };
      pending.current = next;
      setPassword('');
      setError(null);
      setNotice(null);
      setAsking(next);
    });

  const finish = (token: string | null) => {
    pending.current?.settle(token);
    pending.current = null;
    setAsking(null);
    setPassword('');
  };

  const submit = async () => {
    if (!password) {
      setError(t('stepUp.passwordRequired'));
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      finish((await proveIdentity(password)).stepUpToken);
    } catch (caught) {
      setNotice(failure(caught));
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <StepUpDialog
      asking={asking}
      password={password}
      error={error}
      notice={notice}
      busy={busy}
      onPassword={(value) => {
        setPassword(value);
        if (error) setError(null);
      }}
      onSubmit={() => void submit()}
      onClose={() => finish(null)}
    />
  );

  return { prove, dialog };
}

/** What a caller throws when the user closed the step-up: its message says nothing was changed. */
export function stepUpCancelled(message: string): Error & { code: string } {
  return Object.assign(new Error(message), { code: 'STEP_UP_CANCELLED' });
}
