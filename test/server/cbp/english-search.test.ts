/**
 * Keyword searches find a name in either language (ADR 016, issue 23 item 5): an English-speaking
 * user typing the English name of an application, a good, a partner plan or a resource finds the
 * row, any case; the Chinese name still finds it. Runs on PGlite and, with DATABASE_URL, on
 * PostgreSQL (ilike on both).
 */
import { dataServerForFile, request } from '../data.fixtures';
import { callRoute } from '../route.fixtures';
import { API_BASE } from '../../../contract/http';
import { cbpBusinessRoutes as business } from '../../../contract/cbp-business.routes';
import { cbpReviewRoutes as review } from '../../../contract/cbp-review.routes';
import { cbpRoutes } from '../../../contract/cbp.routes';
import { englishAppliedFor } from '../../../server/services/cbp/applied-for-search';

const server = dataServerForFile();
const as = (login: 'admin' | 'demo') => ({ at: server.tokens[login].at });
const page = async (route: Parameters<typeof callRoute>[1], login: 'admin' | 'demo', body: object) => {
  const r = await callRoute(server.app, route, { ...as(login), body: { pageNum: 1, pageSize: 100, ...body } });
  expect(r.status).toBe(200);
  return r.body.data.data as Array<Record<string, unknown>>;
};

test('an application by its English name, any case, and by its Chinese one', async () => {
  const apps = async (appName: string) => {
    const r = await request(server.app, 'GET', `${API_BASE}${cbpRoutes.classificationApps.path}?appName=${encodeURIComponent(appName)}`, as('demo'));
    expect(r.status).toBe(200);
    return (r.body.data as Array<{ appName: string }>).map((a) => a.appName);
  };
  expect(await apps('dual CARBON')).toEqual(['双碳平台']);
  expect(await apps('双碳')).toEqual(['双碳平台']);
  expect(await apps('no such application')).toEqual([]);
});

test.each([
  ['the goods list', business.goodsPage, 'goodsName'],
  ['the opened services', cbpRoutes.openedServices, 'serviceName'],
])('%s: a good by its English name, any case, and by its Chinese one', async (_, route, field) => {
  const english = await page(route, 'demo', { [field]: 'REDIS cache' });
  expect(english.length).toBeGreaterThan(0);
  expect(english.every((g) => g.goodsName === 'Redis 缓存' && g.goodsNameEn === 'Redis cache')).toBe(true);
  const chinese = await page(route, 'demo', { [field]: '缓存' });
  expect(chinese.map((g) => g.id)).toEqual(english.map((g) => g.id));
  expect(await page(route, 'demo', { [field]: 'analytics' })).toEqual([expect.objectContaining({ goodsName: '能耗分析 SaaS' })]);
});

test.each([
  ['the joined plans', business.planPage],
  ['the partner plans', cbpRoutes.partnerPlans],
])('%s: a plan by its English name, any case', async (_, route) => {
  const rows = await page(route, 'demo', { planName: 'ECOSYSTEM partner plan (round 2)' });
  expect(rows.map((p) => p.planName)).toEqual(['工业互联网生态伙伴计划（第 2 期）']);
  expect(await page(route, 'demo', { planName: '生态伙伴计划（第 2 期）' })).toHaveLength(1);
});

test.each([
  ['a tenant’s applications', business.applyPage, 'demo'],
  ['the review list', review.reviewPage, 'admin'],
] as const)('%s: a resource by the English name a row shows, and the developer request by its', async (_, route, login) => {
  const databases = await page(route, login, { keyword: 'cloud DATABASE' });
  expect(databases.length).toBeGreaterThan(0);
  expect(databases.every((a) => a.resourceType === 'RDS')).toBe(true);
  const chinese = await page(route, login, { keyword: '云数据库' });
  expect(databases.map((a) => a.id)).toEqual(chinese.map((a) => a.id));
  const highAvailability = await page(route, login, { keyword: 'postgresql high' });
  expect(highAvailability.length).toBeGreaterThan(0);
  expect(highAvailability.every((a) => a.specCode === 'RDS-PG-HA')).toBe(true);
  const developer = await page(route, login, { keyword: 'become a developer' });
  expect(developer.length).toBeGreaterThan(0);
  expect(developer.every((a) => a.kind === 'DEVELOPER')).toBe(true);
  expect(await page(route, login, { keyword: 'no such resource' })).toEqual([]);
});

test('the English names a keyword finds among what was applied for', () => {
  expect(englishAppliedFor('cloud SERVER')).toEqual({ specCodes: ['ECS-2C4G', 'ECS-4C8G', 'ECS-8C16G'], developer: false });
  expect(englishAppliedFor('server 4 vcpu')).toEqual({ specCodes: ['ECS-4C8G'], developer: false });
  expect(englishAppliedFor('Developer')).toEqual({ specCodes: [], developer: true });
  expect(englishAppliedFor('%')).toEqual({ specCodes: [], developer: false });
});
