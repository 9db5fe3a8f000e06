// Demo rows of the master-board area: most enabled providers have a board (settings, style, roles,
// shift templates and temp shifts in every status); every provider has contract templates, an
// onboarding checklist and an onboarding file; some have API keys. Files are demo/ keys: their PDF is
// made on first download (adapters/file-store-demo.ts).
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  accounts, contractTemplates, facilities, masterBoardRoles, masterBoards, masterBoardTemplates, onboardingFiles, onboardingTemplates, providerApiKeys,
  providers, tempShifts,
} from '../../db/schema';
import { demoDocument } from '../../adapters/file-store-demo';
import { DAY_MS, EPOCH_MS, dateAt, isoAt } from '../clock';
import type { AreaSeedContext } from './area-seed';

const POSITIONS = ['Personal Care Worker', 'Assistant in Nursing', 'Registered Nurse', 'Enrolled Nurse', 'Disability Support Worker', 'Kitchen Hand', 'Cleaner'];
const RATES: Record<string, [number, number]> = {
  'Personal Care Worker': [3400, 4200], 'Assistant in Nursing': [3500, 4300], 'Registered Nurse': [5200, 6800], 'Enrolled Nurse': [4300, 5200],
  'Disability Support Worker': [3500, 4400], 'Kitchen Hand': [2900, 3300], Cleaner: [2900, 3300],
};
const PATTERNS: [name: string, start: string, end: string, breakMinutes: number][] = [
  ['AM shift', '07:00', '15:30', 30], ['PM shift', '14:30', '23:00', 30], ['Night shift', '22:45', '07:15', 30], ['Short AM', '06:30', '11:00', 0],
];
const ROLES: [name: string, description: string, permissions: string[]][] = [
  ['Board manager', 'Runs the board: settings, templates and approvals.', ['view_board', 'post_shift', 'post_without_approval', 'approve_shift', 'import_shifts', 'manage_templates', 'manage_board']],
  ['Facility coordinator', 'Posts shifts for their facility; a manager approves them.', ['view_board', 'post_shift', 'import_shifts']],
  ['Viewer', 'Sees the board and who is preferred.', ['view_board']],
];
const STATUSES: [status: string, weight: number][] = [['pending_approval', 3], ['open', 5], ['filled', 4], ['rejected', 1], ['cancelled', 1]];
const NOTES = ['', '', 'Dementia wing; manual handling certificate needed.', 'Covering annual leave.', 'Agency backfill – please confirm by noon.', 'Induction buddy on site.'];

const contractBody = (provider: string, kind: string) => `<h2>${kind} employment agreement</h2>
<p>This agreement is between <strong>${provider}</strong> and the worker named in the offer.</p>
<h3>1. Position and duties</h3><p>You are engaged as a care worker and will follow the care plans, policies and reasonable directions of the facility manager.</p>
<h3>2. Pay</h3><p>Pay follows the <em>Aged Care Award 2010</em> or the <em>SCHADS Award</em>, whichever covers the role, with penalty rates for evenings, weekends and public holidays.</p>
<h3>3. Hours</h3><ul><li>Shifts are offered through the master board.</li><li>You may accept or decline any shift offered.</li></ul>
<h3>4. Screening</h3><p>You must hold a current NDIS worker screening clearance and national police certificate.</p>
<p>Signed for ${provider}.</p>`;

const ONBOARDING = [
  { title: 'Sign the employment contract', description: 'Through the contract link in the offer email.', required: true },
  { title: 'Upload a national police certificate', description: 'Issued within the last 12 months.', required: true },
  { title: 'Upload NDIS worker screening clearance', description: '', required: true },
  { title: 'Complete infection control training', description: 'Online module, about 45 minutes.', required: true },
  { title: 'Read the staff handbook', description: 'The onboarding file listed with this checklist.', required: false },
  { title: 'Provide bank and superannuation details', description: '', required: true },
];

