// The provider a page under /provider/.../:id shows: its info answer (status moves, pending request),
// the id from the address, and the provider as the focused record, so its commands (shift+d, the
// palette) act on it from anywhere on the page.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { CommandContext } from '../../../../../commands';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { useCurrentRoute } from '../../../routes/use-current-route';
import { setFocusedRecord } from '../../../state/command-context';
import { setViewTitle } from '../../../state/tags';

/** `extraFields` join the focused record's fields (the attachment page says it has a file picker). */
export function useProvider(extraFields: Record<string, unknown> = {}) {
  const t = useT();
  const route = useCurrentRoute();
  const [location] = useLocation();
  const rawId = route?.params.id ?? '';
  const id = Number(rawId);
  const valid = /^\d{1,9}$/.test(rawId) && id > 0;
  const context: CommandContext = { path: location, record: { kind: 'provider', id } };
  const query = useCommandQuery('provider.info', { provider_id: id }, { enabled: valid, context });
  const answer = query.data?.provider_info.id === id ? query.data : undefined;
  const info = answer?.provider_info;
  const extraKey = JSON.stringify(extraFields);
  useEffect(() => {
    if (info) {
      setFocusedRecord({ kind: 'provider', id, fields: { ...info, ...extraFields } });
      // The manage page is the provider; its sub-pages say which part of it they show.
      const part = route?.route.titleKey === 'route.providerManage' ? '' : ` · ${t(route?.route.titleKey ?? '')}`;
      setViewTitle(window.location.pathname, `${info.name}${part}`);
    }
  }, [info, id, extraKey]);
  useEffect(() => () => setFocusedRecord(undefined), []);
  return { id, rawId, valid, answer, info, error: query.error, context };
}
