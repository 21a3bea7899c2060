/**
 * The simulated users. Pollers are people with the portal open: signed in once, the bell asks
 * for the unread count every 5 s (x-background-request: 1, as src/shell/account does), they
 * refresh the access token before its 10 minutes run out and now and then click something (so
 * a soak longer than the 30-minute idle limit keeps its sessions, as real users' do). Readers
 * come and go: sign in, open their unread notices and the next page of all, mark some read,
 * sign out; a few of them at a steady rate.
 */
import { encryptBody } from '../../server/security/aes';
import { Browser } from './client';

const IAM = '/common/iam/v1';
const MSG = '/common/msgmgt';
/** An access token lives 10 minutes; refresh a minute before. */
const REFRESH_EVERY_MS = 9 * 60_000;
/** Sessions end after 30 minutes without activity; a user does something every 10. */
const ACTIVITY_EVERY_MS = 10 * 60_000;

export interface Run {
  origin: URL;
  aesKey: string;
  password: string;
  /** When the load stops (performance-independent wall clock, ms). */
  deadline: number;
  pollMs: number;
}

const sleepUntil = (at: number, deadline: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, Math.min(at, deadline) - Date.now())));
const random = (from: number, to: number) => from + Math.random() * (to - from);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const checkLogin = (data: unknown) =>
  isObject(data) && typeof data.at === 'string' && typeof data.rt === 'string' && isObject(data.user) && typeof data.user.id === 'number'
    ? null
    : 'no tokens or user in the answer';
const checkPair = (data: unknown) => (isObject(data) && typeof data.at === 'string' && typeof data.rt === 'string' ? null : 'no token pair in the answer');
const checkPage = (data: unknown) => (isObject(data) && typeof data.total === 'number' && Array.isArray(data.data) ? null : 'not a notice page');

export async function signIn(browser: Browser, run: Run, kind: string, loginName: string): Promise<number | null> {
  const answer = await browser.call(kind, 'POST', `${IAM}/client/login`, {
    body: encryptBody({ loginName, pwd: run.password, accountType: 'PRIMARY_ACCOUNT' }, run.aesKey),
    signedIn: false,
    check: checkLogin,
  });
  if (!answer.ok) return null;
  const data = answer.body!.data as { at: string; rt: string; user: { id: number } };
  browser.token = { at: data.at, rt: data.rt };
  return data.user.id;
}

/** A signed-in user with the bell open until the deadline; `expectedUnread` never changes (nobody marks their notices). */
export async function poll(browser: Browser, run: Run, userId: number, expectedUnread: number): Promise<void> {
  const start = Date.now();
  const span = Math.min(REFRESH_EVERY_MS, run.deadline - start);
  // Users signed in at different moments before: their first refresh and click fall anywhere.
  let nextRefresh = start + random(0.2, 0.9) * span;
  let nextActivity = start + random(0, ACTIVITY_EVERY_MS);
  let nextPoll = start + random(0, run.pollMs);
  const checkCount = (data: unknown) => (data === expectedUnread ? null : `unread count ${JSON.stringify(data)}, expected ${expectedUnread}`);

  while (true) {
    const due = Math.min(nextPoll, nextRefresh, nextActivity);
    if (due >= run.deadline) return;
    await sleepUntil(due, run.deadline);
    const now = Date.now();
    if (now >= run.deadline) return;
    if (now >= nextRefresh) {
      nextRefresh += REFRESH_EVERY_MS;
      const answer = await browser.call('auth/refresh', 'POST', `${IAM}/auth/refresh`, { body: { rt: browser.token!.rt }, signedIn: false, check: checkPair });
      if (answer.ok) browser.token = answer.body!.data as { at: string; rt: string };
    } else if (now >= nextActivity) {
      nextActivity += ACTIVITY_EVERY_MS;
      await browser.call('user/detail (a click)', 'GET', `${IAM}/user/detail`);
    } else {
      await browser.call('unread count (bell poll)', 'GET', `${MSG}/tmsgsenddetail/queryMsgUnReadNum/${userId}`, { background: true, check: checkCount });
      // setInterval in the bell, which skips a tick while the previous poll is still out.
      nextPoll += run.pollMs;
      while (nextPoll <= Date.now()) nextPoll += run.pollMs;
    }
  }
}

/** One visit of a reader: sign in, look at notices, mark two read, sign out. */
export async function readNotices(browser: Browser, run: Run, loginName: string): Promise<void> {
  if ((await signIn(browser, run, 'client/login (reader)', loginName)) === null) return;
  const unread = await browser.call('notices: unread, page 1', 'POST', `${MSG}/statistics/queryMsgNumMoreCriteria`, {
    body: { readStatus: 0, remark: '', pageConfig: { pageNum: 1, pageSize: 20 } },
    check: checkPage,
  });
  const all = await browser.call('notices: all, page 2', 'POST', `${MSG}/statistics/queryMsgNumMoreCriteria`, {
    body: { remark: '', pageConfig: { pageNum: 2, pageSize: 20 } },
    check: checkPage,
  });
  const ids = (answer: typeof unread) => (answer.ok ? ((answer.body!.data as { data: Array<{ id: number }> }).data ?? []).map((n) => n.id) : []);
  // Unread ones while there are any; afterwards read ones again (a no-op write, still a write path).
  const pick = (ids(unread).length ? ids(unread) : ids(all)).slice(0, 2);
  if (pick.length) {
    await browser.call('bathUpdateReadStatus (2 ids)', 'POST', `${MSG}/statistics/bathUpdateReadStatus`, {
      body: { detailIds: pick },
      check: (data) =>
        isObject(data) && typeof data.updated === 'number' && data.updated <= pick.length && typeof data.unread === 'number' && data.unread >= 0
          ? null
          : `bad answer ${JSON.stringify(data)}`,
    });
  }
  await browser.call('auth/signout', 'POST', `${IAM}/auth/signout`, { body: { rt: browser.token!.rt } });
  browser.token = null;
}

/** A reader worker: visits, one every `periodMs` (start to start), accounts taken in turn, until the deadline. */
export async function readerWorker(run: Run, periodMs: number, next: () => { browser: Browser; loginName: string }): Promise<number> {
  let visits = 0;
  while (Date.now() < run.deadline) {
    const started = Date.now();
    const { browser, loginName } = next();
    await readNotices(browser, run, loginName);
    visits += 1;
    await sleepUntil(started + periodMs, run.deadline);
  }
  return visits;
}
