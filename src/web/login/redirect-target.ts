import { REDIRECT_PARAM } from '../../domain/constants';

/** The redirect target a login page was given, if it is a path on this site (never another origin). */
export function safeRedirect(search: string): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
