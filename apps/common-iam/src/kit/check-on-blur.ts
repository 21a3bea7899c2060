import type { FocusEvent } from 'react';

/**
 * Checks a field when it loses the focus, except to a button: a message appearing on the
 * mouse-down would move the button away before the mouse-up and swallow the click (the button
 * checks every field itself anyway).
 */
export function checkOnBlur(check: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as HTMLElement | null;
    if (next && next.tagName === 'BUTTON') return;
    check();
  };
}
