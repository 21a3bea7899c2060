import { useState } from 'react';
import { checkOnBlur } from './check-on-blur';
import { useFailureText } from './use-access';

export type DraftErrors<D> = Partial<Record<keyof D, string>>;

/**
 * A dialog form's state: the draft, each field's message, a notice that belongs to no one field,
 * and whether it is sending. `check` gives every failing field's message (spec 5 rules). A field
 * told wrong is checked again as it is corrected; the others wait for the focus to leave them
 * (`checkField`) or for the next send (`validate`).
 */
export function useDraftForm<D extends object>(empty: D, check: (draft: D) => DraftErrors<D>) {
  const failure = useFailureText();
  const [draft, setDraft] = useState<D>(empty);
  const [errors, setErrors] = useState<DraftErrors<D>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Fills the form afresh (a dialog opening): no messages. */
  const fill = (next: D) => {
    setDraft(next);
    setErrors({});
    setNotice(null);
  };
  /** Changes one field (and `also` others that follow it, e.g. a role that no longer fits). */
  const set = <K extends keyof D>(field: K, value: D[K], also?: Partial<D>) => {
    const next = { ...draft, [field]: value, ...also };
    setDraft(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: check(next)[field] }));
  };
  const checkField = (field: keyof D) => checkOnBlur(() => setErrors((current) => ({ ...current, [field]: check(draft)[field] })));
  /** Checks every field before a send; true when it may go. */
  const validate = () => {
    const found = check(draft);
    setErrors(found);
    setNotice(null);
    return Object.keys(found).length === 0;
  };
  /** Sends: busy meanwhile; a refusal lands under its field (`fieldOf`) or above the buttons, and what was typed stays. */
  const send = async (call: () => Promise<void>, fieldOf: (error: unknown) => keyof D | null | undefined) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      const field = fieldOf(error);
      if (field) setErrors((current) => ({ ...current, [field]: failure(error) }));
      else setNotice(failure(error));
    } finally {
      setBusy(false);
    }
  };
  /** Forgets the messages (a dialog closing keeps what was typed). */
  const clear = () => {
    setErrors({});
    setNotice(null);
  };
  return { draft, setDraft, errors, notice, setNotice, busy, fill, set, checkField, validate, send, clear };
}
