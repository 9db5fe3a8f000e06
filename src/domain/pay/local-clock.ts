// Wall-clock reading of an instant in an IANA zone, and the instant a local midnight falls on, with
// Intl only (no library): shifts are split and loaded by the facility's own calendar day.

export interface LocalTime {
  /** `YYYY-MM-DD` on the zone's calendar. */
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes after the zone's midnight. */
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
}

function parts(ms: number, zone: string): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  const p: Record<string, number> = {};
  for (const { type, value } of formatter(zone).formatToParts(ms)) if (type !== 'literal') p[type] = Number(value);
  return { y: p.year!, mo: p.month!, d: p.day!, h: p.hour! % 24, mi: p.minute!, s: p.second! };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(ms: number, zone: string): number {
  const { y, mo, d, h, mi, s } = parts(ms, zone);
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(ms / 1000) * 1000;
}

export function localTime(ms: number, zone: string): LocalTime {
  const { y, mo, d, h, mi } = parts(ms, zone);
  const date = `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return { date, weekday: new Date(Date.UTC(y, mo - 1, d)).getUTCDay(), minute: h * 60 + mi };
}

/** The instant the zone's clock reads 00:00 on `date` plus `addDays` days (Australian zones change at 02:00/03:00, so midnight always exists). */
export function localMidnight(date: string, zone: string, addDays = 0): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, mo - 1, d + addDays);
  let guess = wall - offsetAt(wall, zone);
  guess = wall - offsetAt(guess, zone);
  return guess;
}

/** The instant the zone's clock reads `time` (`HH:mm`) on `date`, plus `addDays` days. */
export function localInstant(date: string, time: string, zone: string, addDays = 0): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d + addDays, h, mi);
  let guess = wall - offsetAt(wall, zone);
  guess = wall - offsetAt(guess, zone);
  return guess;
}
