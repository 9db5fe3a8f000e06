import { Link } from 'wouter';
import { useT } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import { routeTitle } from '../../routes/route-title';
import { ROADMAP_AREAS } from '../../routes/route-types';
import { useCurrentRoute } from '../../routes/use-current-route';
import { openPalette } from '../../state/palette';
import { Card } from '../../ui/card';

/**
 * The one honest panel for a route whose commands do not exist yet: it names the roadmap area that brings
 * it and shows no data. `data-not-built` makes the gap countable (the e2e suite prints the list).
 */
export default function NotBuiltPage() {
  const t = useT();
  const match = useCurrentRoute();
  if (!match) return null;
  const area = match.route.pending ?? 'recruitment';
  const step = ROADMAP_AREAS.indexOf(area) + 1;
  const areaName = t(`roadmap.${area}`);
  return (
    <Card className="mx-auto mt-6 max-w-2xl" bodyClassName="px-8 py-10" data-not-built={area} data-testid="not-built">
      <span className="inline-flex items-center gap-1.5 rounded-full border border-warning-200 bg-warning-50 px-2.5 py-0.5 text-xs font-medium text-warning">
        <span className="size-1.5 rounded-full bg-warning" aria-hidden />
        {t('notBuilt.badge')}
      </span>
      <h1 className="mt-4 text-xl font-semibold text-ink" data-testid="not-built-title">{routeTitle(match.route, match.params)}</h1>
      <p className="mt-2 max-w-prose text-sm leading-6 text-ink-soft">{t('notBuilt.text', { area: areaName, step })}</p>
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 border-t border-line pt-5 text-sm">
        <dt className="text-ink-muted">{t('notBuilt.area')}</dt>
        <dd className="text-ink" data-testid="not-built-area">{step}. {areaName}</dd>
        <dt className="text-ink-muted">{t('notBuilt.path')}</dt>
        <dd className="font-mono text-[13px] break-all text-ink-soft">{match.route.path}</dd>
      </dl>
      <div className="mt-7 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <Link href={paths.dashboard} className="rounded-md bg-primary px-4 py-1.5 text-white hover:bg-primary-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
          {t('notBuilt.back')}
        </Link>
        <button type="button" onClick={() => openPalette()} className="text-primary hover:text-primary-400 focus-visible:outline-2 focus-visible:outline-primary">
          {t('notBuilt.palette')}
        </button>
      </div>
    </Card>
  );
}
