// checklist_item_history, read from the audit log. The checklist is not stored: it is worked out from
// the four staff forms (domain/staff-forms/checklist.ts), and every form save already leaves an audit row
// with the form before and after, who and when, in the save's own transaction. So the history is a replay:
// start from the forms as they are now, walk the form saves newest first, and at each one compare the
// checklist worked out from the forms just before it and just after it. Nothing else has to remember to
// write a history row, and the history cannot disagree with the audit log.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ChecklistEvent } from '../../../commands/staff';
import { staffChecklist, type ChecklistInput } from '../../domain/staff-forms/checklist';
import type { Queryable } from '../db/open';
import { accounts, auditLog, staffForms } from '../db/schema';
import { REDACTED } from '../kit/redact';

const FORMS = ['application', 'materials', 'contract', 'onboarding'] as const;
type FormName = (typeof FORMS)[number];
type Forms = Record<FormName, Record<string, unknown> | null>;
const ENTITIES = FORMS.map((f) => `staff_form_${f}`);
/** A person's whole recruitment rarely has more form saves than this; older ones are not replayed. */
const MAX_SAVES = 1_000;

interface FormImage {
  version?: number;
  data?: Record<string, unknown>;
}

/** A form as the checklist reads it: null before its first save (version 0), as get_staff_form_info does. */
const asInput = (image: FormImage | null): Record<string, unknown> | null => (image && image.version && image.data ? image.data : null);

/**
 * Secret fields (a tax file number) reach the audit log as '[redacted]', set or not. The checklist only
 * asks whether they are there: after a save they are as the next state has them; before it, a save whose
 * arguments named the field is taken to have provided it, any other save to have left it as it was.
 */
function unredact(data: Record<string, unknown> | null, fallback: Record<string, unknown> | null, named: Set<string> | null): Record<string, unknown> | null {
  if (!data) return null;
  const entries = Object.entries(data).map(([key, value]) => [key, value !== REDACTED ? value : named?.has(key) ? null : (fallback?.[key] ?? null)]);
  return Object.fromEntries(entries);
}

/** The calendar day in Sydney at that instant: the day the checklist's date rules were judged on then. */
const dayIn = (at: string) => sydneyDay.format(new Date(at.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')));
const sydneyDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' });

function checklistOf(forms: Forms, today: string) {
  // Qualifications are not part of a form save, so they are held as they are: only form fields move items.
  const input: ChecklistInput = { ...forms, missingQualifications: [], today };
  return staffChecklist(input).items.filter((i) => i.key !== 'qualifications');
}

/** Every checklist change of one person, newest first; `item` keeps one item's. */
export async function checklistHistory(db: Queryable, staffId: number, item?: string): Promise<ChecklistEvent[]> {
  const stored = await db.select({ form: staffForms.form, data: staffForms.data, version: staffForms.version }).from(staffForms).where(eq(staffForms.staffId, staffId));
  const running: Forms = { application: null, materials: null, contract: null, onboarding: null };
  for (const row of stored) if (row.form in running) running[row.form as FormName] = asInput({ version: row.version, data: row.data as Record<string, unknown> });

  const saves = await db
    .select({ id: auditLog.id, entity: auditLog.entity, api: auditLog.api, args: auditLog.args, before: auditLog.before, after: auditLog.after, at: auditLog.at, by: accounts.name })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
    .where(and(inArray(auditLog.entity, ENTITIES), eq(auditLog.entityId, String(staffId))))
    .orderBy(desc(auditLog.id))
    .limit(MAX_SAVES);

  const events: ChecklistEvent[] = [];
  for (const save of saves) {
    const form = save.entity!.slice('staff_form_'.length) as FormName;
    const named = new Set(Object.keys((save.args ?? {}) as object));
    const after: Forms = { ...running, [form]: unredact(asInput(save.after as FormImage | null), running[form], null) };
    const before: Forms = { ...running, [form]: unredact(asInput(save.before as FormImage | null), after[form], named) };
    const today = dayIn(save.at);
    const was = new Map(checklistOf(before, today).map((i) => [i.key, i]));
    for (const now of checklistOf(after, today)) {
      const then = was.get(now.key)!;
      if ((item && now.key !== item) || (then.done === now.done && then.detail === now.detail)) continue;
      events.push({
        id: `${save.id}:${now.key}`,
        item: now.key,
        label: now.label,
        done: now.done,
        was_done: then.done,
        detail: now.detail,
        previous_detail: then.detail,
        form,
        api: save.api,
        changed_by: save.by,
        changed_at: save.at,
      });
    }
    running[form] = before[form];
  }
  return events;
}
