import type { Locator } from 'playwright-core';

export interface ErrorAnnouncement {
  /** Fields marked aria-invalid="true". */
  invalid: number;
  /** Visible field error messages. */
  messages: number;
  /** Invalid fields or messages a screen reader would not hear, as short lines. */
  silent: string[];
}

/**
 * Whether the form errors inside `scope` are announced: each invalid field names its message
 * through aria-errormessage or aria-describedby, and each visible error message is either such a description or a
 * live alert (role=alert / aria-live).
 */
export function errorAnnouncement(scope: Locator): Promise<ErrorAnnouncement> {
  return scope.evaluate((element) => {
    const silent: string[] = [];
    const describedIds = new Set<string>();
    const visible = (el: HTMLElement) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const invalid = [...element.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].filter(visible);
    for (const field of invalid) {
      // aria-errormessage (ARIA 1.2, what Chakra's Field sets) or aria-describedby tie the message to the field.
      const ids = `${field.getAttribute('aria-describedby') ?? ''} ${field.getAttribute('aria-errormessage') ?? ''}`.split(/\s+/).filter(Boolean);
      ids.forEach((id) => describedIds.add(id));
      const text = ids
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
      if (!text) silent.push(`invalid field without a described message: ${field.outerHTML.slice(0, 120)}`);
    }
    const messages = [...element.querySelectorAll<HTMLElement>('[data-part="error-text"]')].filter(visible);
    for (const message of messages) {
      const live = message.closest('[role="alert"], [aria-live="assertive"], [aria-live="polite"]');
      if (!live && !describedIds.has(message.id)) silent.push(`error message neither described nor live: "${message.textContent?.trim()}"`);
    }
    return { invalid: invalid.length, messages: messages.length, silent };
  });
}
