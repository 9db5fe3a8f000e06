// The one view of a command's answer, previews first among them (order on behalf, complete recruitment,
// assign, review, the generated forms' confirm step): read from the command's result schema, so a person
// reads labels, dollars, times on the business's clock, enum labels and records by name with a link;
// never a field key, JSON or a code. The words of each value are in src/web/preview/preview-values.ts.
import type { MouseEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { registry, type CommandId } from '../../../commands';
import { kindOfArg, recordKind, recordKindOf, type RecordKind } from '../../../commands/record-kinds';
import { run } from '../commands/dispatcher';
import { useT } from '../i18n/i18n';
import { fieldWords, valueWords } from '../preview/preview-values';
import { closePalette } from '../state/palette';

type Row = Record<string, unknown>;
type Shape = Record<string, z.ZodType>;

const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const MAX_ROWS = 8;
/** Shown elsewhere (the refusal, the Confirm) or only for machines. */
const HIDDEN = new Set(['version', 'need_confirm', 'time_zone', 'total_estimated', 'ok']);
const hidden = (key: string, row: Row) =>
  HIDDEN.has(key) || key.startsWith('can_') || (key === 'reason' && Object.keys(row).some((k) => k.startsWith('can_'))) ||
  (key === 'problems' && Object.keys(row).some((k) => k.startsWith('can_'))) ||
  // A workflow step's code beside its label.
  (key === 'op' && typeof row.label === 'string');

/** The object schema under wrappers (optional, nullable), or undefined. */
function shapeOf(schema: z.ZodType | undefined): Shape | undefined {
  let current: any = schema;
  for (let i = 0; current && i < 10; i++) {
    const def = current._zod?.def;
    if (!def) return undefined;
    if (def.type === 'object') return current.shape as Shape;
    current = def.type === 'pipe' ? def.in : def.innerType;
  }
  return undefined;
}

function elementOf(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current: any = schema;
  for (let i = 0; current && i < 10; i++) {
    const def = current._zod?.def;
    if (!def) return undefined;
    if (def.type === 'array') return def.element;
    current = def.type === 'pipe' ? def.in : def.innerType;
  }
  return undefined;
}

/** The record a row is about: its `<kind>_id` beside a name ({application_id, name}), or a keyed object ({provider: {id, name}}). */
function recordOf(row: Row, key?: string): { kind: RecordKind; id: number } | undefined {
  const own = key ? kindOfArg(`${key}_id`) : undefined;
  if (own && typeof row.id === 'number') return { kind: own, id: row.id };
  for (const [k, v] of Object.entries(row)) {
    const kind = k.endsWith('_id') ? kindOfArg(k) : undefined;
    if (kind && typeof v === 'number' && typeof row.name === 'string') return { kind, id: v };
  }
  return undefined;
}

function RecordLink({ kind, id, children }: { kind: RecordKind; id: number; children: ReactNode }) {
  const path = recordKind(kind).detailPath(id);
  const go = (event: MouseEvent) => {
    event.preventDefault();
    closePalette();
    run('nav.go', { path }, 'palette').catch(() => {});
  };
  return (
    <a href={path} onClick={go} data-testid="preview-record-link" data-record={`${kind}:${id}`} className="text-primary underline-offset-2 hover:underline">
      {children}
    </a>
  );
}

function Fields({ row, shape, kind, name, depth }: { row: Row; shape?: Shape; kind?: RecordKind; name?: string; depth: number }) {
  const t = useT();
  const record = recordOf(row, name);
  const rowKind = record?.kind ?? kind;
  const scalars: [string, ReactNode][] = [];
  const blocks: ReactNode[] = [];
  for (const [key, value] of Object.entries(row)) {
    if (hidden(key, row)) continue;
    // The record is its name, as a link; its id is not repeated.
    if (record && (key === 'id' || key === `${recordKind(record.kind).idArg}` || kindOfArg(key) === record.kind)) continue;
    if (key === 'summary' || key === 'message') continue;
    const schema = shape?.[key];
    if (key === 'name' && record) {
      scalars.push([key, <RecordLink kind={record.kind} id={record.id}>{String(value)}</RecordLink>]);
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length) blocks.push(<ListBlock key={key} name={key} items={value} element={elementOf(schema)} kind={rowKind} />);
      continue;
    }
    if (isRow(value)) {
      const nested = recordOf(value, key);
      if (nested && typeof value.name === 'string') scalars.push([key, <RecordLink kind={nested.kind} id={nested.id}>{value.name}</RecordLink>]);
      else if (depth < 2) blocks.push(
        <section key={key} className="mt-2" data-testid="preview-section">
          <h4 className="mb-0.5 px-1 text-xs font-medium text-ink-muted">{fieldWords(key)}</h4>
          <Fields row={value} shape={shapeOf(schema)} kind={rowKind} name={key} depth={depth + 1} />
        </section>,
      );
      continue;
    }
    const kindOfId = key.endsWith('_id') ? kindOfArg(key) : undefined;
    scalars.push([key, kindOfId && typeof value === 'number' ? <RecordLink kind={kindOfId} id={value}>{`${fieldWords(key)} ${value}`}</RecordLink> : valueWords(key, value, schema, rowKind)]);
  }
  const lead = [row.summary, row.message].filter((v): v is string => typeof v === 'string' && v !== '');
  return (
    <>
      {lead.map((text, i) => <p key={i} className="mb-1.5 px-1 text-ink" data-testid="preview-summary">{text}</p>)}
      {scalars.length > 0 && (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 px-1">
          {scalars.map(([k, v]) => (
            <div key={k} className="contents" data-testid="preview-field">
              <dt className="text-ink-muted">{fieldWords(k)}</dt>
              <dd className="break-words text-ink">{v}</dd>
            </div>
          ))}
        </dl>
      )}
      {blocks}
      {!lead.length && !scalars.length && !blocks.length && depth === 0 && <p className="px-1 text-ink-muted">{t('preview.nothing')}</p>}
    </>
  );
}

