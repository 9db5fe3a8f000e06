// The signed-in account's unread notice count (notice.unreadCount), shared by the navbar bell and the
// notifications dialog: the dialog sets it from set_station_notice_read's answer, so the badge drops at once.
import { proxy } from 'valtio';
import { run } from '../commands/dispatcher';

export const noticeCount = proxy({ count: null as number | null });

let inFlight: Promise<void> | null = null;

/** Re-reads the count quietly: a failed poll keeps the last count and shows no toast. */
export function refreshNoticeCount(): Promise<void> {
  inFlight ??= run('notice.unreadCount', {}, 'screen', { record: false, inPlace: true, quiet: true })
    .then((r) => void (noticeCount.count = r.count))
    .catch(() => {})
    .finally(() => (inFlight = null));
  return inFlight;
}

export function setNoticeCount(count: number): void {
  noticeCount.count = count;
}
