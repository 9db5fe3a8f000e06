// In zh the console's own words are Chinese (issue 22 §6: '请输入Body', English From/To on timesheets,
// cheat-sheet headings). Ten main screens, the cheat sheet and a palette flow with steps are opened in zh,
// and what the console writes for a person (headings, labels, buttons, table heads, placeholders, step
// labels and crumbs) must hold none of the console's English UI words. The words are taken from the
// English dictionaries (en.ts, the palette and area strings, argument names): single words such as
// 'From', 'Body', 'Status', 'Save', 'Cancel', 'Search'. Data (people's names, provider names) is not UI
// and is not in those lists, except words a name could share with the UI, left out below.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { registry } from '../../commands';
import { argLabel } from '../../src/web/commands/arg-label';
import { argLabelsEn } from '../../src/web/i18n/arg-labels/arg-labels-en';
import { areasEn } from '../../src/web/i18n/areas-en';
import { en } from '../../src/web/i18n/en';
import { t } from '../../src/web/i18n/i18n';
import { paletteStringsEn } from '../../src/web/i18n/palette-strings';
import { browserSuite } from '../support/browser-suite';
import { openPage, openPalette, typeInPalette, unexpected } from './palette-support';
import { openConsole } from '../support/console-page';

const test = await browserSuite('zh shows no English', 3);

/** Latin words a Chinese screen may show: abbreviations and names, as the argument-label test allows. */
const ALLOWED = new Set(['API', 'BSB', 'CSV', 'NDIS', 'SEEK', 'SMS', 'ABN', 'USI', 'UTM', 'AI', 'ID', 'URL', 'QR', 'CLI', 'PDF', 'AEDT', 'AEST', 'ACST', 'AWST', 'OK']);

const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []);

/** The English dictionaries' single-word texts ('Save', 'From', 'Status'): UI words, never data. */
function englishUiWords(): Set<string> {
  const argKeys = new Set(registry.all.flatMap((c) => Object.keys(c.args.shape as Record<string, unknown>)));
  const texts = [...strings(en), ...strings(paletteStringsEn), ...strings(areasEn), ...strings(argLabelsEn), ...[...argKeys].map((k) => argLabel(t, k))];
  const words = new Set<string>();
  for (const text of texts) {
    const word = text.trim().replace(/[.:…?!]+$/, '');
    if (/^[A-Z][a-z]{1,}$/.test(word) && !ALLOWED.has(word.toUpperCase())) words.add(word);
  }
  return words;
}

const UI_WORDS = englishUiWords();

/** What the console writes for a person on the page now (not cell data): one entry per element. */
const uiTexts = (page: Page) =>
  page.evaluate(() => {
    const out: { where: string; text: string }[] = [];
    const selector = 'h1, h2, h3, h4, label, legend, th, button, [role="tab"], [data-testid="palette-step"], [data-testid="palette-crumbs"]';
    for (const el of document.querySelectorAll(selector)) {
      // No named helpers in here: tsx would wrap them in a __name the page does not have.
      if ((el as HTMLElement).offsetParent === null && getComputedStyle(el).position !== 'fixed') continue;
      // The element's own words: not the key caps (Shift, Alt: a keyboard's names), not a control's choices (data).
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('kbd, select, option, input, textarea').forEach((inner) => inner.remove());
      const text = (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) out.push({ where: `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`, text });
    }
    for (const el of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      if ((el as HTMLElement).offsetParent !== null) out.push({ where: 'placeholder', text: el.getAttribute('placeholder') ?? '' });
    }
    return out;
  });

/** The English UI words a page shows, with where. */
async function englishOn(page: Page, screen: string): Promise<string[]> {
  // The signed-in person's name is data ('Administrator' in the avatar menu and the greeting).
  const me = (await page.innerText('[data-testid="avatar-menu"]')).trim().split(/\s+/).slice(1).join(' ');
  const found: string[] = [];
  for (const { where, text } of await uiTexts(page)) {
    const words = (text.replaceAll(me, '').match(/[A-Za-z]+/g) ?? []).filter((w) => UI_WORDS.has(w));
    if (words.length) found.push(`${screen} ${where}: “${text}” (${words.join(', ')})`);
  }
  return found;
}

