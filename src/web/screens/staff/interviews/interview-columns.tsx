import type { ColumnDef } from '@tanstack/react-table';
import type { InterviewRow } from '../../../../../commands/interview-fields';
import { interviewAttendance } from '../../../../domain/enums/candidate';
import { interviewModes } from '../../../../domain/enums/interview';
import { enumLabel, type t as translate } from '../../../i18n/i18n';
import { StatusTag } from '../../../ui/status-tag';
import { attendanceTone } from './tones';
import { formatWhen } from './when';

/** Where: the place, the video link's host, or 'Phone call'. */
export function whereText(row: Pick<InterviewRow, 'mode' | 'location' | 'video_link'>): string {
  if (row.mode === 'in_person') return row.location;
  if (row.mode === 'video') {
    try {
      return `${enumLabel(interviewModes, 'video')} · ${new URL(row.video_link).host}`;
    } catch {
      return enumLabel(interviewModes, 'video');
    }
  }
  return [enumLabel(interviewModes, row.mode), row.location].filter(Boolean).join(' · ');
}

/** The columns of an interviews table; `withApplicant` is off where the applicant is the page's subject. */
export function interviewColumns(t: typeof translate, { withApplicant = false, withJob = true } = {}): ColumnDef<InterviewRow>[] {
  const columns: (ColumnDef<InterviewRow> | false)[] = [
    { id: 'scheduled_at', header: t('interviews.column.when'), cell: ({ row }) => <span className="tabular-nums">{formatWhen(row.original.scheduled_at)}</span> },
    withApplicant && { id: 'name', header: t('interviews.column.applicant'), meta: { fluid: true }, cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
    withJob && { id: 'job_title', header: t('interviews.column.job'), meta: { fluid: true }, cell: ({ row }) => <span className="line-clamp-1" title={row.original.job_title}>{row.original.job_title}</span> },
    { id: 'where', header: t('interviews.column.where'), meta: { fluid: true }, cell: ({ row }) => <span className="line-clamp-1" title={whereText(row.original)}>{whereText(row.original)}</span> },
    { id: 'interviewer', header: t('interviews.column.interviewer'), meta: { fluid: true }, cell: ({ row }) => <span className="line-clamp-1" title={row.original.interviewer}>{row.original.interviewer}</span> },
    {
      id: 'attendance',
      header: t('interviews.column.attendance'),
      cell: ({ row }) => <StatusTag tone={attendanceTone(row.original.attendance)} testId="interview-attendance">{enumLabel(interviewAttendance, row.original.attendance)}</StatusTag>,
    },
    { id: 'report', header: t('interviews.column.report'), meta: { align: 'center' }, cell: ({ row }) => (row.original.report_id ? <span title={t('interviews.reportWritten')}>✓</span> : null) },
  ];
  return columns.filter((c): c is ColumnDef<InterviewRow> => c !== false).map((c) => ({ ...c, enableSorting: false }));
}
