// `care-console macro run <file> [--dry-run] [--ids 1,2,3] [--mode stop|continue] [--<param> value …]`:
// the file is checked against the catalogue first (errors as file:line:column), then either dry-run on
// the server (nothing changes) or run call by call with one X-Run-Group, so undo takes it back as one step.
import { readFileSync } from 'node:fs';
import { registry } from '../../commands';
import { checkMacro } from '../../commands/macro-check';
import { paramsToAsk } from '../../commands/macro-format';
import { newRunGroup, runMacro, type RowOutcome } from '../../commands/macro-runner';
import { COMMAND_SOURCE_HEADER } from '../domain/command-source';
import { CliError, EXIT } from './cli-error';
import { RUN_GROUP_HEADER, type Client } from './http';
import { render, table, type Format } from './output';

export interface MacroRunFlags {
  file: string;
  dryRun: boolean;
  ids: number[];
  mode: 'stop' | 'continue';
  params: Record<string, unknown>;
  format: Format;
}

export function parseIds(value: unknown): number[] {
  if (value === undefined) return [];
  const ids = String(value).split(',').map((s) => s.trim()).filter(Boolean).map(Number);
  if (!ids.length || ids.some((n) => !Number.isInteger(n) || n <= 0)) throw new CliError(EXIT.usage, `--ids must be record ids separated by commas (1,2,3), not '${value}'.`);
  return ids;
}

function stepLines(rows: readonly Pick<RowOutcome, 'row_id' | 'steps'>[]) {
  return rows.flatMap((r) => r.steps.map((s) => ({ row: r.row_id, line: s.line, command: s.command, ok: s.ok ? 'ok' : `err ${s.err}`, message: s.msg ?? '' })));
}

export async function runMacroFile(api: Client, flags: MacroRunFlags): Promise<number> {
  let text: string;
  try {
    text = readFileSync(flags.file, 'utf8');
  } catch (error) {
    throw new CliError(EXIT.usage, `Cannot read ${flags.file}: ${(error as Error).message}`);
  }
  const { macro, issues } = checkMacro(text, registry);
  if (issues.length) throw new CliError(EXIT.usage, issues.map((i) => `${flags.file}:${i.line}:${i.column}: ${i.message}`).join('\n'));
  const unknown = Object.keys(flags.params).filter((p) => !macro.params.some((d) => d.name === p) && !paramsToAsk(macro).includes(p));
  if (unknown.length) throw new CliError(EXIT.usage, `The macro has no parameter ${unknown.map((p) => `--${p}`).join(', ')}.`);
  const missing = paramsToAsk(macro).filter((p) => !(p in flags.params));
  if (missing.length) throw new CliError(EXIT.usage, `Give ${missing.map((p) => `--${p} <value>`).join(' ')}: the macro uses {{${missing[0]}}}.`);
  const rows = flags.ids.map((id) => ({ id }));

  if (flags.dryRun) {
    const answer = await api.post('dry_run_macro', { text, params: flags.params, rows, mode: flags.mode });
    if (answer.err !== 0) throw new CliError(EXIT.failed, `err ${answer.err}: ${answer.msg}${(answer.data?.fields ?? []).map((f: { message: string }) => `\n  ${f.message}`).join('')}`);
    console.log(flags.format === 'json' ? render({ dry_run: true, ...answer.data }, 'json') : `Dry run of '${macro.name}' (nothing changed):\n${table(stepLines(answer.data.rows))}\n${answer.data.ok_rows} row(s) would succeed, ${answer.data.failed_rows} would fail.`);
    return answer.data.failed_rows ? EXIT.failed : EXIT.ok;
  }

  const group = newRunGroup();
  const result = await runMacro({
    macro, params: flags.params, rows, mode: flags.mode,
    call: (apiName, body) => api.post(apiName, body, { [RUN_GROUP_HEADER]: group, [COMMAND_SOURCE_HEADER]: 'cli' }),
  });
  if (flags.format === 'json') console.log(render({ run_group: group, ...result }, 'json'));
  else {
    console.log(`Ran '${macro.name}' (run ${group}):\n${table(stepLines(result.rows))}`);
    console.log(`${result.ok_rows} row(s) done, ${result.failed_rows} failed${result.skipped_rows ? `, ${result.skipped_rows} not run (stopped at the first failure)` : ''}.`);
  }
  return result.failed_rows ? EXIT.failed : EXIT.ok;
}
