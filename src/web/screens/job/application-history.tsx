import type { z } from 'zod';
import type { staffJobApplicationDetail } from '../../../../commands/application-lists';
import { applicationStatus } from '../../../domain/enums/application-status';
import { enumLabel, useT } from '../../i18n/i18n';
import { timeAgoLong } from '../../i18n/time-ago';
import { allEnums } from '../../../domain/enums/index';

type Event = z.infer<typeof staffJobApplicationDetail.result>['events'][number];

const STEP_ENUMS = ['workflowSteps', 'applicationActionLabels', 'applicationEventKinds'];
const stepEnums = allEnums.filter((e) => STEP_ENUMS.includes(e.name));

/** The step's label in the current language, from whichever table names it. */
function stepLabel(event: Event): string {
  const e = stepEnums.find((x) => x.has(event.step));
  return e ? enumLabel(e, event.step) : event.label;
}

/** What a step needed, in one line: the server's summary of its details, else its note. */
function detailLine(event: Event): string {
  const d = event.details;
  return String(d.summary ?? d.note ?? d.reason ?? '');
}

/** The focused application's history, newest first: every step and op, who took it, when. */
export function ApplicationHistory({ events }: { events: readonly Event[] }) {
  const t = useT();
  if (!events.length) return <p className="px-5 py-4 text-sm text-ink-muted">{t('workflow.history.empty')}</p>;
  return (
    <ol className="space-y-3 px-5 py-4 text-sm" data-testid="application-history">
      {events.map((e) => (
        <li key={e.id} className="border-l-2 border-line pl-3" data-step={e.step}>
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-medium text-ink">{stepLabel(e)}</span>
            <time dateTime={e.created_at} className="shrink-0 text-xs text-ink-muted">{timeAgoLong(e.created_at)}</time>
          </div>
          {e.from_status !== e.to_status && (
            <div className="text-xs text-ink-soft">
              {enumLabel(applicationStatus, e.from_status)} → {enumLabel(applicationStatus, e.to_status)}
            </div>
          )}
          {detailLine(e) && <p className="mt-0.5 text-xs text-ink-soft">{detailLine(e)}</p>}
          {e.account_name && <p className="text-xs text-ink-muted">{t('workflow.history.by', { name: e.account_name })}</p>}
        </li>
      ))}
    </ol>
  );
}
