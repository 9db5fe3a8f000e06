// Screening an application: spec §3's staff action requests (what was asked for, its result), the role
// screening result, and the applicant's setting for showing in-prescreen applications to providers
// (versioned with the applicant's row, since it is theirs, not one application's).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { staffActionRequests } from '../../../domain/enums/candidate';
import { conflict, notFound } from '../../app-error';
import type { Queryable } from '../../db/open';
import { applicationActionRequests, applications, staff, staffPrescreenSettings } from '../../db/schema';
import { staffName } from '../../queries/staff-keyword';
import type { HandlerContext } from '../types';
import { writeApplication } from './application-state';

const PRE_SCREEN = 3;
const IN_PRESCREEN = 18;

/** Every request kind of spec §3 for one application, in the spec's order. */
export async function actionResults(db: Queryable, applicationId: number) {
  const [app] = await db.select({ id: applications.id, version: applications.version }).from(applications).where(eq(applications.id, applicationId));
  if (!app) throw notFound('Application', applicationId);
  const rows = await db.select().from(applicationActionRequests).where(eq(applicationActionRequests.applicationId, applicationId));
  const byAction = new Map(rows.map((r) => [r.action, r]));
  return {
    application_id: applicationId,
    version: app.version,
    list: staffActionRequests.entries.map(({ code, label }) => {
      const row = byAction.get(code);
      return { action: code, label, result: (row?.result ?? null) as 'requested' | null, note: row?.note ?? '', requested_at: row?.requestedAt ?? null, updated_at: row?.updatedAt ?? null };
    }),
  };
}

type SettingArgs = { staff_id: number; is_show_inprescreen_to_providers: boolean; version: number };

/** The applicant, their setting and prescreen counts, refused when the caller saw another version. */
async function loadSetting(db: Queryable, { staff_id, version }: SettingArgs) {
  const [person] = await db
    .select({ id: staff.id, name: staffName, version: staff.version, show: sql<boolean>`coalesce(${staffPrescreenSettings.showToProviders}, false)` })
    .from(staff)
    .leftJoin(staffPrescreenSettings, eq(staffPrescreenSettings.staffId, staff.id))
    .where(eq(staff.id, staff_id));
  if (!person) throw notFound('Applicant', staff_id);
  if (person.version !== version) {
    throw conflict(`Applicant ${staff_id} was changed by someone else (now version ${person.version}, you had ${version}). Reload and try again.`, { current_version: person.version });
  }
  // As get_staff_form_info counts them: in prescreen now (18), and in either prescreen status (3, 18).
  const [counts] = await db
    .select({
      now: sql<number>`count(*) filter (where ${applications.status} = ${IN_PRESCREEN})`.mapWith(Number),
      all: sql<number>`count(*) filter (where ${inArray(applications.status, [PRE_SCREEN, IN_PRESCREEN])})`.mapWith(Number),
    })
    .from(applications)
    .where(eq(applications.staffId, staff_id));
  return { ...person, inPrescreen: counts?.now ?? 0, allPrescreen: counts?.all ?? 0 };
}

export const screeningHandlers = {
  'application.actionsResults': ({ application_id }: { application_id: number }, ctx: HandlerContext) => actionResults(ctx.db, application_id),

  async 'application.changeActionResult'(
    { application_id, version, action, result, note }: { application_id: number; version: number; action: string; result: string; note?: string },
    ctx: HandlerContext,
  ) {
    const [current] = await ctx.db.select().from(applicationActionRequests).where(and(eq(applicationActionRequests.applicationId, application_id), eq(applicationActionRequests.action, action)));
    await writeApplication(ctx, {
      id: application_id,
      seen: version,
      decide: () => {
        const nextNote = note ?? current?.note ?? '';
        if (current && current.result === result && current.note === nextNote) return null;
        if (!current && result !== 'requested') {
          throw conflict(`${staffActionRequests.label(action)} was never requested for application ${application_id}: request it first (result 'requested').`);
        }
        return {
          event: { step: 'actionRequest', details: { action, result, note: nextNote } },
          also: async (db) => {
            const [after] = await db
              .insert(applicationActionRequests)
              .values({ applicationId: application_id, action, result, note: nextNote })
              .onConflictDoUpdate({ target: [applicationActionRequests.applicationId, applicationActionRequests.action], set: { result, note: nextNote, updatedAt: sql`now()` } })
              .returning();
            ctx.audit({ entity: 'application_action_request', entityId: after.id, before: current ?? null, after });
          },
        };
      },
    });
    return actionResults(ctx.db, application_id);
  },

  'application.changeRoleScreen': (
    { application_id, version, role_screen_result, role_screen_note }: { application_id: number; version: number; role_screen_result: string; role_screen_note?: string },
    ctx: HandlerContext,
  ) =>
    writeApplication(ctx, {
      id: application_id,
      seen: version,
      decide: (before) => {
        const note = role_screen_note ?? before.role_screen_note;
        if (before.role_screen_result === role_screen_result && before.role_screen_note === note) return null;
        return { screening: { roleScreenResult: role_screen_result, roleScreenNote: note }, event: { step: 'roleScreen', details: { result: role_screen_result, note } } };
      },
    }),

  async 'application.prescreenSettingPreview'(args: SettingArgs, ctx: HandlerContext) {
    const s = await loadSetting(ctx.db, args);
    const want = args.is_show_inprescreen_to_providers;
    const what = `${s.inPrescreen} application${s.inPrescreen === 1 ? '' : 's'} in prescreen (${s.allPrescreen} in Pre-Screen or In prescreen)`;
    const summary = s.show === want
      ? `${s.name}'s in-prescreen applications are already ${want ? 'shown to' : 'hidden from'} providers; nothing changes.`
      : `Providers will ${want ? 'see' : 'no longer see'} ${s.name}'s ${what}.`;
    return { staff_id: s.id, name: s.name, is_show_inprescreen_to_providers_now: s.show, is_show_inprescreen_to_providers: want, in_prescreen_num: s.inPrescreen, all_prescreen_num: s.allPrescreen, summary };
  },

  async 'application.showInprescreenSetting'(args: SettingArgs, ctx: HandlerContext) {
    const s = await loadSetting(ctx.db, args);
    const want = args.is_show_inprescreen_to_providers;
    if (s.show === want) return { staff_id: s.id, is_show_inprescreen_to_providers: want, version: s.version };
    const claimed = await ctx.db
      .update(staff)
      .set({ version: s.version + 1, updatedAt: sql`now()` })
      .where(and(eq(staff.id, s.id), eq(staff.version, s.version)))
      .returning({ version: staff.version });
    if (!claimed.length) throw conflict(`Applicant ${s.id} was changed by someone else just now. Reload and try again.`);
    await ctx.db
      .insert(staffPrescreenSettings)
      .values({ staffId: s.id, showToProviders: want })
      .onConflictDoUpdate({ target: staffPrescreenSettings.staffId, set: { showToProviders: want, version: sql`${staffPrescreenSettings.version} + 1`, updatedAt: sql`now()` } });
    const after = { staff_id: s.id, is_show_inprescreen_to_providers: want, version: claimed[0].version };
    ctx.audit({ entity: 'staff', entityId: s.id, before: { staff_id: s.id, is_show_inprescreen_to_providers: s.show, version: s.version }, after });
    return after;
  },
};
