// The real axe-core in the page: its source injected once per document (the test context bypasses the
// console's CSP, which rightly refuses inline scripts), run with the WCAG 2.0 A/AA and 2.1 AA rules, and
// its violations kept in a form a failure message and the suite's summary can print.
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'] as const;
/** The impacts the target forbids; moderate and minor are reported by axe but not counted here. */
export const BLOCKING = new Set(['critical', 'serious']);

export interface Violation {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors axe gives for each failing element (the first of each target). */
  targets: string[];
  /** What axe measured at each element, in the order of `targets` (for contrast: colours, size and ratio). */
  details: string[];
  /** The start of each element's markup, for finding its component. */
  html: string[];
}

export interface AxeScan {
  violations: Violation[];
  /** Rules that found something to judge (passed, failed or left for a person): proof the scan ran. */
  applied: string[];
}

/** Runs axe over the whole document (or `include`) with the WCAG 2.0 A/AA and 2.1 AA rules. */
export async function runAxe(page: Page, include?: string): Promise<AxeScan> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(
    async ([tags, scope]) => {
      const axe = (window as unknown as { axe: any }).axe;
      const result = await axe.run(scope ? { include: [scope] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      const violations = result.violations.map((v: any) => ({
        id: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        targets: v.nodes.map((n: any) => String(n.target[0])),
        details: v.nodes.map((n: any) => String(n.any?.[0]?.message ?? n.failureSummary ?? '').split('\n')[0]),
        html: v.nodes.map((n: any) => String(n.html).slice(0, 200)),
      }));
      const applied = [...result.passes, ...result.violations, ...result.incomplete].map((r: any) => String(r.id));
      return { violations, applied };
    },
    [[...WCAG_TAGS], include ?? null] as const,
  );
}

export const blocking = (violations: readonly Violation[]) => violations.filter((v) => BLOCKING.has(v.impact));

/** One line per rule: id, impact, element count, the first few selectors and what axe measured. */
export function describeViolations(violations: readonly Violation[], shown = 4): string {
  return violations
    .map((v) => `  ${v.id} (${v.impact}) ×${v.targets.length}: ${v.help}\n    at ${v.targets.slice(0, shown).join(' | ')}${v.details.some(Boolean) ? `\n    ${[...new Set(v.details.filter(Boolean))].slice(0, shown).join('\n    ')}` : ''}`)
    .join('\n');
}

/**
 * With AXE_DUMP=<file>, every failing element of every scan is appended there (screen, rule, selector,
 * axe's figures): the whole list to work from, where a failure message shows the first few.
 */
export function dumpViolations(where: string, violations: readonly Violation[]): void {
  const file = process.env.AXE_DUMP;
  if (!file) return;
  const lines = violations.flatMap((v) => v.targets.map((t, i) => `${where}\t${v.id}\t${v.impact}\t${t}\t${v.details[i] ?? ''}\t${v.html[i]}`));
  if (lines.length) appendFileSync(file, `${lines.join('\n')}\n`);
}

/** Totals over every scan of the suite, by rule: how many scans hit it and how many elements. */
export class AxeTally {
  private readonly rules = new Map<string, { impact: string; scans: number; elements: number }>();
  scans = 0;

  add(violations: readonly Violation[]): void {
    this.scans++;
    for (const v of violations) {
      const rule = this.rules.get(v.id) ?? { impact: v.impact, scans: 0, elements: 0 };
      rule.scans++;
      rule.elements += v.targets.length;
      this.rules.set(v.id, rule);
    }
  }

  report(): string {
    const rows = [...this.rules].sort((a, b) => b[1].elements - a[1].elements);
    const count = (impacts: string[]) => rows.filter(([, r]) => impacts.includes(r.impact)).reduce((n, [, r]) => n + r.elements, 0);
    const lines = rows.map(([id, r]) => `  ${id} (${r.impact}): ${r.elements} elements on ${r.scans} screens`);
    return `axe over ${this.scans} screens: ${count(['critical'])} critical and ${count(['serious'])} serious elements, ${count(['moderate', 'minor'])} moderate or minor\n${lines.join('\n')}`;
  }
}
