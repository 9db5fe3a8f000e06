import { NotBuiltDialog } from './not-built-dialog';

/** Station notices and announcements for the signed-in admin. Messaging and tools brings the notice commands. */
export default function NotificationsDialog() {
  return <NotBuiltDialog id="notifications" area="messaging" />;
}
