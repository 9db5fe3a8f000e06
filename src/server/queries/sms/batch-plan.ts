// What a batch SMS would do, row by row: the phone read from the `to` column, the message rendered from
// the template, its size in SMS parts, and every problem that keeps a row from being sent. The preview
// answers this; the send runs the same plan and sends exactly the rows without problems.
import { MAX_BATCH_ROWS, MAX_SCHEDULE_DAYS, MAX_SMS_SEGMENTS, PHONE_HEADINGS } from '../../../domain/sms/sms-rules';
import { readLoosePhone } from '../../../domain/sms/sms-phone';
import { smsSize } from '../../../domain/sms/sms-segments';
import { placeholderKey, renderTemplate, templatePlaceholders } from '../../../domain/sms/sms-template';
import { readSheet } from './sheet';

export interface Problem {
  field: string;
  message: string;
}

export interface RowPlan {
  row: number;
  phone: string;
  recipient: string | null;
  message: string;
  characters: number;
  segments: number;
  encoding: string;
  problems: Problem[];
}

export interface BatchPlan {
  columns: string[];
  to_column: string | null;
  placeholders: string[];
  rows: RowPlan[];
  problems: Problem[];
  summary: { rows: number; sendable: number; skipped: number; segments: number };
  request_time: string | null;
  policy: string;
}

export interface BatchInput {
  sheet_data: string;
  to?: string;
  message: string;
  request_time?: string;
}

const DAY_MS = 86_400_000;
const listOf = (names: string[]) => names.map((n) => `'${n}'`).join(', ');

function findPhoneColumn(headings: string[], to: string | undefined, problems: Problem[]): number {
  const keys = headings.map(placeholderKey);
  if (to) {
    const index = keys.indexOf(placeholderKey(to));
    if (index === -1) problems.push({ field: 'to', message: `To: the sheet has no column '${to}'. Its columns: ${listOf(headings.filter(Boolean))}.` });
    return index;
  }
  for (const name of PHONE_HEADINGS) {
    const index = keys.indexOf(name);
    if (index !== -1) return index;
  }
  problems.push({ field: 'to', message: `To is required: name the column that holds the phone numbers (none is called phone or mobile). Its columns: ${listOf(headings.filter(Boolean))}.` });
  return -1;
}

function checkRequestTime(requestTime: string | undefined, now: Date, problems: Problem[]): void {
  if (!requestTime) return;
  const at = Date.parse(requestTime);
  if (at <= now.getTime()) problems.push({ field: 'request_time', message: 'Request time must be in the future.' });
  else if (at > now.getTime() + MAX_SCHEDULE_DAYS * DAY_MS) problems.push({ field: 'request_time', message: `Request time must be within ${MAX_SCHEDULE_DAYS} days.` });
}

export function planBatch(input: BatchInput, now: Date): BatchPlan {
  const problems: Problem[] = [];
  const placeholders = [...new Set(templatePlaceholders(input.message).map((p) => p.name))];
  checkRequestTime(input.request_time, now, problems);
  const request_time = input.request_time ? new Date(input.request_time).toISOString() : null;
  const reading = readSheet(input.sheet_data);
  if (!reading.sheet) {
    problems.unshift({ field: 'sheet_data', message: reading.error });
    return finish({ columns: [], to_column: null, placeholders, rows: [], problems, request_time });
  }
  const { headings, rows } = reading.sheet;
  if (rows.length > MAX_BATCH_ROWS) problems.push({ field: 'sheet_data', message: `Sheet data has ${rows.length} rows; at most ${MAX_BATCH_ROWS} a batch.` });
  const keys = headings.map(placeholderKey);
  const twice = keys.filter((k, i) => k && keys.indexOf(k) !== i);
  if (twice.length) problems.push({ field: 'sheet_data', message: `Sheet data has two columns named '${headings[keys.lastIndexOf(twice[0]!)]}'.` });
  const phoneIndex = findPhoneColumn(headings, input.to, problems);
  const known = new Set(keys);
  const unknown = placeholders.filter((name) => !known.has(placeholderKey(name)));
  if (unknown.length) {
    problems.push({ field: 'message', message: `Unknown placeholder ${unknown.map((n) => `{{${n}}}`).join(', ')}: the sheet has no column of that name. Its columns: ${listOf(headings.filter(Boolean))}.` });
  }
  const to_column = phoneIndex === -1 ? null : headings[phoneIndex]!;
  const seen = new Map<string, number>();
  const planned = rows.slice(0, MAX_BATCH_ROWS).map(({ line, cells }): RowPlan => {
    const values = new Map<string, string>();
    keys.forEach((key, i) => key && !values.has(key) && values.set(key, cells[i] ?? ''));
    const rowProblems: Problem[] = [];
    const phone = phoneIndex === -1 ? '' : (cells[phoneIndex] ?? '');
    let recipient: string | null = null;
    if (to_column) {
      const read = readLoosePhone(phone);
      if (read.error) rowProblems.push({ field: to_column, message: read.error });
      else recipient = read.recipient ?? null;
    }
    const rendered = renderTemplate(input.message, values);
    for (const name of rendered.unknown) rowProblems.push({ field: 'message', message: `Unknown placeholder {{${name}}}.` });
    for (const name of rendered.empty) rowProblems.push({ field: headings[keys.indexOf(placeholderKey(name))] ?? name, message: `${name} is empty in this row.` });
    const size = smsSize(rendered.text);
    if (!rendered.text) rowProblems.push({ field: 'message', message: 'Message is empty.' });
    if (size.segments > MAX_SMS_SEGMENTS) rowProblems.push({ field: 'message', message: `Message is too long: ${size.segments} SMS parts (at most ${MAX_SMS_SEGMENTS}).` });
    // Only a row that is sent claims its number, so a later row for the same person is the one skipped.
    if (recipient && !rowProblems.length) {
      if (seen.has(recipient)) rowProblems.push({ field: to_column!, message: `Same phone number as row ${seen.get(recipient)}: sent once.` });
      else seen.set(recipient, line);
    }
    return { row: line, phone, recipient: rowProblems.length ? null : recipient, message: rendered.text, characters: rendered.text.length, segments: size.segments, encoding: size.encoding, problems: rowProblems };
  });
  return finish({ columns: headings, to_column, placeholders, rows: planned, problems, request_time });
}

function finish(plan: Omit<BatchPlan, 'summary' | 'policy'>): BatchPlan {
  const sendable = plan.rows.filter((r) => !r.problems.length);
  const summary = {
    rows: plan.rows.length,
    sendable: plan.problems.length ? 0 : sendable.length,
    skipped: plan.problems.length ? plan.rows.length : plan.rows.length - sendable.length,
    segments: plan.problems.length ? 0 : sendable.reduce((n, r) => n + r.segments, 0),
  };
  const when = plan.request_time ? `at ${plan.request_time}` : 'now';
  const policy = plan.problems.length
    ? 'Nothing is sent until the problems of the whole batch are fixed.'
    : summary.sendable === 0
      ? 'Nothing can be sent: every row has a problem.'
      : summary.skipped
        ? `${summary.sendable} messages are sent ${when}; ${summary.skipped} skipped (rows with a problem, listed in the report).`
        : `All ${summary.sendable} messages are sent ${when}.`;
  return { ...plan, summary, policy };
}
