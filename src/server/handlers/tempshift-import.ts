// Temp shifts from a CSV (a roster export): one report row per CSV line. Good rows are kept and bad ones
// are named with what is wrong, so one typo does not hold back a week of shifts. csv-parse reads quoted
// commas, line breaks in quotes and Excel's byte-order mark. Headings are matched loosely (case,
// spaces, underscores); a facility is named by its id or its name among the provider's facilities.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { centsFrom, shiftTimeProblem, TIME_OF_DAY } from '../../domain/temp-shift-rules';
import { invalidArguments } from '../app-error';
import { facilities, tempShifts } from '../db/schema';
import { needsApproval } from '../queries/master-board-provider';
import type { HandlerContext } from './types';

export const MAX_IMPORT_ROWS = 500;

/** Field → the headings people give it. */
export const TEMP_SHIFT_CSV_HEADINGS = {
  facility: ['facility', 'facility name', 'facility id', 'site'],
  position: ['position', 'role', 'job role'],
  date: ['date', 'shift date'],
  start: ['start', 'start time', 'from'],
  end: ['end', 'end time', 'to', 'finish'],
  break_minutes: ['break', 'break minutes', 'break mins'],
  hourly_rate: ['hourly rate', 'rate', 'pay rate'],
  headcount: ['headcount', 'workers', 'workers needed', 'staff needed'],
  note: ['note', 'notes', 'comment'],
} as const;
type Field = keyof typeof TEMP_SHIFT_CSV_HEADINGS;
const REQUIRED: Field[] = ['facility', 'position', 'date', 'start', 'end', 'hourly_rate'];

const normal = (h: string) => h.trim().toLowerCase().replace(/[_\s]+/g, ' ');
const headingIndex = new Map<string, Field>(
  (Object.entries(TEMP_SHIFT_CSV_HEADINGS) as [Field, readonly string[]][]).flatMap(([field, names]) => names.map((n) => [n, field] as const)),
);
const refuseFile = (message: string) => invalidArguments([{ path: 'csv', message }]);

/** '2026-12-03' or the Australian '3/12/2026'; null when neither or not a real day. */
export function dateFrom(text: string): string | null {
  const t = text.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const au = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (au) [y, m, d] = [Number(au[3]), Number(au[2]), Number(au[1])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** '7:00' → '07:00'; the time rule is then checked as for a typed shift. */
const timeFrom = (text: string) => text.trim().replace(/^(\d):/, '0$1:');

type ReportRow = { line: number; ok: boolean; temp_shift_id: number | null; messages: string[] };

/** The import itself; its dry run (tempshift-import-dry-run.ts) is this, rolled back. */
export async function importTempShiftsCsv(ctx: HandlerContext, providerId: number, csv: string) {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, info: true, trim: true }) as typeof records;
  } catch (error) {
    throw refuseFile(`CSV could not be read: ${(error as Error).message}`);
  }
  if (records.length < 2) throw refuseFile('CSV needs a heading row and at least one shift.');
  if (records.length - 1 > MAX_IMPORT_ROWS) throw refuseFile(`CSV has ${records.length - 1} shifts; at most ${MAX_IMPORT_ROWS} at a time.`);
  const [heading, ...body] = records;
  const columns = heading.record.map((h) => headingIndex.get(normal(h)) ?? null);
  const missing = REQUIRED.filter((f) => !columns.includes(f));
  if (missing.length) throw refuseFile(`CSV lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. Expected headings: ${Object.keys(TEMP_SHIFT_CSV_HEADINGS).join(', ')}.`);

  const places = await ctx.db.select({ id: facilities.id, name: facilities.name }).from(facilities).where(eq(facilities.providerId, providerId));
  const byName = new Map(places.map((p) => [p.name.trim().toLowerCase(), p.id]));
  const byId = new Set(places.map((p) => p.id));
  const status = (await needsApproval(ctx.db, providerId)) ? 'pending_approval' : 'open';

  const report: ReportRow[] = [];
  const good: { line: number; values: typeof tempShifts.$inferInsert }[] = [];
  for (const { record, info } of body) {
    const cell = (field: Field) => {
      const at = columns.indexOf(field);
      return at >= 0 ? (record[at] ?? '').trim() : '';
    };
    const problems: string[] = [];
    const facilityText = cell('facility');
    const facilityId = /^\d+$/.test(facilityText) && byId.has(Number(facilityText)) ? Number(facilityText) : byName.get(facilityText.toLowerCase());
    if (!facilityText) problems.push('Facility is required.');
    else if (!facilityId) problems.push(`Facility ${facilityText} is not one of this provider's facilities.`);
    const position = cell('position');
    if (!position) problems.push('Position is required.');
    else if (position.length > 80) problems.push('Position is at most 80 characters.');
    const date = dateFrom(cell('date'));
    if (!date) problems.push(`Date ${cell('date') || '(empty)'} is not a date (YYYY-MM-DD or DD/MM/YYYY).`);
    const start = timeFrom(cell('start'));
    const end = timeFrom(cell('end'));
    if (!TIME_OF_DAY.test(start)) problems.push(`Start ${cell('start') || '(empty)'} must be a 24-hour time on a 15-minute step.`);
    if (!TIME_OF_DAY.test(end)) problems.push(`End ${cell('end') || '(empty)'} must be a 24-hour time on a 15-minute step.`);
    const breakText = cell('break_minutes');
    const breakMinutes = breakText === '' ? 30 : Number(breakText);
    if (!Number.isInteger(breakMinutes) || breakMinutes < 0 || breakMinutes > 120) problems.push('Break is 0 to 120 minutes.');
    const cents = centsFrom(cell('hourly_rate'));
    if (cents === null) problems.push(`Hourly rate ${cell('hourly_rate') || '(empty)'} is not an amount (like 42.50).`);
    else if (cents < 2_000 || cents > 50_000) problems.push('Hourly rate is $20.00 to $500.00.');
    const headText = cell('headcount');
    const headcount = headText === '' ? 1 : Number(headText);
    if (!Number.isInteger(headcount) || headcount < 1 || headcount > 50) problems.push('Workers needed is 1 to 50.');
    const note = cell('note');
    if (note.length > 500) problems.push('Note is at most 500 characters.');
    if (!problems.length) {
      const timeProblem = shiftTimeProblem(start, end, breakMinutes);
      if (timeProblem) problems.push(timeProblem);
    }
    const line = info.lines;
    if (problems.length) {
      report.push({ line, ok: false, temp_shift_id: null, messages: problems });
      continue;
    }
    good.push({ line, values: {
      providerId, facilityId: facilityId!, position, shiftDate: date!, startTime: start, endTime: end, breakMinutes, hourlyRateCents: cents!, headcount,
      note, status, source: 'import', createdBy: ctx.account?.id ?? null,
    } });
    report.push({ line, ok: true, temp_shift_id: null, messages: [] });
  }

  if (good.length) {
    const ids = await ctx.db.insert(tempShifts).values(good.map((g) => g.values)).returning({ id: tempShifts.id });
    good.forEach((g, i) => {
      const row = report.find((r) => r.line === g.line)!;
      row.temp_shift_id = ids[i].id;
      row.messages = [`Added as temp shift ${ids[i].id} (${status === 'open' ? 'open' : 'awaiting approval'}).`];
    });
    ctx.audit({ entity: 'temp_shift_import', entityId: providerId, before: null, after: { provider_id: providerId, temp_shift_ids: ids.map((r) => r.id) } });
  }
  const failed = report.filter((r) => !r.ok).length;
  return { imported: good.length, failed, dry_run: false, report };
}
