// Enriches the core seed's job ads (seed/jobs.ts) with what the posting form edits: a description in the
// editor's HTML, benefits, loadings, a pay range, visibility and supply; sets a few providers' job posting
// status and mirrors some live ads on outside boards. Every ad is small, so 'large' (3,000 ads) does all.
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/open';
import { externalJobMappings, facilities, jobAds, providerJobSettings, providers } from '../../db/schema';
import { insertRows } from '../bulk-insert';
import type { Rng } from '../random';
import type { AreaSeedContext } from './area-seed';

const intro: Record<string, string> = {
  'Personal Care Worker': 'We are looking for a caring Personal Care Worker to support our residents with daily living, mobility and personal care.',
  'Assistant in Nursing': 'Join our nursing team as an Assistant in Nursing, working under the direction of our Registered Nurses.',
  'Disability Support Worker': 'Support NDIS participants to live the life they choose, at home and in the community.',
  'Registered Nurse': 'Lead clinical care on shift as a Registered Nurse, supervising care staff and coordinating with GPs and families.',
  'Enrolled Nurse': 'Provide clinical care and medication administration as an Enrolled Nurse within a supportive team.',
  'Home Care Worker': 'Visit clients in their own homes to help with personal care, domestic tasks and social support.',
};
const fallback = 'Be part of a friendly team that puts residents first, in a home known for its warm culture and great care outcomes.';

const duties: Record<string, string[]> = {
  nursing: ['Clinical assessments and care planning', 'Medication administration and wound care', 'Supervising and mentoring care staff', 'Liaising with GPs, allied health and families'],
  care: ['Assist with showering, dressing and continence care', 'Support meals, hydration and mobility', 'Record care notes accurately', 'Engage residents in meaningful activities'],
  support: ['Keep our home clean, safe and welcoming', 'Follow infection control procedures', 'Work closely with the care team'],
};
const requirements: Record<string, string[]> = {
  nursing: ['Current AHPRA registration', 'NDIS Worker Screening Check or National Police Check', 'Up-to-date COVID-19 and flu vaccinations'],
  care: ['Certificate III in Individual Support (Ageing or Disability) or working towards it', 'Current National Police Check', 'First Aid and CPR', 'Right to work in Australia'],
  support: ['Food Safety or Infection Control certificate (or willing to complete)', 'Current National Police Check', 'Right to work in Australia'],
};

const groupOf = (position: string) => (/Nurse/.test(position) ? 'nursing' : /Care|Nursing|Support Worker|Home Care/.test(position) ? 'care' : 'support');

const benefitPool = ['salary_packaging', 'free_uniform', 'staff_development_program', 'free_onsite_parking', 'annual_leave', 'signup_bonus', 'health_and_financial_discounts', 'laundry_loading', 'transport_loading'];
const loadingPool = ['afternoon_shift', 'night_shift', 'saturday', 'sunday', 'public_holiday'];

const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

function description(rng: Rng, position: string, suburb: string): string {
  const group = groupOf(position);
  const parts = [
    `<h2>About the role</h2><p>${intro[position] ?? fallback}</p>`,
    `<p>Our home in <strong>${suburb}</strong> has ${rng.int(40, 160)} beds and a stable, supportive team.</p>`,
    `<h3>What you will do</h3>${list(duties[group])}`,
    `<h3>What you bring</h3>${list(requirements[group])}`,
  ];
  if (rng.chance(0.5)) parts.push('<p><em>Shifts available across mornings, afternoons and nights; rosters are published two weeks ahead.</em></p>');
  parts.push('<p>Questions? Call our recruitment team or <a href="https://careers.example.com.au" target="_blank" rel="noopener noreferrer">visit our careers page</a>.</p>');
  return parts.join('');
}

function sample(rng: Rng, pool: string[], min: number, max: number): string[] {
  return rng.shuffle([...pool]).slice(0, rng.int(min, max));
}

