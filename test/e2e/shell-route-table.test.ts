// The shell's pure parts without a browser: the route table, the guard (/401 for a role without access),
// the role filter of the menu, path patterns and the tab operations.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { guard } from '../../src/web/routes/guard';
import { fillPath, matchPath } from '../../src/web/routes/match-path';
import { isPermitted, permittedMenu, permittedRoutes } from '../../src/web/routes/permitted-routes';
import { findGroupRedirect, matchRoute, routeTable } from '../../src/web/routes/route-table';
import { adjacentView, closeAllViews, closeOtherViews, closeView, openView, tags } from '../../src/web/state/tags';

const test = suite('shell route table');

test('every page has a title, a unique pattern, and a highlighted sidebar item that exists', () => {
  const patterns = routeTable.map((r) => r.path);
  assert.is(new Set(patterns).size, patterns.length, 'unique patterns');
  const visible = new Set(routeTable.filter((r) => !r.hidden).map((r) => r.path));
  for (const r of routeTable) {
    // A route title, or (a kit list row) its list command's title.
    assert.ok(r.titleKey.startsWith('route.') || r.titleKey.startsWith('command.'), r.path);
    if (!r.noTag) assert.ok(visible.has(r.activeMenu), `${r.path} highlights ${r.activeMenu}`);
  }
});

test('spec §2 redirects and patterns', () => {
  assert.is(findGroupRedirect('/staff'), '/staff/applicants');
  assert.is(findGroupRedirect('/provider/'), '/provider/providers/enable');
  assert.is(findGroupRedirect('/account'), '/account/payslip');
  assert.equal(guard('/', '', true), { redirect: '/dashboard' });
  assert.equal(matchRoute('/staff/applicants/detail/42')?.params, { id: '42' });
  assert.is(matchRoute('/staff/applicants/detail/42')?.route.activeMenu, '/staff/applicants');
  assert.equal(matchPath('/redirect/*', '/redirect/job/ads/view/3'), { '*': 'job/ads/view/3' });
  assert.is(matchPath('/job/ads/view/:id', '/job/ads/view'), null);
  assert.is(fillPath('/order/shift/detail/:id', { id: '9' }), '/order/shift/detail/9');
});

test('guard: token rules, unknown → /404, a page the roles do not permit → /401', () => {
  assert.equal(guard('/job/ads', '?page=2', false), { redirect: '/login?redirect=%2Fjob%2Fads%3Fpage%3D2' });
  assert.equal(guard('/auth-redirect', '', false), { render: 'public' });
  assert.equal(guard('/login', '', true), { redirect: '/' });
  assert.equal(guard('/nowhere', '', true), { redirect: '/404' });
  const hr = (route: (typeof routeTable)[number]) => isPermitted(route.roles, ['hr']);
  assert.equal(guard('/admin/users', '', true, hr), { redirect: '/401' });
  assert.equal(guard('/time-sheet', '', true, hr), { render: 'private' });
});

test('spec §6: admin gets everything; other roles only routes without a role list they miss', () => {
  assert.is(permittedRoutes(['admin']).length, routeTable.length);
  const titles = permittedMenu([]).map((i) => i.titleKey);
  assert.not.ok(titles.includes('route.admin') || titles.includes('route.devOps'), titles.join());
  assert.ok(titles.includes('route.staff'));
  assert.ok(permittedMenu(['admin']).some((i) => i.titleKey === 'route.admin'));
});

test('tabs: one per record, fixed tab stays, closing the active one goes to the last', () => {
  for (const p of ['/time-sheet', '/order/shift/detail/1', '/order/shift/detail/2', '/login', '/404']) openView(p, '');
  openView('/time-sheet', '?x=1');
  assert.equal(tags.views.map((v) => v.key), ['/dashboard', '/time-sheet', '/order/shift/detail/1', '/order/shift/detail/2']);
  assert.is(tags.views[1].fullPath, '/time-sheet?x=1');
  assert.is(closeView('/dashboard', '/dashboard'), null, 'fixed tab stays');
  assert.is(closeView('/order/shift/detail/1', '/order/shift/detail/1')?.key, '/order/shift/detail/2');
  assert.is(adjacentView('/dashboard', -1)?.key, '/order/shift/detail/2');
  closeOtherViews('/time-sheet');
  assert.equal(tags.views.map((v) => v.key), ['/dashboard', '/time-sheet']);
  assert.is(closeAllViews('/time-sheet')?.key, '/dashboard');
  assert.equal(tags.views.map((v) => v.key), ['/dashboard']);
});

test.run();
