// The dry run, grouped: how many will change, the refusals by reason with their rows, and the messages
// it would send with their cost. One Enter runs it.
import { Command } from 'cmdk';
import { useT } from '../i18n/i18n';
import { Kbd } from '../ui/kbd';
import { useTotalReachWords } from '../preview/confirm-reach';
import type { DryRun } from './bulk-api';

const SHOWN_IDS = 8;

/** The first rows of a group by name and id ('Jane Citizen #12, #13'), then how many more. */
function Ids({ ids, names }: { ids: readonly number[]; names: Readonly<Record<string, string>> }) {
  const t = useT();
  return (
    <span className="text-ink-muted" data-testid="bulk-named-rows">
      {ids.slice(0, SHOWN_IDS).map((id) => rowName(id, names)).join(', ')}
      {ids.length > SHOWN_IDS && ` ${t('bulk.moreRows', { count: ids.length - SHOWN_IDS })}`}
    </span>
  );
}

export const rowName = (id: number, names: Readonly<Record<string, string>>) => (names[id] ? `${names[id]} #${id}` : `#${id}`);

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** `sends`: the command texts people (counts read as recipients); `mapped`: the selected rows named fewer people. */
export function DryRunView({ dry, title, onRun, sends = false, mapped }: { dry: DryRun; title: string; onRun: () => void; sends?: boolean; mapped?: { count: number; people: number } }) {
  const t = useT();
  const refusedCount = dry.refused.reduce((sum, g) => sum + g.count, 0);
  const { sms, email } = dry.messages;
  // What changing those rows reaches beyond them, all told (disabling facilities: their upcoming shifts).
  const reach = useTotalReachWords(dry.reach, dry.change.count);
  return (
    <>
      <div className="mb-2 rounded-md border border-line px-3 py-2.5 text-sm" data-testid="bulk-dry-run" data-change={dry.change.count} data-refused={refusedCount}>
        <div className="font-medium text-ink">{t('bulk.dryTitle', { title, count: dry.total.toLocaleString() })}</div>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          <span className="font-medium text-success" data-testid="bulk-will-change">{t(sends ? 'bulk.willReceive' : 'bulk.willChange', { count: dry.change.count.toLocaleString() })}</span>
          {refusedCount > 0 && <span className="font-medium text-danger" data-testid="bulk-will-refuse">{t('bulk.willRefuse', { count: refusedCount.toLocaleString() })}</span>}
        </div>
        {dry.change.count > 0 && <div className="mt-1 text-xs" data-testid="bulk-change-names"><Ids ids={dry.change.ids} names={dry.names} /></div>}
        {reach && <div className="mt-1 font-medium text-danger" data-testid="bulk-reach">{reach}</div>}
        {mapped && <div className="mt-1 text-ink-soft" data-testid="bulk-mapped">{t('bulk.mappedFrom', { count: mapped.count, people: mapped.people })}</div>}
        {dry.refused.length > 0 && (
          <ul className="mt-2 space-y-1.5 border-t border-line pt-2">
            {dry.refused.map((group) => (
              <li key={`${group.reason}|${group.msg}`} data-testid="bulk-refusal" data-reason={group.reason} data-count={group.count} className="leading-snug">
                <span className="mr-1.5 inline-block rounded bg-danger-50 px-1.5 text-xs font-medium text-danger">{group.count}</span>
                <span className="font-medium text-ink">{t(`bulk.reason.${group.reason}`)}</span>
                <span className="text-ink-soft"> · {group.msg}</span>
                <div className="text-xs"><Ids ids={group.ids} names={dry.names} /></div>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-2 border-t border-line pt-2 text-ink-soft" data-testid="bulk-messages" data-sms={sms.count} data-email={email.count}>
          {sms.count + email.count === 0 ? (
            t('bulk.noMessages')
          ) : (
            <>
              <div className="text-xs font-medium text-ink-muted">{t('bulk.messages')}</div>
              {sms.count > 0 && <div>{t('bulk.sms', { count: sms.count, segments: sms.segments, cost: money(sms.cost_cents) })}</div>}
              {email.count > 0 && <div>{t('bulk.email', { count: email.count })}</div>}
              {/* Who gets what: the first few messages as they would go. */}
              <ul className="mt-1 space-y-0.5 text-xs text-ink-muted" data-testid="bulk-samples">
                {dry.messages.samples.map((m, i) => (
                  <li key={i} className="truncate" title={m.body}>{dry.names[m.record_id] ? `${dry.names[m.record_id]} (${m.recipient})` : m.recipient} · “{m.body}”</li>
                ))}
              </ul>
            </>
          )}
        </div>
        {dry.examined < dry.total && <div className="mt-2 text-xs text-ink-muted">{t('bulk.notExamined', { examined: dry.examined, total: dry.total })}</div>}
      </div>
      {dry.change.count > 0 || dry.examined < dry.total ? (
        <Command.Item value="confirm" onSelect={onRun} data-testid="palette-item" data-confirm className="palette-item">
          <span className="flex-1">{sends ? t('bulk.sendIt', { count: dry.change.count.toLocaleString() }) : t('bulk.runIt', { total: dry.total.toLocaleString(), count: dry.change.count.toLocaleString() })}</span>
          <Kbd kbd="enter" />
        </Command.Item>
      ) : (
        <div className="px-3 py-2 text-sm text-ink-muted">{t('bulk.nothingChanges')}</div>
      )}
    </>
  );
}
