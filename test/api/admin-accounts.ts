// Accounts of each spec §3 type for the permission and admin-user suites: made through add_admin_user by
// the seeded super account, then signed in, so the whole path is the real one.
import type { AccountTypeCode } from '../../src/domain/enums/account';
import type { TestServer } from '../support/server';

export const ACCOUNT_PASSWORD = 'Permission-Test-2026';

export interface SignedInAccount {
  id: number;
  email: string;
  token: string;
  version: number;
}

let made = 0;

/** A new active account of this type, signed in. */
export async function accountOfType(server: TestServer, adminToken: string, type: AccountTypeCode, extra: Record<string, unknown> = {}): Promise<SignedInAccount> {
  const email = `${type.replace(/_/g, '.')}.${process.pid}.${++made}@example.com`;
  const added = await server.call('add_admin_user', { name: `Test ${type}`, email, account_type: type, password: ACCOUNT_PASSWORD, ...extra }, { token: adminToken });
  if (added.err !== 0) throw new Error(`add_admin_user ${type}: ${added.msg}`);
  const login = await server.call('login', { username: email, password: ACCOUNT_PASSWORD });
  if (login.err !== 0) throw new Error(`login ${type}: ${login.msg}`);
  return { id: added.data.user.id, email, token: login.data.token, version: added.data.user.version };
}
