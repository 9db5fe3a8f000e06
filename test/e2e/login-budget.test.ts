// Issue 13: the JavaScript a browser fetches before the login page is usable stays within 60 KB gzip.
// Bytes are deterministic, so this reads a production build rather than timing a browser (that is
// test/bench/login-bench.ts). The page must also keep to the CSP: no inline script, scripts of our own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const root = path.resolve(import.meta.dirname, '../..');
const LOGIN_BUDGET_GZIP = 60 * 1024;
const scratch = mkdtempSync(path.join(tmpdir(), 'login-budget-'));
const out = path.join(scratch, 'dist');
const built = spawnSync(process.execPath, ['build.mjs', `--outdir=${out}`], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', CONSOLE_TEST_HOOKS: '' } });

const page = (name: string) => readFileSync(path.join(out, name), 'utf8');
/** Every <script> tag of a page, with its src (null: inline). */
const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ src: /\bsrc="([^"]+)"/.exec(m[1])?.[1] ?? null, attrs: m[1], body: m[2] }));
const gzipOf = (url: string) => gzipSync(readFileSync(path.join(out, url)), { level: 9 }).length;

test('the production build succeeds and writes the login page', () => {
  assert.is(built.status, 0, `build failed: ${built.stdout}\n${built.stderr}`);
  assert.match(page('login.html'), '<div id="root">');
});

test('JavaScript before the login page is usable: ≤ 60 KB gzip, and no React', () => {
  const html = page('login.html');
  const urls = [
    ...scripts(html).map((s) => s.src!),
    // A module preload would be fetched before the form too; the app is fetched afterwards, by the script.
    ...[...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ];
  assert.is(urls.length, 1, `one script: ${urls.join(', ')}`);
  const bytes = urls.reduce((s, u) => s + gzipOf(u), 0);
  console.log(`  login page JavaScript: ${(bytes / 1024).toFixed(1)} KB gzip (${urls.join(', ')})`);
  assert.ok(bytes <= LOGIN_BUDGET_GZIP, `${bytes} bytes gzip is over the ${LOGIN_BUDGET_GZIP} budget`);
  const code = readFileSync(path.join(out, urls[0]), 'utf8');
  assert.not.ok(code.includes('react.element') || code.includes('react.transitional.element'), 'React is not in the login script');
  assert.not.ok(/\bimport\(/.test(code), 'the login script pulls in no chunk of the console');
  // The build's own report agrees with what is measured here.
  assert.match(built.stdout, /JavaScript [\d.]+ KB gzip: within the 60\.0 KB budget\./);
});

test('the CSP holds: no inline script on either page; the login script is async, after the form', () => {
  for (const name of ['login.html', 'index.html']) {
    for (const s of scripts(page(name))) {
      assert.ok(s.src?.startsWith('/assets/'), `${name}: a script of our own (${s.src})`);
      assert.is(s.body.trim(), '', `${name}: no inline code`);
    }
  }
  const login = page('login.html');
  assert.match(scripts(login)[0].attrs, /\basync\b/);
  assert.ok(login.indexOf('<script') > login.indexOf('data-testid="login-form"'), 'the script comes after the form it wires');
  assert.not.match(page('login.html'), /\son[a-z]+="/, 'no inline event handlers');
});

test('the console page starts with the signed-out redirect, before its stylesheet and modules', () => {
  const html = page('index.html');
  const first = scripts(html)[0];
  assert.match(first.src ?? '', /^\/assets\/signed-out-boot-[\w-]+\.js$/);
  assert.ok(html.indexOf(first.src!) < html.indexOf('rel="stylesheet"'), 'before the stylesheet');
  assert.ok(gzipOf(first.src!) < 1024, 'and tiny');
});

test('the form is in the page as markup (painted before any script), and cannot be sent until the script wires it', () => {
  const form = /<form\b[^>]*>[\s\S]*?<\/form>/.exec(page('login.html'))?.[0] ?? '';
  for (const id of ['login-username', 'login-password', 'login-submit']) assert.match(form, `data-testid="${id}"`);
  assert.match(form, /<form\b[^>]*\bmethod="post"/, 'never a GET, which would put the password in an address');
  assert.match(form, /<button\b[^>]*\bdisabled\b[^>]*data-testid="login-submit"/, 'the submit waits for the script');
  assert.match(page('login.html'), /<label[^>]*>Email address<\/label>/);
});

test('after sign-in the page can start the console itself: its entry, stylesheet and modules are named', () => {
  const html = page('login.html');
  const metaOf = (name: string) => new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html)?.[1] ?? '';
  const index = page('index.html');
  const main = scripts(index).find((s) => /\/main-/.test(s.src ?? ''))?.src;
  assert.is(metaOf('app-entry'), main, 'the console entry index.html runs');
  assert.ok(index.includes(`href="${metaOf('app-style')}"`), 'the stylesheet index.html links');
  const modules = metaOf('app-assets').split(' ');
  assert.ok(modules.includes(main!), 'the entry is among the modules fetched when idle');
  for (const u of [metaOf('app-style'), ...modules]) assert.ok(gzipOf(u) > 0, `${u} exists`);
});

test.after(() => rmSync(scratch, { recursive: true, force: true }));
test.run();
