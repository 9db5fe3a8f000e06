// One keyboard-only catalogue check, shared by the keyboard-only-commands-* suites (each takes a share):
// every command the palette offers on the dashboard (and every one it names as needing a record), and
// the list keys on a list page (they are offered only where a list is active), is found by typing its title, Enter opens its first argument step (or answers, for a query without
// arguments), and Escape backs out step by step. Nothing is run but queries.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { registry, type AnyCommand } from '../../commands';
import { mayRun } from '../../commands/permissions';
import { recordKindOf } from '../../commands/record-kinds';
import { NOT_LISTED } from '../../src/web/palette/not-listed';
import { startFlow } from '../../src/web/palette/palette-flow';
import { pageCommands } from '../../src/web/palette/palette-items';
import { browserSuite } from '../support/browser-suite';
import { arrowTo, defineNameHelper } from './keyboard-support';
import { openPage, openPalette, paletteClosed, typeInPalette, unexpected } from './palette-support';

/** The test administrator's account type (test/support signs in the seeded super account). */
const ACCOUNT = 'super_account';
const HERE = { path: '/dashboard' };
/** A list page: the `list.*` commands are offered only where a list is active. */
const LIST_PAGE = '/staff/applicants';

export interface OfferedCommand {
  command: AnyCommand;
  /** Offered as 'needs a record' (Enter starts a search for one). */
  hint: boolean;
  /** Argument steps the palette asks for here. */
  steps: number;
  /** Where the palette offers it. */
  place: string;
}

/** What the palette offers on the dashboard, from the catalogue (palette-items.ts and record-hints.ts rules). */
export function offeredCommands(): OfferedCommand[] {
  const routeCommands = pageCommands();
  const out: OfferedCommand[] = [];
  for (const command of registry.all as readonly AnyCommand[]) {
    if (command.public || NOT_LISTED.has(command.id) || routeCommands.has(command.id) || !mayRun(command, ACCOUNT)) continue;
    if (!command.when || command.when(HERE)) {
      out.push({ command, hint: false, steps: startFlow(command, HERE).steps.length, place: command.area === 'list' ? LIST_PAGE : HERE.path });
      continue;
    }
    const kind = recordKindOf(command);
    if (kind && command.api && command.kind === 'action' && command.when({ path: '', record: { kind, id: 0 } })) out.push({ command, hint: true, steps: 1, place: HERE.path });
  }
  // The dashboard's first, then the list page's: one page change per suite.
  return [...out.filter((c) => c.place === HERE.path), ...out.filter((c) => c.place !== HERE.path)];
}

/** Escape until the palette is closed (at most `limit` presses). */
async function escapeOut(page: Page, limit = 4): Promise<number> {
  for (let i = 1; i <= limit; i++) {
    await page.keyboard.press('Escape');
    if (!(await page.$('[data-testid="palette"]'))) return i;
  }
  await paletteClosed(page);
  return limit;
}

export async function commandSuite(name: string, share: readonly OfferedCommand[]): Promise<void> {
  const test = await browserSuite(name, share.length + 1);
  if (!test) return;
  let page: Page;
  let errors: string[];

  test('the share is a real part of the catalogue', () => {
    assert.ok(share.length >= 50, `${share.length} commands`);
  });

  let here = '';
  for (const { command, hint, steps, place } of share) {
    test(`${command.id}: typed, Enter, Esc`, async ({ server, browser, token }) => {
      if (!page) {
        ({ page, errors } = await openPage(browser, server, place, token));
        await defineNameHelper(page);
        here = place;
      } else if (here !== place) {
        await page.goto(place);
        await page.waitForSelector('main [data-testid$="-row"][data-focused]');
        here = place;
      }
      errors.length = 0;
      await openPalette(page);
      await typeInPalette(page, command.title, { atOnce: true });
      const found = await arrowTo(page, (i) => i.commandId === command.id);
      if (!found) {
        const offered = await page.$$eval('[data-testid="palette-item"]', (items) => items.map((i) => i.getAttribute('data-command-id') ?? i.getAttribute('data-route')));
        await escapeOut(page);
        assert.unreachable(`"${command.title}" does not find ${command.id} (offered: ${offered.join(', ')})`);
      }
      if (hint || steps > 0) {
        await page.keyboard.press('Enter');
        const step = await page.waitForSelector('[data-testid="palette-step"]', { timeout: 6000 });
        assert.ok(await step.getAttribute('data-step-key'), 'a named argument step');
        // Esc: back to the list with the text kept, then out.
        await page.keyboard.press('Escape');
        await page.waitForSelector('[data-testid="palette-step"]', { state: 'detached' });
        assert.ok(await page.$('[data-testid="palette-input"]'), 'Esc from the step returns to the list');
        await escapeOut(page);
      } else if (command.kind === 'query') {
        await page.keyboard.press('Enter');
        await page.waitForSelector('[data-testid="palette-result"], [data-testid="palette-error"]', { timeout: 8000 });
        await escapeOut(page);
      } else {
        // A client command or action without arguments would run at once: found and highlighted is the proof.
        await escapeOut(page);
      }
      await paletteClosed(page);
      assert.equal(unexpected(errors, true), [], command.id);
    });
  }
  test.run();
}
