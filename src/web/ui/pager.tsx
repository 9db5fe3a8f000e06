import { useT } from '../i18n/i18n';
import { Button } from './button';
import { formatNumber, formatTotal } from './count-format';
import { SelectInput } from './field';

export const PAGE_SIZES = [10, 20, 50, 100, 200] as const;

/**
 * '1–20 of 1,345', previous/next and the page size, for a server-paged list. An estimated total reads
 * 'about 98,000'; next stays on while pages come back full, since the estimate may fall short.
 */
export function Pager({ page, pageSize, total, estimated = false, pageRows, ready = true, onPage, onPageSize, testId }: {
  page: number;
  pageSize: number;
  total: number;
  estimated?: boolean;
  /** Rows on this page. */
  pageRows: number;
  /** False until the first answer: the counts keep their place, blank, rather than read '0 of 0'. */
  ready?: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  testId: string;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = pageRows === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = (page - 1) * pageSize + pageRows;
  const hasNext = estimated ? pageRows === pageSize : page < pages;
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 px-4 py-3 text-sm text-ink-soft" data-testid={testId}>
      <span data-testid={`${testId}-range`} className={`tabular-nums ${ready ? '' : 'invisible'}`}>{t('pager.range', { from: formatNumber(from), to: formatNumber(to), total: formatTotal(total, estimated) })}</span>
      <div className="flex items-center gap-1">
        <Button size="md" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={t('pager.previous')} data-testid={`${testId}-previous`}>
          ‹
        </Button>
        <span className={`min-w-20 text-center tabular-nums ${ready ? '' : 'invisible'}`} data-testid={`${testId}-page`}>
          {t('pager.page', { page: formatNumber(page), pages: formatTotal(pages, estimated) })}
        </span>
        <Button size="md" onClick={() => onPage(page + 1)} disabled={!ready || !hasNext} aria-label={t('pager.next')} data-testid={`${testId}-next`}>
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
