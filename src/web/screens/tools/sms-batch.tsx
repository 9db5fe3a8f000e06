// Batch SMS from a pasted sheet: paste rows from a spreadsheet, pick the phone column (found by name),
// write the message with {{column}} placeholders, optionally a time; the preview renders every message
// with its problems as you type, and says what the send will do (rows with problems are skipped). Ctrl+Enter
// asks, Enter sends; the report then lists every row. The batch key stays the same for one batch, so a
// retried send never texts anyone twice.
import { useMemo, useRef, useState } from 'react';
import type { ResultOf } from '../../../../commands';
import type { batchSend } from '../../../../commands/sms';
import { DEFAULT_SMS_TEMPLATE } from '../../../domain/constants';
import { placeholderKey } from '../../../domain/sms/sms-template';
import { ApiError } from '../../api/api-error';
import { run } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { tMessage, useT } from '../../i18n/i18n';
import { tCount } from '../../i18n/plural';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField, SelectInput, TextInput } from '../../ui/field';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { PreviewTable, ReportTable } from './sms-batch-table';
import { isSendKey, newBatchKey, timeText } from './sms-parts';
import { DateTimeInput } from '../../ui/date-time-input';

const box = 'w-full rounded-md border p-2 text-sm focus:outline-none focus:ring-2';
const boxTone = (bad: boolean) => (bad ? 'border-danger focus:ring-danger/15' : 'border-[#d9d9d9] focus:border-primary focus:ring-primary/20');

