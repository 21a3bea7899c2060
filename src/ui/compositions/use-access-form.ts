import { useLayoutEffect, useRef, useState } from 'react';
import { trimForm, useLanguageSwitch, validateField, type FieldRule, type RuleContext } from '@portal/utils/internal';
import { prerenderedInput } from '../parcel/prerendered';

export interface AccessFormOptions<T> {
  /**
   * The `name` of each field's input, for a page that may be hydrated from its prerendered HTML
   * (docs/decisions/017): what was typed there before the page's code ran becomes the state.
   */
  inputName?: (field: keyof T & string) => string;
}

/**
 * The form's values. Hydrating a prerendered page: the first render is the prerendered one (so a
 * field that shows more for a value, like a password's strength, matches), then the state takes
 * what was typed, in the commit, before the browser paints. React does not overwrite an input
 * while hydrating.
 */
function useTypedValues<T extends Record<string, string>>(initial: T, inputName: AccessFormOptions<T>['inputName']) {
  const [values, setValues] = useState<T>(initial);
  const [hydrating] = useState(() => !!inputName && Object.keys(initial).some((field) => prerenderedInput(inputName(field)) !== null));
  useLayoutEffect(() => {
    if (!hydrating || !inputName) return;
    const typed: Partial<T> = {};
    for (const field of Object.keys(initial) as (keyof T & string)[]) {
      const value = document.querySelector<HTMLInputElement>(`input[name="${inputName(field)}"]`)?.value;
      if (value !== undefined && value !== initial[field]) typed[field] = value as T[keyof T & string];
    }
    if (Object.keys(typed).length) setValues((prev) => ({ ...prev, ...typed }));
  }, []);
  return [values, setValues] as const;
}

/**
 * Runs `action` with the trimmed values unless a submit is in flight or `validate` fails; a
 * second submit is ignored while one is in flight. Resolves to whether the action ran and resolved.
 */
function useGuardedSubmit<T extends Record<string, string>, F>(values: T, validate: (fields?: F) => boolean) {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const submit = async (action: (trimmedValues: T) => Promise<void>, fields?: F): Promise<boolean> => {
    if (busyRef.current) return false;
    if (!validate(fields)) return false;
    busyRef.current = true;
    setBusy(true);
    try {
      await action(trimForm(values));
      return true;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };
  return { busy, submit };
}

/**
 * Form state for the self-service pages over a rule set of `formRules` (spec 5): messages under
 * each field on blur and on submit, a field's message refreshed as it is corrected, values
 * trimmed on submit, and a guard so a second submit is ignored while one is in flight. Values
 * are never cleared by a failure. Messages are in the user's language and follow a switch.
 */
export function useAccessForm<T extends Record<string, string>>(
  initial: T,
  fieldRules: Record<string, FieldRule>,
  context: RuleContext = {},
  options: AccessFormOptions<T> = {},
) {
  const [values, setValues] = useTypedValues(initial, options.inputName);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});

  const language = useLanguageSwitch(() => {
    // A server message set with setError has no rule behind it and stays as it is.
    setErrors((prev) => {
      const next = { ...prev };
      for (const field of Object.keys(prev) as (keyof T & string)[]) if (prev[field]) next[field] = check(values, field) ?? prev[field];
      return next;
    });
  });
  const check = (form: T, field: keyof T & string) => validateField(form, field, fieldRules, { ...context, language }) ?? undefined;

  const update = (field: keyof T & string) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((prev) => {
      const out = { ...prev };
      if (prev[field]) out[field] = check(next, field);
      // A confirmation is re-checked when the password it must equal changes.
      for (const [other, rule] of Object.entries(fieldRules))
        if (rule.matches === field && prev[other as keyof T]) out[other as keyof T] = check(next, other as keyof T & string);
      return out;
    });
  };

  /**
   * Checks the given fields (default: every field of the form that has a rule; fields kept
   * outside the form, like a checkbox, are the page's to check); true when all pass.
   */
  const validate = (fields: readonly (keyof T & string)[] = (Object.keys(initial) as (keyof T & string)[]).filter((f) => f in fieldRules)): boolean => {
    const found: Partial<Record<keyof T, string>> = {};
    for (const field of fields) found[field] = check(values, field);
    setErrors((prev) => ({ ...prev, ...found }));
    return fields.every((field) => !found[field]);
  };

  const blur = (field: keyof T & string) => () => {
    validate([field]);
  };

  const { busy, submit } = useGuardedSubmit(values, validate);

  const setError = (field: keyof T & string, message: string | undefined) => setErrors((prev) => ({ ...prev, [field]: message }));

  /** What a field of the form takes: its value, message and handlers (spread into TextField, PasswordField, CodeField). */
  const field = (name: keyof T & string) => ({ value: values[name], onChange: update(name), onBlur: blur(name), error: errors[name] });

  return { values, errors, busy, update, blur, field, validate, submit, setError, setValues };
}