/** The page has painted its Chinese words: the navbar's breadcrumb and a screen-specific element. */
async function settle(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector);
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

const SCREENS: [string, string, string][] = [
  ['dashboard', '/dashboard', '[data-testid="dashboard-funnel-chart"]'],
  ['applications', '/job/applications', '[data-testid="applications-row"]'],
  ['applicants', '/staff/applicants', '[data-testid="staff-row"]'],
  ['enabled staff', '/staff/enabled-staff', 'main h1'],
  ['timesheets', '/time-sheet', 'main h1'],
  ['shift orders', '/order/shift', 'main h1'],
  ['providers', '/provider/providers/enable', 'main h1'],
  ['SMS tools', '/tools/sms', 'main h1'],
  ['tools', '/tools/index', 'main h1'],
  ['incidents', '/incident/index', 'main h1'],
];

if (test) {
  test('the word list is the English UI words that leaked', () => {
    for (const word of ['From', 'To', 'Body', 'Status', 'Save', 'Cancel', 'Search']) assert.ok(UI_WORDS.has(word), word);
    assert.ok(UI_WORDS.size > 100, `${UI_WORDS.size} words`);
  });

  test('ten main screens, an applicant, the cheat sheet and a palette flow in zh show no English UI words', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/dashboard', { token, width: 1366, height: 860, timeout: 10_000, settings: { language: 'zh', size: 'medium', sidebarCollapsed: false } });
    const found: string[] = [];
    for (const [name, path, ready] of SCREENS) {
      await page.goto(path);
      await settle(page, ready);
      found.push(...(await englishOn(page, name)));
    }
    // An applicant's detail, opened from the list by the keyboard.
    await page.goto('/staff/applicants');
    await settle(page, '[data-testid="staff-row"][data-focused]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/staff\/applicants\/detail\/\d+/);
    await settle(page, 'main h1');
    found.push(...(await englishOn(page, 'applicant detail')));
    // The cheat sheet's headings and rows.
    await page.keyboard.press('Shift+?');
    await page.waitForSelector('[data-testid="cheat-sheet"] h3');
    found.push(...(await englishOn(page, 'cheat sheet')));
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="cheat-sheet"]', { state: 'detached' });
    // A palette flow with steps: text a phone number (phone, then the message's text step).
    await openPalette(page);
    await typeInPalette(page, 'send sms to a phone');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="phone"]');
    found.push(...(await englishOn(page, 'palette step phone')));
    await page.keyboard.type('+61 0412345678');
    await page.waitForSelector('[data-testid="palette-input-error"]', { state: 'detached' });
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="palette-step"][data-step-key="message"]');
    found.push(...(await englishOn(page, 'palette step message')));
    assert.equal(found, [], 'English UI words in zh');
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test('a timesheet\'s cost lines name the day and the loading in zh, not the loading\'s code (it read "saturday ×1.75")', async ({ server, browser, token }) => {
    const { context, page, errors } = await openConsole(browser, server, '/time-sheet', { token, width: 1366, height: 860, settings: { language: 'zh' } });
    await settle(page, '[data-testid="timesheet-lines"]');
    const cells = await page.$$eval('[data-testid="timesheet-line-loading"]', (tds) => tds.map((td) => ({ code: td.getAttribute('data-loading') ?? '', text: td.textContent ?? '' })));
    assert.ok(cells.length > 0, 'the focused timesheet has lines');
    for (const { code, text } of cells) {
      assert.not.match(text, /[A-Za-z]/, `${code}: ${text}`);
      assert.match(text, /×/, text);
    }
    const days = await page.$$eval('[data-testid="timesheet-lines"] tr td:first-child', (tds) => tds.map((td) => td.textContent ?? ''));
    assert.ok(days.some((d) => /月/.test(d)), days.join(' | '));
    assert.equal(unexpected(errors), []);
    await context.close();
  });

  test.run();
}
