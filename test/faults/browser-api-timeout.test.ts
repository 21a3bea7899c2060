/**
 * Faults, browser (issue 6): the API slower than the client's 10 s timeout (spec 7, 9). A proxy
 * in front of the real server holds each form's submit until the browser gives up; the page must
 * say '请求超时，请稍后重试', give the button back and keep every field; once the API answers
 * again the same submit goes through. The six forms wait their 10 s side by side (one page each,
 * their own accounts); FAULTS_FULL=1 runs them one after another.
 */
import { NETWORK_MESSAGES } from '../../src/utils/api/api-error';
import { report } from '../helpers/report';
import { FORMS, type FormCase } from './browser-kit/forms';
import { formRow, submitThroughFault, type Fault, type FormFaultOutcome } from './browser-kit/form-faults';
import { FULL, proxiedSuite } from './browser-kit/proxied-suite';

jest.setTimeout(180_000);

const suite = proxiedSuite();
const rows: string[] = [];
type Settled = { ok: true; outcome: FormFaultOutcome; fault: Fault } | { ok: false; error: unknown };
const runs = new Map<string, Promise<Settled>>();

function slowerThanTimeout(form: FormCase): Fault {
  let lift = () => {};
  return {
    name: 'API slower than 10 s',
    message: NETWORK_MESSAGES.timeout,
    // The client gives up after 10 s of real time (spec 7, 9).
    waitMs: 30_000,
    inject: () => {
      lift = suite.proxy.slow(form.submitPath);
    },
    heal: () => lift(),
    detail() {
      const held = suite.proxy.held.filter((h) => form.submitPath.test(h.path));
      if (!held.length) return '(the proxy held nothing)';
      const last = held[held.length - 1];
      return last.outcome === 'gave-up'
        ? `after the browser gave up at ${(last.heldMs / 1000).toFixed(1)} s (the call never reached the server)`
        : `(the proxy let the call through after ${last.heldMs} ms)`;
    },
  };
}

async function run(form: FormCase): Promise<Settled> {
  const fault = slowerThanTimeout(form);
  try {
    const { page } = await suite.openPage(form.account);
    const outcome = await submitThroughFault({ page, origin: suite.proxy.url, portal: suite.portal }, form, fault, `faults-timeout-${form.where}`);
    return { ok: true, outcome, fault };
  } catch (error) {
    return { ok: false, error };
  }
}

beforeAll(() => {
  if (FULL) return;
  for (const form of FORMS) runs.set(form.where, run(form));
});

afterAll(() => {
  report('faults', 'Faults, browser: forms × API slower than the 10 s timeout', rows.length ? rows : ['(nothing ran)']);
});

test.each(FORMS.map((form) => [form.where, form] as const))(
  '%s says the request timed out, keeps every field and the button, and goes through once the API answers',
  async (_where, form) => {
    const settled = await (runs.get(form.where) ?? run(form));
    if (!settled.ok) {
      rows.push(`${form.where.padEnd(22)} × API slower than 10 s   → ERROR ${String(settled.error).split('\n')[0]}`);
      throw settled.error;
    }
    const { outcome, fault } = settled;
    rows.push(formRow(form, fault, outcome));
    expect({ form: form.where, shownAs: outcome.shownAs, others: outcome.otherMessages }).toEqual({
      form: form.where,
      shownAs: expect.stringMatching(/alert|toast/),
      others: expect.any(Array),
    });
    expect(outcome.detail).toMatch(/the browser gave up/);
    expect(outcome.buttonUsable).toBe(true);
    expect(outcome.lost).toEqual({});
    expect(outcome.recovered).not.toMatch(/^FAILED/);
  },
);
