// An applicant's notes, newest first: all of them (get_note_list, paged), only their own notes
// (get_applicant_note_list) or the hiring notes (get_hiring_note_list). Each says who wrote it and when,
// and a hiring note says which application and at what step.
import { useState } from 'react';
import type { NoteRow } from '../../../../../commands/notes';
import { applicationStatus } from '../../../../domain/enums/application-status';
import { formatDateTime } from '../../../../domain/format/relative-time';
import { toMillis } from '../../../../domain/format/timestamp';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { timeAgoLong } from '../../../i18n/time-ago';
import { Button } from '../../../ui/button';
import { StatusTag } from '../../../ui/status-tag';
import { toneTable } from '../../../ui/status-tones';
import { personContext } from './screen-context';

export type NoteFilter = 'all' | 'applicant' | 'hiring';
const FILTERS: readonly NoteFilter[] = ['all', 'applicant', 'hiring'];
const STEP = 20;
const applicationTone = toneTable('applicationStatus');

function useNotes(staffId: number, filter: NoteFilter, shown: number) {
  const context = personContext(staffId);
  const all = useCommandQuery('note.list', { staff_id: staffId, page: 1, page_size: shown }, { enabled: filter === 'all', context });
  const own = useCommandQuery('note.applicantList', { staff_id: staffId, limit: shown }, { enabled: filter === 'applicant', context });
  const hiring = useCommandQuery('note.hiringList', { staff_id: staffId, limit: shown }, { enabled: filter === 'hiring', context });
  if (filter === 'all') return { notes: all.data?.list, total: all.data?.total, loading: all.loading, error: all.error };
  const q = filter === 'applicant' ? own : hiring;
  return { notes: q.data?.note_list, total: q.data?.total, loading: q.loading, error: q.error };
}

export function NoteFeed({ staffId }: { staffId: number }) {
  const t = useT();
  const [filter, setFilter] = useState<NoteFilter>('all');
  const [shown, setShown] = useState(STEP);
  const { notes, total, loading, error } = useNotes(staffId, filter, shown);

  return (
    <div data-testid="note-feed" data-filter={filter} aria-busy={loading}>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <div role="radiogroup" aria-label={t('notes.filter.label')} className="inline-flex rounded-md border border-line p-0.5 text-sm">
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              role="radio"
              aria-checked={filter === f}
              onClick={() => (setFilter(f), setShown(STEP))}
              data-testid={`note-filter-${f}`}
              className={`rounded px-3 py-1 ${filter === f ? 'bg-primary text-white' : 'text-ink-soft hover:text-ink'}`}
            >
              {t(`notes.filter.${f}`)}
            </button>
          ))}
        </div>
        <span className="text-xs text-ink-muted tabular-nums" data-testid="note-count">{total === undefined ? '' : t('notes.count', { count: total })}</span>
      </div>
      {error && <p className="text-sm text-danger" role="alert">{error}</p>}
      {notes && notes.length === 0 && <p className="py-6 text-center text-sm text-ink-muted" data-testid="note-empty">{t(filter === 'all' ? 'notes.empty' : 'notes.emptyFiltered')}</p>}
      <ol className="divide-y divide-line">
        {(notes ?? []).map((note) => <NoteItem key={`${note.source}:${note.id}`} note={note} />)}
      </ol>
      {!notes && loading && <p className="py-6 text-center text-sm text-ink-muted">{t('table.loading')}</p>}
      {notes && total !== undefined && total > notes.length && (
        <div className="pt-3 text-center">
          <Button onClick={() => setShown((n) => Math.min(n + STEP * 5, 200))} loading={loading} data-testid="note-more">{t('notes.more')}</Button>
        </div>
      )}
    </div>
  );
}

function NoteItem({ note }: { note: NoteRow }) {
  const t = useT();
  const ms = toMillis(note.created_at);
  const initials = note.author_name.split(/\s+/).map((w) => w[0]).slice(0, 2).join('').toUpperCase();
  return (
    <li className="flex gap-3 py-3" data-testid="note-item" data-note-id={note.id} data-note-source={note.source}>
      <span aria-hidden className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-50 text-xs font-semibold text-primary">{initials}</span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-medium text-ink" data-testid="note-author">{note.author_name}</span>
          <time dateTime={note.created_at} title={Number.isNaN(ms) ? note.created_at : formatDateTime(new Date(ms))} className="text-xs text-ink-muted">
            {timeAgoLong(note.created_at)}
          </time>
          {note.source === 'admin' && <StatusTag tone="purple">{t('notes.source.admin')}</StatusTag>}
          {note.source === 'comment' && note.application_id !== null && <StatusTag tone="cyan">{t('notes.source.hiring')}</StatusTag>}
          {note.application_id !== null && (
            <span className="min-w-0 truncate text-xs text-ink-soft" title={note.job_title ?? ''}>
              #{note.application_id} {note.job_title}
              {note.at_status !== null && (
                <>
                  {' · '}
                  <StatusTag tone={applicationTone?.(note.at_status) ?? 'grey'}>{t('notes.atStep', { status: enumLabel(applicationStatus, note.at_status) })}</StatusTag>
                </>
              )}
            </span>
          )}
        </div>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-ink" data-testid="note-text-shown">{note.note}</p>
      </div>
    </li>
  );
}
