// Issue 24: what others change shows here without a reload. The server's live stream (/api/live) says
// which records writes changed (kinds, ids, versions, who: kept in heard-changes.ts, so a key on one of
// them can say so first); the console then re-reads what it shows, through the same calls as
// always, so permissions hold and nothing is pushed that this user may not see. A burst of writes is at
// most one re-read per 250 ms. While the person is typing in a field, or a palette or dialog is open, the re-read waits for
// them (a form must never change under the keys). A lost stream reconnects and re-reads once, so nothing
// committed meanwhile is missed. The stream is read with fetch, so the token travels in a header.
import { createParser } from 'eventsource-parser';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { LIVE_STREAM_PATH } from '../../domain/constants';
import { isTypingTarget } from '../keys/typing-target';
import { palette } from '../state/palette';
import { bumpRefresh } from '../state/refresh';
import { session } from '../state/session';
import type { ChangedRecord } from '../../domain/live-writes';
import { noteHeard } from './heard-changes';
import { notePresence, tellOpenAgain } from './presence';

/** The records a `writes` event names (none when it names none, or says "many"). */
function recordsOf(data: string): (ChangedRecord & { by_name?: string })[] {
  try {
    const parsed = JSON.parse(data) as { records?: unknown };
    return Array.isArray(parsed.records) ? parsed.records.filter((r) => typeof r?.kind === 'string' && typeof r?.id === 'number') : [];
  } catch {
    return [];
  }
}

/** Writes heard within this long of a re-read are one more re-read, at the window's end. */
export const LIVE_COALESCE_MS = 250;
const RETRY_MS = [1_000, 2_000, 5_000, 10_000];

/** Whether re-reading now could move something under the person's hands. */
function personBusy(): boolean {
  return isTypingTarget(document.activeElement) || palette.open || document.querySelector('[role="dialog"][data-state="open"]') !== null;
}

/**
 * Re-reads once the person is not busy: at once after a quiet spell (the first write of a while shows
 * without waiting out a window), then at most once per LIVE_COALESCE_MS while writes keep coming.
 */
function rereadSoon(): (() => void) & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = -Infinity;
  const attempt = () => {
    timer = null;
    if (personBusy()) {
      timer = setTimeout(attempt, LIVE_COALESCE_MS);
      return;
    }
    last = Date.now();
    bumpRefresh();
  };
  const schedule = () => {
    timer ??= setTimeout(attempt, Math.max(0, last + LIVE_COALESCE_MS - Date.now()));
  };
  return Object.assign(schedule, { cancel: () => void (timer !== null && clearTimeout(timer)) });
}

/** Keeps the live stream open while signed in. */
export function useLiveUpdates(): void {
  const { token } = useSnapshot(session);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const reread = rereadSoon();
    let attempt = 0;
    let everOpen = false;
    const connect = async (): Promise<void> => {
      while (!controller.signal.aborted) {
        try {
          const response = await fetch(LIVE_STREAM_PATH, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
          // Signed out or ended: the next call says so and signs out; nothing to listen for.
          if (response.status === 401) return;
          if (!response.ok || !response.body) throw new Error(`live stream: HTTP ${response.status}`);
          const parser = createParser({
            onEvent: (message) => {
              if (message.event === 'ready') {
                // Back after a gap (or open only after failed tries since the screen first read): what
                // was committed meanwhile is read now.
                if (everOpen || attempt > 0) reread();
                everOpen = true;
                tellOpenAgain();
                attempt = 0;
              } else if (message.event === 'presence') notePresence(message.data);
              else if (message.event === 'writes') {
                noteHeard(recordsOf(message.data));
                reread();
              }
            },
          });
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            parser.feed(value);
          }
        } catch {
          if (controller.signal.aborted) return;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]));
      }
    };
    void connect();
    return () => {
      controller.abort();
      reread.cancel();
    };
  }, [token]);
}
