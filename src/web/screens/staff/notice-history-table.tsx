// A small paged history table for the notice screens (group notice sends, emails sent, announcements):
// newest first, a row per send, with the pager under it.
import { useState, type ReactNode } from 'react';
import type { CommandById, CommandId, ResultOf } from '../../../../commands';
import { useCommandQuery } from '../../commands/use-command-query';
import { useT } from '../../i18n/i18n';
import { timeAgoLong } from '../../i18n/time-ago';
import { Card } from '../../ui/card';
import { Pager } from '../../ui/pager';
import { ScrollRegion } from '../../ui/scroll-region';
import { formatWhen } from '../../ui/date-format';

type RowOf<Id extends CommandId> = ResultOf<CommandById<Id>> extends { list: (infer R)[] } ? R : never;

export interface HistoryColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export function HistoryTable<Id extends CommandId>({ command, title, empty, columns, testId }: {
  command: Id;
  title: string;
  empty: string;
  columns: HistoryColumn<RowOf<Id>>[];
  testId: string;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const { data } = useCommandQuery(command, { page, page_size: pageSize });
  const answer = data as { list: RowOf<Id>[]; total: number; total_estimated: boolean } | undefined;
  return (
    <Card title={title} bodyClassName="p-0" data-testid={testId}>
      {answer && !answer.list.length && <p className="p-5 text-sm text-ink-muted">{empty}</p>}
      {!!answer?.list.length && (
        <ScrollRegion label={title}>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-line bg-[#fafafa] text-left">
                {columns.map((c) => <th key={c.label} className={`px-4 py-2 font-medium ${c.className ?? ''}`}>{c.label}</th>)}
              </tr>
            </thead>
            <tbody>
              {answer.list.map((row, i) => (
                <tr key={(row as { id: number }).id ?? i} className="border-b border-line last:border-0 align-top" data-testid={`${testId}-row`}>
                  {columns.map((c) => <td key={c.label} className={`px-4 py-2 ${c.className ?? ''}`}>{c.cell(row)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {answer && answer.total > 10 && (
        <div className="border-t border-line px-4 py-2">
          <Pager page={page} pageSize={pageSize} total={answer.total} estimated={answer.total_estimated} pageRows={answer.list.length}
            onPage={setPage} onPageSize={(s) => { setPageSize(s); setPage(1); }} testId={`${testId}-pager`} />
        </div>
      )}
      {!answer && <p className="p-5 text-sm text-ink-muted">{t('table.loading')}</p>}
    </Card>
  );
}

/** When, as '3 hours ago' with the exact time on hover. */
export function SentAt({ at }: { at: string }) {
  return <span className="whitespace-nowrap text-ink-muted" title={formatWhen(at)}>{timeAgoLong(at)}</span>;
}
