import { useT } from '../i18n/i18n';
import type { DialogProps } from './dialog-store';
import { NotBuiltDialog } from './not-built-dialog';

/** A place on a map (a facility, an applicant's suburb). The gazetteer and places adapter come with providers. */
export default function MapDialog({ address, latitude, longitude }: DialogProps['map']) {
  const t = useT();
  const where = address ?? (latitude !== undefined && longitude !== undefined ? `${latitude.toFixed(5)}, ${longitude.toFixed(5)}` : undefined);
  return <NotBuiltDialog id="map" area="providers" subject={where && t('dialogs.place', { place: where })} />;
}
