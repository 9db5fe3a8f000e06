// The provider a manage page is about (`:id`), or, for /…/0?facility=<id> links made from a facility
// alone (record-kinds.ts), the provider that facility belongs to, found and put in the address.
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { run } from '../../../commands/dispatcher';
import { useCurrentRoute } from '../../../routes/use-current-route';

export function useProviderParam(base: string, lookup: { param: string; command: 'facility.detail'; arg: 'facility_id' } | null): { providerId: number; focusId: number | null } {
  const raw = useCurrentRoute()?.params.id ?? '';
  const providerId = /^\d{1,9}$/.test(raw) ? Number(raw) : -1;
  const query = new URLSearchParams(useSearch());
  const focus = lookup ? Number(query.get(lookup.param)) || null : null;
  useEffect(() => {
    if (providerId !== 0 || !lookup || !focus) return;
    const controller = new AbortController();
    run(lookup.command, { [lookup.arg]: focus }, 'screen', { signal: controller.signal, record: false, context: { path: location.pathname, record: { kind: 'facility', id: focus } } })
      .then((row) => navigate(`${base}/${row.provider_id}?${lookup.param}=${focus}`, { replace: true }))
      .catch(() => {});
    return () => controller.abort();
  }, [providerId, focus]);
  return { providerId, focusId: focus };
}
