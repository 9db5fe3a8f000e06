import { StatusPage } from './status-page';

/** /401: a page the user's roles do not permit (spec §6). */
export default function UnauthorizedPage() {
  return <StatusPage code={401} keyPrefix="unauthorized" testId="unauthorized" />;
}
