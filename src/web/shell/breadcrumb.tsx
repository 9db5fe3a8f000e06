import { Link } from 'wouter';
import { useT } from '../i18n/i18n';
import { paths } from '../routes/paths';
import { routeTitle } from '../routes/route-title';
import { useCurrentRoute } from '../routes/use-current-route';

/** Dashboard first, then the page's groups (links where a group opens a page), then the page. */
export function Breadcrumb() {
  const t = useT();
  const match = useCurrentRoute();
  if (!match || !match.route.showBreadcrumb) return null;
  const { route, params } = match;
  const onDashboard = route.path === paths.dashboard;
  const crumbs = onDashboard ? [] : [{ title: t('route.dashboard'), path: paths.dashboard as string | null }, ...route.parents.map((c) => ({ title: t(c.titleKey), path: c.path }))];
  return (
    <nav aria-label={t('shell.breadcrumb')} className="min-w-0" data-testid="breadcrumb">
      <ol className="flex items-center gap-1.5 overflow-hidden text-sm whitespace-nowrap">
        {crumbs.map((crumb, i) => (
          <li key={i} className="hidden shrink items-center gap-1.5 text-ink-muted sm:flex">
            {crumb.path ? (
              <Link href={crumb.path} className="truncate transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-primary" data-testid="breadcrumb-link">
                {crumb.title}
              </Link>
            ) : (
              <span className="truncate">{crumb.title}</span>
            )}
            <span aria-hidden className="text-black/25">/</span>
          </li>
        ))}
        <li className="truncate font-medium text-ink sm:font-normal" aria-current="page" data-testid="breadcrumb-current">
          {routeTitle(route, params)}
        </li>
      </ol>
    </nav>
  );
}
