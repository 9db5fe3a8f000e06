import { useSnapshot } from 'valtio';
import { useT } from '../i18n/i18n';
import { presence } from './presence';

/** "Also open: Dana Lee" under a record's header, while it is open in someone else's console (issue 24). */
export function AlsoOpen({ kind, id, className = 'mt-1' }: { kind: string; id: number; className?: string }) {
  const t = useT();
  const { record, names } = useSnapshot(presence);
  if (record !== `${kind}:${id}` || names.length === 0) return null;
  return (
    <p className={`${className} truncate text-xs text-ink-muted`} data-testid="also-open">
      {t('live.alsoOpen', { names: names.join(', ') })}
    </p>
  );
}
