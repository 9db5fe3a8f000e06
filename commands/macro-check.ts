// A macro's steps checked against the catalogue: each is a server command, each argument is one it
// takes, each written value passes that argument's schema, and every required argument is given.
// Placeholders are checked structurally (their values arrive per run); the run checks them again.
import type { AnyCommand } from './define';
import { takesVersion } from './record-kinds';
import type { Registry } from './registry';
import { parseMacro, type Macro, type MacroIssue } from './macro-format';

function checkStep(step: Macro['steps'][number], registry: Registry<AnyCommand>, issues: MacroIssue[]): void {
  const command = registry.byId.get(step.command);
  if (!command) {
    issues.push({ line: step.line, column: step.column, message: `No command '${step.command}'.` });
    return;
  }
  if (command.kind === 'client') {
    issues.push({ line: step.line, column: step.column, message: `'${step.command}' only runs in the browser; a macro step calls the server.` });
    return;
  }
  const shape = command.args.shape as Record<string, { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }>;
  for (const [key, value] of Object.entries(step.args)) {
    const at = step.columns[key];
    const field = shape[key];
    if (!field) {
      issues.push({ line: step.line, column: at.key, message: `'${key}' is not an argument of ${step.command} (it takes ${Object.keys(shape).join(', ') || 'none'}).` });
      continue;
    }
    if (value.kind !== 'json') continue;
    const checked = field.safeParse(value.value);
    if (!checked.success) issues.push({ line: step.line, column: at.value, message: `${key}: ${checked.error!.issues[0]?.message ?? 'not valid'}` });
  }
  for (const key of Object.keys(shape)) {
    if (key in step.args) continue;
    if (key === 'version' && takesVersion(command)) continue; // read just before the write, as the CLI does
    if (shape[key].safeParse(undefined).success) continue;
    issues.push({ line: step.line, column: step.column, message: `${step.command} needs ${key}.` });
  }
}

/**
 * Parse and check against the catalogue's registry (handed in: the catalogue itself holds macro.ts, whose
 * schema calls this): the issues of both, in line order.
 */
export function checkMacro(text: string, registry: Registry<AnyCommand>): { macro: Macro; issues: MacroIssue[] } {
  const parsed = parseMacro(text);
  const issues: MacroIssue[] = [...parsed.issues];
  for (const step of parsed.macro.steps) checkStep(step, registry, issues);
  issues.sort((a, b) => a.line - b.line || a.column - b.column);
  return { macro: parsed.macro, issues };
}

/** 'line 3, column 12: …' */
export const issueText = (issue: MacroIssue) => `line ${issue.line}, column ${issue.column}: ${issue.message}`;
