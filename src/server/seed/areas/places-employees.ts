// Demo rows of the places-employees area: each provider's address book (head office as the default,
// and a billing or training address for some), the marketplace's internal employees with their
// sign-in accounts and home addresses, and the console's shared documents in /files.
import { randomBytes } from 'node:crypto';
import { accountTypes } from '../../../domain/enums/account';
import { hashPassword } from '../../auth/passwords';
import { accounts, employees, libraryFiles, providerAddresses, providers } from '../../db/schema';
import { DEMO_KEY_PREFIX, demoDocument } from '../../adapters/file-store-demo';
import { DAY_MS, EPOCH_MS, dateAt, isoAt } from '../clock';
import { suburbs, suburbsByState } from '../suburbs';
import { nameGroups, streets } from '../vocabulary';
import type { AreaSeedContext } from './area-seed';

const EMPLOYEES = { demo: 36, large: 120 } as const;
const OTHER_LABELS = ['Accounts payable', 'Training room', 'Regional office', 'Uniform and equipment store'] as const;
const POSITIONS: readonly [position: string, type: (typeof accountTypes.codes)[number]][] = [
  ['Recruitment officer', 'hr_officer'], ['Recruitment coordinator', 'hr_coordinator'], ['Onboarding officer', 'hr_officer'],
  ['Operations manager', 'operational_manager'], ['HR manager', 'hr_manager'], ['General manager', 'general_manager'],
  ['Interview facilitator', 'facilitator'], ['HR business partner', 'hrbp'], ['Rostering coordinator', 'hr_coordinator'],
  ['Compliance officer', 'hr_officer'], ['MyVista recruitment officer', 'hr_officer_myvista'], ['Reception', 'public_account'],
];
const DOCUMENTS: readonly [title: string, description: string][] = [
  ['Code of conduct 2026', 'What every worker agrees to before their first shift.'],
  ['Infection control policy', 'Hand hygiene, PPE and outbreak procedures for residential care.'],
  ['Manual handling procedure', 'Safe lifting and transfers; read with the training module.'],
  ['Incident report form', 'Paper form for sites without the app.'],
  ['Timesheet correction request', 'For corrections after a payslip is approved.'],
  ['Police check consent form', 'Signed by applicants before a national police check.'],
  ['Uniform order form', ''],
  ['Provider onboarding checklist', 'What a new provider sends before their first order.'],
  ['Worker handbook', 'Pay, leave, rostering and who to call.'],
  ['Privacy collection notice', 'Given to applicants when they register.'],
];

const street = (rng: ReturnType<AreaSeedContext['stream']>) => `${rng.int(1, 240)} ${rng.pick(streets)}`;

export async function seedPlacesEmployees({ tx, scale, stream }: AreaSeedContext): Promise<Record<string, number>> {
  const rng = stream('places-employees');

  // Address book: the head office (default) at the provider's own suburb, sometimes one or two more.
  const orgs = await tx.select({ id: providers.id, state: providers.state, createdAt: providers.createdAt }).from(providers).orderBy(providers.id);
  const addressRows: (typeof providerAddresses.$inferInsert)[] = [];
  for (const org of orgs) {
    const local = suburbsByState.get(org.state as never) ?? [0];
    const count = rng.int(1, 3);
    for (let i = 0; i < count; i++) {
      const place = suburbs[rng.pick(local)];
      addressRows.push({
        providerId: org.id, label: i === 0 ? 'Head office' : OTHER_LABELS[(org.id + i) % OTHER_LABELS.length], address: street(rng),
        suburb: place.name, state: place.state, postcode: place.postcode, lat: place.lat, lng: place.lng, isDefault: i === 0,
        contactPhone: i === 0 ? '' : `0${rng.int(2, 8)}${String(rng.int(10_000_000, 99_999_999))}`, createdAt: org.createdAt, updatedAt: org.createdAt,
      });
    }
  }
  if (addressRows.length) await tx.insert(providerAddresses).values(addressRows);

  // Employees: a sign-in account each (active but with no usable password until one is reset) and a profile.
  const lockedHash = await hashPassword(randomBytes(32).toString('base64url'));
  const people = Array.from({ length: EMPLOYEES[scale] }, (_, i) => {
    const group = rng.weighted(nameGroups);
    const first = rng.pick(rng.chance(0.6) ? group.female : group.male);
    const surname = rng.pick(group.surnames);
    const [position, type] = POSITIONS[i % POSITIONS.length];
    const place = suburbs[rng.int(0, suburbs.length - 1)];
    const started = EPOCH_MS - rng.int(30, 2_400) * DAY_MS;
    const left = i % 9 === 8;
    return { first, surname, position, type, place, started, left, email: `${first}.${surname}.${i + 1}@staff.example.com`.toLowerCase().replace(/'/g, '') };
  });
  const made = await tx
    .insert(accounts)
    .values(people.map((p) => ({
      email: p.email, name: `${p.first} ${p.surname}`, phone: `04${String(rng.int(10_000_000, 99_999_999))}`, passwordHash: lockedHash,
      accountType: p.type, status: p.left ? 'inactive' : 'active', createdAt: isoAt(p.started), updatedAt: isoAt(p.started),
    })))
    .returning({ id: accounts.id });
  await tx.insert(employees).values(people.map((p, i) => ({
    accountId: made[i].id, firstName: p.first, surname: p.surname, position: p.position, startDate: dateAt(p.started),
    endDate: p.left ? dateAt(p.started + rng.int(60, 400) * DAY_MS) : null,
    address: street(rng), suburb: p.place.name, state: p.place.state, postcode: p.place.postcode,
    lat: Math.round((p.place.lat + rng.float(-0.01, 0.01)) * 1e5) / 1e5, lng: Math.round((p.place.lng + rng.float(-0.01, 0.01)) * 1e5) / 1e5,
    createdAt: isoAt(p.started), updatedAt: isoAt(p.started),
  })));

  // Files: listed with demo keys; each one's PDF is made the first time it is downloaded (file-store-demo.ts).
  const uploader = people[0];
  const files = DOCUMENTS.map(([title, description], i) => {
    const fileName = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
    const at = EPOCH_MS - (DOCUMENTS.length - i) * rng.int(5, 30) * DAY_MS;
    return {
      title, description, fileName, storageKey: `${DEMO_KEY_PREFIX}library/${i + 1}-${fileName}`, mimeType: 'application/pdf',
      sizeBytes: demoDocument(fileName).byteLength, uploadedById: made[0].id, uploadedByName: `${uploader.first} ${uploader.surname}`, createdAt: isoAt(at),
    };
  });
  await tx.insert(libraryFiles).values(files);
  return { provider_addresses: addressRows.length, employees: people.length, library_files: files.length };
}
