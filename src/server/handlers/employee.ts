// Handlers of commands/employee.ts: internal employees, each a profile row beside its sign-in account.
// Passwords: a new employee and a reset get a generated temporary password, answered once, stored only
// as its argon2id hash; resetting or deactivating ends the account's sessions.
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { employeeCommands, employeeList } from '../../../commands/employee';
import type { EmployeeRow } from '../../../commands/employee-fields';
import { conflict, forbidden, invalidArguments, notFound } from '../app-error';
import { generatePassword, hashPassword } from '../auth/passwords';
import { accounts, employees } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { loadVersioned } from '../kit/versioned-update';
import { containing } from '../queries/staff-keyword';
import { importEmployeesCsv } from './employee-import';
import { EMAIL_TAKEN, emailTaken, employeeRows, endSessions, homePlace, loadEmployee } from './employee-support';
import { resolveChangedPlace } from './place-support';
import type { HandlerContext, HandlersFor } from './types';

const listSpec: PagedListSpec<ParsedArgsOf<typeof employeeList>, EmployeeRow> = {
  name: 'internal_staff_list',
  rows: employeeRows,
  matching: (db, columns) => db.select(columns).from(employees).innerJoin(accounts, eq(accounts.id, employees.accountId)).$dynamic(),
  filters: {
    keyword: (k): SQL | undefined => or(
      ilike(sql`${employees.firstName} || ' ' || ${employees.surname}`, containing(k)), ilike(accounts.email, containing(k)),
      ilike(employees.position, containing(k)), ilike(employees.suburb, containing(k)),
    ),
    status: (s) => eq(accounts.status, s),
    account_type: (t) => eq(accounts.accountType, t),
    state: (s) => eq(employees.state, s),
  },
  sorts: { created_at: employees.createdAt, name: sql`lower(${employees.firstName} || ' ' || ${employees.surname})`, start_date: employees.startDate },
  tieBreak: employees.id,
};

async function issuePassword(ctx: HandlerContext, accountId: number): Promise<string> {
  const password = generatePassword();
  await ctx.db.update(accounts).set({ passwordHash: await hashPassword(password), version: sql`${accounts.version} + 1`, updatedAt: sql`now()` }).where(eq(accounts.id, accountId));
  return password;
}

/** Nobody locks themselves out by accident: their own account is changed by another administrator. */
function refuseSelf(ctx: HandlerContext, accountId: number, what: string) {
  if (ctx.account?.id === accountId) throw forbidden(`You cannot ${what} your own account; ask another administrator.`);
}

