// The line between a list's toolbar and its rows, always the same height so nothing below it moves:
// the keys that work on these rows while nothing is selected; Gmail's selection bar once something is
// (every row of the page selected offers all rows matching the filter; once chosen, it says so).
import { commandTitle } from '../../commands/dispatcher';
import { useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Kbd } from '../../ui/kbd';
import type { KeyHint } from './row-commands';

export function ListStatusLine({ hints, selected, pageRows, total, allMatching, onAllMatching, onClear, testId }: {
  hints: readonly KeyHint[];
  selected: number;
  pageRows: number;
  /** The total as shown ('1,500', 'about 98,000'); `more` says whether it exceeds the page. */
  total: { text: string; more: boolean };
  allMatching: boolean;
  onAllMatching: () => void;
  onClear: () => void;
  testId: string;
}) {
  const t = useT();
  const pageComplete = selected === pageRows && pageRows > 0;
  return (
    <div className="flex h-10 items-center border-b border-line text-sm" data-testid={`${testId}-status-line`}>
      {selected === 0 ? (
        <p className="flex min-w-0 items-center gap-x-4 overflow-hidden px-4 text-xs whitespace-nowrap text-ink-muted" data-testid={`${testId}-hints`}>
          {hints.map((hint) => (
            <span key={hint.kbds.join()} className="inline-flex items-center gap-1.5" data-kbd={hint.kbds.join(' ')}>
              {hint.kbds.map((kbd) => (
                <Kbd key={kbd} kbd={kbd} />
              ))}
              <span>{hint.labelKey ? t(hint.labelKey) : commandTitle(hint.command!)}</span>
            </span>
          ))}
        </p>
      ) : (
        <div className="flex h-full w-full items-center justify-center gap-2 overflow-hidden bg-[#e6f4ff] px-4 whitespace-nowrap text-ink-soft" data-testid={`${testId}-selection-bar`} data-all-matching={allMatching || undefined}>
          {allMatching ? (
            <span data-testid={`${testId}-all-matching`}>{t('genericList.allMatchingSelected', { total: total.text })}</span>
          ) : (
            <span>{pageComplete ? t('genericList.pageSelected', { count: selected }) : t('table.selectedCount', { count: selected })}</span>
          )}
          {!allMatching && pageComplete && total.more && (
            <Button variant="link" size="sm" onClick={onAllMatching} data-testid={`${testId}-select-all-matching`}>
              {t('genericList.selectAllMatching', { total: total.text })}
            </Button>
          )}
          <Button variant="link" size="sm" onClick={onClear} data-testid={`${testId}-clear-selection`}>
            {t('genericList.clearSelection')}
          </Button>
        </div>
      )}
    </div>
  );
}
