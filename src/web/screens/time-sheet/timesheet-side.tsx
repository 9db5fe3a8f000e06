// Beside the timesheet list: the focused timesheet's cost lines (the rate table's split of the shift) and
// its comments, with a box to add one (Enter sends).
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatCents } from '../../../domain/format/cents';
import { errorMessage } from '../../api/api-error';
import { run } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { tMessage, useT } from '../../i18n/i18n';
import { timeAgoLong } from '../../i18n/time-ago';
import { commandContext } from '../../state/command-context';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { lineDay, loadingWords } from '../../ui/cost-line-words';
import { TextInput } from '../../ui/field';

export function TimesheetSide() {
  const t = useT();
  const { record } = useSnapshot(commandContext);
  const id = record?.kind === 'timesheet' ? record.id : 0;
  const context = { path: location.pathname, record: { kind: 'timesheet' as const, id } };
  const detail = useCommandQuery('timesheet.detail', { timesheet_id: id }, { enabled: id > 0, context });
  const comments = useCommandQuery('timesheet.comments', { timesheet_id: id }, { enabled: id > 0, context });
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sheet = detail.data?.id === id ? detail.data : undefined;

  if (!id) return <Card className="text-sm text-ink-muted" data-testid="timesheet-side">{t('shiftWork.timesheet.pick')}</Card>;

  const send = async () => {
    setError(null);
    try {
      await run('timesheet.comment', { timesheet_id: id, body }, 'screen', { quiet: true, inPlace: true, context });
      setBody('');
    } catch (e) {
      setError(tMessage(errorMessage(e)));
    }
  };

  return (
    <div className="space-y-4" data-testid="timesheet-side" data-timesheet-id={id}>
      <Card title={`${t('shiftWork.timesheet.lines')} · #${id}`} bodyClassName="px-5 py-3">
        {sheet && (
          <>
            <div className="mb-2 text-xs text-ink-muted">{t('shiftWork.timesheet.rate', { rate: formatCents(sheet.hourly_rate_cents) })}</div>
            <table className="w-full text-sm" data-testid="timesheet-lines">
              <tbody>
                {sheet.lines.map((l) => (
                  <tr key={l.from} className="border-t border-line first:border-0">
                    <td className="py-1 pr-2 text-ink-soft">{lineDay(l.date)}{l.holiday ? ` · ${l.holiday}` : ''}</td>
                    <td className="py-1 pr-2 text-ink-muted" data-testid="timesheet-line-loading" data-loading={l.loading}>{loadingWords(l.loading)} ×{l.multiplier}</td>
                    <td className="py-1 pr-2 text-right tabular-nums text-ink-muted">{(l.minutes / 60).toFixed(2)} h</td>
                    <td className="py-1 text-right tabular-nums">{formatCents(l.cents)}</td>
                  </tr>
                ))}
                <tr className="border-t border-line font-medium"><td colSpan={3} className="py-1">{sheet.hours} h</td><td className="py-1 text-right tabular-nums" data-testid="timesheet-amount">{formatCents(sheet.amount_cents)}</td></tr>
              </tbody>
            </table>
          </>
        )}
      </Card>
      <Card title={t('shiftWork.timesheet.comments')} bodyClassName="px-5 py-3">
        <ul className="space-y-2 text-sm" data-testid="timesheet-comments">
          {comments.data?.list.length === 0 && <li className="text-ink-muted">{t('shiftWork.timesheet.noComments')}</li>}
          {comments.data?.list.map((c) => (
            <li key={c.id}>
              <div className="text-xs text-ink-muted">{c.author_name} · {timeAgoLong(c.created_at)}</div>
              <div className="text-ink">{c.body}</div>
            </li>
          ))}
        </ul>
        <form
          className="mt-3 flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <TextInput className="flex-1" value={body} onChange={(e) => setBody(e.target.value)} placeholder={t('shiftWork.timesheet.addComment')} aria-label={t('shiftWork.timesheet.addComment')} data-testid="timesheet-comment-input" />
          <Button type="submit" disabled={!body.trim()}>{t('shiftWork.timesheet.send')}</Button>
        </form>
        {error && <p className="mt-2 text-sm text-danger" role="alert">{error}</p>}
      </Card>
    </div>
  );
}
