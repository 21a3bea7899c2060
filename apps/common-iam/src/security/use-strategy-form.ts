import { useState } from 'react';
import { languageAtom, useAtomValue } from '@portal/utils';
import { toaster } from '@portal/ui';
import { useStepUp } from '../kit/step-up-dialog';
import { useFailureText } from '../kit/use-access';
import { useLoad } from '../kit/use-load';
import { useText } from '../kit/use-text';
import { loadPasswordStrategy, savePasswordStrategy } from './security.api';
import { draftOfStrategy, strategyBody, strategyErrors, type NumberField, type StatusField, type StrategyDraft, type StrategyErrors } from './strategy.rules';

/**
 * The password strategy's form: the saved strategy, the draft (the saved one until changed), each
 * field's message, and the save. A number told wrong (or the total) is checked again as it is
 * corrected; a switch checks again once anything was told.
 */
export function useStrategyForm() {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const failure = useFailureText();
  const stepUp = useStepUp();
  const load = useLoad(() => loadPasswordStrategy().then(draftOfStrategy), []);
  const [edited, setEdited] = useState<StrategyDraft | null>(null);
  const [errors, setErrors] = useState<StrategyErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = load.value;
  const draft = edited ?? saved;

  const change = (next: StrategyDraft, recheck: boolean) => {
    setEdited(next);
    if (recheck) setErrors(strategyErrors(next, language));
  };
  const setNumber = (field: NumberField, value: string) => draft && change({ ...draft, [field]: value }, !!(errors[field] || errors.total));
  const setStatus = (field: StatusField, on: boolean) => draft && change({ ...draft, [field]: on }, Object.keys(errors).length > 0);
  const checkAll = () => draft && setErrors(strategyErrors(draft, language));

  const save = async () => {
    if (busy || !draft) return;
    const found = strategyErrors(draft, language);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length) return setNotice(t('strategy.fixErrors'));
    // Issue 22 item 2: every password set from now on must meet it; say so and ask for the current password.
    const token = await stepUp.prove(t('strategy.stepUp', { min: draft.pwdMinLength }));
    if (!token) return setNotice(t('stepUp.cancelled'));
    setBusy(true);
    try {
      const stored = draftOfStrategy(await savePasswordStrategy({ ...strategyBody(draft), stepUpToken: token }));
      load.setValue(stored);
      setEdited(stored);
      toaster.create({ type: 'success', title: t('strategy.saved') });
    } catch (error) {
      setNotice(failure(error));
    } finally {
      setBusy(false);
    }
  };
  const reset = () => {
    if (saved) setEdited(saved);
    setErrors({});
    setNotice(null);
  };

  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  return { load, draft, errors, notice, busy, changed, setNumber, setStatus, checkAll, save, reset, stepUpDialog: stepUp.dialog };
}
