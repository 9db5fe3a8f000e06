// What the employee handlers share: reading an employee with its account, the home address check, an
// email free for a new account, and ending an account's sessions.
import { eq, sql } from 'drizzle-orm';
import type { EmployeeRow } from '../../../commands/employee-fields';
import { invalidArguments } from '../app-error';
import type { Place } from '../adapters/places';
import { revokeAccountSessions } from '../auth/sessions';
import type { Queryable } from '../db/open';
import { accounts, employees } from '../db/schema';
import { resolvePlace } from './place-support';
import type { HandlerContext } from './types';

export const employeeColumns = {
  id: employees.id, account_id: employees.accountId, name: sql<string>`${employees.firstName} || ' ' || ${employees.surname}`,
  first_name: employees.firstName, surname: employees.surname, email: accounts.email, phone: accounts.phone, position: employees.position,
  account_type: sql<EmployeeRow['account_type']>`${accounts.accountType}`, status: sql<EmployeeRow['status']>`${accounts.status}`,
  start_date: employees.startDate, end_date: employees.endDate, address: employees.address, suburb: employees.suburb, state: employees.state,
  postcode: employees.postcode, lat: employees.lat, lng: employees.lng, password_issued_at: employees.passwordIssuedAt,
  created_at: employees.createdAt, updated_at: employees.updatedAt, version: employees.version,
};

export const employeeRows = (db: Queryable) => db.select(employeeColumns).from(employees).innerJoin(accounts, eq(accounts.id, employees.accountId)).$dynamic();

export async function loadEmployee(db: Queryable, id: number): Promise<EmployeeRow | undefined> {
  const [row] = await employeeRows(db).where(eq(employees.id, id));
  return row;
}

export interface HomeAddress {
  address?: string;
  suburb?: string;
  state?: string;
  postcode?: string;
}

/** A home address is all four fields or none; given, it must be one place in the gazetteer. */
export async function homePlace(ctx: Pick<HandlerContext, 'adapters'>, home: HomeAddress): Promise<(Place & { address: string }) | null> {
  const keys = ['address', 'suburb', 'state', 'postcode'] as const;
  const given = keys.filter((k) => home[k] !== undefined && home[k] !== '');
  if (!given.length) return null;
  const missing = keys.filter((k) => !given.includes(k));
  if (missing.length) {
    throw invalidArguments(missing.map((k) => ({ path: k, message: `${k === 'address' ? 'Street address' : k[0].toUpperCase() + k.slice(1)} is required with the rest of the home address.` })));
  }
  const place = await resolvePlace(ctx, { suburb: home.suburb!, state: home.state!, postcode: home.postcode! });
  return { ...place, address: home.address! };
}

export async function emailTaken(db: Queryable, email: string, exceptAccount?: number): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`);
  return Boolean(row && row.id !== exceptAccount);
}

export const EMAIL_TAKEN = 'Email address is already used by another account.';

/** Ends every session of an account, here and on every other instance (auth/sessions.ts). */
export const endSessions = revokeAccountSessions;
