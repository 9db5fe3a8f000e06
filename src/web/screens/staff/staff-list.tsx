import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { StaffRow } from '../../../../commands/staff';
import { experienceBands } from '../../../domain/enums/candidate';
import { staffStatus } from '../../../domain/enums/staff-status';
import { formatPhoneDisplay } from '../../../domain/format/phone-display';
import { enumLabel, useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Kbd } from '../../ui/kbd';
import { StatusTag } from '../../ui/status-tag';
import { CommandList } from '../generic/command-list';
import { applicantDetailPath } from './applicant-path';
import { staffTone } from './status-tones';

function Tags({ tags }: { tags: readonly string[] }) {
  return (
    <span className="flex gap-1" title={tags.join(', ')}>
      {tags.slice(0, 2).map((tag) => (
        <span key={tag} className="rounded bg-[#fafafa] px-1.5 py-0.5 text-xs text-ink-soft ring-1 ring-[#d9d9d9] ring-inset">
          {tag}
        </span>
      ))}
      {tags.length > 2 && <span className="text-xs text-ink-muted">+{tags.length - 2}</span>}
      {!tags.length && <span className="text-ink-muted">—</span>}
    </span>
  );
}

/** The applicants table (spec §3): name, age, position, experience, email, phone, status, tags. Enter opens one. */
export function StaffList({ active, onTotal }: { active: boolean; onTotal?: (total: number) => void }) {
  const t = useT();
  const columns = useMemo<ColumnDef<StaffRow>[]>(
    () => [
      { id: 'name', header: t('staff.column.name'), cell: ({ row }) => <span className="font-medium text-ink" data-testid="cell-name">{row.original.name}</span> },
      { id: 'age', header: t('staff.column.age'), size: 64, cell: ({ row }) => <span className="tabular-nums">{row.original.age ?? '—'}</span> },
      { id: 'position', header: t('staff.column.position'), cell: ({ row }) => row.original.position || '—' },
      { id: 'experience', header: t('staff.column.experience'), cell: ({ row }) => enumLabel(experienceBands, row.original.experience) },
      { id: 'email', header: t('staff.column.email'), cell: ({ row }) => <span className="text-ink-soft">{row.original.email}</span> },
      { id: 'phone', header: t('staff.column.phone'), cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatPhoneDisplay(row.original.phone)}</span> },
      {
        id: 'status',
        header: t('staff.column.status'),
        cell: ({ row }) => (
          <StatusTag tone={staffTone(row.original.status)} testId="cell-status">
            {enumLabel(staffStatus, row.original.status)}
          </StatusTag>
        ),
      },
      { id: 'tags', header: t('staff.column.tags'), cell: ({ row }) => <Tags tags={row.original.tags} /> },
    ],
    [t],
  );
  const open = useCallback((row: StaffRow) => navigate(applicantDetailPath(row.id)), []);
  return (
    <CommandList<StaffRow>
      commandId="staff.list"
      kind="applicant"
      testId="staff"
      label={t('route.applicants')}
      columns={columns}
      active={active}
      onTotal={onTotal}
      onOpen={open}
      keywordPlaceholder={t('staff.searchPlaceholder')}
      filterText={{ status: { label: t('staff.statusFilter'), all: t('staff.allStatuses') } }}
      actions={(focus, rows) => (
        <Button
          onClick={() => {
            const row = rows.find((r) => r.id === focus.focusedId);
            if (row) open(row);
          }}
          disabled={focus.focusedId === null}
          data-testid="open-applicant-button"
        >
          {t('applicantDetail.open')} <Kbd kbd="enter" />
        </Button>
      )}
    />
  );
}
