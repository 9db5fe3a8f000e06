// Spec §2 and §9 constants.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as c from '../../src/domain/constants';

test('values from spec §9', () => {
  assert.is(c.THEME_COLOR, '#1890ff');
  assert.is(c.REQUEST_TIMEOUT_MS, 60000);
  assert.is(c.MESSAGE_DURATION_MS, 5000);
  assert.is(c.MOBILE_BREAKPOINT_PX, 992);
  assert.is(c.SIDEBAR_WIDTH_PX, 210);
  assert.is(c.HEADER_SEARCH_THRESHOLD, 0.4);
  assert.equal([...c.LANGUAGES], ['en', 'zh']);
  assert.is(c.DEFAULT_LANGUAGE, 'en');
  assert.equal([...c.UI_SIZES], ['default', 'medium', 'small', 'mini']);
  assert.is(c.DEFAULT_UI_SIZE, 'medium');
  assert.is(c.DEFAULT_SMS_TEMPLATE, 'Hi {{first_name}},');
  assert.ok(c.DEFAULT_SMS_TEMPLATE.includes('{{first_name}}'), 'begins with a first-name placeholder');
});

test('our choices where the spec leaves a name open', () => {
  assert.is(c.CONSOLE_TITLE, 'Care Console');
  assert.is(c.TOKEN_STORAGE_KEY, 'care-console-token');
  assert.ok(c.RICH_TEXT_TOOLBAR.length > 0);
  assert.is(new Set(c.RICH_TEXT_TOOLBAR).size, c.RICH_TEXT_TOOLBAR.length, 'no tool twice');
});

test('routes from spec §2, §6 and §7', () => {
  assert.equal([...c.PUBLIC_PATHS], ['/login', '/auth-redirect', '/verification-code']);
  assert.is(c.LOGIN_PATH, '/login');
  assert.ok((c.PUBLIC_PATHS as readonly string[]).includes(c.LOGIN_PATH));
  assert.is(c.REDIRECT_PARAM, 'redirect');
  assert.is(c.HOME_PATH, '/dashboard');
  assert.is(c.ADMIN_ROLE, 'admin');
  assert.is(c.API_PREFIX, '/api/admin/');
});

test('shared lists are frozen', () => {
  for (const list of [c.PUBLIC_PATHS, c.RICH_TEXT_TOOLBAR, c.LANGUAGES, c.UI_SIZES]) assert.ok(Object.isFrozen(list));
});

test.run();
