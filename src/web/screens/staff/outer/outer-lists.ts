// The kit lists of outer candidates and of their applications.
import { recordKinds } from '../../../../../commands';
import { outerCandidateStatus } from '../../../../domain/enums/outer-candidate';
import { defineList } from '../../generic/screen-spec';

export const outerCandidateList = defineList({
  command: 'outer.list',
  kind: 'outerCandidate',
  testId: 'outer-candidates',
  show: ['name', 'email', 'phone', 'position', 'suburb', 'state', 'source', 'resume_score', 'status', 'invited_at', 'created_at'],
  columns: {
    source: { label: 'outerCandidates.column.source' },
    resume_score: { label: 'outerCandidates.column.resume_score', format: 'number' },
    invited_at: { label: 'outerCandidates.column.invited_at' },
    status: { enum: outerCandidateStatus as never },
  },
  open: (row) => recordKinds.outerCandidate.detailPath(row.id),
  actions: [
    { command: 'outer.invite', label: 'outerCandidates.action.invite' },
    { command: 'outer.remove', label: 'outerCandidates.action.remove' },
  ],
  search: 'outerCandidates.search',
  filters: {
    status: { label: 'outerCandidates.filter.status', all: 'outerCandidates.filter.allStatuses' },
    scored: { label: 'outerCandidates.filter.scored', all: 'outerCandidates.filter.any', true: 'outerCandidates.filter.yes', false: 'outerCandidates.filter.no' },
  },
});

export const outerApplicationsList = defineList({
  command: 'outer.applications',
  kind: 'application',
  testId: 'outer-applications',
  show: ['id', 'job_title', 'status', 'archived', 'applied_at'],
  open: (row) => recordKinds.applicant.detailPath(row.staff_id),
});
