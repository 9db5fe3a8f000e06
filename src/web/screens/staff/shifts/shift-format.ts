// How a shift's times read: the facility's own clock (its state's zone, daylight saving included), in the
// console's language, with the zone named so nobody mistakes Perth's 07:00 for Sydney's.
import { stateTimeZone } from '../../../../domain/state-time-zones';
import type { Tone } from '../../../ui/status-tag';

export const shiftTone: Record<string, Tone> = { available: 'blue', upcoming: 'cyan', in_progress: 'gold', completed: 'green', canceled: 'grey' };

const locale = (language: string) => (language === 'zh' ? 'zh-CN' : 'en-AU');
const cache = new Map<string, Intl.DateTimeFormat>();

function format(language: string, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${zone}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(locale(language), { ...options, timeZone: zone })));
  return f;
}

/** 'Tue 24 Nov 2026' at the facility. */
export function shiftDate(iso: string, zoneOrState: string, language: string): string {
  const zone = zoneOrState.includes('/') ? zoneOrState : stateTimeZone(zoneOrState);
  return format(language, zone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/** '07:00–15:00 AEDT' at the facility (the end's zone name, which is the one the shift ends in). */
export function shiftTimes(startIso: string, endIso: string, zoneOrState: string, language: string): string {
  const zone = zoneOrState.includes('/') ? zoneOrState : stateTimeZone(zoneOrState);
  const time = format(language, zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const named = format(language, zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' });
  return `${time.format(new Date(startIso))}–${named.format(new Date(endIso))}`;
}

export const hoursText = (hours: number) => (Number.isInteger(hours) ? String(hours) : hours.toFixed(2).replace(/0$/, ''));
