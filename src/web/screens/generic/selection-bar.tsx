import { useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';

/**
 * Gmail's bar: once every row of the page is selected, offer all rows matching the filter; once those
 * are chosen, say so and offer to clear.
 */
export function SelectionBar({ selected, pageRows, total, allMatching, onAllMatching, onClear, testId }: {
  selected: number;
  pageRows: number;
  total: number;
  allMatching: boolean;
  onAllMatching: () => void;
  onClear: () => void;
  testId: string;
}) {
  const t = useT();
  if (selected === 0) return null;
  const pageComplete = selected === pageRows && pageRows > 0;
  return (
    <div className="flex flex-wrap items-center justify-center gap-2 border-b border-line bg-[#e6f4ff] px-4 py-2 text-sm text-ink-soft" data-testid={`${testId}-selection-bar`} data-all-matching={allMatching || undefined}>
      {allMatching ? (
        <span data-testid={`${testId}-all-matching`}>{t('genericList.allMatchingSelected', { total })}</span>
      ) : (
        <span>{pageComplete ? t('genericList.pageSelected', { count: selected }) : t('table.selectedCount', { count: selected })}</span>
      )}
      {!allMatching && pageComplete && total > pageRows && (
        <Button variant="link" size="sm" onClick={onAllMatching} data-testid={`${testId}-select-all-matching`}>
          {t('genericList.selectAllMatching', { total })}
        </Button>
      )}
      <Button variant="link" size="sm" onClick={onClear} data-testid={`${testId}-clear-selection`}>
        {t('genericList.clearSelection')}
      </Button>
    </div>
  );
}
