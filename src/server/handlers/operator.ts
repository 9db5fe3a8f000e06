// Handlers of commands/operator.ts: provider operators (v2). Passwords are argon2id hashes like the
// console's own accounts (auth/passwords.ts); login info is emailed through the messaging adapter in the
// same transaction, so the email exists exactly when the change that caused it commits.
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { operatorCommands, operatorList, OperatorRow } from '../../../commands/operator';
import { operatorRoles } from '../../domain/enums/provider';
import type { OutgoingMessage } from '../adapters/messenger';
import { conflict, invalidArguments, notFound } from '../app-error';
import { generatePassword, hashPassword } from '../auth/passwords';
import type { Queryable } from '../db/open';
import { facilities, providerOperators } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { loadVersioned, versionedUpdate } from '../kit/versioned-update';
import { containing } from '../queries/staff-keyword';
import { publicBase } from '../queries/short-links';
import { requireProvider } from './provider-rows';
import type { HandlerContext, HandlersFor } from './types';

const operatorColumns = {
  id: providerOperators.id, provider_id: providerOperators.providerId,
  name: sql<string>`${providerOperators.firstName} || ' ' || ${providerOperators.surname}`,
  first_name: providerOperators.firstName, surname: providerOperators.surname, email: providerOperators.email,
  role: sql<OperatorRow['role']>`${providerOperators.role}`, facility_id: providerOperators.facilityId, facility_name: facilities.name,
  status: sql<OperatorRow['status']>`${providerOperators.status}`, login_info_sent_at: providerOperators.loginInfoSentAt,
  created_at: providerOperators.createdAt, version: providerOperators.version,
};
const operatorRows = (db: Queryable) => db.select(operatorColumns).from(providerOperators).leftJoin(facilities, eq(facilities.id, providerOperators.facilityId)).$dynamic();

async function loadOperator(db: Queryable, id: number): Promise<OperatorRow | undefined> {
  const [row] = await operatorRows(db).where(eq(providerOperators.id, id));
  return row;
}

const listSpec: PagedListSpec<ParsedArgsOf<typeof operatorList>, OperatorRow> = {
  name: 'operator_list_v2',
  rows: operatorRows,
  matching: (db, columns) => db.select(columns).from(providerOperators).$dynamic(),
  filters: {
    keyword: (k) => or(ilike(sql`${providerOperators.firstName} || ' ' || ${providerOperators.surname}`, containing(k)), ilike(providerOperators.email, containing(k))),
    provider_id: (id) => eq(providerOperators.providerId, id),
    status: (s) => eq(providerOperators.status, s),
    role: (r) => eq(providerOperators.role, r),
  },
  sorts: {},
  tieBreak: providerOperators.id,
};

/** The facility must be one of the operator's provider's own. */
async function checkFacility(db: Queryable, providerId: number, facilityId: number | null | undefined) {
  if (facilityId === undefined || facilityId === null) return;
  const [facility] = await db.select({ providerId: facilities.providerId }).from(facilities).where(eq(facilities.id, facilityId));
  if (!facility || facility.providerId !== providerId) {
    throw invalidArguments([{ path: 'facility_id', message: `Facility ${facilityId} is not one of provider ${providerId}'s facilities.` }]);
  }
}

async function checkEmailFree(db: Queryable, email: string, except?: number) {
  const [other] = await db.select({ id: providerOperators.id }).from(providerOperators)
    .where(and(sql`lower(${providerOperators.email}) = lower(${email})`, except ? sql`${providerOperators.id} <> ${except}` : undefined));
  if (other) throw invalidArguments([{ path: 'email', message: `Email address is already used by operator ${other.id}.` }]);
}

function loginInfoEmail(ctx: HandlerContext, to: { email: string; firstName: string }, providerName: string, password: string, role: string): OutgoingMessage {
  return {
    channel: 'email',
    recipient: to.email,
    subject: `Your ${providerName} login details`,
    body: [
      `Hi ${to.firstName},`,
      '',
      `You can sign in to ${providerName} on Care Console as ${operatorRoles.label(role) ?? role}.`,
      `Sign-in page: ${publicBase(ctx)}/login`,
      `Email: ${to.email}`,
      `Temporary password: ${password}`,
      '',
      'Please change your password after you sign in. If you did not expect this email, tell your administrator.',
    ].join('\n'),
    secrets: [password],
  };
}

