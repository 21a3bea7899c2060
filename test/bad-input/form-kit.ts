/**
 * Drives one form field through every input class (payloads.ts) on an open page and checks the
 * suite's rules: the spec message or the server's 4xx message shows, nothing typed is lost
 * (beyond the maxlength the spec sets), and nothing crashes, errs or runs.
 */
import type { Page } from 'playwright-core';
import { INPUT_CLASSES, sample, type InputClass } from './payloads';
import { expectedValue, injectionIn, outcomeLine, readField, serverOrPageFailures, settled, type Probe } from './kit';

export interface FieldCase {
  /** Page or dialog name for the report. */
  where: string;
  /** Field name for the report. */
  field: string;
  /** CSS selector of the input. */
  selector: string;
  /** The maxlength the spec asks for (spec 5, 9). */
  maxLength: number;
  /** The message for a blank field (spec 5), when the field is required. */
  required?: string;
  /**
   * The field has a character rule (spec 5): every class but over-long (which maxlength may cut
   * to a valid value) must be answered by a message under the field.
   */
  strict?: boolean;
  /** The message over-long input must show (when maxlength leaves room above the spec's limit for it). */
  overLong?: string;
  /** Checks the field after typing: blur it, or press the form's button. */
  check(page: Page, kind: InputClass): Promise<void>;
  /** Whether the check sends the form to the server for this class (its message is then the server's). */
  asksServer?(kind: InputClass): boolean;
  /**
   * The classes to type (default: all). A field whose twin on the same page already took every
   * class (a confirmation, the second tab of one form) takes a few, to keep the suite short.
   */
  classes?: readonly InputClass[];
  /** What the page answered, when neither a field message nor a server message says it (e.g. a search). */
  answer?(page: Page): Promise<string>;
  /** The value to put back after the field was probed (so the next field's check is about that field). */
  restore?: string;
}

export interface FormRun {
  lines: string[];
  probes: Array<{ field: FieldCase; kind: InputClass; probe: Probe }>;
}

/** Blurs the input without moving focus to a button (the pages skip the check when focus goes to one). */
export async function blur(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate((el) => (el as HTMLInputElement).blur());
  await settled(page);
}

/** Types every input class into each field in turn and checks it; returns the table lines. */
/** `BAD_INPUT_FULL=1`: every class on every field and every callback spelling (the CI run takes fewer on twins). */
export const FULL = process.env.BAD_INPUT_FULL === '1';

/** The few classes a twin field takes (see FieldCase.classes); all of them with BAD_INPUT_FULL=1. */
export const TWIN_CLASSES: readonly InputClass[] = FULL ? INPUT_CLASSES : ['over-long', 'whitespace-only', 'emoji', 'script "><script>'];

export async function probeFields(
  page: Page,
  errors: string[],
  dialogs: string[],
  cases: FieldCase[],
  classes: readonly InputClass[] = INPUT_CLASSES,
): Promise<FormRun> {
  const run: FormRun = { lines: [], probes: [] };
  for (const field of cases) {
    for (const kind of field.classes ?? classes) {
      const typed = sample(kind, field.maxLength);
      const input = page.locator(field.selector);
      // As a user typing into an emptied field (Chromium miscounts maxlength when a password
      // input's old value held surrogate pairs and is replaced in one go).
      await input.fill('');
      await input.fill(typed);
      await field.check(page, kind);
      const state = await readField(page, field.selector);
      const injection = await injectionIn(page);
      const probe: Probe = { typed, ...state };
      run.probes.push({ field, kind, probe });
      run.lines.push(outcomeLine(field.where, field.field, kind, probe, Boolean(field.asksServer?.(kind)), await field.answer?.(page)));
      const context = `${field.where} ${field.field} × ${kind}`;
      // The spec's maxlength, and nothing typed lost beyond it.
      expect({ context, maxLength: state.maxLength }).toEqual({ context, maxLength: field.maxLength });
      expect({ context, value: state.value }).toEqual({ context, value: expectedValue(typed, field.maxLength, state.type) });
      if (kind === 'whitespace-only' && field.required) expect({ context, message: state.fieldMessage }).toEqual({ context, message: field.required });
      if (kind === 'over-long' && field.overLong) expect({ context, message: state.fieldMessage }).toEqual({ context, message: field.overLong });
      if (field.strict && kind !== 'over-long') expect({ context, message: typeof state.fieldMessage }).toEqual({ context, message: 'string' });
      expect({ context, failures: serverOrPageFailures(errors), dialogs }).toEqual({ context, failures: [], dialogs: [] });
      expect({ context, injection }).toEqual({ context, injection: { pwned: undefined, injected: [] } });
    }
    if (field.restore !== undefined) await page.locator(field.selector).fill(field.restore);
  }
  return run;
}
