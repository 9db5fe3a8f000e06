// The map dialog (spec §2 Layout): an address and where it is on the map of Australia.
import * as Dialog from '@radix-ui/react-dialog';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { AustraliaMap } from './australia-map';

export interface MapPlace {
  name: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  lat: number | null;
  lng: number | null;
}

export function MapDialog({ place, onClose }: { place: MapPlace | null; onClose: () => void }) {
  const t = useT();
  const located = place && place.lat !== null && place.lng !== null;
  return (
    <Dialog.Root open={place !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/45" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(600px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl" data-testid="map-dialog">
          {place && (
            <>
              <Dialog.Title className="text-base font-semibold text-ink">{t('placesEmployees.map.title', { name: place.name })}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-soft">
                {[place.address, `${place.suburb} ${place.state} ${place.postcode}`].filter((s) => s.trim()).join(', ')}
              </Dialog.Description>
              <div className="mt-3">
                {located ? (
                  <AustraliaMap pin={{ lat: place.lat!, lng: place.lng!, label: place.suburb || place.name }} />
                ) : (
                  <p className="text-sm text-ink-muted">{t('placesEmployees.map.noPosition')}</p>
                )}
              </div>
              {located && (
                <p className="mt-2 text-xs text-ink-muted tabular-nums" data-testid="map-dialog-caption">
                  {t('placesEmployees.map.caption', { suburb: place.suburb, state: place.state, postcode: place.postcode, lat: place.lat!.toFixed(4), lng: place.lng!.toFixed(4) })} · {t('placesEmployees.map.offline')}
                </p>
              )}
              <div className="mt-4 flex justify-end">
                <Dialog.Close asChild>
                  <Button data-testid="map-dialog-close">{t('placesEmployees.map.close')}</Button>
                </Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
