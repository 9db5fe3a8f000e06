// `--status Shortlist`: an argument that takes an enumeration's codes also takes its labels and its codes
// in any case (`shortlist`, `not fit`, `NSW` or `nsw`), as a person reads them in the console. The word
// becomes the code before the schema checks it; anything else is left for the schema to refuse.
import type { z } from 'zod';
import type { AnyCommand } from '../../commands';
import type { EnumCodeValue } from '../domain/enums/define-enum';
import { enumFor } from '../domain/enums/enum-for';
import { allEnums } from '../domain/enums/index';

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; values?: unknown[]; entries?: Record<string, EnumCodeValue> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The codes an argument takes (through optional, default, nullable and pipes), and whether it is a list of them. */
function codesOf(schema: z.ZodType): { codes: readonly EnumCodeValue[]; list: boolean } | null {
  let def = defOf(schema);
  let list = false;
  for (let guard = 0; guard < 20; guard++) {
    if (def.type === 'array' && def.element && !list) list = true;
    else if (!['optional', 'default', 'prefault', 'nullable', 'readonly', 'pipe'].includes(def.type)) break;
    const inner = def.type === 'array' ? def.element : def.type === 'pipe' ? def.in : def.innerType;
    if (!inner) break;
    def = defOf(inner);
  }
  if (def.type === 'literal') return { codes: (def.values ?? []) as EnumCodeValue[], list };
  if (def.type === 'enum') return { codes: Object.values(def.entries ?? {}), list };
  return null;
}

const fold = (text: string) => text.trim().toLowerCase().replace(/[\s_-]+/g, ' ');

/** One word as one of `codes`: the code itself (any case), its label, or the code written as text. */
export function codeFromWord(word: unknown, codes: readonly EnumCodeValue[], key?: string): unknown {
  if (typeof word !== 'string' || codes.includes(word)) return word;
  const wanted = fold(word);
  const byCode = codes.find((c) => fold(String(c)) === wanted);
  if (byCode !== undefined) return byCode;
  // Labels of the enum that holds these codes (a filter may take only some of an enum's codes).
  const e = enumFor(codes, key) ?? allEnums.find((en) => codes.every((c) => en.has(c)));
  return codes.find((c) => e?.label(c) !== undefined && fold(e.label(c)!) === wanted) ?? word;
}

/** `named` with every enumeration argument given by label or in another case turned into its code. */
export function codesForWords(command: AnyCommand, named: Record<string, unknown>): Record<string, unknown> {
  const shape = (command.args as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const out = { ...named };
  for (const [key, value] of Object.entries(named)) {
    const field = shape[key] && codesOf(shape[key]);
    if (!field) continue;
    if (field.list && typeof value === 'string') out[key] = value.split(',').map((w) => codeFromWord(w, field.codes, key));
    else if (Array.isArray(value)) out[key] = value.map((w) => codeFromWord(w, field.codes, key));
    else out[key] = codeFromWord(value, field.codes, key);
  }
  return out;
}
