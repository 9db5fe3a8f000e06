// What the temp-shift and template forms share: the provider's facilities (for the facility choice) and
// the labels of the shift fields.
import { useCommandQuery } from '../../../commands/use-command-query';
import type { t as translate } from '../../../i18n/i18n';

export function useFacilities(providerId: number) {
  const { data } = useCommandQuery('staff.masterboardFacilities', { provider_id: providerId });
  return data?.list ?? [];
}

export const shiftLabels = (t: typeof translate): Record<string, string> => ({
  name: t('masterBoard.template.name'), facility_id: t('masterBoard.shift.facility'), position: t('masterBoard.shift.position'),
  shift_date: t('masterBoard.shift.date'), start_time: t('masterBoard.shift.start'), end_time: t('masterBoard.shift.end'),
  break_minutes: t('masterBoard.shift.break'), hourly_rate_cents: t('masterBoard.shift.rateCents'), headcount: t('masterBoard.shift.headcount'),
  note: t('masterBoard.shift.note'), template_id: t('masterBoard.shift.template'),
});
