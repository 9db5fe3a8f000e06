import { useT } from '../i18n/i18n';
import { Button } from './button';
import { SelectInput } from './field';

const PAGE_SIZES = [10, 20, 50, 100, 200] as const;

/** '1–20 of 345', previous/next and the page size, for a server-paged list. */
export function Pager({ page, pageSize, total, onPage, onPageSize, testId }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; onPageSize: (size: number) => void; testId: string }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 px-4 py-3 text-sm text-ink-soft" data-testid={testId}>
      <span data-testid={`${testId}-range`}>{t('pager.range', { from, to, total })}</span>
      <div className="flex items-center gap-1">
        <Button size="md" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={t('pager.previous')}>
          ‹
        </Button>
        <span className="min-w-20 text-center tabular-nums">{t('pager.page', { page, pages })}</span>
        <Button size="md" onClick={() => onPage(page + 1)} disabled={page >= pages} aria-label={t('pager.next')}>
          ›
        </Button>
      </div>
      <SelectInput className="w-auto" value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))} aria-label={t('pager.pageSize')}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {t('pager.perPage', { size })}
          </option>
        ))}
      </SelectInput>
    </div>
  );
}
