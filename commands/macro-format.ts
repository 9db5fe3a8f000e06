// The macro line format (docs/macros.md): a header of `@name`, `@description` and `@param` lines, then one
// step a line, `<command id> key=value …`. A value is a JSON literal ("text", 12, true, null, [1,2],
// {"a":1}), a bare word (read as JSON when it is a number/true/false/null, else as text), a placeholder
// `{{param}}` / `{{row.field}}` (the substituted value keeps its type), or a quoted string with
// placeholders inside ("Hi {{row.name}}", always text). `#` starts a comment outside quotes. Pure: the
// browser, the server and the CLI parse, print and substitute the same way.

/** One argument value as written. */
export type MacroValue =
  | { kind: 'json'; value: unknown }
  | { kind: 'ref'; name: string }
  | { kind: 'text'; template: string };

export interface MacroStep {
  command: string;
  args: Record<string, MacroValue>;
  line: number;
  /** Column (1-based) of the command id. */
  column: number;
  /** Column (1-based) of each argument's key and value, for errors. */
  columns: Record<string, { key: number; value: number }>;
}

export interface MacroParam {
  name: string;
  /** Its default (recorded free text), absent when the run must ask. */
  default?: unknown;
  line: number;
}

export interface Macro {
  name: string;
  description: string;
  params: MacroParam[];
  steps: MacroStep[];
}

/** A problem at a place in the text (1-based line and column). */
export interface MacroIssue {
  line: number;
  column: number;
  message: string;
}

export type ParseOutcome = { ok: true; macro: Macro; issues: [] } | { ok: false; macro: Macro; issues: MacroIssue[] };

const COMMAND_ID = /^[a-z]+\.[a-zA-Z]+$/;
const KEY = /^[A-Za-z_][A-Za-z0-9_]*/;
const PLACEHOLDER_NAME = /^(row\.)?[A-Za-z_][A-Za-z0-9_]*$/;
const PLACEHOLDER_IN_TEXT = /\{\{\s*([^{}]*?)\s*\}\}/g;
/** Text printed without quotes: reads back as the same string. */
const BARE = /^[A-Za-z0-9_.\-\/:@+]+$/;

class LineError extends Error {
  constructor(readonly column: number, message: string) {
    super(message);
  }
}

