// Demo rows of the shift-work area: a timesheet for every checked-out worker (costed through the rate
// table like a real check-out), most older ones approved, some queried with the comments that say why,
// and incidents reported from shifts that happened. Dates come from the seed's epoch, never the clock.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { costShift } from '../../../domain/pay/shift-cost';
import { isAuState } from '../../../domain/pay/au-state';
import type { IncidentCategoryCode, IncidentSeverityCode, IncidentStatusCode } from '../../../domain/enums/shift-work';
import { facilities, positionLevels, positions, shifts, shiftWorkers, staff, timesheetComments, timesheets, incidents } from '../../db/schema';
import { insertRows } from '../bulk-insert';
import { DAY_MS, EPOCH_MS, isoAt } from '../clock';
import type { AreaSeedContext } from './area-seed';

const HOUR_MS = 3_600_000;
/** 'large' seeds one checked-out worker in this many. */
const LARGE_SAMPLE_EVERY = 10;

const QUERIES = [
  'Break recorded as 30 min but the facility says the worker took none. Please confirm.',
  'Sign-out sheet shows 14:45, not 15:00. Can you check with the RN on duty?',
  'Worker says they stayed 45 minutes late for a handover. Facility to confirm.',
  'Duplicate of an earlier shift? Same facility and times on the roster.',
];
const ANSWERS = ['Confirmed with the facility manager: times are correct as recorded.', 'Facility confirmed the handover; updating the finish time.', 'Checked the roster: not a duplicate.'];
const COORDINATORS = ['Olivia Brennan', 'Raj Malhotra', 'Sophie Tran', 'Liam O’Connor'];

const INCIDENTS: readonly [IncidentCategoryCode, IncidentSeverityCode, string, string, string][] = [
  ['fall', 'medium', 'Resident found on floor beside bed', 'Resident found sitting on the floor at 02:10 during rounds, no visible injury. Said they tried to reach the toilet alone.', 'Assisted up with a lifter, observations taken, RN and family informed, falls risk assessment requested.'],
  ['medication', 'high', 'Evening medication given 2 hours late', 'Webster pack for room 14 not given at 18:00; found at 20:00 during handover.', 'RN reviewed, GP called, no adverse effects observed. Medication round checklist updated.'],
  ['behaviour', 'medium', 'Resident verbally aggressive during shower', 'Resident became distressed and shouted at the worker during assisted shower, refused to continue.', 'Worker stepped back and offered later; behaviour support plan followed; incident noted in care plan.'],
  ['worker_injury', 'high', 'Worker strained back during transfer', 'Worker felt lower back pain while transferring a resident from wheelchair to bed without a second carer available.', 'Worker stopped duties, first aid given, advised to see GP. Two-person transfer reminder issued to facility.'],
  ['property', 'low', "Resident's hearing aid missing", 'Left hearing aid not found after morning care; last seen on the bedside table the night before.', 'Room and laundry searched; family informed; item logged as missing.'],
  ['complaint', 'low', 'Family complaint about late breakfast', "Resident's daughter complained breakfast arrived after 09:30 two days running.", 'Shared with the facility manager; kitchen timing reviewed.'],
  ['abuse_neglect', 'critical', 'Unexplained bruising on resident forearm', 'Bruising noticed on the left forearm during personal care; resident could not say how it happened.', 'Photographed and reported to RN and facility manager; reported under the Serious Incident Response Scheme.'],
  ['other', 'low', 'Fire alarm during night shift', 'False fire alarm at 03:40 triggered by a toaster in the staff room; residents in wing B woke.', 'Evacuation not needed; fire panel reset by facility staff; residents settled.'],
];

