// Demo rows of the admin area: the office's admin users (one or more of every spec §3 account type, some
// inactive or with an end date), auth entries built from the command catalogue (each domain's queries
// and actions become a View and a Manage auth, so the api lists are real), the four platform role
// templates of operator roles, and a few providers' customised copies of them.
import { registry } from '../../../../commands';
import { domainOf, type Domain } from '../../../../commands/permissions';
import { operatorRoles } from '../../../domain/enums/provider';
import { accounts, adminAuths, providerRoles, providers } from '../../db/schema';
import { DAY_MS, EPOCH_MS, dateAt, isoAt } from '../clock';
import type { AreaSeedContext } from './area-seed';

/** The office: [name, account type, status, start days before the epoch, end days after it (negative: ended)]. */
const people: [string, string, 'active' | 'inactive', number, number | null][] = [
  ['Margaret Kelly', 'general_manager', 'active', 2100, null],
  ['David Nguyen', 'hr_manager', 'active', 1500, null],
  ['Sophie Williams', 'hr_officer', 'active', 700, null],
  ['Aaron Patel', 'hr_officer', 'inactive', 900, null],
  ['Chloe Tran', 'hr_coordinator', 'active', 420, null],
  ['Liam O\'Brien', 'hr_officer_myvista', 'active', 260, 120],
  ['Jessica Rossi', 'operational_manager', 'active', 1300, null],
  ['Ben Fraser', 'operational_manager', 'active', 300, null],
  ['Noah Campbell', 'public_account', 'active', 90, 30],
  ['Reception (Parramatta)', 'public_account', 'active', 1000, null],
  ['Olivia Brown', 'facilitator', 'active', 200, null],
  ['Ethan Murphy', 'facilitator', 'active', 380, -14],
  ['Isabella Chen', 'hrbp', 'active', 640, null],
  ['Mia Walker', 'hrbp', 'inactive', 1100, -200],
  ['Zoe Anderson', 'super_account', 'active', 1800, null],
];

const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z ]/g, '').trim().replace(/ +/g, '.')}@example.com`;

/** Operator-facing groups (role auth lists): the domains a provider's people work in, with their console pages. */
const authGroups: [group: string, domain: Domain, menus: string[]][] = [
  ['Shifts', 'orders', ['/order/shift']],
  ['Timesheets', 'timesheets', ['/time-sheet']],
  ['Incidents', 'incidents', ['/incident/index']],
  ['Workers', 'recruitment', ['/staff/applicants', '/staff/enabled-staff']],
  ['Interviews', 'interviews', ['/staff/applicants']],
  ['Organisation', 'providers', ['/provider/providers/enable', '/provider/employees']],
  ['Billing', 'pay', ['/account/payslip', '/account/invoice']],
  ['Messages', 'messaging', ['/tools/sms']],
  ['Files', 'files', ['/files/list']],
];

/** The catalogue's api names of one domain and kind, as auths list them. */
function apisOf(domain: Domain, kind: 'query' | 'action'): string[] {
  return registry.all.filter((c) => c.kind === kind && c.api && !c.public && domainOf(c) === domain).map((c) => c.api!);
}

export function catalogueAuths() {
  return authGroups.flatMap(([group, domain, menus]) => {
    const code = group.toLowerCase();
    return [
      { code: `${code}.view`, name: `View ${group.toLowerCase()}`, groupName: group, description: `Read ${group.toLowerCase()} without changing them.`, menus, apis: apisOf(domain, 'query') },
      { code: `${code}.manage`, name: `Manage ${group.toLowerCase()}`, groupName: group, description: `Create, change and remove ${group.toLowerCase()}.`, menus, apis: apisOf(domain, 'action') },
    ];
  });
}

/** Which auths each operator role template holds. */
const templateAuths: Record<(typeof operatorRoles.codes)[number], (code: string) => boolean> = {
  administrator: () => true,
  manager: (code) => code.endsWith('.view') || ['shifts.manage', 'timesheets.manage', 'incidents.manage', 'interviews.manage'].includes(code),
  roster_coordinator: (code) => ['shifts.view', 'shifts.manage', 'timesheets.view', 'incidents.view', 'incidents.manage', 'workers.view', 'messages.view'].includes(code),
  viewer: (code) => code.endsWith('.view') && code !== 'billing.view',
};

const templateText: Record<(typeof operatorRoles.codes)[number], string> = {
  administrator: 'Everything in the provider portal, including billing and users.',
  manager: 'Runs a facility: books and approves shifts, signs off timesheets, reports incidents.',
  roster_coordinator: 'Fills the roster: books shifts and reports incidents.',
  viewer: 'Looks without changing anything (auditors, board members).',
};

export async function seedAdminArea({ tx, stream }: AreaSeedContext): Promise<Record<string, number>> {
  const rng = stream('admin-area');
  const accountRows = people.map(([name, accountType, status, startDays, endDays]) => ({
    email: emailOf(name), name, accountType, status, passwordHash: '!', phone: `04${String(rng.int(10_000_000, 99_999_999))}`,
    startDate: dateAt(EPOCH_MS - startDays * DAY_MS), endDate: endDays === null ? null : dateAt(EPOCH_MS + endDays * DAY_MS),
    createdAt: isoAt(EPOCH_MS - startDays * DAY_MS - 3 * DAY_MS),
  }));
  const madeAccounts = await tx.insert(accounts).values(accountRows).onConflictDoNothing().returning({ id: accounts.id });

  const auths = await tx.insert(adminAuths).values(catalogueAuths()).returning({ code: adminAuths.code });
  const codes = auths.map((a) => a.code);
  const templates = await tx
    .insert(providerRoles)
    .values(operatorRoles.entries.map(({ code, label }) => ({ name: label, description: templateText[code], auths: codes.filter(templateAuths[code]) })))
    .returning({ id: providerRoles.id, name: providerRoles.name, auths: providerRoles.auths });

  // A few providers customise a template: managers who may not see billing, viewers who may read it.
  const some = await tx.select({ id: providers.id, name: providers.name }).from(providers).orderBy(providers.id).limit(6);
  const copies = some.flatMap((provider, i) => {
    const template = templates[i % 2 === 0 ? 1 : 3];
    const auths = i % 2 === 0 ? template.auths.filter((c) => c !== 'billing.view') : [...template.auths, 'billing.view'];
    return [{ providerId: provider.id, basedOnId: template.id, name: template.name, description: `${provider.name}'s own ${template.name.toLowerCase()} role.`, auths }];
  });
  if (copies.length) await tx.insert(providerRoles).values(copies);
  return { admin_users: madeAccounts.length, admin_auths: auths.length, provider_roles: templates.length + copies.length };
}
