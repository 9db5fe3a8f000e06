// Whether a preview says the action cannot go ahead, and why in words: an answer with a `can_…` flag
// that is false (order preview: can_create ✗), its reason and problems; or hard conflicts (assign).
// The confirm is then disabled and gives this reason instead of sending a call the server would refuse.
import { tMessage } from '../i18n/i18n';

type Answer = Record<string, unknown>;

const texts = (list: unknown, pick: (item: Answer) => boolean = () => true): string[] =>
  Array.isArray(list) ? list.filter((i): i is Answer => typeof i === 'object' && i !== null && typeof (i as Answer).message === 'string' && pick(i as Answer)).map((i) => String(i.message)) : [];

/** The reasons the action cannot go ahead (de-duplicated, in the current language), or null when it can. */
export function previewRefusal(preview: unknown): string[] | null {
  if (typeof preview !== 'object' || preview === null || Array.isArray(preview)) return null;
  const answer = preview as Answer;
  const flags = Object.entries(answer).filter(([k, v]) => k.startsWith('can_') && typeof v === 'boolean');
  const hard = texts(answer.conflicts, (c) => c.severity === 'hard');
  if (!flags.some(([, v]) => v === false) && hard.length === 0) return null;
  const reasons = [typeof answer.reason === 'string' ? answer.reason : '', ...texts(answer.problems), ...hard].filter(Boolean).map(tMessage);
  return [...new Set(reasons)];
}