export async function seedShiftWork({ tx, scale, stream }: AreaSeedContext): Promise<Record<string, number>> {
  // A checked-out worker worked the shift's own times, unless told otherwise.
  await tx.execute(sql`update ${shiftWorkers} sw set worked_starts_at = s.starts_at, worked_ends_at = s.ends_at, worked_break_minutes = s.break_minutes
    from ${shifts} s where s.id = sw.shift_id and sw.checked_out_at is not null`);

  const lowest = tx
    .select({ rate: sql`min(${positionLevels.hourlyRate})` })
    .from(positionLevels)
    .innerJoin(positions, eq(positions.id, positionLevels.positionId))
    .where(eq(sql`lower(${positions.name})`, sql`lower(${shifts.position})`));
  const worked = await tx
    .select({
      id: shiftWorkers.id, shiftId: shifts.id, staffId: shiftWorkers.staffId, startsAt: shifts.startsAt, endsAt: shifts.endsAt, breakMinutes: shifts.breakMinutes,
      checkedOutAt: shiftWorkers.checkedOutAt, state: facilities.state,
      rate: sql<string | null>`coalesce((select pl.hourly_rate from position_levels pl where pl.id = ${staff.levelId}), (${lowest}))`,
    })
    .from(shiftWorkers)
    .innerJoin(shifts, eq(shifts.id, shiftWorkers.shiftId))
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .innerJoin(staff, eq(staff.id, shiftWorkers.staffId))
    .where(and(isNotNull(shiftWorkers.checkedOutAt), scale === 'large' ? sql`${shiftWorkers.id} % ${LARGE_SAMPLE_EVERY} = 0` : undefined))
    .orderBy(shiftWorkers.id);

  const rng = stream('shift-work/timesheets');
  const sheets: (typeof timesheets.$inferInsert)[] = [];
  const queried: { index: number; at: number; answered: boolean }[] = [];
  for (const w of worked) {
    if (!isAuState(w.state) || w.rate === null) continue;
    const cost = costShift({ startsAt: w.startsAt, endsAt: w.endsAt, breakMinutes: w.breakMinutes, state: w.state, employmentType: 1, baseRateCents: Math.round(Number(w.rate) * 100) });
    const checkedMs = Date.parse(w.checkedOutAt!);
    const ageDays = (EPOCH_MS - checkedMs) / DAY_MS;
    // Approved within about a week; the last fortnight's still pending, a few queried.
    const roll = rng.float(0, 1);
    const status = ageDays > 14 ? (roll < 0.95 ? 'approved' : 'queried') : roll < 0.12 ? 'queried' : roll < 0.35 && ageDays > 5 ? 'approved' : 'pending';
    const approvedAt = status === 'approved' ? isoAt(checkedMs + rng.int(1, 6) * DAY_MS + rng.int(0, 8) * HOUR_MS) : null;
    if (status === 'queried') queried.push({ index: sheets.length, at: checkedMs + rng.int(2, 30) * HOUR_MS, answered: rng.chance(0.5) });
    sheets.push({
      shiftWorkerId: w.id, shiftId: w.shiftId, staffId: w.staffId, status, startsAt: w.startsAt, endsAt: w.endsAt, breakMinutes: w.breakMinutes,
      hours: Math.round((cost.minutes / 60) * 100) / 100, hourlyRateCents: Math.round(Number(w.rate) * 100), amountCents: cost.totalCents,
      // insertRows sends each cell as the driver would: a jsonb cell travels as its JSON text.
      lines: JSON.stringify(cost.lines) as never,
      calculatedAt: w.checkedOutAt!, approvedAt, createdAt: w.checkedOutAt!, updatedAt: approvedAt ?? w.checkedOutAt!,
    });
  }
  await insertRows(tx, timesheets, sheets);

  const ids = await tx.select({ id: timesheets.id, shiftWorkerId: timesheets.shiftWorkerId }).from(timesheets);
  const idOf = new Map(ids.map((r) => [r.shiftWorkerId, r.id]));
  const comments: (typeof timesheetComments.$inferInsert)[] = [];
  for (const q of queried) {
    const timesheetId = idOf.get(sheets[q.index]!.shiftWorkerId)!;
    const author = rng.pick(COORDINATORS);
    comments.push({ timesheetId, authorName: author, body: rng.pick(QUERIES), createdAt: isoAt(q.at) });
    if (q.answered) comments.push({ timesheetId, authorName: rng.pick(COORDINATORS), body: rng.pick(ANSWERS), createdAt: isoAt(q.at + rng.int(3, 40) * HOUR_MS) });
  }
  await insertRows(tx, timesheetComments, comments);

  // Incidents on shifts that happened, spread over the last four months.
  const irng = stream('shift-work/incidents');
  const candidates = worked.filter((_, i) => i % 9 === 0).slice(0, scale === 'large' ? 400 : 48);
  const reported: (typeof incidents.$inferInsert)[] = candidates.map((w) => {
    const [category, severity, title, description, action] = irng.pick(INCIDENTS);
    const occurredMs = Date.parse(w.startsAt) + irng.int(1, Math.max(1, Math.floor((Date.parse(w.endsAt) - Date.parse(w.startsAt)) / HOUR_MS) - 1)) * HOUR_MS;
    const age = (EPOCH_MS - occurredMs) / DAY_MS;
    const status: IncidentStatusCode = age > 30 ? (irng.chance(0.85) ? 'closed' : 'investigating') : irng.chance(0.5) ? 'open' : 'investigating';
    const createdAt = isoAt(occurredMs + irng.int(1, 10) * HOUR_MS);
    return {
      shiftId: w.shiftId, staffId: category === 'worker_injury' || irng.chance(0.7) ? w.staffId : null, category, severity, status, title, description, actionTaken: action,
      occurredAt: isoAt(occurredMs), reporterName: irng.pick(COORDINATORS), createdAt, updatedAt: createdAt,
    };
  });
  await insertRows(tx, incidents, reported);
  return { timesheets: sheets.length, timesheet_comments: comments.length, incidents: reported.length };
}
