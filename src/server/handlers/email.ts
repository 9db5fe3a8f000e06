// Handlers of commands/email.ts: templates (sanitised rich text with placeholders, versioned), the preview
// and the send (one message per recipient through the messenger, in the command's transaction, each with
// its own idempotency key), and the email notice list over email_sends.
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { MAX_GROUP_EMAIL, type emailCommands, type emailSend } from '../../../commands/email';
import type { z } from 'zod';
import type { StaffGroup } from '../../../commands/notice-fields';
import { emailPlaceholders, renderPlaceholders, type PlaceholderValues } from '../../domain/email-placeholders';
import { invalidArguments, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { emailSends, emailTemplates, staff } from '../db/schema';
import { descriptionText, sanitiseDescription } from '../html-sanitise';
import { pagedList } from '../kit/paged-list';
import { versionedUpdate } from '../kit/versioned-update';
import { groupFilters, staffGroupWhere } from '../queries/staff-group';
import { containing, staffName } from '../queries/staff-keyword';
import type { HandlerContext, HandlersFor } from './types';

const templateColumns = {
  id: emailTemplates.id, name: emailTemplates.name, subject: emailTemplates.subject, body: emailTemplates.body,
  updated_by_name: sql<string | null>`(select a.name from accounts a where a.id = "email_templates"."updated_by")`,
  created_at: emailTemplates.createdAt, updated_at: emailTemplates.updatedAt, version: emailTemplates.version,
};

async function loadTemplate(db: Queryable, id: number) {
  const [row] = await db.select(templateColumns).from(emailTemplates).where(eq(emailTemplates.id, id));
  return row;
}

/** The body as stored and sent: only the toolbar's markup; a body that is empty once sanitised is refused. */
function cleanBody(body: string): string {
  const html = sanitiseDescription(body);
  if (!descriptionText(html) && !/<(img|iframe)\b/.test(html)) throw invalidArguments([{ path: 'body', message: 'Body is required: write the email.' }]);
  return html;
}

async function requireUniqueName(db: Queryable, name: string, exceptId?: number) {
  const [clash] = await db.select({ id: emailTemplates.id }).from(emailTemplates)
    .where(and(sql`lower(${emailTemplates.name}) = lower(${name})`, exceptId ? ne(emailTemplates.id, exceptId) : undefined));
  if (clash) throw invalidArguments([{ path: 'name', message: `A template named "${name}" already exists; choose another name.` }]);
}

const recipientColumns = {
  id: staff.id, first_name: staff.firstName, surname: staff.surname, email: staff.email, phone: staff.phone,
  position: staff.position, suburb: staff.suburb, state: staff.state,
};
type Recipient = { id: number; first_name: string; surname: string; email: string; phone: string; position: string; suburb: string; state: string };

const valuesOf = (r: Recipient): PlaceholderValues => ({
  first_name: r.first_name, surname: r.surname, full_name: `${r.first_name} ${r.surname}`.trim(), email: r.email, phone: r.phone,
  position: r.position, suburb: r.suburb, state: r.state,
});

interface SendTarget { staff_id?: number; group?: StaffGroup }

/** Who a send reaches: the people with an email address, how many of the group have none, and the where clause. */
async function resolveTarget(db: Queryable, target: SendTarget) {
  if (target.staff_id !== undefined) {
    const [person] = await db.select(recipientColumns).from(staff).where(eq(staff.id, target.staff_id));
    if (!person) throw notFound('Staff', target.staff_id);
    if (!person.email.trim()) throw invalidArguments([{ path: 'staff_id', message: `${person.first_name} ${person.surname} has no email address.` }]);
    return { where: eq(staff.id, target.staff_id), total: 1, withoutEmail: 0 };
  }
  const where = staffGroupWhere(target.group ?? {});
  const [{ total, without }] = await db.select({ total: count(), without: sql<number>`count(*) filter (where trim(${staff.email}) = '')::int` }).from(staff).where(where);
  const reachable = total - without;
  if (reachable === 0) throw invalidArguments([{ path: 'group', message: total ? 'No one in this group has an email address.' : 'No staff match this group: widen the filters.' }]);
  if (reachable > MAX_GROUP_EMAIL) {
    throw invalidArguments([{ path: 'group', message: `This group has ${reachable.toLocaleString('en-AU')} people with an email address; send to at most ${MAX_GROUP_EMAIL.toLocaleString('en-AU')} at once. Narrow the filters.` }]);
  }
  return { where, total: reachable, withoutEmail: without };
}

const withEmail = sql`trim(${staff.email}) <> ''`;

function render(subject: string, html: string, r: Recipient) {
  const values = valuesOf(r);
  return { subject: renderPlaceholders(subject, values, 'text'), body: renderPlaceholders(html, values, 'html') };
}

const sendColumns = {
  id: emailSends.id, template_id: emailSends.templateId,
  template_name: sql<string | null>`(select t.name from email_templates t where t.id = "email_sends"."template_id")`,
  subject: emailSends.subject, target: emailSends.target, staff_id: emailSends.staffId,
  staff_name: sql<string | null>`(select s.first_name || ' ' || s.surname from staff s where s.id = "email_sends"."staff_id")`,
  filters: emailSends.filters, recipient_count: emailSends.recipientCount,
  sent_by_name: sql<string | null>`(select a.name from accounts a where a.id = "email_sends"."sent_by")`,
  created_at: emailSends.createdAt,
};
type SendDbRow = Omit<z.infer<typeof emailSend>, 'target' | 'filters'> & { target: string; filters: unknown };
const asSend = <R extends { target: string; filters: unknown }>(r: R) => ({ ...r, target: r.target as 'staff' | 'group', filters: r.filters as Partial<StaffGroup> | null });

async function requireTemplate(ctx: HandlerContext, id: number | undefined) {
  if (id !== undefined && !(await loadTemplate(ctx.db, id))) throw notFound('Template', id);
}

export const emailHandlers: HandlersFor<typeof emailCommands> = {
  async 'email.templates'({ template_id, keyword }, ctx) {
    const where = and(
      template_id !== undefined ? eq(emailTemplates.id, template_id) : undefined,
      keyword ? or(ilike(emailTemplates.name, containing(keyword)), ilike(emailTemplates.subject, containing(keyword))) : undefined,
    );
    const list = await ctx.db.select(templateColumns).from(emailTemplates).where(where).orderBy(asc(sql`lower(${emailTemplates.name})`), asc(emailTemplates.id)).limit(500);
    if (template_id !== undefined && !list.length) throw notFound('Template', template_id);
    return { template_list: list, placeholders: [...emailPlaceholders] };
  },

  async 'email.saveTemplate'({ template_id, version, name, subject, body }, ctx) {
    const html = cleanBody(body);
    await requireUniqueName(ctx.db, name, template_id);
    if (template_id === undefined) {
      const [made] = await ctx.db.insert(emailTemplates).values({ name, subject, body: html, createdBy: ctx.account?.id ?? null, updatedBy: ctx.account?.id ?? null }).returning({ id: emailTemplates.id });
      const template = (await loadTemplate(ctx.db, made.id))!;
      ctx.audit({ entity: 'email_template', entityId: made.id, before: null, after: template });
      return { template };
    }
    const template = await versionedUpdate(ctx, {
      noun: 'Template', entity: 'email_template', id: template_id, seen: version!, table: emailTemplates, load: loadTemplate,
      change: (before) => {
        if (before.name === name && before.subject === subject && before.body === html) return null;
        return { name, subject, body: html, updatedBy: ctx.account?.id ?? null };
      },
    });
    return { template };
  },

  async 'email.deleteTemplate'({ template_id }, ctx) {
    const before = await loadTemplate(ctx.db, template_id);
    if (!before) throw notFound('Template', template_id);
    await ctx.db.delete(emailTemplates).where(eq(emailTemplates.id, template_id));
    ctx.audit({ entity: 'email_template', entityId: template_id, before, after: null });
    return { id: template_id, deleted: true as const };
  },

  async 'email.preview'({ staff_id, group, template_id, subject, body }, ctx) {
    await requireTemplate(ctx, template_id);
    const html = cleanBody(body);
    const target = await resolveTarget(ctx.db, { staff_id, group });
    const first = await ctx.db.select(recipientColumns).from(staff).where(and(target.where, withEmail)).orderBy(asc(staffName), asc(staff.id)).limit(3);
    return {
      recipient_count: target.total,
      without_email: target.withoutEmail,
      samples: first.map((r) => ({ staff_id: r.id, name: `${r.first_name} ${r.surname}`, email: r.email, ...render(subject, html, r) })),
    };
  },

  async 'email.send'({ staff_id, group, template_id, subject, body }, ctx) {
    await requireTemplate(ctx, template_id);
    const html = cleanBody(body);
    const target = await resolveTarget(ctx.db, { staff_id, group });
    const people = await ctx.db.select(recipientColumns).from(staff).where(and(target.where, withEmail)).orderBy(asc(staff.id));
    const [made] = await ctx.db.insert(emailSends).values({
      templateId: template_id ?? null, subject, body: html, target: staff_id !== undefined ? 'staff' : 'group', staffId: staff_id ?? null,
      filters: group ? groupFilters(group) : null, recipientCount: people.length, sentBy: ctx.account?.id ?? null,
    }).returning({ id: emailSends.id });
    for (const person of people) {
      const message = render(subject, html, person);
      await ctx.adapters.messenger.enqueue(ctx.db, {
        channel: 'email', recipient: person.email.trim(), subject: message.subject, body: message.body,
        idempotencyKey: `email-send:${made.id}:staff:${person.id}`, origin: 'email.send',
      });
    }
    const [row] = await ctx.db.select(sendColumns).from(emailSends).where(eq(emailSends.id, made.id));
    const send = asSend(row);
    ctx.audit({ entity: 'email_send', entityId: made.id, before: null, after: send });
    return { send };
  },

  async 'email.noticeList'({ keyword, target, ...list }, ctx) {
    const answer = await pagedList<typeof list & { keyword?: string; target?: 'staff' | 'group' }, SendDbRow>(ctx.db, {
      name: 'email_notice_list',
      rows: (db) => db.select(sendColumns).from(emailSends).$dynamic(),
      matching: (db, columns) => db.select(columns).from(emailSends).$dynamic(),
      filters: {
        keyword: (k) => (k ? ilike(emailSends.subject, containing(k)) : undefined),
        target: (t) => eq(emailSends.target, t),
      },
      sorts: { created_at: emailSends.createdAt },
      tieBreak: emailSends.id,
    }, { ...list, keyword, target });
    return { ...answer, list: answer.list.map(asSend) };
  },
};
