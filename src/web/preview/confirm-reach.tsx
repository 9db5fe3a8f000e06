// A destructive change's confirm names the action, the record and what it reaches, counted by the server
// (change_reach, commands/confirm-reach.ts): 'Disable Brolga Home Care: 4 active facilities, 12 upcoming
// shifts and 3 active operators who can no longer sign in'. Used by the palette's confirm and the forms'.
import { useEffect, useState } from 'react';
import type { ReachCount, ReachAction, ReachSubject } from '../../../commands/confirm-reach';
import type { CommandSource } from '../state/command-history';
import { errorMessage, isAbort } from '../api/api-error';
import { run } from '../commands/dispatcher';
import { tMessage, useT } from '../i18n/i18n';
import { tCount } from '../i18n/plural';
import { settings } from '../state/settings';

export interface Reach { subject: ReachSubject; id: number; action: ReachAction }
interface ReachAnswer { name: string; provider_name: string | null; counts: { what: ReachCount; count: number }[] }

/** Counts that only say more about the one before them: left out at zero ('0 booked on them'). */
const FOLLOWING = new Set<ReachCount>(['booked_workers', 'active_operators', 'workers_texted', 'workers_without_phone']);
/** A rejected disable changes nothing beyond the request: the action alone says it. */
const WITHOUT_COUNTS = new Set<ReachAction>(['rejectDisable']);

/** The server's count of what `reach` touches (undefined while it is read), or the reason it could not be read. */
export function useChangeReach(reach: Reach | undefined, source: CommandSource): { answer?: ReachAnswer; error?: string } {
  const [state, setState] = useState<{ key: string; answer?: ReachAnswer; error?: string }>({ key: '' });
  const key = reach ? `${reach.subject}:${reach.id}` : '';
  useEffect(() => {
    if (!reach) return;
    const controller = new AbortController();
    run('provider.changeReach', { subject: reach.subject, id: reach.id }, source, { quiet: true, record: false, inPlace: true, signal: controller.signal })
      .then((answer) => setState({ key, answer: answer as ReachAnswer }))
      .catch((error: unknown) => {
        if (!isAbort(error)) setState({ key, error: tMessage(errorMessage(error)) });
      });
    return () => controller.abort();
  }, [key]);
  return state.key === key ? state : {};
}

/** The sentence: the action in words, then what it reaches ('…: 4 active facilities and 12 upcoming shifts'). */
function sentenceOf(t: ReturnType<typeof useT>, reachAction: ReachAction, action: string, counts: ReachAnswer['counts']): { action: string; sentence: string } {
  if (WITHOUT_COUNTS.has(reachAction)) return { action, sentence: action };
  const parts = counts.filter((c) => c.count > 0 || !FOLLOWING.has(c.what)).map((c) => tCount(t, `preview.reach.counts.${c.what}`, { count: c.count }));
  const list = new Intl.ListFormat(settings.language === 'zh' ? 'zh-CN' : 'en-AU', { type: 'conjunction' }).format(parts);
  return { action, sentence: t('preview.reach.sentence', { action, counts: list || t('preview.reach.nothing') }) };
}

/** The action in words ('Disable Brolga Home Care'), and the whole sentence with its counts. */
export function useReachWords(reach: Reach | undefined, answer: ReachAnswer | undefined): { action: string; sentence: string } | undefined {
  const t = useT();
  if (!reach || !answer) return undefined;
  const name = answer.provider_name ? t('preview.reach.ofProvider', { name: answer.name, provider: answer.provider_name }) : answer.name;
  return sentenceOf(t, reach.action, t(`preview.reach.actions.${reach.action}`, { name }), answer.counts);
}

/** Over a selection: the total the bulk dry run counted for the rows that would change ('Disable 3 facilities: 12 upcoming shifts'). */
export function useTotalReachWords(total: { action: ReachAction; counts: ReachAnswer['counts'] } | null, rows: number): string | undefined {
  const t = useT();
  if (!total) return undefined;
  return sentenceOf(t, total.action, tCount(t, `preview.reach.bulkActions.${total.action}`, { count: rows }), total.counts).sentence;
}

/** The reach of one change, read and worded here: for a screen that shows it beside its own preview. */
export function ReachLine({ reach, source }: { reach: Reach; source: CommandSource }) {
  const { answer, error } = useChangeReach(reach, source);
  const words = useReachWords(reach, answer);
  return (
    <div data-testid="reach-line" className="rounded-md border border-[#ffccc7] bg-[#fff2f0] px-3 py-2">
      <ReachHeading words={words} error={error} />
    </div>
  );
}

/** The confirm's heading: the sentence once counted; meanwhile (or if it cannot be read) says so. */
export function ReachHeading({ words, error }: { words?: { sentence: string }; error?: string }) {
  const t = useT();
  return (
    <div data-testid="confirm-reach" data-ready={words ? '' : undefined} className="font-medium text-ink">
      {words ? words.sentence : error ? <span className="text-danger">{error}</span> : <span className="text-ink-muted">{t('preview.reach.counting')}</span>}
    </div>
  );
}
