// The kit lists of the providers area: providers by status, pending disable requests, operators and
// blocked workers. Columns come from the commands' result schemas; these name labels and tones.
import { accountStatus } from '../../../../domain/enums/account';
import { disableRequestStatus, operatorRoles, providerStatus } from '../../../../domain/enums/provider';
import type { Tone } from '../../../ui/status-tag';
import { defineList } from '../../generic/screen-spec';

export const providerTone = (code: string | number): Tone => (code === 'enabled' || code === 'active' || code === 'approved' ? 'green' : code === 'pending' ? 'gold' : code === 'rejected' ? 'red' : 'grey');

export const providerList = defineList({
  command: 'provider.list',
  kind: 'provider',
  testId: 'providers',
  show: ['name', 'state', 'phone_number', 'email', 'facility_count', 'operator_count', 'disable_pending', 'created_at'],
  columns: {
    phone_number: { label: 'providers.column.phone', format: 'phone' },
    facility_count: { label: 'providers.column.facilities', format: 'number' },
    operator_count: { label: 'providers.column.operators', format: 'number' },
    disable_pending: { label: 'providers.column.disablePending' },
    status: { enum: providerStatus, tone: providerTone },
  },
  open: (row) => `/provider/providers/manage/${row.id}`,
  search: 'providers.search',
});

/** A disabled provider has no pending disable request to show. Its route row's page (/provider/providers/disabled). */
export const disabledProviderList = defineList({
  ...providerList,
  show: ['name', 'state', 'phone_number', 'email', 'facility_count', 'operator_count', 'created_at'],
  page: { fixed: { status: 'disabled' }, hint: 'providers.hintDisabled', testId: 'providers-disabled-page' },
});

export const disableRequestList = defineList({
  command: 'provider.disableRequests',
  kind: 'disableRequest',
  testId: 'disable-requests',
  show: ['provider_name', 'state', 'reason', 'requested_by_name', 'created_at', 'status', 'decided_by_name', 'decision_note'],
  columns: {
    provider_name: { label: 'providers.column.provider', format: 'title' },
    reason: { label: 'providers.column.reason' },
    requested_by_name: { label: 'providers.column.requestedBy' },
    decided_by_name: { label: 'providers.column.decidedBy' },
    decision_note: { label: 'providers.column.note' },
    status: { enum: disableRequestStatus, tone: providerTone },
  },
  open: (row) => `/provider/providers/manage/${row.provider_id}`,
  actions: [{ command: 'provider.approveDisable', label: 'providers.approve.decide' }],
  filters: { status: { label: 'providers.filter.requestStatus', all: 'providers.filter.any' } },
  search: 'providers.approve.search',
  // Its route row's page (/provider/approve): j/k to a request, shift+v to decide it; Enter opens the provider.
  page: { hint: 'providers.approve.hint', hintKey: 'provider.approveDisable', testId: 'provider-approve-page' },
});

export const operatorList = defineList({
  command: 'operator.list',
  kind: 'operator',
  testId: 'operators',
  show: ['name', 'email', 'role', 'facility_name', 'status', 'login_info_sent_at', 'created_at'],
  columns: {
    role: { enum: operatorRoles, label: 'providers.column.role' },
    facility_name: { label: 'providers.column.facility' },
    login_info_sent_at: { label: 'providers.column.loginSent' },
    status: { enum: accountStatus, tone: providerTone },
  },
  open: (row) => `/provider/manage/operators/manage/${row.id}`,
  search: 'providers.operators.search',
});

export const blockList = defineList({
  command: 'provider.blockList',
  kind: 'providerBlock',
  testId: 'block-list',
  show: ['name', 'email', 'phone', 'position', 'reason', 'created_by_name', 'created_at'],
  columns: {
    reason: { label: 'providers.column.reason' },
    created_by_name: { label: 'providers.column.blockedBy' },
    created_at: { label: 'providers.column.blockedAt' },
  },
  open: (row) => `/staff/enabled-staff/detail/${row.staff_id}`,
  actions: [{ command: 'provider.unblock', label: 'providers.block.remove' }],
  search: 'providers.block.search',
});
