// Issue 24, presence: this console tells the server which record it has open (the detail page's, by its
// address; elsewhere the focused record, which is also the record panel's), renews it while it stays
// open, and keeps what the live stream says of who else has it (live-updates.ts). Focus moving row by row
// is told once it settles.
import { useEffect } from 'react';
import { proxy, subscribe, useSnapshot } from 'valtio';
import { LIVE_OPEN_PATH } from '../../domain/constants';
import { commandContext } from '../state/command-context';
import { session } from '../state/session';
import { pageRecordOf } from './page-record';

/** How often the open record is told again (the server forgets an entry 30 s after its last renewal). */
const RENEW_MS = 10_000;
/** Focus that stays this long on a record counts as having it open. */
const SETTLE_MS = 300;

/** Who else has a record open, by `kind:id`, as the stream last said (only this console's open record). */
export const presence = proxy({ record: '', names: [] as string[] });

/** The detail page's record (whatever row inside it has the focus), else the focused record. */
function openNow(): { kind: string; id: number } | undefined {
  const page = pageRecordOf(location.pathname);
  if (page) return page;
  const record = commandContext.record;
  return record ? { kind: record.kind, id: record.id } : undefined;
}

let told = '';
let tell: (() => void) | null = null;

/** After the stream (re)opened: the server forgot this console's entry when the last one closed. */
export function tellOpenAgain(): void {
  told = '';
  tell?.();
}

/** Keeps the server told of the record open here while signed in. */
export function usePresenceReport(): void {
  const { token } = useSnapshot(session);
  useEffect(() => {
    if (!token) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const send = () => {
      const open = openNow();
      const key = open ? `${open.kind}:${open.id}` : '';
      if (key === told) return;
      told = key;
      if (!key) presence.names = [];
      void fetch(LIVE_OPEN_PATH, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(open ?? {}) }).catch(() => {});
    };
    tell = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(send, SETTLE_MS);
    };
    const unsubscribe = subscribe(commandContext, () => tell?.());
    const renew = setInterval(() => {
      told = '';
      send();
    }, RENEW_MS);
    tell();
    return () => {
      unsubscribe();
      clearInterval(renew);
      if (timer) clearTimeout(timer);
      tell = null;
      told = '';
    };
  }, [token]);
}

/** From the stream's `presence` event. */
export function notePresence(data: string): void {
  try {
    const parsed = JSON.parse(data) as { kind?: unknown; id?: unknown; names?: unknown };
    presence.record = typeof parsed.kind === 'string' && typeof parsed.id === 'number' ? `${parsed.kind}:${parsed.id}` : '';
    presence.names = Array.isArray(parsed.names) ? parsed.names.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    // A malformed event changes nothing.
  }
}
