// Times people read in previews, summaries and messages are on the business's clock, named, never bare UTC:
// '2026-11-24 09:00 AEDT (Sydney time)'. The zone is a setting (BUSINESS_TIME_ZONE on the server, the
// console's stored choice in the browser); Sydney, the business's office, by default.
import { ACCOUNT_TIME_ZONE } from '../account-dates';

export const DEFAULT_BUSINESS_TIME_ZONE = ACCOUNT_TIME_ZONE;

let zone = DEFAULT_BUSINESS_TIME_ZONE;
/** Whether the zone was set (BUSINESS_TIME_ZONE on the server) rather than left at the default. */
let set = false;

/** Whether Intl knows the zone (an unknown one would throw where a time is formatted). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name.includes('/');
  } catch {
    return false;
  }
}

export function businessTimeZone(): string {
  return zone;
}

/** Where the zone comes from: a setting, or the default (Sydney) because none was set or it was not a zone. */
export function businessTimeZoneSource(): 'setting' | 'default' {
  return set ? 'setting' : 'default';
}

/** Sets the business's zone for this process; an unknown name leaves it as it was. */
export function setBusinessTimeZone(name: string | undefined): void {
  if (name && isTimeZone(name)) {
    zone = name;
    set = true;
  }
}

/** 'Australia/Sydney' → 'Sydney'; the city people know the zone by. */
export const zoneCity = (name: string = zone) => (name.split('/').pop() ?? name).replace(/_/g, ' ');

const parts = (at: Date, timeZone: string, locale: string, extra: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(new Intl.DateTimeFormat(locale, { timeZone, hourCycle: 'h23', ...extra }).formatToParts(at).map((p) => [p.type, p.value]));

/**
 * '2026-11-24 09:00 AEDT (Sydney time)': a moment on the zone's clock with the zone's short name and city,
 * in English (server messages). The browser formats in its language (src/web/preview/preview-values.ts).
 */
export function businessTimeInWords(iso: string, timeZone: string = zone): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const p = parts(at, timeZone, 'en-AU', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} ${p.timeZoneName} (${zoneCity(timeZone)} time)`;
}
