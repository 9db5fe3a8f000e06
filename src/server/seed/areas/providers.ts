// Demo rows of the providers area: operators of every provider (one shared random password hash nobody
// knows, so each signs in only after "resend login info"), disable requests (approved for the disabled
// providers, a few pending and rejected for enabled ones), block lists, attachments (demo/ keys whose PDF
// is made on first download), settings for some providers, and queued SMS to operators.
import { asc, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { demoDocument, DEMO_KEY_PREFIX } from '../../adapters/file-store-demo';
import { hashPassword } from '../../auth/passwords';
import {
  facilities, outbox, providerAttachments, providerBlockedStaff, providerDisableRequests, providerOperators, providers, providerSettings, staff,
} from '../../db/schema';
import { insertRows } from '../bulk-insert';
import { DAY_MS, EPOCH_MS, isoAt } from '../clock';
import { weightedPicker } from '../random';
import { nameGroups } from '../vocabulary';
import type { AreaSeedContext } from './area-seed';

const ENABLED_STAFF = 10;
const ROLES = ['administrator', 'manager', 'roster_coordinator', 'viewer'] as const;
const APPROVERS = ['Grace Nguyen', 'Daniel Okafor', 'Priya Sharma'];
const DISABLE_REASONS = [
  'Contract ended on 30 June; no further shifts are booked.',
  'Overdue invoices over 90 days; finance asked to pause the account.',
  'Provider merged into another group and now books through their account.',
  'Accreditation lapsed; waiting for the new Aged Care Quality certificate.',
];
const BLOCK_REASONS = [
  'Did not attend two booked shifts without notice.',
  'Facility manager asked not to send this worker again after a resident complaint.',
  'Worker previously employed directly by the provider; conflict of interest.',
  'Medication competency not accepted by this provider.',
  'Repeated late arrivals on night shifts.',
];
const POSITIONS = ['Lifestyle Coordinator', 'Dementia Care Specialist', 'Night Support Worker', 'Palliative Care AIN', 'Community Transport Driver'];
const STYLES = [['#1890ff', '#13c2c2'], ['#2f54eb', '#faad14'], ['#389e0d', '#1d39c4'], ['#c41d7f', '#08979c']] as const;
const SMS = [
  'Reminder: 3 open night shifts at {site} this weekend. Reply YES to confirm cover.',
  'Timesheets for last week are ready to approve in the portal.',
  'A worker has accepted tomorrow’s 7am shift at {site}.',
];

const mobile = (n: number) => `04${String(10_000_000 + (n * 7_919) % 89_999_999).padStart(8, '0')}`;

export async function seedProviders({ tx, scale, stream }: AreaSeedContext): Promise<Record<string, number>> {
  const rng = stream('providers-area');
  const pickNames = weightedPicker(nameGroups);
  const list = await tx.select({ id: providers.id, name: providers.name, status: providers.status, createdAt: providers.createdAt, email: providers.email })
    .from(providers).orderBy(asc(providers.id));
  const sites = await tx.select({ id: facilities.id, providerId: facilities.providerId, name: facilities.name }).from(facilities).orderBy(asc(facilities.id));
  const workers = await tx.select({ id: staff.id }).from(staff).where(eq(staff.status, ENABLED_STAFF)).orderBy(asc(staff.id)).limit(scale === 'large' ? 2_000 : 300);
  const sharedHash = await hashPassword(randomBytes(24).toString('base64url'));

  const operators: (typeof providerOperators.$inferInsert)[] = [];
  const requests: (typeof providerDisableRequests.$inferInsert)[] = [];
  const blocks: (typeof providerBlockedStaff.$inferInsert)[] = [];
  const files: (typeof providerAttachments.$inferInsert)[] = [];
  const settings: (typeof providerSettings.$inferInsert)[] = [];
  const messages: (typeof outbox.$inferInsert)[] = [];
  const emails = new Set<string>();

  list.forEach((p, index) => {
    const own = sites.filter((s) => s.providerId === p.id);
    const domain = p.email.split('@')[1] ?? 'example.org';
    const created = Date.parse(p.createdAt);
    const operatorCount = rng.int(2, 5);
    for (let i = 0; i < operatorCount; i++) {
      const group = pickNames(rng);
      const female = rng.chance(0.7);
      const first = rng.pick(female ? group.female : group.male);
      const surname = rng.pick(group.surnames);
      let email = `${first}.${surname}`.toLowerCase().replace(/[^a-z.]/g, '') + `@${domain}`;
      for (let n = 2; emails.has(email); n++) email = `${first}.${surname}${n}`.toLowerCase().replace(/[^a-z0-9.]/g, '') + `@${domain}`;
      emails.add(email);
      const at = isoAt(created + rng.next() * (EPOCH_MS - created));
      const phone = mobile(operators.length + index * 31);
      operators.push({
        providerId: p.id, facilityId: i === 0 || !own.length ? null : rng.pick(own).id, firstName: first, surname, email, phone, passwordHash: sharedHash,
        role: i === 0 ? 'administrator' : rng.pick(ROLES), status: rng.chance(0.12) ? 'inactive' : 'active', loginInfoSentAt: at, createdAt: at, updatedAt: at,
      });
      if (i === 0 && p.status === 'enabled' && rng.chance(0.6)) {
        const site = own.length ? rng.pick(own).name : p.name;
        messages.push({ channel: 'sms', recipient: phone, body: rng.pick(SMS).replace('{site}', site), status: rng.chance(0.7) ? 'queued' : 'sent', createdAt: isoAt(EPOCH_MS - rng.int(1, 20) * DAY_MS) });
      }
    }

    const requestedAt = EPOCH_MS - rng.int(5, 120) * DAY_MS;
    const requester = rng.pick(APPROVERS);
    if (p.status === 'disabled') {
      requests.push({
        providerId: p.id, reason: rng.pick(DISABLE_REASONS), status: 'approved', requestedByName: requester, decidedByName: rng.pick(APPROVERS.filter((a) => a !== requester)),
        decidedAt: isoAt(requestedAt + DAY_MS), decisionNote: 'Checked with the account manager.', createdAt: isoAt(requestedAt), updatedAt: isoAt(requestedAt + DAY_MS), version: 2,
      });
    } else if (index % 5 === 1) {
      requests.push({
        providerId: p.id, reason: rng.pick(DISABLE_REASONS), status: 'pending', requestedByName: requester, decidedByName: null,
        decidedAt: null, decisionNote: '', createdAt: isoAt(requestedAt), updatedAt: isoAt(requestedAt), version: 1,
      });
    } else if (index % 5 === 3) {
      requests.push({
        providerId: p.id, reason: rng.pick(DISABLE_REASONS), status: 'rejected', requestedByName: requester, decidedByName: rng.pick(APPROVERS.filter((a) => a !== requester)),
        decidedAt: isoAt(requestedAt + 2 * DAY_MS), decisionNote: 'Invoices were paid; keep the provider enabled.', createdAt: isoAt(requestedAt), updatedAt: isoAt(requestedAt + 2 * DAY_MS), version: 2,
      });
    }

    const blocked = new Set<number>();
    for (let b = rng.int(0, 4); b > 0 && workers.length; b--) {
      const worker = rng.pick(workers).id;
      if (blocked.has(worker)) continue;
      blocked.add(worker);
      blocks.push({ providerId: p.id, staffId: worker, reason: rng.pick(BLOCK_REASONS), createdAt: isoAt(EPOCH_MS - rng.int(3, 300) * DAY_MS) });
    }

    const slug = p.name.replace(/[^A-Za-z0-9]+/g, '-');
    for (const [category, name] of [['company_file', `${slug}-Company-Profile.pdf`], ['insurance', `${slug}-Public-Liability-2026.pdf`], ['agreement', `${slug}-Service-Agreement.pdf`]] as const) {
      if (category === 'agreement' && !rng.chance(0.5)) continue;
      const at = isoAt(created + rng.next() * (EPOCH_MS - created));
      files.push({
        providerId: p.id, category, fileName: name, storageKey: `${DEMO_KEY_PREFIX}providers/${p.id}-${category.replace('_', '-')}.pdf`, mimeType: 'application/pdf',
        sizeBytes: demoDocument(name).byteLength, uploadedByName: rng.pick(APPROVERS), createdAt: at,
      });
    }

    if (index % 3 === 0) {
      const [primary, accent] = rng.pick(STYLES);
      settings.push({
        id: p.id, referralEnabled: rng.chance(0.8), referralHeadline: `Work with ${p.name}`, referralIntro: 'Know a caring person? Refer them and earn a bonus once they complete 10 shifts.',
        referralBonusCents: rng.pick([10_000, 20_000, 25_000]), customPositions: rng.shuffle([...POSITIONS]).slice(0, rng.int(1, 3)), primaryColor: primary, accentColor: accent,
        logoText: p.name.split(' ')[0], version: 1,
      });
    }
  });

  await insertRows(tx, providerOperators, operators);
  await insertRows(tx, providerDisableRequests, requests);
  await insertRows(tx, providerBlockedStaff, blocks);
  await insertRows(tx, providerAttachments, files);
  await insertRows(tx, providerSettings, settings);
  await insertRows(tx, outbox, messages);
  return {
    provider_operators: operators.length, provider_disable_requests: requests.length, provider_blocked_staff: blocks.length,
    provider_attachments: files.length, provider_settings: settings.length, provider_queued_sms: messages.length,
  };
}
