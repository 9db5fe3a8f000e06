// Pieces both pay documents' detail panels share: the status tag, labelled facts, the replacement links,
// the action buttons of the rules table, and a shift's times on its facility's clock.
import type { ReactNode } from 'react';
import { registry, type AnyCommand } from '../../../../commands';
import { payDocumentStatus } from '../../../domain/enums/pay';
import { stateTimeZone } from '../../../domain/state-time-zones';
import { triggerCommand } from '../../commands/trigger-command';
import { enumLabel, useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { StatusTag } from '../../ui/status-tag';
import { payTone } from './pay-lists';
import { dateFormat } from '../../ui/date-format';

export function PayStatus({ status, testId }: { status: string; testId?: string }) {
  return <StatusTag tone={payTone[status] ?? 'grey'} testId={testId}>{enumLabel(payDocumentStatus, status)}</StatusTag>;
}

export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex gap-3 py-1 text-sm">
      <dt className="w-28 shrink-0 text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-ink" data-testid={testId}>{children}</dd>
    </div>
  );
}

interface Link { id: number; number: string; status: string; amount: string }

/** "Replaces PS-000012" / "Replaced by PS-000040", each opening the other document in the list. */
export function ReplacementLinks({ replaces, replacedBy, focusParam }: { replaces: Link | null; replacedBy: Link | null; focusParam: string }) {
  const t = useT();
  const link = (label: string, l: Link, testId: string) => (
    <Fact label={label} testId={testId}>
      <a className="text-primary hover:underline" href={`${location.pathname}?${focusParam}=${l.id}`}>{l.number}</a>
      <span className="ml-2 text-ink-muted">{l.amount} · {enumLabel(payDocumentStatus, l.status)}</span>
    </Fact>
  );
  return (
    <>
      {replaces && link(t('pay.replaces'), replaces, 'pay-replaces')}
      {replacedBy && link(t('pay.replacedBy'), replacedBy, 'pay-replaced-by')}
    </>
  );
}

/** One button per action the rules table allows now; each runs like its key (the palette asks for a reason). */
export function PayActions({ actions, prefix }: { actions: readonly { action: string; danger: boolean }[]; prefix: 'payslip' | 'invoice' }) {
  const t = useT();
  if (!actions.length) return <p className="text-sm text-ink-muted">{t('pay.noActions')}</p>;
  return (
    <div className="flex flex-wrap gap-2" data-testid="pay-actions">
      {actions.map((a) => {
        const command = registry.byId.get(`${prefix}.${a.action}`) as AnyCommand | undefined;
        return (
          <Button key={a.action} size="sm" variant={a.action === 'approve' ? 'primary' : 'default'} danger={a.danger} data-testid={`pay-action-${a.action}`}
            onClick={() => command && triggerCommand(command, 'screen')}>
            {t(`pay.${a.action}`)}{command?.kbd && <span className="ml-1 text-xs">{command.kbd}</span>}
          </Button>
        );
      })}
    </div>
  );
}

/** `Mon 13 Oct 07:00–15:30` on the facility's clock. */
export function shiftTimes(startsAt: string, endsAt: string, state: string): string {
  const zone = stateTimeZone(state);
  const day = dateFormat({ timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(startsAt));
  const time = dateFormat({ timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day} ${time.format(new Date(startsAt))}–${time.format(new Date(endsAt))}`;
}
