import { IAM, MSG, signIn, type Answer, type Api, type Session } from './api';
import { readOutbox } from './child-server';

/**
 * The writes the kill tests interrupt: registrations, registration codes, mark-read of notice
 * sets, password changes and notices sent by the manager, all at once, with a ledger of what
 * each request was and what it was answered (status 0: no answer, the server died under it).
 */
export interface Registration {
  tenantName: string;
  userName: string;
  mobile: string;
  password: string;
  answer?: Answer;
}
export interface PasswordChange {
  loginName: string;
  oldPassword: string;
  newPassword: string;
  session: Session;
  answer?: Answer;
}
export interface Ledger {
  registrations: Registration[];
  codeRequests: Array<{ mobile: string; answer?: Answer }>;
  markReads: Array<{ loginName: string; ids: number[]; answer?: Answer }>;
  passwordChanges: PasswordChange[];
  sends: Array<{ title: string; userIds: number[]; answer?: Answer }>;
}

const PER_ROUND = { registrations: 6, codes: 6, markSets: 5, setSize: 3, passwords: 3, sends: 4 };

const mobileOf = (round: number, kind: number, i: number) => `139${String(round).padStart(2, '0')}${kind}${String(i).padStart(5, '0')}`;
const registrationOf = (round: number, i: number, kind = 1): Registration => ({
  tenantName: `faults-r${round}-${kind}-${i}`,
  userName: `flt_r${round}_${kind}_${i}`,
  mobile: mobileOf(round, kind, i),
  password: `Fault#2026-r${round}k${kind}i${i}`,
});

