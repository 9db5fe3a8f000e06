// The facility an operator works for: one of their provider's facilities, or none (the whole provider).
// A select of the provider's own facilities above the operator's form, which sends the chosen id.
import { useState, type ReactNode } from 'react';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { SelectInput } from '../../../ui/field';

export function FacilityField({ providerId, initial = null, children }: { providerId: number; initial?: number | null; children: (facilityId: number | null) => ReactNode }) {
  const t = useT();
  const [facility, setFacility] = useState<number | null>(initial);
  const { data } = useCommandQuery('job.addresses', { provider_id: providerId });
  const sites = data?.address_list.filter((a) => a.facility_id !== null) ?? [];
  return (
    <>
      <div className="mb-5">
        <label htmlFor="operator-facility" className="mb-1.5 block text-sm text-ink">{t('providers.operators.facility')}</label>
        <SelectInput id="operator-facility" className="w-full" value={facility ?? ''} onChange={(e) => setFacility(e.target.value ? Number(e.target.value) : null)} data-testid="operator-facility">
          <option value="">{t('providers.operators.wholeProvider')}</option>
          {sites.map((s) => <option key={s.facility_id} value={s.facility_id!}>{s.name} · {s.suburb} {s.state}</option>)}
        </SelectInput>
      </div>
      {children(facility)}
    </>
  );
}
