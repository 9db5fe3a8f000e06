// Recorded commands → a macro text: each successful server action becomes a step; its record argument
// becomes {{row.id}} (so the macro runs over any selection), its version is left out (read just before
// each write), and free text becomes a parameter whose default is what was typed.
import { printMacro, type MacroParam, type MacroStep, type MacroValue } from '../../../commands/macro-format';
import { registry, type AnyCommand } from '../../../commands';
import type { HistoryEntry } from '../state/command-history';

/** A string argument a person typed (not a code chosen from a list): it varies from run to run. */
function isFreeText(command: AnyCommand, key: string, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const field = (command.args.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>)[key];
  // A field that takes any text takes this odd one too; a code list does not.
  return Boolean(field?.safeParse('free text ✓ 7').success);
}

export function recordedSteps(entries: readonly HistoryEntry[]): AnyCommand[] {
  return entries.map((e) => registry.byId.get(e.id) as AnyCommand).filter(Boolean);
}

export function macroTextFrom(entries: readonly HistoryEntry[], name: string): string {
  const params: MacroParam[] = [];
  const steps: MacroStep[] = [];
  for (const entry of entries) {
    const command = registry.byId.get(entry.id) as AnyCommand | undefined;
    if (!entry.ok || !command || command.kind !== 'action' || command.id.startsWith('macro.')) continue;
    const args: Record<string, MacroValue> = {};
    for (const [key, value] of Object.entries(entry.args)) {
      if (value === undefined) continue;
      if (key === command.recordArg) args[key] = { kind: 'ref', name: 'row.id' };
      else if (key === 'version' && command.recordArg) continue;
      else if (isFreeText(command, key, value)) {
        let param = key;
        for (let n = 2; params.some((p) => p.name === param && p.default !== value); n++) param = `${key}${n}`;
        if (!params.some((p) => p.name === param)) params.push({ name: param, default: value, line: 0 });
        args[key] = { kind: 'ref', name: param };
      } else args[key] = { kind: 'json', value };
    }
    steps.push({ command: command.id, args, line: 0, column: 1, columns: {} });
  }
  return printMacro({ name, description: '', params, steps });
}