export function BatchTab() {
  const t = useT();
  const [sheet, setSheet] = useState('');
  const [to, setTo] = useState('');
  const [message, setMessage] = useState(DEFAULT_SMS_TEMPLATE);
  const [time, setTime] = useState('');
  const [key, setKey] = useState(newBatchKey);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [report, setReport] = useState<ResultOf<typeof batchSend> | null>(null);
  const messageBox = useRef<HTMLTextAreaElement>(null);

  const requestTime = time ? new Date(time).toISOString() : undefined;
  const args = useMemo(() => ({ sheet_data: sheet, message, ...(to && { to }), ...(requestTime && { request_time: requestTime }), batch_key: key }), [sheet, message, to, requestTime, key]);
  const settled = useDebouncedValue(args, 350);
  const { batch_key: _unused, ...previewArgs } = settled;
  const preview = useCommandQuery('sms.batchPreview', previewArgs, { enabled: settled.sheet_data.trim().length > 0 && !report });
  const plan = sheet.trim() ? preview.data : undefined;
  const stale = settled !== args || preview.loading;
  const batchProblems = Object.fromEntries((plan?.problems ?? []).map((p) => [p.field, p.message]));
  const fieldError = (field: string) => errors[field] ?? batchProblems[field];
  const canSend = !!plan && !stale && plan.summary.sendable > 0 && plan.problems.length === 0;

  // Any change makes a new batch: the key names exactly what was previewed.
  const edit = <T,>(set: (v: T) => void) => (v: T) => { set(v); setKey(newBatchKey()); setConfirming(false); setErrors({}); };

  async function send() {
    setBusy(true);
    try {
      setReport(await run('sms.batchSend', args, 'screen', { quiet: true }));
      setConfirming(false);
    } catch (error) {
      setConfirming(false);
      if (error instanceof ApiError) setErrors(Object.fromEntries(error.fields.map((f) => [f.path, tMessage(f.message)])));
    } finally {
      setBusy(false);
    }
  }

  function insertPlaceholder(heading: string) {
    const el = messageBox.current;
    const token = `{{${placeholderKey(heading)}}}`;
    const at = el?.selectionStart ?? message.length;
    const end = el?.selectionEnd ?? at;
    edit(setMessage)(message.slice(0, at) + token + message.slice(end));
    requestAnimationFrame(() => { el?.focus(); el?.setSelectionRange(at + token.length, at + token.length); });
  }

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (isSendKey(e) && canSend) { e.preventDefault(); setConfirming(true); }
    else if (e.key === 'Escape' && confirming) { e.preventDefault(); setConfirming(false); }
  };

  if (report) {
    const counts = { queued: 0, scheduled: 0, skipped: 0 };
    for (const r of report.rows) counts[r.status]++;
    return (
      <Card title={t('sms.batch.reportTitle')} extra={<Button onClick={() => { setReport(null); setSheet(''); setKey(newBatchKey()); }} autoFocus data-testid="sms-batch-again">{t('sms.batch.again')}</Button>} bodyClassName="p-0">
        <p className="px-5 py-3 text-sm" data-testid="sms-batch-report-summary">{t('sms.batch.reportSummary', counts)}</p>
        {report.batch.already_sent && <p className="px-5 pb-3 text-sm text-warning" data-testid="sms-batch-already">{t('sms.batch.alreadySent')}</p>}
        <ReportTable report={report} />
      </Card>
    );
  }

  const sendLabel = !plan ? tCount(t, 'sms.batch.send', { count: 0 })
    : requestTime ? tCount(t, 'sms.batch.schedule', { count: plan.summary.sendable })
    : plan.summary.skipped ? tCount(t, 'sms.batch.sendSkipping', { count: plan.summary.sendable, skipped: plan.summary.skipped })
    : tCount(t, 'sms.batch.send', { count: plan.summary.sendable });

  return (
    <div className="space-y-4" onKeyDown={onKeyDown}>
      <Card>
        <div className="grid gap-x-6 lg:grid-cols-2">
          <div>
            <FormField id="sms-batch-sheet" label={t('sms.batch.sheet')} error={fieldError('sheet_data')}>
              <p className="mb-1.5 text-xs text-ink-muted">{t('sms.batch.sheetHint')}</p>
              <textarea id="sms-batch-sheet" autoFocus value={sheet} spellCheck={false} placeholder={t('sms.batch.sheetPlaceholder')}
                onChange={(e) => edit(setSheet)(e.target.value)} className={`${box} ${boxTone(!!fieldError('sheet_data'))} h-52 font-mono text-xs`} data-testid="sms-batch-sheet" />
            </FormField>
          </div>
          <div>
            <FormField id="sms-batch-to" label={t('sms.batch.to')} error={fieldError('to')}>
              <SelectInput id="sms-batch-to" className="w-full" value={to} onChange={(e) => edit(setTo)(e.target.value)} data-testid="sms-batch-to">
                <option value="">{plan?.to_column && !to ? t('sms.batch.toAuto', { name: plan.to_column }) : t('sms.batch.toNone')}</option>
                {(plan?.columns ?? []).filter(Boolean).map((c) => <option key={c} value={c}>{c}</option>)}
              </SelectInput>
            </FormField>
            <FormField id="sms-batch-message" label={t('sms.batch.message')} error={fieldError('message')}>
              <textarea id="sms-batch-message" ref={messageBox} value={message} onChange={(e) => edit(setMessage)(e.target.value)}
                className={`${box} ${boxTone(!!fieldError('message'))} h-24`} data-testid="sms-batch-message" />
              <div className="flex flex-wrap items-center gap-1.5 pt-1">
                {(plan?.columns ?? []).filter(Boolean).map((c) => (
                  <button key={c} type="button" onClick={() => insertPlaceholder(c)} className="rounded border border-[#d9d9d9] px-1.5 py-0.5 font-mono text-xs hover:border-primary hover:text-primary" data-testid="sms-batch-column">
                    {`{{${placeholderKey(c)}}}`}
                  </button>
                ))}
                <span className="text-xs text-ink-muted">{t('sms.batch.messageHint', { example: '{{site|our homes}}' })}</span>
              </div>
            </FormField>
            <FormField id="sms-batch-time" label={t('sms.batch.time')} error={fieldError('request_time')}>
              <DateTimeInput id="sms-batch-time" testId="sms-batch-time" date={time.split('T')[0] ?? ''} time={time.split('T')[1] ?? ''} invalid={!!fieldError('request_time')} onChange={(d, tm) => edit(setTime)(d ? `${d}T${tm || '09:00'}` : '')} />
              <p className="pt-1 text-xs text-ink-muted">{t('sms.batch.timeHint')}</p>
            </FormField>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
          {confirming && plan ? (
            <>
              <span className="text-sm font-medium" data-testid="sms-batch-confirm">
                {tCount(t, 'sms.batch.confirm', { count: plan.summary.sendable, skipped: plan.summary.skipped, when: requestTime ? t('sms.batch.confirmAt', { time: timeText(requestTime) }) : t('sms.batch.confirmNow') })}
              </span>
              <Button autoFocus variant="primary" loading={busy} onClick={() => void send()} data-testid="sms-batch-confirm-yes">{t('sms.batch.confirmYes')}</Button>
              <Button variant="text" onClick={() => setConfirming(false)}>{t('sms.batch.confirmNo')}</Button>
            </>
          ) : (
            <>
              <Button variant="primary" disabled={!canSend} onClick={() => setConfirming(true)} data-testid="sms-batch-send">{sendLabel}</Button>
              <span className="text-xs text-ink-muted">{t('sms.batch.keys')}</span>
            </>
          )}
        </div>
      </Card>
      <Card title={t('sms.batch.previewTitle')} bodyClassName="p-0"
        extra={plan && <label className="flex items-center gap-1.5 text-sm"><input type="checkbox" className="size-4 accent-primary" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} data-testid="sms-batch-only-problems" />{t('sms.batch.onlyProblems')}</label>}>
        {!plan ? (
          <p className="px-5 py-6 text-sm text-ink-muted">{sheet.trim() ? t('sms.batch.checking') : t('sms.batch.previewEmpty')}</p>
        ) : (
          <>
            <div className={`space-y-1 px-5 py-3 text-sm ${stale ? 'opacity-60' : ''}`}>
              <p data-testid="sms-batch-summary">{t('sms.batch.summary', plan.summary)}</p>
              <p className={plan.summary.skipped || plan.problems.length ? 'text-warning' : 'text-ink-soft'} data-testid="sms-batch-policy">{plan.policy}</p>
            </div>
            <PreviewTable plan={plan} onlyProblems={onlyProblems} />
          </>
        )}
      </Card>
    </div>
  );
}
