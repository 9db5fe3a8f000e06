// Route patterns: `/staff/applicants/detail/:id` takes one segment per `:name`; a final `*` takes the rest.

export type RouteParams = Record<string, string>;

const split = (path: string) => path.split('/').filter(Boolean);

/** The parameters when `path` matches `pattern`, else null. Segments are compared decoded. */
export function matchPath(pattern: string, path: string): RouteParams | null {
  const want = split(pattern);
  const have = split(path);
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i];
    if (segment === '*' && i === want.length - 1) {
      if (have.length <= i) return null;
      params['*'] = have.slice(i).join('/');
      return params;
    }
    if (i >= have.length) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(have[i]);
    else if (segment !== safeDecode(have[i])) return null;
  }
  return have.length === want.length ? params : null;
}

/** The pattern's parameter names, in order. */
export function paramNames(pattern: string): string[] {
  return split(pattern).flatMap((s) => (s.startsWith(':') ? [s.slice(1)] : s === '*' ? ['*'] : []));
}

/** Fills a pattern's parameters (used by tests and links to detail pages). */
export function fillPath(pattern: string, params: RouteParams): string {
  return `/${split(pattern).map((s) => (s.startsWith(':') ? encodeURIComponent(params[s.slice(1)] ?? '') : s)).join('/')}`;
}

/** `/a/b/` → `/a/b`; the root stays `/`. */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
