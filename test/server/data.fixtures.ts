import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildTestServer, type TestServer } from '../helpers/server';
import { signedIn } from './iam/iam.fixtures';

export type DataServer = Awaited<ReturnType<typeof dataServer>>;

export type Answer = { success: boolean; data: any; message: string; code: string };

/** A seeded server and a token per demo account, for the message, catalogue and cbp tests. */
export async function dataServer(): Promise<
  TestServer & { tokens: Record<'admin' | 'demo' | 'operator' | 'demo2', { at: string; id: number; mobile: string; tenantId: number | null }> }
> {
  const server = await buildTestServer({ seed: true });
  const { app } = server;
  const pick = (s: Awaited<ReturnType<typeof signedIn>>) => ({
    at: s.at,
    id: s.user.id,
    mobile: s.user.mobile,
    tenantId: (s.user.tenantId as number | null) ?? null,
  });
  const tokens = {
    admin: pick(await signedIn(app, 'manager', 'admin')),
    demo: pick(await signedIn(app, 'client', 'demo')),
    operator: pick(await signedIn(app, 'client', 'operator', { accountType: 'SUB_ACCOUNT', priLoginName: 'demo' })),
    demo2: pick(await signedIn(app, 'client', 'demo2')),
  };
  return { ...server, tokens };
}

/**
 * The data server of one test file: started before its tests, closed after them. The object is
 * filled in by that beforeAll hook, so its fields are read in tests and hooks only.
 */
export function dataServerForFile(): DataServer {
  const server = {} as DataServer;
  beforeAll(async () => {
    Object.assign(server, await dataServer());
  }, 60_000);
  afterAll(() => server.close?.());
  return server;
}

/** The fields of a purchased good (spec 3), sorted: the same in the console's list and the business page's. */
export const GOOD_FIELDS = [
  'basicSkuName',
  'categoryName',
  'createTime',
  'defineSkuName',
  'endEffectDay',
  'goodsName',
  'id',
  'instanceCode',
  'instanceStatus',
  'orderType',
  'periodNumber',
  'periodType',
  'serviceProvideName',
  'goodsNameEn',
  'categoryNameEn',
  'serviceProvideNameEn',
  'basicSkuNameEn',
  'defineSkuNameEn',
].sort();

/** A row of a partner plan list (spec 3), the same in the console's list and the business page's. */
export const PARTNER_PLAN_ROW = {
  id: expect.any(Number),
  planName: expect.any(String),
  planDesc: expect.any(String),
  auditStatus: expect.any(Number),
  applyTime: expect.any(String),
  planNameEn: expect.any(String),
  planDescEn: expect.any(String),
};

/** Asserts that ISO times stand newest first. */
export const newestFirst = (times: string[]) => expect([...times].sort((a, b) => Date.parse(b) - Date.parse(a))).toEqual(times);

/** One API call with an optional bearer token; `url` is the full path under /api. */
export async function request(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: { at?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
) {
  const inject: InjectOptions = { method, url, headers: { ...(options.at ? { authorization: `Bearer ${options.at}` } : {}), ...options.headers } };
  if (options.body !== undefined) inject.payload = options.body as object;
  if (options.raw !== undefined) {
    inject.payload = options.raw;
    inject.headers = { ...inject.headers, 'content-type': 'application/json' };
  }
  const response = await app.inject(inject);
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, headers: response.headers, body: (isJson ? response.json() : null) as Answer, raw: response.rawPayload };
}
