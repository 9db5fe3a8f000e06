import { useLocation } from 'wouter';
import { AlsoOpen } from './also-open';
import { pageRecordOf } from './page-record';

/**
 * "Also open: <names>" at the top of any detail page whose record is open in someone else's console
 * (issue 24). Placed once by the shell, over every page; nothing shows on other pages, or when nobody else has it.
 */
export function PagePresence() {
  const [path] = useLocation();
  const record = pageRecordOf(path);
  return record ? <AlsoOpen kind={record.kind} id={record.id} className="mb-2" /> : null;
}