export async function seedMasterBoard({ tx, scale, stream }: AreaSeedContext): Promise<Record<string, number>> {
  const rng = stream('master-board');
  const all = await tx.select({ id: providers.id, name: providers.name, status: providers.status }).from(providers).orderBy(asc(providers.id)).limit(scale === 'large' ? 200 : 60);
  const places = await tx.select({ id: facilities.id, providerId: facilities.providerId }).from(facilities).orderBy(asc(facilities.id));
  const [admin] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.status, 'active')).orderBy(asc(accounts.id)).limit(1);
  const byProvider = new Map<number, number[]>();
  for (const f of places) byProvider.set(f.providerId, [...(byProvider.get(f.providerId) ?? []), f.id]);

  const counts = { master_boards: 0, master_board_roles: 0, master_board_templates: 0, temp_shifts: 0, contract_templates: 0, onboarding_templates: 0, onboarding_files: 0, provider_api_keys: 0 };
  const used = new Set<string>();
  const shiftRows: (typeof tempShifts.$inferInsert)[] = [];
  for (const [index, provider] of all.entries()) {
    const sites = byProvider.get(provider.id) ?? [];
    const created = isoAt(EPOCH_MS - rng.int(60, 400) * DAY_MS);
    await tx.insert(contractTemplates).values([
      { providerId: provider.id, name: 'Casual care worker agreement', employmentType: 1, bodyHtml: contractBody(provider.name, 'Casual'), createdAt: created, updatedAt: created },
      { providerId: provider.id, name: 'Part time care worker agreement', employmentType: 3, bodyHtml: contractBody(provider.name, 'Part time'), createdAt: created, updatedAt: created, active: rng.chance(0.8) },
    ]);
    await tx.insert(onboardingTemplates).values({ providerId: provider.id, name: 'Care worker onboarding', items: ONBOARDING.filter((_, i) => i < 4 || rng.chance(0.7)), createdAt: created, updatedAt: created });
    const fileName = 'Staff handbook.pdf';
    await tx.insert(onboardingFiles).values({
      providerId: provider.id, title: 'Staff handbook', fileName, kind: 'pdf', mimeType: 'application/pdf', sizeBytes: demoDocument(fileName).byteLength,
      storageKey: `demo/onboarding/provider-${provider.id}-handbook.pdf`, createdAt: created,
    });
    counts.contract_templates += 2;
    counts.onboarding_templates += 1;
    counts.onboarding_files += 1;

    if (provider.status !== 'enabled' || !sites.length || index % 5 === 4) continue; // some providers never set a board up
    let slug = provider.name.toLowerCase().replace(/\b(pty|ltd|limited|the)\b/g, ' ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 50).replace(/-+$/, '');
    if (used.has(slug)) slug = `${slug}-${provider.id}`;
    used.add(slug);
    await tx.insert(masterBoards).values({
      providerId: provider.id, enabled: index % 7 !== 3, slug, title: `${provider.name} shift board`, intro: 'Open shifts for our casual pool. Tap a shift to put your hand up.',
      requireApproval: index % 3 !== 0, showPayRate: rng.chance(0.8), releaseAfterHours: rng.pick([0, 4, 12, 24]),
      primaryColour: rng.pick(['#1890ff', '#13a8a8', '#2f54eb', '#722ed1']), accentColour: rng.pick(['#52c41a', '#fa8c16', '#eb2f96']),
      headerText: rng.chance(0.5) ? 'Pick up a shift this week' : '', layout: rng.pick(['list', 'cards']), createdAt: created, updatedAt: created,
    });
    await tx.insert(masterBoardRoles).values(ROLES.map(([name, description, permissions]) => ({ providerId: provider.id, name, description, permissions, createdAt: created, updatedAt: created })));
    const templateIds = (await tx.insert(masterBoardTemplates).values(PATTERNS.slice(0, 3).map(([name, start, end, breakMinutes]) => {
      const position = rng.pick(POSITIONS.slice(0, 4));
      const [lo, hi] = RATES[position];
      return { providerId: provider.id, name: `${name} – ${position}`, facilityId: rng.chance(0.5) ? rng.pick(sites) : null, position, startTime: start, endTime: end, breakMinutes, hourlyRateCents: Math.round(rng.int(lo, hi) / 5) * 5, createdAt: created, updatedAt: created };
    })).returning({ id: masterBoardTemplates.id })).map((r) => r.id);
    counts.master_boards += 1;
    counts.master_board_roles += ROLES.length;
    counts.master_board_templates += templateIds.length;

    for (let n = rng.int(6, 14); n > 0; n--) {
      const position = rng.pick(POSITIONS);
      const [, start, end, breakMinutes] = rng.pick(PATTERNS);
      const [lo, hi] = RATES[position];
      const status = rng.weighted(STATUSES);
      const past = status === 'filled' || status === 'cancelled';
      // Waiting and open shifts lie ahead (to the end of the year) so the demo board has shifts to show.
      const day = EPOCH_MS + (past ? -rng.int(1, 30) : rng.int(10, 60)) * DAY_MS;
      const at = isoAt(day - rng.int(2, 10) * DAY_MS);
      const decided = status !== 'pending_approval';
      shiftRows.push({
        providerId: provider.id, facilityId: rng.pick(sites), templateId: rng.chance(0.3) ? rng.pick(templateIds) : null, position, shiftDate: dateAt(day),
        startTime: start, endTime: end, breakMinutes, hourlyRateCents: Math.round(rng.int(lo, hi) / 5) * 5, headcount: rng.chance(0.75) ? 1 : rng.int(2, 4),
        note: rng.pick(NOTES), status, statusReason: status === 'rejected' ? 'Rate above the agreed casual rate.' : status === 'cancelled' ? 'Resident numbers dropped; shift not needed.' : '',
        source: rng.pick(['console', 'console', 'import', 'template']), decidedBy: decided ? admin?.id ?? null : null, decidedAt: decided ? at : null,
        createdAt: at, updatedAt: at,
      });
    }
    if (admin && index % 4 === 0) {
      const key = `ccp_demo${provider.id}${rng.int(100000, 999999)}`;
      await tx.insert(providerApiKeys).values({
        providerId: provider.id, name: rng.pick(['Roster sync', 'Deputy integration', 'Payroll export']), keyPrefix: key.slice(0, 12),
        keyHash: createHash('sha256').update(key).digest('hex'), administratorId: admin.id, scopes: ['temp_shifts:read', 'temp_shifts:write'],
        lastUsedAt: rng.chance(0.6) ? isoAt(EPOCH_MS - rng.int(1, 72) * 3_600_000) : null, createdAt: created, updatedAt: created,
      });
      counts.provider_api_keys += 1;
    }
  }
  for (let from = 0; from < shiftRows.length; from += 500) await tx.insert(tempShifts).values(shiftRows.slice(from, from + 500));
  counts.temp_shifts = shiftRows.length;
  return counts;
}