/** A list: words (warnings, reasons) as lines; messages ({code, message}) as label · message; records as a short table. */
function ListBlock({ name, items, element, kind }: { name: string; items: unknown[]; element?: z.ZodType; kind?: RecordKind }) {
  const t = useT();
  const shape = shapeOf(element);
  const rows = items.filter(isRow);
  const heading = (
    <div className="mb-0.5 px-1 text-xs font-medium text-ink-muted">
      {fieldWords(name)}
      {rows.length > MAX_ROWS && ` · ${t('palette.resultCount', { shown: MAX_ROWS, total: rows.length })}`}
    </div>
  );
  if (rows.length < items.length) {
    return (
      <section className="mt-2" data-testid="preview-list" data-field={name}>
        {heading}
        <ul className="list-disc space-y-0.5 pl-6">{items.map((v, i) => <li key={i} className="text-ink">{valueWords(name, v, element, kind) ?? ''}</li>)}</ul>
      </section>
    );
  }
  if (rows.every((r) => typeof r.message === 'string')) {
    return (
      <section className="mt-2" data-testid="preview-list" data-field={name}>
        {heading}
        <ul className="list-disc space-y-0.5 pl-6">
          {rows.map((r, i) => (
            <li key={i} className="text-ink">
              {typeof r.code === 'string' && <span className="font-medium">{valueWords('code', r.code, shape?.code)} · </span>}
              {String(r.message)}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const columns = Object.keys(rows[0]).filter((k) => !hidden(k, rows[0]) && !isRow(rows[0][k]) && !Array.isArray(rows[0][k])).slice(0, 5);
  return (
    <section className="mt-2" data-testid="preview-list" data-field={name}>
      {heading}
      <table className="w-full text-left">
        <thead>
          <tr>{columns.map((c) => <th key={c} className="px-1 text-xs font-normal text-ink-muted">{fieldWords(c)}</th>)}</tr>
        </thead>
        <tbody>
          {rows.slice(0, MAX_ROWS).map((row, i) => {
            const record = recordOf(row, undefined);
            return (
              <tr key={i} className="border-t border-line">
                {columns.map((c) => (
                  <td key={c} className="max-w-64 truncate px-1 py-1 text-ink-soft">
                    {c === 'name' && record ? <RecordLink kind={record.kind} id={record.id}>{String(row.name)}</RecordLink> : valueWords(c, row[c], shape?.[c], kind) ?? '—'}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * A command's answer. `commandId` names the command that answered (its result schema and the record kind
 * it is about give the words); without it the field names and values still read as words.
 */
export function ResultView({ result, commandId, kind }: { result: unknown; commandId?: string; kind?: RecordKind }) {
  const command = commandId ? registry.byId.get(commandId as CommandId) : undefined;
  const shape = shapeOf(command?.result);
  const row: Row = isRow(result) ? result : { value: result };
  return (
    <div className="p-3 text-sm" data-testid="palette-result">
      <Fields row={row} shape={shape} kind={kind ?? (command ? recordKindOf(command) : undefined)} depth={0} />
    </div>
  );
}
