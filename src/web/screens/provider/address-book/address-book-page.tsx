// Provider › Address book (/provider/manage/address-book/:id, :id the provider): saved addresses with
// the default first; beside the list, a form to add one or edit the focused one, and its map.
// alt+d makes the focused address the default; deleting the default is refused while others exist.
import { useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { AddressRow } from '../../../../../commands/facility';
import { useT } from '../../../i18n/i18n';
import { commandContext } from '../../../state/command-context';
import { toast } from '../../../state/toasts';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { CommandForm } from '../../generic/command-form';
import { CommandList } from '../../generic/command-list';
import { MapDialog, type MapPlace } from '../facility/map-dialog';
import { PlaceFinder, type PickedPlace } from '../facility/place-finder';
import { useProviderParam } from '../facility/provider-param';
import { addressList } from './address-list';

const EDITABLE = ['label', 'address', 'suburb', 'state', 'postcode', 'contact_name', 'contact_phone'] as const;

export default function AddressBookPage() {
  const t = useT();
  const { providerId } = useProviderParam('/provider/manage/address-book', null);
  const { record } = useSnapshot(commandContext);
  const [adding, setAdding] = useState(false);
  const [place, setPlace] = useState<PickedPlace | null>(null);
  const [map, setMap] = useState<MapPlace | null>(null);
  const focused = record?.kind === 'providerAddress' && record.fields ? (record.fields as unknown as AddressRow) : null;
  const here = focused && focused.provider_id === providerId ? focused : null;

  if (providerId <= 0) return <Card className="mx-auto mt-6 max-w-xl"><p className="text-sm text-ink-soft">{t('placesEmployees.facility.badProvider')}</p></Card>;

  const placeDefaults = place ? { suburb: place.suburb, state: place.state, postcode: place.postcode } : {};
  const stored = here ? Object.fromEntries(EDITABLE.map((k) => [k, here[k]]).filter(([, v]) => v !== '' && v !== null)) : {};
  return (
    <div className="space-y-4" data-testid="address-book-page">
      <PageHeader
        title={t('placesEmployees.address.titlePlain')}
        hint={t('placesEmployees.address.hint')}
        actions={
          <>
            <Link href={`/provider/manage/facility/${providerId}`} className="inline-flex h-8 items-center rounded-md border border-line bg-white px-3 text-sm text-ink hover:border-primary hover:text-primary">
              {t('placesEmployees.address.facilities')}
            </Link>
            <Button onClick={() => here && setMap({ ...here, name: here.label })} disabled={!here} data-testid="address-map">{t('placesEmployees.map.show')}</Button>
            <Button variant="primary" onClick={() => { setAdding((v) => !v); setPlace(null); }} data-testid="address-add">{t('placesEmployees.address.add')}</Button>
          </>
        }
      />
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_380px]">
        <section className="min-w-0 rounded-lg bg-white shadow-card">
          <CommandList spec={addressList} label={t('route.addressBook')} fixedArgs={{ provider_id: providerId }} />
        </section>
        <Card title={adding ? t('placesEmployees.address.addTitle') : here ? t('placesEmployees.address.editTitle', { name: here.label }) : undefined} data-testid="address-side">
          {adding ? (
            <>
              <PlaceFinder onPick={setPlace} testId="address-place" />
              <CommandForm
                key={`add-${place?.label ?? ''}`}
                commandId="address.add"
                fixed={{ provider_id: providerId }}
                defaults={placeDefaults}
                testId="address-add-form"
                onDone={(result) => {
                  const { address } = result as { address: AddressRow };
                  toast(t('placesEmployees.address.added', { name: address.label }), 'success');
                  setAdding(false);
                  setPlace(null);
                }}
              />
            </>
          ) : here ? (
            <>
              <PlaceFinder onPick={setPlace} testId="address-place" />
              <CommandForm
                key={`edit-${here.id}-${here.version}-${place?.label ?? ''}`}
                commandId="address.edit"
                fixed={{ address_id: here.id, version: here.version }}
                defaults={{ ...stored, ...placeDefaults }}
                context={{ path: location.pathname, record: { kind: 'providerAddress', id: here.id, fields: { ...here } } }}
                testId="address-edit-form"
                onDone={() => {
                  toast(t('placesEmployees.address.saved'), 'success');
                  setPlace(null);
                }}
              />
            </>
          ) : (
            <p className="text-sm text-ink-muted">{t('placesEmployees.address.pick')}</p>
          )}
        </Card>
      </div>
      <MapDialog place={map} onClose={() => setMap(null)} />
    </div>
  );
}