async function enrichAds(tx: Queryable, rng: Rng): Promise<number> {
  const ads = await tx.select({ id: jobAds.id, position: jobAds.position, suburb: jobAds.suburb, status: jobAds.status, employmentType: jobAds.employmentType, payBasis: jobAds.payBasis, payRate: jobAds.payRate, facilityId: jobAds.facilityId })
    .from(jobAds).orderBy(asc(jobAds.id));
  const addresses = new Map((await tx.select({ id: facilities.id, address: facilities.address, suburb: facilities.suburb, state: facilities.state, postcode: facilities.postcode }).from(facilities))
    .map((f) => [f.id, `${f.address}, ${f.suburb} ${f.state} ${f.postcode}`]));
  const CHUNK = 400;
  for (let start = 0; start < ads.length; start += CHUNK) {
    const values = ads.slice(start, start + CHUNK).map((ad) => {
      // One draft in four is still being written.
      const desc = ad.status === 1 && rng.chance(0.25) ? '' : description(rng, ad.position, ad.suburb);
      const casual = ad.employmentType === 1;
      const loadings = [...(casual ? ['casual'] : []), ...sample(rng, loadingPool, 1, 4)];
      const max = ad.payBasis === 2 && rng.chance(0.4) ? Math.round(ad.payRate * rng.float(1.05, 1.15) * 100) / 100 : null;
      const visible = rng.chance(0.88);
      const supply = ad.status === 2 && rng.chance(0.3);
      const address = ad.facilityId ? addresses.get(ad.facilityId) ?? '' : '';
      return sql`(${ad.id}::int, ${desc}::text, ${sample(rng, benefitPool, 1, 5).join(',')}::text, ${loadings.join(',')}::text,
        ${max}::numeric, ${visible}::boolean, ${supply}::boolean, ${supply ? rng.pick([10, 20, 30, 50]) : null}::int, ${address}::text)`;
    });
    await tx.execute(sql`update job_ads j set description = v.description, benefits = string_to_array(v.benefits, ','),
        loadings = string_to_array(v.loadings, ','), pay_rate_max = v.pay_rate_max, visible_directly = v.visible,
        supply_enabled = v.supply, supply_limit = v.supply_limit, address = v.address
      from (values ${sql.join(values, sql`, `)}) as v(id, description, benefits, loadings, pay_rate_max, visible, supply, supply_limit, address)
      where j.id = v.id`);
  }
  return ads.length;
}

async function providerSettings(tx: Queryable, rng: Rng): Promise<number> {
  const rows = await tx.select({ id: providers.id, status: providers.status }).from(providers).orderBy(asc(providers.id));
  const enabled = rows.filter((p) => p.status === 'enabled');
  // A few providers have head office approve every ad; disabled providers may not post.
  const approval = rng.shuffle([...enabled]).slice(0, Math.max(1, Math.round(enabled.length * 0.15)));
  const settings = [
    ...approval.map((p) => ({ providerId: p.id, jobStatus: 'approval_required', note: 'Head office approves every ad before it goes live.' })),
    ...rows.filter((p) => p.status !== 'enabled').map((p) => ({ providerId: p.id, jobStatus: 'suspended', note: 'Provider disabled: job posting suspended.' })),
  ];
  if (settings.length) await insertRows(tx, providerJobSettings, settings);
  return settings.length;
}

async function mappings(tx: Queryable, rng: Rng): Promise<number> {
  const live = await tx.select({ id: jobAds.id }).from(jobAds).where(eq(jobAds.status, 2)).orderBy(asc(jobAds.id));
  const rows: (typeof externalJobMappings.$inferInsert)[] = [];
  let n = 880_000;
  for (const ad of live) {
    if (rng.chance(0.55)) rows.push({ jobId: ad.id, source: 'seek', externalId: String((n += rng.int(3, 90))), externalUrl: `https://www.seek.com.au/job/${n}` });
    if (rng.chance(0.25)) rows.push({ jobId: ad.id, source: 'indeed', externalId: `ind-${ad.id.toString(36)}${rng.int(100, 999)}`, externalUrl: '' });
  }
  if (rows.length) await insertRows(tx, externalJobMappings, rows);
  return rows.length;
}

export async function seedJobAds(ctx: AreaSeedContext): Promise<Record<string, number>> {
  return {
    jobAdsEnriched: await enrichAds(ctx.tx, ctx.stream('job-ads-enrich')),
    providerJobSettings: await providerSettings(ctx.tx, ctx.stream('job-ads-providers')),
    externalJobMappings: await mappings(ctx.tx, ctx.stream('job-ads-mappings')),
  };
}
