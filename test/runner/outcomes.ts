// What a suite's run came to, read from what uvu printed, and the runner's closing summary.

export interface Outcome {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  output: string;
  ms: number;
  setupMs: number;
}

/** uvu prints Total/Passed/Skipped; a suite that dies before its summary counts as one failure. */
export function readSummary(name: string, code: number, output: string, ms: number, setupMs = 0): Outcome {
  const total = Number(/Total:\s+(\d+)/.exec(output)?.[1] ?? NaN);
  const passed = Number(/Passed:\s+(\d+)/.exec(output)?.[1] ?? NaN);
  const skipped = Number(/Skipped:\s+(\d+)/.exec(output)?.[1] ?? 0);
  // A suite that cannot run here (no Chromium, no PostgreSQL) says how many tests it skips.
  const browserSkips = [...output.matchAll(/^(?:BROWSER-)?SKIP (\d+)/gm)].reduce((n, m) => n + Number(m[1]), 0);
  if (Number.isNaN(total) || Number.isNaN(passed)) {
    if (browserSkips && code === 0) return { name, passed: 0, failed: 0, skipped: browserSkips, output, ms, setupMs };
    return { name, passed: 0, failed: 1, skipped: 0, output: `${output}\n(${name} ended with code ${code} before its summary)`, ms, setupMs };
  }
  const failed = Math.max(total - passed - skipped, code !== 0 && total === passed + skipped ? 1 : 0);
  return { name, passed, failed, skipped: skipped + browserSkips, output, ms, setupMs };
}

export function formatOutcome(o: Outcome): string {
  const mark = o.failed ? 'FAIL' : 'ok  ';
  return `${mark} ${o.name}  ${o.passed} passed${o.failed ? `, ${o.failed} failed` : ''}${o.skipped ? `, ${o.skipped} skipped` : ''}  (${(o.ms / 1000).toFixed(1)} s)`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The ten slowest suites, and how much of the suites' time went to set-up rather than tests. */
export function closingReport(outcomes: readonly Outcome[], prepMs: number, wallMs: number): string {
  const suites = outcomes.filter((o) => o.ms > 0);
  const slowest = [...suites].sort((a, b) => b.ms - a.ms).slice(0, 10);
  const suiteMs = suites.reduce((n, o) => n + o.ms, 0);
  const setupMs = suites.reduce((n, o) => n + o.setupMs, 0);
  const lines = [
    'slowest suites:',
    ...slowest.map((o) => `  ${seconds(o.ms).padStart(8)}  ${o.name}`),
    `set-up: ${seconds(prepMs)} before the first suite (build, database templates), and ${seconds(setupMs)} of the suites' ${seconds(suiteMs)} ` +
      `(${suiteMs ? Math.round((100 * setupMs) / suiteMs) : 0}%: imports, database copies, servers, browsers); wall ${seconds(wallMs)}`,
  ];
  return lines.join('\n');
}
