// The navbar's bell: the signed-in account's unread notices as a badge; opens the notifications dialog.
// The count is read on mount, every minute, when the window regains focus and after any write.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { getCommand } from '../../../commands';
import { noticeCount, refreshNoticeCount } from '../dialogs/notice-count';
import { openDialog } from '../dialogs/dialog-store';
import { useT } from '../i18n/i18n';
import { refresh } from '../state/refresh';

const POLL_MS = 60_000;
const openKbd = getCommand('notice.open').kbd!;

export function NoticeBell() {
  const t = useT();
  const { count } = useSnapshot(noticeCount);
  const { key } = useSnapshot(refresh);
  useEffect(() => void refreshNoticeCount(), [key]);
  useEffect(() => {
    const poll = window.setInterval(() => void refreshNoticeCount(), POLL_MS);
    const onFocus = () => void refreshNoticeCount();
    const onVisible = () => document.visibilityState === 'visible' && onFocus();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(poll);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  const label = count ? t('notices.bellUnread', { count }) : t('notices.bell');
  return (
    <button
      type="button"
      onClick={() => openDialog('notifications', {})}
      aria-label={label}
      title={`${label} (${openKbd})`}
      data-testid="notice-bell"
      data-count={count ?? ''}
      className="relative flex h-12 w-10 shrink-0 items-center justify-center text-ink-soft transition-colors hover:bg-black/[0.025] hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className="size-[18px]" aria-hidden>
        <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15Z" />
        <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
      </svg>
      {!!count && (
        <span data-testid="notice-badge" aria-hidden className="absolute top-2 right-0.5 min-w-4 rounded-full bg-danger px-1 text-center text-[10px] leading-4 font-medium text-white tabular-nums">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
