// What checking a worker out would record, in the person's words before the confirming Enter (issue 22
// §5): when they worked on the facility's clock, the paid hours, each loading with its hours, multiplier
// and cost, and the total. Loadings split over two days (a night shift) are one line each.
import type { AssignedWorker } from '../../../commands/order-staff';
import { payLoadings } from '../../domain/enums/employment';
import { formatCents } from '../../domain/format/cents';
import { stateTimeZone } from '../../domain/state-time-zones';
import type { ShiftFacts } from '../queries/assignment-facts';
import type { TimesheetCost } from '../queries/timesheet-cost';

const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

function loadingLabel(loading: string): string {
  return loading === 'ordinary' ? 'Ordinary hours' : (payLoadings.label(loading as never) ?? loading);
}

export function checkOutPreviewOf(worker: AssignedWorker, shift: ShiftFacts, worked: { startsAt: string; endsAt: string; breakMinutes: number }, cost: TimesheetCost) {
  const byLoading = new Map<string, { minutes: number; multiplier: number; cents: number }>();
  for (const line of cost.lines) {
    const key = `${line.loading}|${line.multiplier}`;
    const sum = byLoading.get(key) ?? { minutes: 0, multiplier: line.multiplier, cents: 0 };
    byLoading.set(key, { ...sum, minutes: sum.minutes + line.minutes, cents: sum.cents + line.cents });
  }
  const loadings = [...byLoading].map(([key, l]) => ({ loading: loadingLabel(key.split('|')[0]), hours: hoursOf(l.minutes), multiplier: l.multiplier, cents: l.cents }));
  const zone = stateTimeZone(shift.state);
  const day = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: zone });
  const clock = new Intl.DateTimeFormat('en-AU', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone });
  const when = `${day.format(new Date(worked.startsAt))}, ${clock.format(new Date(worked.startsAt))}–${clock.format(new Date(worked.endsAt))} (${zone})`;
  const parts = loadings.map((l) => `${l.loading}: ${l.hours} h × ${l.multiplier} = ${formatCents(l.cents)}`);
  const summary = `${worker.name} worked ${when} with a ${worked.breakMinutes}-minute break: ${cost.hours} paid hours at ${formatCents(cost.hourlyRateCents)} an hour. ${parts.join('; ')}. Cost ${formatCents(cost.amountCents)}.`;
  return {
    staff_id: worker.staff_id, name: worker.name, summary, worked_starts_at: worked.startsAt, worked_ends_at: worked.endsAt, break_minutes: worked.breakMinutes,
    hours: cost.hours, hourly_rate_cents: cost.hourlyRateCents, loadings, amount_cents: cost.amountCents, version: worker.version,
  };
}
