// The stand-alone login page carries small copies of what the console defines (it loads before, and
// without, the console's code): its words, its checks of login.args, its storage keys and the guard's
// signed-out redirect. Each copy is held equal to its source here, so they cannot drift apart.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { login } from '../../commands/auth';
import { checkLogin } from '../../src/web/login/login-request';
import { PENDING_STORAGE_KEY, SETTINGS_STORAGE_KEY } from '../../src/web/login/login-storage';
import { dictionaryPaths, languageNames, loginStrings, messagesZh, type LoginStringKey } from '../../src/web/login/login-strings';
import { signedOutRedirect, SIGNED_OUT_PATHS } from '../../src/web/login/signed-out-boot';
import { en } from '../../src/web/i18n/en';
import { zh } from '../../src/web/i18n/zh';
import { guard } from '../../src/web/routes/guard';
import { routeTable } from '../../src/web/routes/route-table';
import { PENDING_KEY } from '../../src/web/state/session';
import { SETTINGS_KEY } from '../../src/web/state/settings';

const at = (table: unknown, dotted: string) => dotted.split('.').reduce<any>((node, key) => node?.[key], table);

test('every word of the page equals the console dictionary’s, in en and zh', () => {
  for (const key of Object.keys(dictionaryPaths) as LoginStringKey[]) {
    assert.is(loginStrings.en[key], at(en, dictionaryPaths[key]), `en ${key}`);
    assert.is(loginStrings.zh[key], at(zh, dictionaryPaths[key]), `zh ${key}`);
  }
  assert.equal(Object.keys(loginStrings.zh).sort(), Object.keys(dictionaryPaths).sort(), 'every string has its source');
  assert.equal(languageNames, en.value.language);
  for (const [message, text] of Object.entries(messagesZh)) {
    const console = (zh.messages as Record<string, string>)[message];
    if (console !== undefined) assert.is(text, console, message);
  }
});

test('the page’s checks give exactly the field errors login.args gives', () => {
  const samples = [
    ['', ''], ['   ', 'x'], ['admin', 'whatever'], ['admin@example', 'x'], ['admin@example.com', ''],
    [' admin@example.com ', 'secret'], ['a.b+c@d-e.example.org', 'p'], ['a..b@example.com', 'p'], ['a@b.c', 'p'],
    ['a@example.toolongtld', 'p'], [`${'a'.repeat(250)}@example.com`, 'p'], ['admin@example.com', 'x'.repeat(1024)],
    ['admin@example.com', 'x'.repeat(1025)], ['用户@example.com', 'p'], ['admin@exa_mple.com', 'p'],
  ];
  for (const [username, password] of samples) {
    const parsed = login.args.safeParse({ username, password });
    const expected: Record<string, string> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0]);
      expected[field] ??= issue.message;
    }
    assert.equal(checkLogin({ username, password }), expected, JSON.stringify([username.slice(0, 30), password.length]));
  }
});

test('the page stores the token and choices under the console’s keys', () => {
  assert.is(SETTINGS_STORAGE_KEY, SETTINGS_KEY);
  assert.is(PENDING_STORAGE_KEY, PENDING_KEY);
});

test('the signed-out redirect of index.html agrees with the console’s guard on every route', () => {
  const publicPaths = routeTable.filter((r) => r.public).map((r) => r.path);
  for (const path of [...routeTable.map((r) => r.path.replace(/:\w+/g, '7').replace('*', 'x')), '/', '/no/such/page', '/staff']) {
    for (const search of ['', '?tab=applications&x=1']) {
      const decision = guard(path, search, false);
      const boot = signedOutRedirect(path, search);
      if ('redirect' in decision && decision.redirect.startsWith('/login')) assert.is(boot, decision.redirect, `${path}${search}`);
      else if ('redirect' in decision) assert.is(boot, `/login?redirect=${encodeURIComponent(decision.redirect)}`, `${path}${search} (through ${decision.redirect})`);
      else assert.is(boot, null, `${path} is reachable without a token`);
    }
  }
  assert.ok(SIGNED_OUT_PATHS.every((p) => publicPaths.includes(p)));
});

test.run();
