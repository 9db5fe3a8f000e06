import { useT } from '../i18n/i18n';

type Row = Record<string, unknown>;

const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const PREFERRED = ['id', 'name', 'title', 'label', 'subtitle', 'email', 'status', 'kind', 'ok', 'message'];
const MAX_ROWS = 8;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) return value.map(cell).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A query's answer in the palette. The first list of records becomes a short table (id, name or title,
 * subtitle, status…); the other fields show as name/value rows.
 */
export function ResultView({ result }: { result: unknown }) {
  const t = useT();
  const fields = isRow(result) ? Object.entries(result) : [['value', result] as [string, unknown]];
  const listEntry = fields.find(([, v]) => Array.isArray(v) && v.length > 0 && v.every(isRow)) as [string, Row[]] | undefined;
  const scalars = fields.filter(([k, v]) => k !== listEntry?.[0] && !(k === 'total' && listEntry));
  const rows = listEntry?.[1] ?? [];
  const total = isRow(result) && typeof result.total === 'number' ? result.total : rows.length;
  const columns = rows.length ? PREFERRED.filter((k) => k in rows[0]).slice(0, 4) : [];

  return (
    <div className="p-3 text-sm" data-testid="palette-result">
      {scalars.length > 0 && (
        <dl className="mb-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 px-1">
          {scalars.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-ink-muted">{k}</dt>
              <dd className="break-all text-ink">{cell(v)}</dd>
            </div>
          ))}
        </dl>
      )}
      {listEntry && (
        <>
          <div className="mb-1 px-1 text-xs text-ink-muted">
            {listEntry[0]} · {t('palette.resultCount', { shown: Math.min(rows.length, MAX_ROWS), total })}
          </div>
          <table className="w-full text-left">
            <tbody>
              {rows.slice(0, MAX_ROWS).map((row, i) => (
                <tr key={i} className="border-t border-line">
                  {(columns.length ? columns : Object.keys(row).slice(0, 4)).map((c) => (
                    <td key={c} className="max-w-64 truncate px-1 py-1.5 text-ink-soft first:text-ink-muted">
                      {cell(row[c])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
