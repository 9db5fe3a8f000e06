// The form saves behind the seeded staff forms. checklist_item_history reads the audit log, and a form
// seeded at version 3 was, in this world, saved three times: so each seeded form gets that many audit
// rows, as modify_form_<form> writes them, building up to the stored answers in the order recruiters
// fill them (identity first pending, then verified; training topics a few at a time).
import { asc, eq, sql } from 'drizzle-orm';
import { formShapes, type FormName } from '../../../../../commands/staff-form-shapes';
import { accounts, auditLog, staff, staffForms } from '../../../db/schema';
import { redact } from '../../../kit/redact';
import { DAY_MS, isoAt } from '../../clock';
import type { Rng } from '../../random';
import type { AreaSeedContext } from '../area-seed';

/** Forms replayed at most: 'large' samples, so its seed stays quick. */
const MAX_FORMS = 4_000;
const VERIFIED_FIELDS = new Set(['identity_verification', 'police_check_state', 'covid_vaccination_evidence', 'flu_vaccination_evidence']);
const COMMAND: Record<FormName, string> = {
  application: 'profile.modifyApplication',
  materials: 'profile.modifyMaterials',
  contract: 'profile.modifyContract',
  onboarding: 'profile.modifyOnboarding',
};

type Data = Record<string, unknown>;
type AuditRow = typeof auditLog.$inferInsert;

const filled = (value: unknown) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
const complete = (form: FormName, data: Data): Data => Object.fromEntries(Object.keys(formShapes[form]).map((k) => [k, data[k] ?? null]));

/**
 * The patches that lead from an empty form to `data` in `saves` steps: the answered fields in form order,
 * cut into contiguous runs; a verification that ends verified starts out pending in the first save, and a
 * list (training topics) arrives in two halves.
 */
export function patchesTowards(rng: Rng, form: FormName, data: Data, saves: number): Data[] {
  const keys = Object.keys(formShapes[form]).filter((k) => filled(data[k]));
  const count = Math.max(1, Math.min(saves, keys.length));
  const cuts = new Set<number>();
  while (cuts.size < count - 1) cuts.add(rng.int(1, keys.length - 1));
  const bounds = [0, ...[...cuts].sort((a, b) => a - b), keys.length];
  const patches: Data[] = bounds.slice(0, -1).map((from, i) => Object.fromEntries(keys.slice(from, bounds[i + 1]).map((k) => [k, data[k]])));
  if (patches.length < 2) return patches;
  const last = patches.length - 1;
  for (const [i, patch] of patches.entries()) {
    for (const [key, value] of Object.entries(patch)) {
      // Uploaded and pending first, verified at the review (the last save, with everything it needs).
      if (VERIFIED_FIELDS.has(key) && value === 'verified') {
        delete patch[key];
        patches[0][key] = 'pending';
        patches[last][key] = 'verified';
      } else if (i > 0 && Array.isArray(value) && value.length >= 2 && patches[i - 1][key] === undefined) {
        patches[i - 1][key] = value.slice(0, Math.ceil(value.length / 2));
      }
    }
  }
  return patches;
}

export async function seedFormSaves({ tx, scale, stream }: AreaSeedContext): Promise<Record<string, number>> {
  const rng = stream('form-saves');
  const [admin] = await tx.select({ id: accounts.id }).from(accounts).orderBy(asc(accounts.id)).limit(1);
  const forms = await tx
    .select({ staffId: staffForms.staffId, form: staffForms.form, data: staffForms.data, version: staffForms.version, updatedAt: staffForms.updatedAt, joined: staff.createdAt })
    .from(staffForms)
    .innerJoin(staff, eq(staff.id, staffForms.staffId))
    .where(scale === 'large' ? sql`${staffForms.staffId} % 25 = 0` : undefined)
    .orderBy(asc(staffForms.staffId), asc(staffForms.form))
    .limit(MAX_FORMS);
  const rows: AuditRow[] = [];
  for (const row of forms) {
    const form = row.form as FormName;
    if (!(form in formShapes)) continue;
    const target = complete(form, row.data as Data);
    const patches = patchesTowards(rng, form, target, row.version);
    const last = Date.parse(row.updatedAt);
    // Saves a few days apart (never before signing up), the last at the stored time.
    const room = Math.max(0, last - Date.parse(row.joined)) / Math.max(1, patches.length);
    const gaps = patches.map(() => Math.min(room, rng.float(0.5, 6) * DAY_MS));
    const base = row.version - patches.length;
    let current = complete(form, {});
    patches.forEach((patch, i) => {
      const next = i === patches.length - 1 ? target : { ...current, ...patch };
      const version = base + i + 1;
      rows.push({
        accountId: admin?.id ?? null,
        command: COMMAND[form],
        api: `modify_form_${form}`,
        source: 'screen',
        args: redact({ staff_id: row.staffId, version: version - 1, ...patch }) as object,
        entity: `staff_form_${form}`,
        entityId: String(row.staffId),
        before: redact({ staff_id: row.staffId, form, version: version - 1, data: current }) as object,
        after: redact({ staff_id: row.staffId, form, version, data: next }) as object,
        at: isoAt(last - gaps.slice(i + 1).reduce((sum, gap) => sum + gap, 0)),
      });
      current = next;
    });
  }
  // In time order, as they would have been written (the history reads them by id).
  rows.sort((a, b) => a.at!.localeCompare(b.at!));
  // Plain inserts: jsonb travels as the driver sends objects, on PGlite and PostgreSQL alike.
  for (let from = 0; from < rows.length; from += 500) await tx.insert(auditLog).values(rows.slice(from, from + 500));
  return { audit_log_form_saves: rows.length };
}

