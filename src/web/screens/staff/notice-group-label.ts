// A group's filters in words, for the send histories ('Enabled, Disabled · NSW · position "nurse"').
import type { StaffGroup } from '../../../../commands/notice-fields';
import { staffStatus } from '../../../domain/enums/staff-status';
import { enumLabel, t } from '../../i18n/i18n';

export function groupLabel(filters: Partial<StaffGroup> | null | undefined): string {
  if (!filters) return '';
  const parts: string[] = [];
  if (filters.status?.length) parts.push(filters.status.map((c) => enumLabel(staffStatus, c)).join(', '));
  if (filters.state) parts.push(filters.state);
  if (filters.position) parts.push(`${t('notices.group.position')} “${filters.position}”`);
  if (filters.keyword) parts.push(`“${filters.keyword}”`);
  return parts.join(' · ') || t('notices.push.everyone');
}
