// A narrow list for panels beside another list (the application panel): one line per row, a click chooses
// it. The page's own list keeps the keys there, so these rows show no key hints.
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n';

export function CompactRows<Row extends { id: number }>({ rows, focusedId, onSelect, render, loading, error, testId }: {
  rows: readonly Row[];
  focusedId: number | null;
  onSelect: (id: number) => void;
  render: (row: Row) => ReactNode;
  loading: boolean;
  error: string | null;
  testId: string;
}) {
  const t = useT();
  if (!rows.length) {
    return <p className="px-4 py-6 text-center text-sm text-ink-muted" data-testid={`${testId}-empty`}>{loading ? t('table.loading') : error ?? t('table.empty')}</p>;
  }
  return (
    <ul className="max-h-64 divide-y divide-line overflow-y-auto" data-testid={testId}>
      {rows.map((row) => (
        <li key={row.id}>
          <button
            type="button"
            onClick={() => onSelect(row.id)}
            aria-current={row.id === focusedId || undefined}
            data-testid={`${testId}-row`}
            data-row-id={row.id}
            className={`block w-full px-4 py-2 text-left text-sm ${row.id === focusedId ? 'bg-[#e6f4ff]' : 'hover:bg-[#fafafa]'}`}
          >
            {render(row)}
          </button>
        </li>
      ))}
    </ul>
  );
}
