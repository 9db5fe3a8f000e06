// Provider › Facilities (/provider/manage/facility/:id, :id the provider): the provider's facilities
// (organisations of kind facility) as a kit list; beside it, a form to add one or to edit the focused
// one, and the map dialog showing where it is. Addresses are checked against the places gazetteer;
// the suburb finder fills suburb, state and postcode.
import { useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { FacilityRow } from '../../../../../commands/facility';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { commandContext } from '../../../state/command-context';
import { toast } from '../../../state/toasts';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { CommandForm } from '../../generic/command-form';
import { CommandList } from '../../generic/command-list';
import { facilityList } from './facility-list';
import { MapDialog, type MapPlace } from './map-dialog';
import { PlaceFinder, type PickedPlace } from './place-finder';
import { useProviderParam } from './provider-param';

const EDITABLE = ['name', 'address', 'suburb', 'state', 'postcode', 'phone', 'email', 'contact_name', 'active'] as const;

export default function FacilityPage() {
  const t = useT();
  const { providerId, focusId } = useProviderParam('/provider/manage/facility', { param: 'facility', command: 'facility.detail', arg: 'facility_id' });
  const { record } = useSnapshot(commandContext);
  const [adding, setAdding] = useState(false);
  const [place, setPlace] = useState<PickedPlace | null>(null);
  const [map, setMap] = useState<MapPlace | null>(null);
  const { data: first } = useCommandQuery('facility.list', { provider_id: providerId, page_size: 1 }, { enabled: providerId > 0 });
  const providerName = first?.list[0]?.provider_name;
  const focused = record?.kind === 'facility' && record.fields ? (record.fields as unknown as FacilityRow) : null;
  const focusedHere = focused && focused.provider_id === providerId ? focused : null;

  if (providerId < 0) return <Card className="mx-auto mt-6 max-w-xl"><p className="text-sm text-ink-soft">{t('placesEmployees.facility.badProvider')}</p></Card>;
  if (providerId === 0) return <div className="h-64 animate-pulse rounded-lg bg-black/[0.04]" />;

  const placeDefaults = place ? { suburb: place.suburb, state: place.state, postcode: place.postcode } : {};
  const stored = focusedHere ? Object.fromEntries(EDITABLE.map((k) => [k, focusedHere[k]]).filter(([, v]) => v !== '' && v !== null)) : {};
  return (
    <div className="space-y-4" data-testid="facility-page">
      <PageHeader
        title={providerName ? t('placesEmployees.facility.title', { provider: providerName }) : t('placesEmployees.facility.titlePlain')}
        hint={t('placesEmployees.facility.hint')}
        actions={
          <>
            <Link href={`/provider/manage/address-book/${providerId}`} className="inline-flex h-8 items-center rounded-md border border-line bg-white px-3 text-sm text-ink hover:border-primary hover:text-primary">
              {t('placesEmployees.facility.addressBook')}
            </Link>
            <Button onClick={() => focusedHere && setMap({ ...focusedHere })} disabled={!focusedHere} data-testid="facility-map">{t('placesEmployees.map.show')}</Button>
            <Button variant="primary" onClick={() => { setAdding((v) => !v); setPlace(null); }} data-testid="facility-add">{t('placesEmployees.facility.add')}</Button>
          </>
        }
      />
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_380px]">
        <section className="min-w-0 rounded-lg bg-white shadow-card">
          <CommandList spec={facilityList} label={t('route.facility')} fixedArgs={{ provider_id: providerId }} initialFocusId={focusId} />
        </section>
        <Card title={adding ? t('placesEmployees.facility.addTitle') : focusedHere ? t('placesEmployees.facility.editTitle', { name: focusedHere.name }) : undefined} data-testid="facility-side">
          {adding ? (
            <>
              <PlaceFinder onPick={setPlace} testId="facility-place" />
              <CommandForm
                key={`add-${place?.label ?? ''}`}
                commandId="facility.add"
                fixed={{ provider_id: providerId }}
                defaults={placeDefaults}
                testId="facility-add-form"
                onDone={(result) => {
                  const { facility } = result as { facility: FacilityRow };
                  toast(t('placesEmployees.facility.added', { name: facility.name }), 'success');
                  setAdding(false);
                  setPlace(null);
                }}
              />
              <Button className="mt-2" variant="text" onClick={() => setAdding(false)}>{t('placesEmployees.facility.cancel')}</Button>
            </>
          ) : focusedHere ? (
            <>
              <PlaceFinder onPick={setPlace} testId="facility-place" />
              <CommandForm
                key={`edit-${focusedHere.id}-${focusedHere.version}-${place?.label ?? ''}`}
                commandId="facility.edit"
                fixed={{ facility_id: focusedHere.id, version: focusedHere.version }}
                defaults={{ ...stored, ...placeDefaults }}
                context={{ path: location.pathname, record: { kind: 'facility', id: focusedHere.id, fields: { ...focusedHere } } }}
                testId="facility-edit-form"
                onDone={() => {
                  toast(t('placesEmployees.facility.saved'), 'success');
                  setPlace(null);
                }}
              />
            </>
          ) : (
            <p className="text-sm text-ink-muted">{t('placesEmployees.facility.pick')}</p>
          )}
        </Card>
      </div>
      <MapDialog place={map} onClose={() => setMap(null)} />
    </div>
  );
}
