// Which paths a link route may take. Our server answers a link route's path with a redirect, so it must
// never shadow the API, short links, static files or a page of the console: the first segment may not be
// one the server or the console uses, and no segment may look like a file ('logo.png').

/** First path segments the server or the console answers itself (spec §2 route tree and public routes). */
export const RESERVED_FIRST_SEGMENTS = [
  // the server
  'api', 's', 'assets', 'healthz', 'favicon.svg', 'index.html', 'static',
  // the console's public routes and tree (spec §2)
  'login', 'auth-redirect', 'verification-code', '404', '401', 'redirect', 'dashboard',
  'staff', 'provider', 'job', 'order', 'time-sheet', 'incident', 'admin', 'files', 'account', 'dev-ops', 'tools',
  // the workers' sign-up page that invitation and referral links name (docs/decisions.md)
  'register',
] as const;

const reserved = new Set<string>(RESERVED_FIRST_SEGMENTS);
const SEGMENT = /^[a-z0-9][a-z0-9_-]{0,59}$/;
export const MAX_LINK_ROUTE_PATH = 200;
export const MAX_LINK_ROUTE_SEGMENTS = 5;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyCase = (text: string) => [...escapeRegExp(text)].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c)).join('');
const SEGMENT_ANY_CASE = '[A-Za-z0-9][A-Za-z0-9_-]{0,59}';

/**
 * The paths linkRoutePathProblem accepts, as one pattern for the API's JSON Schema. It takes either case,
 * since the server lower-cases a path before checking it: at most 200 characters, 1 to 5 segments, the
 * first not reserved.
 */
export const LINK_ROUTE_PATH_PATTERN = new RegExp(
  `^(?=[\\s\\S]{1,${MAX_LINK_ROUTE_PATH}}$)(?!/(?:${RESERVED_FIRST_SEGMENTS.map(anyCase).join('|')})(?:/|$))` +
    `/${SEGMENT_ANY_CASE}(?:/${SEGMENT_ANY_CASE}){0,${MAX_LINK_ROUTE_SEGMENTS - 1}}$`,
);

/** Why a path (already trimmed and lower-cased) cannot be a link route, or null when it can. */
export function linkRoutePathProblem(path: string): string | null {
  if (!path) return 'Path is required, like /go/winter-campaign.';
  if (!path.startsWith('/')) return 'Path must start with /, like /go/winter-campaign.';
  if (path.length > MAX_LINK_ROUTE_PATH) return `Path is at most ${MAX_LINK_ROUTE_PATH} characters.`;
  if (path === '/') return 'Path must name at least one segment after /; / is the console itself.';
  if (path.endsWith('/')) return 'Path must not end with /.';
  const segments = path.slice(1).split('/');
  if (segments.length > MAX_LINK_ROUTE_SEGMENTS) return `Path has at most ${MAX_LINK_ROUTE_SEGMENTS} segments.`;
  if (segments.some((s) => s.includes('.'))) return 'Path must not contain a dot: it would look like a file the server serves.';
  if (segments.some((s) => !SEGMENT.test(s))) return 'Path segments use only letters, digits, - and _, each starting with a letter or digit (no spaces or //).';
  if (reserved.has(segments[0])) return `Path must not start with /${segments[0]}: the console or the server answers that path itself.`;
  return null;
}

/** The stored form of a requested path, for looking it up: lower-case, without a trailing slash. */
export function normaliseRequestPath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** Whether a request path could be a link route at all (no lookup needed for the console's own paths). */
export function mayBeLinkRoute(path: string): boolean {
  const normal = normaliseRequestPath(path);
  if (normal === '/' || normal.length > MAX_LINK_ROUTE_PATH) return false;
  const first = normal.slice(1).split('/')[0];
  return !reserved.has(first) && !normal.includes('.');
}
