import { useState, type FormEvent } from 'react';
import { Alert, Button, Flex } from '@portal/ui';
import { failureText, useConsoleNavigate } from '@portal/console';
import { useText } from '../use-text';
import { APPLICATIONS_PATH } from './applications.page';

/**
 * Filing an application from one of the apply forms: once at a time, and only when the form's own
 * check gives the call to make (`check` answers null after showing its problem). Filed, the list
 * greets it with its number (and `kind`, which words the greeting); a refusal keeps what was typed
 * and says why (`failure`).
 */
export function useApplyFiling(kind?: 'RESOURCE') {
  const navigate = useConsoleNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = (check: () => (() => Promise<{ id: string }>) | null) => async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const file = check();
    if (!file) return;
    setSending(true);
    try {
      const created = await file();
      navigate(APPLICATIONS_PATH, { state: kind ? { created: created.id, kind } : { created: created.id } });
    } catch (error) {
      setFailure(failureText(error));
      setSending(false);
    }
  };
  return { failure, sending, submit };
}

/** The end of an apply form: why the last filing was refused, then 提交 (submit) and 取消 (back to the list). */
export function ApplyFormEnd({ failure, sending }: { failure: string | null; sending: boolean }) {
  const t = useText();
  const navigate = useConsoleNavigate();
  return (
    <>
      {failure && (
        <Alert.Root status="error" role="alert" data-failure>
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      <Flex gap="3">
        <Button type="submit" colorPalette="brand" loading={sending} loadingText={t('cbp.developer.submitting')}>
          {t('cbp.developer.submit')}
        </Button>
        <Button type="button" variant="outline" onClick={() => navigate(APPLICATIONS_PATH)}>
          {t('cbp.developer.cancel')}
        </Button>
      </Flex>
    </>
  );
}
