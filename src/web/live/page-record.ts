// Issue 24, presence on detail pages: the record a page is about, read from its address by the record
// kinds' own detail paths (commands/record-kinds.ts), so every detail page (applicant, worker, provider,
// shift order, incident…) counts, with nothing to add to each page. A kind whose detail is a panel on a
// list (`/job/applications?application=8`) has no page of its own: its panel says so itself.
import { recordKindIds, recordKinds, type RecordKind } from '../../../commands/record-kinds';

export function pageRecordOf(pathname: string): { kind: RecordKind; id: number } | undefined {
  const id = Number(/\/(\d{1,9})$/.exec(pathname)?.[1] ?? 0);
  if (!id) return undefined;
  const kind = recordKindIds.find((k) => recordKinds[k].detailPath(id) === pathname);
  return kind ? { kind, id } : undefined;
}
