// Referral and generation links for the demo: a handful of campaign links (careers days, job boards,
// flyers) and referral links of some enabled staff, with clicks and the applicants who registered
// through them. Codes come from the seed's random stream so a re-seed gives the same links.
import { desc, eq, ne } from 'drizzle-orm';
import { referralLinks, referralRegistrations, shortLinks, staff } from '../../db/schema';
import { DAY_MS, EPOCH_MS, isoAt } from '../clock';
import type { Rng } from '../random';
import type { AreaSeedContext } from './area-seed';

const ENABLED = 10;
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const BASE = 'http://localhost:8080/register';
const REFERRERS = { demo: 14, large: 40 } as const;
const REGISTRANTS = { demo: 70, large: 300 } as const;

const campaigns: [name: string, channel: string, note: string, active: boolean][] = [
  ['TAFE NSW careers day – Parramatta', 'Event', 'QR code on the stand banner.', true],
  ['SEEK – aged care carers (Nov)', 'Job board', 'Link in the ad body.', true],
  ['Indeed – disability support', 'Job board', '', true],
  ['Community noticeboard flyer – Geelong', 'Flyer', 'Printed 200 copies.', true],
  ['Facebook – Western Sydney carers group', 'Social', 'Posted by the recruitment team page.', true],
  ['Nursing graduates – Monash placement list', 'Email', 'Sent to the 2026 graduate cohort.', true],
  ['Winter recruitment drive', 'Email', 'Ended 31 August.', false],
];

const code = (rng: Rng) => Array.from({ length: 7 }, () => ALPHABET[rng.int(0, ALPHABET.length - 1)]).join('');

export async function seedReferrals({ tx, scale, stream }: AreaSeedContext): Promise<Record<string, number>> {
  const rng = stream('referrals');
  const referrers = await tx.select({ id: staff.id, first: staff.firstName }).from(staff).where(eq(staff.status, ENABLED)).orderBy(staff.id).limit(REFERRERS[scale]);
  const specs = [
    ...campaigns.map(([name, channel, note, active]) => ({ name, channel, note, active, referrerStaffId: null as number | null, clicks: rng.int(40, 900) })),
    ...referrers.map((r) => ({ name: `${r.first}’s referral link`, channel: 'Staff referral', note: '', active: true, referrerStaffId: r.id as number | null, clicks: rng.int(0, 60) })),
  ];
  const codes = new Set<string>();
  const links: { id: number; createdAt: number }[] = [];
  for (const spec of specs) {
    let c = code(rng);
    while (codes.has(c)) c = code(rng);
    codes.add(c);
    const created = EPOCH_MS - rng.int(20, 200) * DAY_MS;
    const [short] = await tx.insert(shortLinks).values({
      code: c, targetUrl: `${BASE}?ref=${c}`, clicks: spec.clicks, lastClickedAt: spec.clicks ? isoAt(EPOCH_MS - rng.int(1, 15) * DAY_MS) : null, createdAt: isoAt(created),
    }).returning({ id: shortLinks.id });
    const [link] = await tx.insert(referralLinks).values({
      name: spec.name, channel: spec.channel, note: spec.note, active: spec.active, referrerStaffId: spec.referrerStaffId, shortLinkId: short.id,
      createdAt: isoAt(created), updatedAt: isoAt(created),
    }).returning({ id: referralLinks.id });
    links.push({ id: link.id, createdAt: created });
  }
  // Registrants are recent applicants; campaign links bring most, staff referrals the rest.
  const people = await tx.select({ id: staff.id, createdAt: staff.createdAt }).from(staff).where(ne(staff.status, ENABLED)).orderBy(desc(staff.createdAt)).limit(REGISTRANTS[scale]);
  const rows = people.map((p) => {
    const link = rng.chance(0.65) ? links[rng.int(0, campaigns.length - 1)] : links[rng.int(campaigns.length, links.length - 1)] ?? links[0];
    return { linkId: link.id, staffId: p.id, registeredAt: p.createdAt };
  });
  if (rows.length) await tx.insert(referralRegistrations).values(rows);
  return { short_links: specs.length, referral_links: links.length, referral_registrations: rows.length };
}
