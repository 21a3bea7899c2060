import { useEffect, useState } from 'react';
import { languageAtom, useAtomValue } from '@portal/utils/internal';
import { strengthHint, strongEnough } from '../../../contract/rules/password-strength.rules';

type Estimator = typeof import('../../../contract/rules/password-strength.estimator');

let estimator: Promise<Estimator> | null = null;

/**
 * The estimator with its dictionaries (about 1 MB) in a chunk of its own, fetched the first time
 * a new-password field is shown: never by the login route, whose fields do not ask for it.
 */
function loadEstimator(): Promise<Estimator> {
  estimator ??= import(/* webpackChunkName: "password-strength" */ '../../../contract/rules/password-strength.estimator').catch((error) => {
    estimator = null;
    throw error;
  });
  return estimator;
}

export interface StrengthHint {
  text: string;
  strong: boolean;
}

/**
 * The strength hint of a new password while it is typed ('密码强度：一般'), or null while the
 * field is empty or the estimator is still on its way (or could not be fetched: the server
 * checks every new password anyway).
 *
 * @example
 * const hint = usePasswordStrength(values.password, enabled);
 * <FormField helperText={hint?.text}>…</FormField>
 */
export function usePasswordStrength(password: string, enabled = true): StrengthHint | null {
  const language = useAtomValue(languageAtom);
  const [hint, setHint] = useState<StrengthHint | null>(null);
  useEffect(() => {
    if (!enabled || !password) {
      setHint(null);
      return;
    }
    let current = true;
    loadEstimator()
      .then(({ estimateStrength }) => {
        if (!current) return;
        const { score } = estimateStrength(password.trim().slice(0, 32));
        setHint({ text: strengthHint(score, language), strong: strongEnough(score) });
      })
      .catch(() => current && setHint(null));
    return () => {
      current = false;
    };
  }, [password, enabled, language]);
  return hint;
}