export const operatorHandlers: HandlersFor<typeof operatorCommands> = {
  async 'operator.list'(args, ctx) {
    await requireProvider(ctx.db, args.provider_id);
    return pagedList(ctx.db, listSpec, args);
  },

  async 'operator.info'({ operator_id }, ctx) {
    const operator = await loadOperator(ctx.db, operator_id);
    if (!operator) throw notFound('Operator', operator_id);
    const provider = await requireProvider(ctx.db, operator.provider_id);
    return { operator, provider_name: provider.name, version: operator.version };
  },

  async 'operator.add'({ provider_id, first_name, surname, email, password, role, facility_id, send_login_info }, ctx) {
    const provider = await requireProvider(ctx.db, provider_id);
    if (provider.status !== 'enabled') throw conflict(`Provider ${provider_id} (${provider.name}) is disabled; enable it before adding operators.`);
    await checkFacility(ctx.db, provider_id, facility_id);
    await checkEmailFree(ctx.db, email);
    const passwordHash = await hashPassword(password);
    const [made] = await ctx.db.insert(providerOperators).values({
      providerId: provider_id, facilityId: facility_id ?? null, firstName: first_name, surname, email, passwordHash, role,
      loginInfoSentAt: send_login_info ? sql`now()` as unknown as string : null,
    }).returning({ id: providerOperators.id });
    if (send_login_info) await ctx.adapters.messenger.enqueue(ctx.db, loginInfoEmail(ctx, { email, firstName: first_name }, provider.name, password, role));
    const operator = (await loadOperator(ctx.db, made.id))!;
    ctx.audit({ entity: 'operator', entityId: made.id, before: null, after: operator });
    return { operator };
  },

  async 'operator.edit'({ operator_id, version, password, ...fields }, ctx) {
    const current = await loadVersioned(ctx.db, { noun: 'Operator', id: operator_id, seen: version, load: loadOperator });
    if (fields.facility_id !== undefined) await checkFacility(ctx.db, current.provider_id, fields.facility_id);
    if (fields.email !== undefined && fields.email.toLowerCase() !== current.email.toLowerCase()) await checkEmailFree(ctx.db, fields.email, operator_id);
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    const operator = await versionedUpdate(ctx, {
      noun: 'Operator', id: operator_id, seen: version, table: providerOperators, entity: 'operator', load: loadOperator,
      change: (before) => {
        const set: Partial<typeof providerOperators.$inferInsert> = {};
        if (fields.first_name !== undefined && fields.first_name !== before.first_name) set.firstName = fields.first_name;
        if (fields.surname !== undefined && fields.surname !== before.surname) set.surname = fields.surname;
        if (fields.email !== undefined && fields.email !== before.email) set.email = fields.email;
        if (fields.role !== undefined && fields.role !== before.role) set.role = fields.role;
        if (fields.facility_id !== undefined && fields.facility_id !== before.facility_id) set.facilityId = fields.facility_id;
        if (passwordHash) set.passwordHash = passwordHash;
        return Object.keys(set).length ? set : null;
      },
    });
    return { operator };
  },

  async 'operator.setStatus'({ operator_id, status, version }, ctx) {
    const operator = await versionedUpdate(ctx, {
      noun: 'Operator', id: operator_id, seen: version, table: providerOperators, entity: 'operator', load: loadOperator,
      change: (before) => (before.status === status ? null : { status }),
    });
    return { operator };
  },

  async 'operator.resendLogin'({ operator_id }, ctx) {
    const before = await loadOperator(ctx.db, operator_id);
    if (!before) throw notFound('Operator', operator_id);
    if (before.status !== 'active') throw conflict(`Operator ${operator_id} (${before.name}) is inactive; set them active before sending login info.`);
    const provider = await requireProvider(ctx.db, before.provider_id);
    if (provider.status !== 'enabled') throw conflict(`Provider ${provider.id} (${provider.name}) is disabled; its operators cannot sign in.`);
    // Only a hash is kept, so resending means a new temporary password.
    const temporary = generatePassword();
    await ctx.db.update(providerOperators)
      .set({ passwordHash: await hashPassword(temporary), loginInfoSentAt: sql`now()`, version: before.version + 1, updatedAt: sql`now()` })
      .where(eq(providerOperators.id, operator_id));
    await ctx.adapters.messenger.enqueue(ctx.db, loginInfoEmail(ctx, { email: before.email, firstName: before.first_name }, provider.name, temporary, before.role));
    const operator = (await loadOperator(ctx.db, operator_id))!;
    ctx.audit({ entity: 'operator', entityId: operator_id, before, after: operator });
    return { operator, sent_to: operator.email };
  },

  async 'operator.delete'({ operator_id, version }, ctx) {
    const before = await loadVersioned(ctx.db, { noun: 'Operator', id: operator_id, seen: version, load: loadOperator });
    const gone = await ctx.db.delete(providerOperators).where(and(eq(providerOperators.id, operator_id), eq(providerOperators.version, before.version))).returning({ id: providerOperators.id });
    if (!gone.length) throw conflict(`Operator ${operator_id} was changed by someone else just now. Reload and try again.`);
    ctx.audit({ entity: 'operator', entityId: operator_id, before, after: null });
    return { id: operator_id, deleted: true as const };
  },
};

