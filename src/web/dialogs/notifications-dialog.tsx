// The notifications dialog (spec §2): the signed-in account's station notices, newest first. Keyboard
// first: j/k or the arrows move, Enter opens a notice (marking it read), r flips read/unread, a marks all
// read. Every change answers with the unread count, which the navbar badge takes at once.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { StationNotice } from '../../../commands/notice-fields';
import { run } from '../commands/dispatcher';
import { useCommandQuery } from '../commands/use-command-query';
import { useT } from '../i18n/i18n';
import { timeAgoLong } from '../i18n/time-ago';
import { Button } from '../ui/button';
import { StatusTag, type Tone } from '../ui/status-tag';
import { DialogFrame } from './dialog-frame';
import { closeDialog } from './dialog-store';
import { setNoticeCount } from './notice-count';
import { formatWhen } from '../ui/date-format';

const PAGE = 20;
const tones: Record<StationNotice['category'], Tone> = { system: 'blue', group: 'cyan', announcement: 'purple' };

export default function NotificationsDialog() {
  const t = useT();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [size, setSize] = useState(PAGE);
  const { data, loading } = useCommandQuery('notice.list', { page_size: size, ...(unreadOnly ? { unread_only: true } : {}) });
  const [focus, setFocus] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const list = data?.list ?? [];

  useEffect(() => {
    if (data) setNoticeCount(data.unread);
  }, [data]);
  useEffect(() => {
    listRef.current?.focus();
  }, []);
  useEffect(() => {
    if (focus >= list.length && list.length) setFocus(list.length - 1);
    listRef.current?.querySelector(`[data-index="${focus}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [focus, list.length]);

  async function mark(args: { notice_ids: number[]; read: boolean } | { all: true }) {
    const answer = await run('notice.setRead', args, 'screen', { quiet: true }).catch(() => null);
    if (answer) setNoticeCount(answer.count);
  }

  function open(notice: StationNotice) {
    if (!notice.read) void mark({ notice_ids: [notice.id], read: true });
    if (notice.link) {
      closeDialog();
      navigate(notice.link);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = list[focus];
    const keys: Record<string, () => void> = {
      j: () => setFocus((f) => Math.min(f + 1, list.length - 1)),
      ArrowDown: () => setFocus((f) => Math.min(f + 1, list.length - 1)),
      k: () => setFocus((f) => Math.max(f - 1, 0)),
      ArrowUp: () => setFocus((f) => Math.max(f - 1, 0)),
      Home: () => setFocus(0),
      End: () => setFocus(Math.max(list.length - 1, 0)),
      Enter: () => current && open(current),
      r: () => current && void mark({ notice_ids: [current.id], read: !current.read }),
      a: () => void mark({ all: true }),
    };
    const action = keys[event.key];
    if (action) {
      // The console's own keys (a, r, j, k on lists) must not act on the page behind the dialog.
      event.preventDefault();
      event.stopPropagation();
      action();
    }
  }

  const unread = data?.unread ?? 0;
  const current = list[focus];
  return (
    <DialogFrame
      title={t('notices.dialog.title')}
      footer={
        <div className="flex w-full items-center justify-between gap-3">
          <span className="text-xs text-ink-muted">{t('notices.dialog.keys')}</span>
          {/* The highlighted notice's actions (Enter and r): here, not inside its option, where a button
              would be a control nested in a control that screen readers cannot reach. */}
          <div className="flex shrink-0 gap-2">
            {current?.link && <Button size="sm" variant="link" onClick={() => open(current)} data-testid="notice-open">{t('notices.dialog.open')}</Button>}
            {current && (
              <Button size="sm" onClick={() => void mark({ notice_ids: [current.id], read: !current.read })} data-testid="notice-toggle-read">
                {t(current.read ? 'notices.dialog.markUnread' : 'notices.dialog.markRead')}
              </Button>
            )}
            <Button size="sm" onClick={() => void mark({ all: true })} disabled={!unread} data-testid="notices-mark-all">{t('notices.dialog.markAllRead')}</Button>
          </div>
        </div>
      }
    >
      <div className="mb-3 flex items-center justify-between gap-3" data-testid="notifications-dialog">
        <span className="text-sm text-ink-soft" data-testid="notices-unread">{t('notices.dialog.unreadCount', { count: unread })}</span>
        <div className="flex rounded-md border border-line p-0.5 text-sm" role="group">
          {[false, true].map((only) => (
            <button key={String(only)} type="button" aria-pressed={unreadOnly === only} data-testid={only ? 'notices-filter-unread' : 'notices-filter-all'}
              onClick={() => { setUnreadOnly(only); setFocus(0); }}
              className={`rounded px-2.5 py-0.5 ${unreadOnly === only ? 'bg-primary-50 text-primary' : 'text-ink-soft hover:text-ink'}`}>
              {t(only ? 'notices.dialog.unreadOnly' : 'notices.dialog.all')}
            </button>
          ))}
        </div>
      </div>
      {!loading && !list.length && <p className="py-8 text-center text-sm text-ink-muted" data-testid="notices-empty">{t(unreadOnly ? 'notices.dialog.emptyUnread' : 'notices.dialog.empty')}</p>}
      <ul ref={listRef} tabIndex={0} role="listbox" aria-label={t('notices.dialog.title')} aria-activedescendant={list[focus] ? `notice-${list[focus].id}` : undefined}
        onKeyDown={onKeyDown} className="-mx-2 outline-none" data-testid="notices-list">
        {list.map((notice, index) => (
          <li key={notice.id} id={`notice-${notice.id}`} role="option" aria-selected={index === focus} data-index={index}
            data-testid="notice-item" data-notice-id={notice.id} data-read={notice.read} data-focused={index === focus}
            onClick={() => setFocus(index)}
            className={`group flex gap-3 rounded-md px-2 py-2.5 ${index === focus ? 'bg-primary-50 ring-1 ring-primary-200' : ''}`}>
            <span className={`mt-1.5 size-2 shrink-0 rounded-full ${notice.read ? 'bg-transparent' : 'bg-primary-500'}`} role={notice.read ? undefined : 'img'} aria-label={notice.read ? undefined : t('notices.dialog.unread')} />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className={`text-sm ${notice.read ? 'text-ink-soft' : 'font-semibold text-ink'}`}>{notice.title}</span>
                <StatusTag tone={tones[notice.category]}>{t(`notices.category.${notice.category}`)}</StatusTag>
                <span className="ml-auto text-xs text-ink-muted" title={formatWhen(notice.created_at)}>{timeAgoLong(notice.created_at)}</span>
              </div>
              <p className="mt-0.5 text-sm text-ink-soft">{notice.content}</p>
            </div>
          </li>
        ))}
      </ul>
      {data && data.total > list.length && (
        <div className="pt-2 text-center">
          <Button size="sm" variant="text" onClick={() => setSize((s) => Math.min(s + PAGE, 200))} data-testid="notices-more">{t('notices.dialog.more')}</Button>
        </div>
      )}
    </DialogFrame>
  );
}