export const employeeHandlers: HandlersFor<typeof employeeCommands> = {
  'employee.list': (args, ctx) => pagedList(ctx.db, listSpec, args),

  async 'employee.detail'({ employee_id }, ctx) {
    const row = await loadEmployee(ctx.db, employee_id);
    if (!row) throw notFound('Employee', employee_id);
    return row;
  },

  async 'employee.emailExists'({ email }, ctx) {
    return { is_exist: await emailTaken(ctx.db, email) };
  },

  async 'employee.add'(args, ctx) {
    if (await emailTaken(ctx.db, args.email)) throw invalidArguments([{ path: 'email', message: EMAIL_TAKEN }]);
    const home = await homePlace(ctx, args);
    const password = generatePassword();
    const [account] = await ctx.db
      .insert(accounts)
      .values({
        email: args.email, name: `${args.first_name} ${args.surname}`, phone: args.phone ?? '', passwordHash: await hashPassword(password),
        accountType: args.account_type, status: 'active',
      })
      .returning({ id: accounts.id });
    const [row] = await ctx.db
      .insert(employees)
      .values({
        accountId: account.id, firstName: args.first_name, surname: args.surname, position: args.position ?? '',
        startDate: args.start_date ?? null, endDate: args.end_date ?? null, passwordIssuedAt: sql`now()`,
        ...(home && { address: home.address, suburb: home.suburb, state: home.state, postcode: home.postcode, lat: home.lat, lng: home.lng }),
      })
      .returning({ id: employees.id });
    const staff = (await loadEmployee(ctx.db, row.id))!;
    ctx.audit({ entity: 'employee', entityId: staff.id, before: null, after: staff });
    return { staff, temporary_password: password };
  },

  async 'employee.edit'({ employee_id, version, ...fields }, ctx) {
    // By hand rather than versionedUpdate: one record lives in two rows (profile and account), and the
    // audit's images must show both as they were and as written.
    const before = await loadVersioned(ctx.db, { noun: 'Employee', id: employee_id, seen: version, load: loadEmployee });
    if (fields.email !== undefined && fields.email.toLowerCase() !== before.email.toLowerCase() && (await emailTaken(ctx.db, fields.email, before.account_id))) {
      throw invalidArguments([{ path: 'email', message: EMAIL_TAKEN }]);
    }
    const start = fields.start_date !== undefined ? fields.start_date : before.start_date;
    const end = fields.end_date !== undefined ? fields.end_date : before.end_date;
    if (start && end && end < start) throw invalidArguments([{ path: fields.end_date !== undefined ? 'end_date' : 'start_date', message: `End date ${end} is before the start date ${start}.` }]);
    // A first home address needs all four fields; a change to one is checked with the others kept.
    const place = before.suburb ? await resolveChangedPlace(ctx, before, fields) : await homePlace(ctx, fields);
    const first = fields.first_name ?? before.first_name;
    const surname = fields.surname ?? before.surname;

    const accountSet: Partial<typeof accounts.$inferInsert> = {};
    if (fields.email !== undefined && fields.email !== before.email) accountSet.email = fields.email;
    if (fields.phone !== undefined && fields.phone !== before.phone) accountSet.phone = fields.phone;
    if (fields.account_type !== undefined && fields.account_type !== before.account_type) accountSet.accountType = fields.account_type;
    if (first !== before.first_name || surname !== before.surname) accountSet.name = `${first} ${surname}`;
    const set: Partial<typeof employees.$inferInsert> = {};
    if (first !== before.first_name) set.firstName = first;
    if (surname !== before.surname) set.surname = surname;
    if (fields.position !== undefined && fields.position !== before.position) set.position = fields.position;
    if (start !== before.start_date) set.startDate = start;
    if (end !== before.end_date) set.endDate = end;
    if (fields.address !== undefined && fields.address !== before.address) set.address = fields.address;
    if (place) {
      const street = (place as { address?: string }).address;
      if (street !== undefined && street !== before.address) set.address = street;
      Object.assign(set, { suburb: place.suburb, state: place.state, postcode: place.postcode, lat: place.lat, lng: place.lng });
    }
    if (!Object.keys(set).length && !Object.keys(accountSet).length) return { staff: before };

    const written = await ctx.db
      .update(employees)
      .set({ ...set, version: before.version + 1, updatedAt: sql`now()` })
      .where(and(eq(employees.id, employee_id), eq(employees.version, before.version)))
      .returning({ id: employees.id });
    if (!written.length) throw conflict(`Employee ${employee_id} was changed by someone else just now. Reload and try again.`);
    if (Object.keys(accountSet).length) {
      await ctx.db.update(accounts).set({ ...accountSet, version: sql`${accounts.version} + 1`, updatedAt: sql`now()` }).where(eq(accounts.id, before.account_id));
    }
    const staff = (await loadEmployee(ctx.db, employee_id))!;
    ctx.audit({ entity: 'employee', entityId: employee_id, before, after: staff });
    return { staff };
  },

  async 'employee.setStatus'({ employee_id, version, status }, ctx) {
    const before = await loadVersioned(ctx.db, { noun: 'Employee', id: employee_id, seen: version, load: loadEmployee });
    if (before.status === status) return { staff: before, sessions_ended: 0 };
    refuseSelf(ctx, before.account_id, 'deactivate');
    await ctx.db.update(accounts).set({ status, version: sql`${accounts.version} + 1`, updatedAt: sql`now()` }).where(eq(accounts.id, before.account_id));
    const bumped = await ctx.db
      .update(employees)
      .set({ version: before.version + 1, updatedAt: sql`now()` })
      .where(and(eq(employees.id, employee_id), eq(employees.version, before.version)))
      .returning({ id: employees.id });
    if (!bumped.length) throw conflict(`Employee ${employee_id} was changed by someone else just now. Reload and try again.`);
    const sessionsEnded = status === 'inactive' ? await endSessions(ctx.db, before.account_id) : 0;
    const staff = (await loadEmployee(ctx.db, employee_id))!;
    ctx.audit({ entity: 'employee', entityId: employee_id, before, after: { ...staff, sessions_ended: sessionsEnded } });
    return { staff, sessions_ended: sessionsEnded };
  },

  async 'employee.resetPassword'({ employee_id, version }, ctx) {
    const before = await loadVersioned(ctx.db, { noun: 'Employee', id: employee_id, seen: version, load: loadEmployee });
    refuseSelf(ctx, before.account_id, 'reset the password of');
    if (before.status !== 'active') throw conflict(`Employee ${employee_id} (${before.name}) is inactive; make the account active before giving it a password.`);
    const password = await issuePassword(ctx, before.account_id);
    const bumped = await ctx.db
      .update(employees)
      .set({ passwordIssuedAt: sql`now()`, version: before.version + 1, updatedAt: sql`now()` })
      .where(and(eq(employees.id, employee_id), eq(employees.version, before.version)))
      .returning({ id: employees.id });
    if (!bumped.length) throw conflict(`Employee ${employee_id} was changed by someone else just now. Reload and try again.`);
    // Whoever knew the old password is signed out everywhere.
    const sessionsEnded = await endSessions(ctx.db, before.account_id);
    const staff = (await loadEmployee(ctx.db, employee_id))!;
    ctx.audit({ entity: 'employee', entityId: employee_id, before, after: { ...staff, password_reset: true, sessions_ended: sessionsEnded } });
    return { staff, temporary_password: password, sessions_ended: sessionsEnded };
  },

  'employee.import': ({ file }, ctx) => importEmployeesCsv(file, ctx),
};