/** Reads one value starting at `at`; answers it and where it ends. */
function readValue(text: string, at: number): { value: MacroValue; end: number } {
  const first = text[at];
  if (first === undefined || first === ' ' || first === '\t' || first === '#') throw new LineError(at + 1, 'A value is missing after =.');
  if (text.startsWith('{{', at)) {
    const close = text.indexOf('}}', at + 2);
    if (close < 0) throw new LineError(at + 1, 'Placeholder is not closed: add }}.');
    const name = text.slice(at + 2, close).trim();
    if (!PLACEHOLDER_NAME.test(name)) throw new LineError(at + 3, `'${name}' is not a placeholder name: use {{name}} or {{row.field}}.`);
    return { value: { kind: 'ref', name }, end: close + 2 };
  }
  if (first === '"') {
    const end = endOfString(text, at);
    const template = JSON.parse(text.slice(at, end)) as string;
    checkTemplate(template, at);
    return { value: [...template.matchAll(PLACEHOLDER_IN_TEXT)].length ? { kind: 'text', template } : { kind: 'json', value: template }, end };
  }
  if (first === '[' || first === '{') {
    const end = endOfBrackets(text, at);
    try {
      return { value: { kind: 'json', value: JSON.parse(text.slice(at, end)) }, end };
    } catch (error) {
      throw new LineError(at + 1, `Not valid JSON: ${(error as Error).message}`);
    }
  }
  let end = at;
  while (end < text.length && !/[\s#]/.test(text[end])) end++;
  const word = text.slice(at, end);
  if (word.includes('"')) throw new LineError(at + 1, 'A quote inside a bare value: quote the whole value ("…").');
  return { value: { kind: 'json', value: bareValue(word) }, end };
}

function bareValue(word: string): unknown {
  if (word === 'true') return true;
  if (word === 'false') return false;
  if (word === 'null') return null;
  if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(word)) return Number(word);
  return word;
}

function checkTemplate(template: string, at: number): void {
  for (const match of template.matchAll(PLACEHOLDER_IN_TEXT)) {
    if (!PLACEHOLDER_NAME.test(match[1])) throw new LineError(at + 2 + (match.index ?? 0), `'${match[1]}' is not a placeholder name: use {{name}} or {{row.field}}.`);
  }
}

function endOfString(text: string, at: number): number {
  for (let i = at + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i + 1;
  }
  throw new LineError(at + 1, 'Text is not closed: add the closing ".');
}

function endOfBrackets(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (c === '"') i = endOfString(text, i) - 1;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  throw new LineError(at + 1, `${text[at] === '[' ? 'List' : 'Object'} is not closed on this line.`);
}

/** Skips blanks; answers the index of the next token, or -1 at the end of the line or a comment. */
function nextToken(text: string, at: number): number {
  while (at < text.length && (text[at] === ' ' || text[at] === '\t')) at++;
  return at >= text.length || text[at] === '#' ? -1 : at;
}

function parseStep(text: string, line: number): MacroStep {
  const start = nextToken(text, 0);
  let end = start;
  while (end < text.length && !/[\s#]/.test(text[end])) end++;
  const command = text.slice(start, end);
  if (!COMMAND_ID.test(command)) throw new LineError(start + 1, `'${command}' is not a command id (like application.changeStatus).`);
  const step: MacroStep = { command, args: {}, line, column: start + 1, columns: {} };
  let at = nextToken(text, end);
  while (at >= 0) {
    const key = KEY.exec(text.slice(at))?.[0];
    if (!key) throw new LineError(at + 1, 'Expected an argument as name=value.');
    if (text[at + key.length] !== '=') throw new LineError(at + key.length + 1, `Expected = after '${key}'.`);
    if (key in step.args) throw new LineError(at + 1, `'${key}' is given twice.`);
    const valueAt = at + key.length + 1;
    const { value, end: valueEnd } = readValue(text, valueAt);
    if (valueEnd < text.length && !/[\s#]/.test(text[valueEnd])) throw new LineError(valueEnd + 1, 'Put a space between arguments.');
    step.args[key] = value;
    step.columns[key] = { key: at + 1, value: valueAt + 1 };
    at = nextToken(text, valueEnd);
  }
  return step;
}

function parseHeader(text: string, line: number, macro: Macro): void {
  const match = /^\s*@(\w+)\s*(.*)$/.exec(text);
  // A bare '@' (the editor mid-typing '@name') is a line's problem, not a crash.
  if (!match) throw new LineError(text.indexOf('@') + 2, 'A header is @name, @description or @param, then its value.');
  const [, word, restRaw] = match;
  const rest = stripComment(restRaw).trim();
  if (word === 'name') macro.name = rest;
  else if (word === 'description') macro.description = rest;
  else if (word === 'param') {
    const name = KEY.exec(rest)?.[0];
    if (!name) throw new LineError(text.indexOf('@') + 8, '@param needs a name: @param note "default text".');
    if (macro.params.some((p) => p.name === name)) throw new LineError(text.indexOf(name) + 1, `Parameter '${name}' is declared twice.`);
    const after = rest.slice(name.length).trim();
    const param: MacroParam = { name, line };
    if (after) {
      const at = text.indexOf(after, text.indexOf(name) + name.length);
      const { value, end } = readValue(text, at);
      if (value.kind !== 'json') throw new LineError(at + 1, 'A default is a plain value, without placeholders.');
      if (nextToken(text, end) >= 0) throw new LineError(end + 1, 'Only a name and a default follow @param.');
      param.default = value.value;
    }
    macro.params.push(param);
  } else throw new LineError(text.indexOf('@') + 1, `Unknown header @${word}: use @name, @description or @param.`);
}

/** The line without its comment (a # outside quotes). */
function stripComment(text: string): string {
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') {
      try {
        i = endOfString(text, i) - 1;
      } catch {
        return text;
      }
    } else if (text[i] === '#') return text.slice(0, i);
  }
  return text;
}

/** Reads the whole text; every line's problem is reported, not just the first. */
export function parseMacro(text: string): ParseOutcome {
  const macro: Macro = { name: '', description: '', params: [], steps: [] };
  const issues: MacroIssue[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const body = stripComment(raw);
    if (!body.trim()) return;
    try {
      if (/^\s*@/.test(body)) {
        if (macro.steps.length) throw new LineError(raw.indexOf('@') + 1, 'Headers (@name, @param …) come before the steps.');
        parseHeader(raw, line, macro);
      } else macro.steps.push(parseStep(raw, line));
    } catch (error) {
      if (!(error instanceof LineError)) throw error;
      issues.push({ line, column: error.column, message: error.message });
    }
  });
  if (!issues.length && !macro.steps.length) issues.push({ line: 1, column: 1, message: 'A macro needs at least one step: a command id and its arguments.' });
  return issues.length ? { ok: false, macro, issues } : { ok: true, macro, issues: [] };
}

export function printValue(value: MacroValue): string {
  if (value.kind === 'ref') return `{{${value.name}}}`;
  if (value.kind === 'text') return JSON.stringify(value.template);
  const v = value.value;
  if (typeof v === 'string') return BARE.test(v) && bareValue(v) === v ? v : JSON.stringify(v);
  return JSON.stringify(v);
}

/** The canonical text of a macro; parseMacro(printMacro(m)) gives m back (lines renumbered). */
export function printMacro(macro: Pick<Macro, 'name' | 'description' | 'params' | 'steps'>): string {
  const lines: string[] = [];
  if (macro.name) lines.push(`@name ${macro.name}`);
  if (macro.description) lines.push(`@description ${macro.description}`);
  for (const p of macro.params) lines.push(p.default === undefined ? `@param ${p.name}` : `@param ${p.name} ${printValue({ kind: 'json', value: p.default })}`);
  for (const step of macro.steps) lines.push([step.command, ...Object.entries(step.args).map(([k, v]) => `${k}=${printValue(v)}`)].join(' '));
  return `${lines.join('\n')}\n`;
}

/** Every placeholder a value uses (`row.id`, `note`). */
export function placeholdersOf(value: MacroValue): string[] {
  if (value.kind === 'ref') return [value.name];
  if (value.kind === 'text') return [...value.template.matchAll(PLACEHOLDER_IN_TEXT)].map((m) => m[1]);
  return [];
}

/** Where a macro's values come from when one row is run. */
export interface MacroInputs {
  params: Record<string, unknown>;
  row: Record<string, unknown>;
}

/** A placeholder's value, or undefined when it has none (a row without that field). */
function lookup(name: string, inputs: MacroInputs): unknown {
  return name.startsWith('row.') ? inputs.row[name.slice(4)] : inputs.params[name];
}

/**
 * One step's arguments for one row. A missing placeholder value is an error naming it, except
 * `{{row.version}}`, left out so the runner reads the record's current version.
 */
export function substitute(step: MacroStep, inputs: MacroInputs): { args: Record<string, unknown>; missing: string[] } {
  const args: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [key, value] of Object.entries(step.args)) {
    if (value.kind === 'json') args[key] = value.value;
    else if (value.kind === 'ref') {
      const found = lookup(value.name, inputs);
      if (found !== undefined) args[key] = found;
      else if (value.name !== 'row.version') missing.push(value.name);
    } else {
      args[key] = value.template.replace(PLACEHOLDER_IN_TEXT, (_all, name: string) => {
        const found = lookup(name, inputs);
        if (found === undefined) missing.push(name);
        return found === undefined || found === null ? '' : String(found);
      });
    }
  }
  return { args, missing: [...new Set(missing)] };
}

/** The parameters a run must be given: used in a step, without a default. */
export function paramsToAsk(macro: Macro): string[] {
  const used = new Set(macro.steps.flatMap((s) => Object.values(s.args).flatMap(placeholdersOf)).filter((n) => !n.startsWith('row.')));
  return [...used].filter((name) => macro.params.find((p) => p.name === name)?.default === undefined);
}

/** The declared defaults, overridden by what the run was given. */
export function paramValues(macro: Macro, given: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const p of macro.params) if (p.default !== undefined) values[p.name] = p.default;
  return { ...values, ...given };
}
