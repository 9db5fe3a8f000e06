import { StatusPage } from './status-page';

export default function NotFoundPage() {
  return <StatusPage code={404} keyPrefix="notFound" testId="not-found" />;
}
