/**
 * The profile's edit mode: the draft of the two editable fields, their checks (again in the new
 * language when it switches), save and cancel, and the focus that returns to 编辑 when edit mode ends.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { toaster } from '@portal/ui';
import { failureMessage, rules, useLanguageSwitch, type Language } from '@portal/utils/internal';
import type { UserInfo } from '../../contract/iam';
import { draftOf, trimDraft, type ProfileDraft } from './profile.rules';
import { saveProfile } from './user-info.api';
import { useText } from './use-text';

type Errors = Partial<Record<keyof ProfileDraft, string | null>>;

interface ProfileEditOptions {
  user: UserInfo | null;
  inDialog: boolean;
  onClose?: (result: { saved: boolean }) => void;
  /** Writes the saved user into the shared store. */
  publish(user: UserInfo): void;
}

function checkField(field: keyof ProfileDraft, value: string, language: Language): string | null {
  return field === 'userName' ? rules.profileName(value, { language }) : rules.empNumber(value, { language });
}

/**
 * Leaves edit mode. The focused save or cancel button (or the input, after Enter) goes away with
 * it, so the focus goes back to 编辑 (`editButton`) rather than being dropped to <body>.
 */
function useEditMode(inDialog: boolean) {
  const [editing, setEditing] = useState(inDialog);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const leaveEdit = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  // A layout effect: the focus moves in the same task as the buttons leave, never resting on <body>
  // for a frame (a screen reader would announce the document; the keyboard walk caught it once).
  useLayoutEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    // Committed: the save/cancel buttons are gone and 编辑 is back. Only a focus that went with
    // them moves; one the user already put elsewhere stays.
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) editButton.current?.focus();
  }, [editing]);
  return { editing, setEditing, leaveEdit, editButton };
}

/** The fields' messages: on blur and on save, and again in the new language when it switches. */
function useFieldErrors(draft: ProfileDraft) {
  const [errors, setErrors] = useState<Errors>({});
  const language = useLanguageSwitch(() => {
    setErrors((current) => {
      const next: Errors = {};
      for (const field of Object.keys(current) as (keyof ProfileDraft)[])
        next[field] = current[field] ? checkField(field, draft[field], language) : current[field];
      return next;
    });
  });
  const check = (field: keyof ProfileDraft, value: string) => checkField(field, value, language);
  const blur = (field: keyof ProfileDraft) => setErrors((current) => ({ ...current, [field]: check(field, draft[field]) }));
  return { errors, setErrors, check, blur };
}

/** The two editable fields as typed, the values a cancel goes back to, and whether the user has typed. */
function useDraft(user: UserInfo | null) {
  const [draft, setDraft] = useState<ProfileDraft>(() => (user ? draftOf(user) : { userName: '', empNumber: '' }));
  const backup = useRef<ProfileDraft>(draft);
  // Once the user has typed, a late answer of the detail call must not overwrite the draft.
  const touched = useRef(false);
  /** The user the detail call answered with: the draft starts from it unless the user has typed. */
  const adopt = useCallback((fresh: UserInfo) => {
    if (touched.current) return;
    const start = draftOf(fresh);
    backup.current = start;
    setDraft(start);
  }, []);
  const change = (field: keyof ProfileDraft, value: string) => {
    touched.current = true;
    setDraft((d) => ({ ...d, [field]: value }));
  };
  return { draft, setDraft, backup, touched, adopt, change };
}

export function useProfileEdit({ user, inDialog, onClose, publish }: ProfileEditOptions) {
  const t = useText();
  const { editing, setEditing, leaveEdit, editButton } = useEditMode(inDialog);
  const { draft, setDraft, backup, touched, adopt, change } = useDraft(user);
  const { errors, setErrors, check, blur } = useFieldErrors(draft);
  const [saving, setSaving] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const empInput = useRef<HTMLInputElement>(null);

  const startEdit = () => {
    backup.current = { ...draft };
    setErrors({});
    setEditing(true);
    requestAnimationFrame(() => nameInput.current?.focus());
  };

  const cancelEdit = () => {
    touched.current = false;
    setDraft(backup.current);
    setErrors({});
    if (inDialog) onClose?.({ saved: false });
    else leaveEdit();
  };

  const save = async () => {
    if (!user || saving) return;
    const trimmed = trimDraft(draft);
    setDraft(trimmed);
    const next: Errors = { userName: check('userName', trimmed.userName), empNumber: check('empNumber', trimmed.empNumber) };
    setErrors(next);
    if (next.userName) return nameInput.current?.focus();
    if (next.empNumber) return empInput.current?.focus();
    setSaving(true);
    try {
      const updated = await saveProfile(user, trimmed);
      publish(updated && typeof updated === 'object' ? updated : { ...user, ...trimmed });
      backup.current = trimmed;
      touched.current = false;
      toaster.create({ type: 'success', title: t('profile.saved'), duration: 1500 });
      if (inDialog) onClose?.({ saved: true });
      else leaveEdit();
    } catch (error) {
      toaster.create({ type: 'error', title: failureMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return { editing, draft, errors, saving, nameInput, empInput, editButton, adopt, change, blur, startEdit, cancelEdit, save };
}

export type ProfileEdit = ReturnType<typeof useProfileEdit>;
