import { useState } from 'react';
import type { CommandContext } from '../../../../../commands';
import type { AiSummaryRow } from '../../../../../commands/ai-summary';
import { aiSummaryOrigins } from '../../../../domain/enums/ai-exports';
import { run } from '../../../commands/dispatcher';
import { enumLabel, useT } from '../../../i18n/i18n';
import { timeAgoLong } from '../../../i18n/time-ago';
import { Button } from '../../../ui/button';
import { StatusTag } from '../../../ui/status-tag';

const originTone = { generated: 'blue', written: 'purple', edited: 'cyan' } as const;

/** The summary text as its lines; a generated one is a list of '- Who: sentence' lines. */
export function SummaryText({ body, testId }: { body: string; testId?: string }) {
  const lines = body.split('\n').map((l) => l.trim()).filter(Boolean);
  const bulleted = lines.every((l) => l.startsWith('- '));
  if (!bulleted) return <p className="text-sm whitespace-pre-line text-ink" data-testid={testId}>{body}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-ink" data-testid={testId}>
      {lines.map((l, i) => <li key={i}>{l.slice(2)}</li>)}
    </ul>
  );
}

/** One version: its text, where it came from, and what can be done with it (edit, save to the application, delete). */
function Version({ row, context }: { row: AiSummaryRow; context: CommandContext }) {
  const t = useT();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ids = { application_id: row.application_id, summary_id: row.id, version: row.version };
  const act = (id: 'ai.saveSummary' | 'ai.deleteSummary' | 'ai.editSummary', extra: Record<string, unknown> = {}) =>
    run(id, { ...ids, ...extra }, 'screen', { context }).then(() => true, () => false);

  return (
    <li className={`rounded-md border p-3 ${row.saved ? 'border-[#b7eb8f] bg-[#f6ffed]' : 'border-line'}`} data-testid="ai-version" data-summary-id={row.id} data-saved={row.saved || undefined}>
      <div className="mb-2 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
        <span className="font-medium text-ink-soft">#{row.id}</span>
        <StatusTag tone={originTone[row.origin]}>{enumLabel(aiSummaryOrigins, row.origin)}</StatusTag>
        {row.saved && <StatusTag tone="green" testId="ai-saved-tag">{t('aiExports.ai.saved')}</StatusTag>}
        {row.model && <span>{row.model}</span>}
        {row.message_count > 0 && <span>· {t('aiExports.ai.messages', { count: row.message_count })}</span>}
        <span>· {timeAgoLong(row.updated_at)}</span>
        {(row.edited_by ?? row.created_by) && <span>· {t('aiExports.ai.by', { name: (row.edited_by ?? row.created_by)! })}</span>}
      </div>
      {editing === null ? (
        <SummaryText body={row.body} />
      ) : (
        <textarea
          className="h-40 w-full rounded-md border border-[#d9d9d9] p-2 text-sm focus:border-primary focus:ring-2 focus:ring-primary/20 focus:outline-none"
          value={editing}
          onChange={(e) => setEditing(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void act('ai.editSummary', { summary: editing }).then((ok) => ok && setEditing(null));
            if (e.key === 'Escape') setEditing(null);
          }}
          aria-label={t('aiExports.ai.edit')}
          data-testid="ai-edit-text"
          autoFocus
        />
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {editing !== null ? (
          <>
            <Button size="sm" variant="primary" onClick={() => void act('ai.editSummary', { summary: editing }).then((ok) => ok && setEditing(null))} data-testid="ai-edit-save">{t('aiExports.ai.editSave')}</Button>
            <Button size="sm" onClick={() => setEditing(null)}>{t('aiExports.ai.cancel')}</Button>
          </>
        ) : confirming ? (
          <>
            <span className="text-xs text-ink-soft">{t('aiExports.ai.confirmDelete')}</span>
            <Button size="sm" danger className="!border-danger" onClick={() => void act('ai.deleteSummary')} data-testid="ai-delete-confirm">{t('aiExports.ai.delete')}</Button>
            <Button size="sm" onClick={() => setConfirming(false)}>{t('aiExports.ai.cancel')}</Button>
          </>
        ) : (
          <>
            {!row.saved && <Button size="sm" onClick={() => void act('ai.saveSummary')} data-testid="ai-save-version">{t('aiExports.ai.save')}</Button>}
            <Button size="sm" onClick={() => setEditing(row.body)} data-testid="ai-edit">{t('aiExports.ai.edit')}</Button>
            {!row.saved && <Button size="sm" variant="text" onClick={() => setConfirming(true)} data-testid="ai-delete">{t('aiExports.ai.delete')}</Button>}
          </>
        )}
      </div>
    </li>
  );
}

export function AiSummaryVersions({ rows, context }: { rows: readonly AiSummaryRow[]; context: CommandContext }) {
  const t = useT();
  if (rows.length === 0) return <p className="text-sm text-ink-muted" data-testid="ai-no-versions">{t('aiExports.ai.noVersions')}</p>;
  return (
    <ol className="space-y-3" aria-label={t('aiExports.ai.versions', { count: rows.length })}>
      {rows.map((row) => <Version key={`${row.id}:${row.version}`} row={row} context={context} />)}
    </ol>
  );
}
