import { dataServerForFile, request } from '../data.fixtures';
import { catalogRoutes } from '../../../contract/catalog.routes';
import { cbpRoutes } from '../../../contract/cbp.routes';

/**
 * Issue 13 finding 8: what the menu keeps from a sub-account the API keeps too. Spec 6: a
 * sub-account lists its own applications, never the tenant's; the partner menu is primary-only.
 */
const server = dataServerForFile();

const api = (path: string) => `/api${path}`;
const names = (apps: Array<{ appName: string }>) => apps.map((a) => a.appName).sort();
const OWN = ['个人信息', '消息中心', '设备管理', '项目管理'].sort();

describe('a sub-account through the API', () => {
  test("gets only its own applications from the tenant's application list", async () => {
    const { tenantId } = server.tokens.demo;
    const sub = await request(server.app, 'GET', `${api(catalogRoutes.tenantAppList.path)}?pageNo=1&pageSize=9999&tenantId=${tenantId}`, {
      at: server.tokens.operator.at,
    });
    expect(sub.status).toBe(200);
    expect(names(sub.body.data.records)).toEqual(OWN);
    expect(sub.body.data.total).toBe(OWN.length);
    const primary = await request(server.app, 'GET', `${api(catalogRoutes.tenantAppList.path)}?pageNo=1&pageSize=9999&tenantId=${tenantId}`, {
      at: server.tokens.demo.at,
    });
    expect(names(primary.body.data.records)).toContain('双碳平台');
    expect(primary.body.data.total).toBeGreaterThan(OWN.length);
  });

  test('gets only its own applications from the grouped list (idaas/login)', async () => {
    const r = await request(server.app, 'POST', `${api(catalogRoutes.idaasLogin.path)}?id=${server.tokens.demo.tenantId}`, { at: server.tokens.operator.at });
    expect(r.status).toBe(200);
    expect(names(r.body.data.flatMap((g: { apps: Array<{ appName: string }> }) => g.apps))).toEqual(OWN);
  });

  test("lists none of the tenant's partner plans, which its primary account sees", async () => {
    const sub = await request(server.app, 'POST', api(cbpRoutes.partnerPlans.path), { at: server.tokens.operator.at, body: {} });
    expect(sub.status).toBe(200);
    expect(sub.body.data).toMatchObject({ total: 0, data: [] });
    const primary = await request(server.app, 'POST', api(cbpRoutes.partnerPlans.path), { at: server.tokens.demo.at, body: {} });
    expect(primary.body.data.total).toBeGreaterThan(0);
  });
});
