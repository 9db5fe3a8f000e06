import { useSnapshot } from 'valtio';
import { useT } from '../i18n/i18n';
import { presence } from './presence';

/** "Also open: Dana Lee" under a record's header, while it is open in someone else's console (issue 24). */
export function AlsoOpen({ kind, id }: { kind: string; id: number }) {
  const t = useT();
  const { record, names } = useSnapshot(presence);
  if (record !== `${kind}:${id}` || names.length === 0) return null;
  return (
    <p className="mt-1 truncate text-xs text-ink-muted" data-testid="also-open">
      {t('live.alsoOpen', { names: names.join(', ') })}
    </p>
  );
}
