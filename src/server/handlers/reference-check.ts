import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { referenceCheckCommands } from '../../../commands/reference-check';
import { conflict, notFound } from '../app-error';
import { applications, jobReferees } from '../db/schema';
import { loadVersioned, versionedUpdate } from '../kit/versioned-update';
import { checkState, loadRefereeRow, refereeRows } from '../queries/referee-rows';
import { referenceRequestEmail } from './interview-emails';
import type { HandlerContext, HandlersFor } from './types';

/** Referees one application may name. */
export const MAX_REFEREES = 5;
/** A check email is not sent again to the same referee within this long (a double press, an impatient resend). */
const RESEND_AFTER_MS = 10 * 60_000;

const contactKeys = ['name', 'relationship', 'organisation', 'email', 'phone'] as const;

const versioned = (id: number, seen: number) => ({ noun: 'Referee', id, seen, load: loadRefereeRow });

async function openApplication(ctx: HandlerContext, id: number) {
  const [app] = await ctx.db.select({ id: applications.id, archived: applications.archived }).from(applications).where(eq(applications.id, id));
  if (!app) throw notFound('Application', id);
  if (app.archived) throw conflict(`Application ${id} is archived. Restore it before changing its referees.`);
  return app;
}

const answeredRefusal = (id: number, name: string, what: string) =>
  conflict(`Referee ${id} (${name}) has answered the reference check, so ${what}: the answers stay with the details they were given under.`);

/** The referee's check link: the token travels only in the email; the database keeps its hash. */
function checkLink(ctx: HandlerContext, token: string): string {
  const base = ctx.config.publicUrl ?? `http://${ctx.config.host === '0.0.0.0' ? 'localhost' : ctx.config.host}:${ctx.config.port}`;
  return `${base.replace(/\/$/, '')}/reference-check/${token}`;
}

export const referenceCheckHandlers: HandlersFor<typeof referenceCheckCommands> = {
  async 'referee.list'({ application_id, staff_id, check_state }, ctx) {
    const list = await refereeRows(ctx.db)
      .where(and(
        application_id === undefined ? undefined : eq(jobReferees.applicationId, application_id),
        staff_id === undefined ? undefined : eq(applications.staffId, staff_id),
        check_state === undefined ? undefined : eq(checkState, check_state),
      ))
      .orderBy(desc(jobReferees.applicationId), asc(jobReferees.id));
    return { list };
  },

  async 'referee.add'({ application_id, ...contact }, ctx) {
    await openApplication(ctx, application_id);
    const existing = await ctx.db.select({ id: jobReferees.id, email: jobReferees.email }).from(jobReferees).where(eq(jobReferees.applicationId, application_id));
    if (existing.length >= MAX_REFEREES) throw conflict(`Application ${application_id} already has ${MAX_REFEREES} referees, the most it may name.`);
    const same = existing.find((r) => r.email.toLowerCase() === contact.email.toLowerCase());
    if (same) throw conflict(`Application ${application_id} already has ${contact.email} as referee ${same.id}.`);
    const [inserted] = await ctx.db.insert(jobReferees).values({ applicationId: application_id, ...contact }).returning({ id: jobReferees.id });
    const row = (await loadRefereeRow(ctx.db, inserted.id))!;
    ctx.audit({ entity: 'referee', entityId: row.id, before: null, after: row });
    return row;
  },

  'referee.edit': ({ referee_id, version, ...contact }, ctx) =>
    versionedUpdate(ctx, {
      ...versioned(referee_id, version),
      table: jobReferees,
      entity: 'referee',
      change: (before) => {
        const unchanged = contactKeys.every((k) => before[k] === contact[k]);
        if (unchanged) return null;
        if (before.check_answered_at) throw answeredRefusal(referee_id, before.name, 'their details cannot change');
        // A link sent to the old address must not stay live for a new one: the check goes back to not sent.
        const emailChanged = before.email.toLowerCase() !== contact.email.toLowerCase();
        return emailChanged && before.check_sent_at ? { ...contact, checkTokenHash: null, checkSentAt: null } : contact;
      },
    }),

  async 'referee.delete'({ referee_id, version }, ctx) {
    const before = await loadVersioned(ctx.db, versioned(referee_id, version));
    if (before.check_answered_at) throw answeredRefusal(referee_id, before.name, 'they cannot be deleted');
    const deleted = await ctx.db.delete(jobReferees).where(and(eq(jobReferees.id, referee_id), eq(jobReferees.version, version))).returning({ id: jobReferees.id });
    if (!deleted.length) throw conflict(`Referee ${referee_id} was changed by someone else just now. Reload and try again.`);
    ctx.audit({ entity: 'referee', entityId: referee_id, before, after: null });
    return { id: referee_id, deleted: true };
  },

  async 'referee.sendCheck'({ referee_id, version, message }, ctx) {
    const [app] = await ctx.db
      .select({ id: applications.id, archived: applications.archived })
      .from(jobReferees)
      .innerJoin(applications, eq(applications.id, jobReferees.applicationId))
      .where(eq(jobReferees.id, referee_id));
    if (app?.archived) throw conflict(`Application ${app.id} is archived. Restore it before sending reference checks.`);
    const token = randomBytes(32).toString('base64url');
    const row = await versionedUpdate(ctx, {
      ...versioned(referee_id, version),
      table: jobReferees,
      entity: 'referee',
      change: (before) => {
        if (before.check_answered_at) throw conflict(`Referee ${referee_id} (${before.name}) has already answered the reference check.`);
        if (before.check_sent_at && ctx.now.getTime() - Date.parse(before.check_sent_at) < RESEND_AFTER_MS) {
          throw conflict(`A reference check email went to ${before.email} at ${before.check_sent_at}. Wait ${RESEND_AFTER_MS / 60_000} minutes before sending it again.`);
        }
        return { checkTokenHash: createHash('sha256').update(token).digest('hex'), checkSentAt: ctx.now.toISOString(), checkSendCount: before.check_send_count + 1 };
      },
    });
    await ctx.adapters.messenger.enqueue(ctx.db, referenceRequestEmail({
      to: row.email, refereeName: row.name, applicantName: row.applicant_name, jobTitle: row.job_title, link: checkLink(ctx, token), token, message,
    }));
    return row;
  },

  async 'referee.checkResult'({ referee_id }, ctx) {
    const referee = await loadRefereeRow(ctx.db, referee_id);
    if (!referee) throw notFound('Referee', referee_id);
    const [stored] = await ctx.db.select({ answers: jobReferees.checkAnswers }).from(jobReferees).where(eq(jobReferees.id, referee_id));
    return { referee, check_result: referee.check_answered_at ? (stored?.answers ?? null) : null, version: referee.version };
  },

  'referee.setCheckRead': ({ referee_id, read, version }, ctx) =>
    versionedUpdate(ctx, {
      ...versioned(referee_id, version),
      table: jobReferees,
      entity: 'referee',
      change: (before) => {
        if (!before.check_answered_at) throw conflict(`Referee ${referee_id} (${before.name}) has not answered the reference check yet: there is nothing to read.`);
        if ((before.check_read_at !== null) === read) return null;
        return read ? { checkReadAt: ctx.now.toISOString(), checkReadBy: ctx.account?.id ?? null } : { checkReadAt: null, checkReadBy: null };
      },
    }),
};
