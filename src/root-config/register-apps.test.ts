/** @jest-environment jsdom */
import { knownSubApps, retryWait, subAppRefFor } from './register-apps';

function pageWithEnvironment(portalApps?: string): Document {
  const doc = document.implementation.createHTMLDocument('portal');
  const script = doc.createElement('script');
  script.dataset.environmentMap = '';
  if (portalApps !== undefined) script.dataset.portalApps = portalApps;
  doc.head.append(script);
  return doc;
}

describe('knownSubApps', () => {
  test('the spec prefixes are known, deployed only with an import-map entry; the environment adds routes and options', () => {
    const doc = pageWithEnvironment(
      JSON.stringify({ '@org/people': { route: '/people', format: 'esm', title: ' People ' }, '@cloud/pm': { keepStyles: true } }),
    );
    const apps = knownSubApps(doc, { '@cloud/pm': '/pm/pm.js', '@org/people': '/people/people.js' });
    expect(apps.find((app) => app.name === '@cloud/pm')).toEqual({ name: '@cloud/pm', prefix: '/pm', deployed: true, keepStyles: true });
    expect(apps.find((app) => app.name === '@org/people')).toEqual({ name: '@org/people', prefix: '/people', deployed: true, esm: true, title: 'People' });
    expect(apps.find((app) => app.name === '@cloud/common/msg')).toMatchObject({ deployed: false });
  });

  test('a broken or missing environment section adds nothing', () => {
    for (const doc of [pageWithEnvironment('{not json'), pageWithEnvironment(), document.implementation.createHTMLDocument('')]) {
      const apps = knownSubApps(doc, { '@org/people': '/people/people.js' });
      expect(apps.some((app) => app.name === '@org/people')).toBe(false);
    }
  });
});

test('subAppRefFor tells the shell the route’s sub-app, deployed or not, and its title only when it has one', () => {
  const known = knownSubApps(pageWithEnvironment(JSON.stringify({ '@cloud/pm': { title: '项目' } })), { '@cloud/pm': '/pm/pm.js' });
  expect(subAppRefFor('#/pm/project-list', known)).toEqual({ name: '@cloud/pm', prefix: '/pm', deployed: true, title: '项目' });
  expect(subAppRefFor('#/common/msg/system/message/station', known)).toEqual({ name: '@cloud/common/msg', prefix: '/common/msg', deployed: false });
  expect(subAppRefFor('#/user-info', known)).toBeNull();
});

test('retryWait: a retry waits out what is left of single-spa’s gap since the failure', () => {
  expect(retryWait(1000, 1000)).toBe(250);
  expect(retryWait(1000, 1100)).toBe(150);
  expect(retryWait(1000, 1250)).toBe(0);
  expect(retryWait(1000, 5000)).toBe(0);
  expect(retryWait(undefined, 5000)).toBe(0);
});
