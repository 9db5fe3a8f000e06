// The kit list of virtual interview invitations: one row per application whose position asks for a
// one-way interview. Enter opens the applicant; alt+V (or the row action) sends the invitation again.
import { recordKinds } from '../../../../../commands';
import { viInviteStates } from '../../../../domain/enums/interview';
import { defineList } from '../../generic/screen-spec';

export const viInvitationList = defineList({
  command: 'interview.virtualList',
  kind: 'application',
  testId: 'vi-invitations',
  show: ['name', 'email', 'job_title', 'state', 'answers', 'invite_count', 'invited_at', 'answered_at', 'applied_at'],
  columns: {
    state: { enum: viInviteStates as never },
    answers: { label: 'interviews.viInvites.column.answers', format: 'number' },
    invite_count: { label: 'interviews.viInvites.column.invite_count', format: 'number' },
    invited_at: { label: 'interviews.viInvites.column.invited_at' },
    answered_at: { label: 'interviews.viInvites.column.answered_at' },
  },
  open: (row) => recordKinds.applicant.detailPath(row.staff_id),
  actions: [{ command: 'interview.resendVirtual', label: 'interviews.viInvites.resend' }],
  search: 'interviews.viInvites.search',
  filters: { state: { label: 'interviews.viInvites.filter.state', all: 'interviews.viInvites.filter.allStates' } },
});