function must(answer: Answer, what: string): any {
  if (answer.status !== 200 || !answer.body?.success) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

async function requestCode(api: Api, mobile: string) {
  return api('POST', `${IAM}/auth/verifice-code/tenant`, { body: { mobile } });
}

function codeFor(dataDir: string, mobile: string): string {
  const sent = readOutbox(dataDir).filter((m) => m.destination === mobile && m.scope === 'REGISTER');
  const code = sent.at(-1)?.code;
  if (!code) throw new Error(`no registration code for ${mobile} in the outbox`);
  return code;
}

const register = (api: Api, r: Registration, code: string) =>
  api('POST', `${IAM}/tenant/register`, {
    body: {
      tenantName: r.tenantName,
      pid: 1798,
      parentTenantId: 1708,
      userName: r.userName,
      mobile: r.mobile,
      email: `${r.userName}@faults.example`,
      verificeCode: code,
      password: r.password,
      confirmPassword: r.password,
      choices: true,
    },
  });

async function unreadIds(api: Api, session: Session): Promise<number[]> {
  const page = must(
    await api('POST', `${MSG}/statistics/queryMsgNumMoreCriteria`, { at: session.at, body: { readStatus: 0, pageConfig: { pageNum: 1, pageSize: 100 } } }),
    'unread notices',
  );
  return (page.data as Array<{ id: number }>).map((n) => n.id);
}

/** Everything the burst needs that is not under test: sessions, codes, notices to mark, accounts to change. */
export async function prepareRound(api: Api, dataDir: string, round: number) {
  const admin = await signIn(api, 'manager', 'admin');
  const demo = await signIn(api, 'client', 'demo');
  const demo2 = await signIn(api, 'client', 'demo2');
  if (!admin || !demo || !demo2) throw new Error('the demo accounts cannot sign in before the round');
  // Enough unread notices for this round's mark-read sets, whatever earlier rounds marked.
  for (let i = 0; i < PER_ROUND.markSets * PER_ROUND.setSize; i += 1) {
    must(
      await api('POST', `${MSG}/tmsgsend/send`, {
        at: admin.at,
        body: { recipientType: 'USERS', userIds: [demo.user.id, demo2.user.id], title: `faults-prep-r${round}-${i}`, content: 'prepared' },
      }),
      'prepare a notice',
    );
  }
  const registrations = Array.from({ length: PER_ROUND.registrations }, (_, i) => registrationOf(round, i));
  for (const r of registrations) must(await requestCode(api, r.mobile), 'registration code');
  const codes = new Map(registrations.map((r) => [r.mobile, codeFor(dataDir, r.mobile)]));

  const passwordChanges: PasswordChange[] = [];
  for (let i = 0; i < PER_ROUND.passwords; i += 1) {
    const r = registrationOf(round, i, 2);
    must(await requestCode(api, r.mobile), 'code for a password account');
    must(await register(api, r, codeFor(dataDir, r.mobile)), 'register a password account');
    const session = await signIn(api, 'client', r.userName, r.password);
    if (!session) throw new Error(`${r.userName} cannot sign in`);
    passwordChanges.push({ loginName: r.userName, oldPassword: r.password, newPassword: `${r.password}-new`, session });
  }

  const sets = (ids: number[]) => Array.from({ length: PER_ROUND.markSets }, (_, i) => ids.slice(i * PER_ROUND.setSize, (i + 1) * PER_ROUND.setSize));
  const markReads = [
    ...sets(await unreadIds(api, demo)).map((ids) => ({ loginName: 'demo', ids, session: demo })),
    ...sets(await unreadIds(api, demo2)).map((ids) => ({ loginName: 'demo2', ids, session: demo2 })),
  ];
  return {
    admin,
    recipients: [demo.user.id, demo2.user.id],
    registrations: registrations.map((r) => ({ ...r, code: codes.get(r.mobile)! })),
    codeMobiles: Array.from({ length: PER_ROUND.codes }, (_, i) => mobileOf(round, 3, i)),
    passwordChanges,
    markReads,
    round,
  };
}

export type Prepared = Awaited<ReturnType<typeof prepareRound>>;

/**
 * Fires every write at once and calls `kill` once `killAfter` of them were answered (or when all
 * were). Resolves when every request has an answer or none can come any more.
 */
export async function fireAndKill(api: Api, p: Prepared, killAfter: number, kill: () => Promise<void>): Promise<Ledger> {
  const ledger: Ledger = {
    registrations: p.registrations.map(({ code: _code, ...r }) => r),
    codeRequests: p.codeMobiles.map((mobile) => ({ mobile })),
    markReads: p.markReads.map(({ loginName, ids }) => ({ loginName, ids })),
    passwordChanges: p.passwordChanges,
    sends: Array.from({ length: PER_ROUND.sends }, (_, i) => ({ title: `faults-send-r${p.round}-${i}`, userIds: p.recipients })),
  };
  let answered = 0;
  let killing: Promise<void> | null = null;
  const track = async <T extends { answer?: Answer }>(entry: T, call: () => Promise<Answer>) => {
    const answer = await call();
    entry.answer = answer;
    if (answer.status !== 0) answered += 1;
    if (answered >= killAfter && !killing) killing = kill();
  };
  const kinds: Array<Array<() => Promise<void>>> = [
    ledger.registrations.map((r, i) => () => track(r, () => register(api, r, p.registrations[i].code))),
    ledger.codeRequests.map((c) => () => track(c, () => requestCode(api, c.mobile))),
    ledger.markReads.map(
      (m, i) => () => track(m, () => api('POST', `${MSG}/statistics/bathUpdateReadStatus`, { at: p.markReads[i].session.at, body: { detailIds: m.ids } })),
    ),
    ledger.passwordChanges.map(
      (c) => () =>
        track(c, () =>
          api('POST', `${IAM}/auth/updatePwd`, {
            at: c.session.at,
            encrypted: true,
            body: { oldPwd: c.oldPassword, newPwd: c.newPassword, againPwd: c.newPassword },
          }),
        ),
    ),
    ledger.sends.map(
      (s) => () =>
        track(s, () =>
          api('POST', `${MSG}/tmsgsend/send`, { at: p.admin.at, body: { recipientType: 'USERS', userIds: s.userIds, title: s.title, content: 'burst' } }),
        ),
    ),
  ];
  // Round-robin over the kinds, so whatever the kill point, it lands among all of them.
  const calls: Array<Promise<void>> = [];
  for (let i = 0; kinds.some((k) => i < k.length); i += 1) for (const k of kinds) if (i < k.length) calls.push(k[i]());
  await Promise.all(calls);
  if (!killing) killing = kill();
  await killing;
  return ledger;
}

/** One line per kind: how many were answered 200, refused, or cut off. */
export function summarize(ledger: Ledger): string[] {
  const line = (name: string, entries: Array<{ answer?: Answer }>) => {
    const ok = entries.filter((e) => e.answer?.status === 200).length;
    const cut = entries.filter((e) => !e.answer || e.answer.status === 0).length;
    const other = entries.length - ok - cut;
    return `${name.padEnd(18)} ${entries.length} sent: ${ok} answered 200, ${other} refused, ${cut} cut off by the kill`;
  };
  return [
    line('registrations', ledger.registrations),
    line('code requests', ledger.codeRequests),
    line('mark-read sets', ledger.markReads),
    line('password changes', ledger.passwordChanges),
    line('manager sends', ledger.sends),
  ];
}
