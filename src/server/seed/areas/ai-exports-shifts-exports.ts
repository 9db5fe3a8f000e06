// Providers' requests for candidate profiles, in every status: recent ones waiting for approval, approved
// ones not yet sent, exported ones with the file the console rendered (some twice), and failures whose
// reason is what the renderer really says about that profile (a rejected or disabled candidate).
import { eq, inArray } from 'drizzle-orm';
import { applications, candidateExportFiles, candidateExports, jobAds, providers, staff } from '../../db/schema';
import { renderFailure, renderProfile, type ExportProfile } from '../../handlers/candidate-export-render';
import { DAY_MS, EPOCH_MS, isoAt } from '../clock';
import type { AreaSeedContext } from './area-seed';

export interface ExportCandidate {
  applicationId: number;
  staffId: number;
  staffStatus: number;
  providerId: number;
  appliedAt: number;
}

const HOUR_MS = 3_600_000;
const contacts = [
  ['Karen Mitchell', 'HR Coordinator'], ['David Chen', 'Facility Manager'], ['Leanne Walsh', 'Director of Nursing'],
  ['Amir Haddad', 'Talent Partner'], ['Sophie Bennett', 'Care Manager'], ['Rebecca Nguyen', 'Rostering Lead'],
] as const;

export async function seedExportRequests(ctx: AreaSeedContext, candidates: readonly ExportCandidate[], savedSummary: ReadonlyMap<number, string>, adminId: number | null): Promise<Record<string, number>> {
  const rng = ctx.stream('candidate-exports');
  const wanted = ctx.scale === 'large' ? 1_500 : 90;
  // Failures come from candidates the renderer will refuse (rejected or disabled), the rest from anyone.
  const refused = candidates.filter((c) => c.staffStatus === 11 || c.staffStatus === 12);
  const picked = new Map<number, { candidate: ExportCandidate; failing: boolean }>();
  for (const c of rng.shuffle([...refused]).slice(0, Math.round(wanted * 0.12))) picked.set(c.applicationId, { candidate: c, failing: true });
  const others = rng.shuffle(candidates.filter((c) => !picked.has(c.applicationId) && c.staffStatus !== 11 && c.staffStatus !== 12));
  for (const c of others.slice(0, wanted - picked.size)) picked.set(c.applicationId, { candidate: c, failing: false });
  if (!picked.size) return { candidate_exports: 0, candidate_export_files: 0 };

  const ids = [...picked.keys()];
  const rows = await ctx.tx
    .select({ applicationId: applications.id, staff, providerName: providers.name, jobTitle: jobAds.title, applicationStatus: applications.status })
    .from(applications)
    .innerJoin(staff, eq(staff.id, applications.staffId))
    .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
    .innerJoin(providers, eq(providers.id, jobAds.providerId))
    .where(inArray(applications.id, ids));
  const byApplication = new Map(rows.map((r) => [r.applicationId, r]));

  let files = 0;
  let count = 0;
  for (const applicationId of ids.sort((a, b) => a - b)) {
    const { candidate, failing } = picked.get(applicationId)!;
    const r = byApplication.get(applicationId);
    if (!r) continue;
    const s = r.staff;
    const profile: ExportProfile = {
      staffId: s.id, firstName: s.firstName, surname: s.surname, email: s.email, phone: s.phone, position: s.position, experience: s.experience,
      suburb: s.suburb, state: s.state, postcode: s.postcode, tags: s.tags, status: s.status, providerName: r.providerName,
      jobTitle: r.jobTitle, applicationStatus: r.applicationStatus, summary: savedSummary.get(applicationId) ?? null,
    };
    const status = failing ? 'failed' : rng.weighted([['pending', 34], ['approved', 11], ['exported', 55]] as const);
    const format = rng.chance(0.7) ? ('html' as const) : ('csv' as const);
    const [name, role] = rng.pick(contacts);
    // Pending requests are recent; decided ones were asked for a while before the epoch.
    const requested = status === 'pending'
      ? EPOCH_MS - rng.int(2, 240) * HOUR_MS
      : Math.min(candidate.appliedAt + rng.int(1, 20) * DAY_MS, EPOCH_MS - rng.int(3, 40) * DAY_MS);
    const approved = status === 'pending' ? null : requested + rng.int(1, 30) * HOUR_MS;
    const times = status === 'exported' && rng.chance(0.15) ? 2 : status === 'exported' ? 1 : 0;
    const [row] = await ctx.tx
      .insert(candidateExports)
      .values({
        staffId: s.id, providerId: candidate.providerId, applicationId, format, status,
        requestedByName: `${name} (${role})`, requestedByEmail: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.org`, requestedAt: isoAt(requested),
        approvedBy: approved === null ? null : adminId, approvedAt: approved === null ? null : isoAt(approved),
        exportedAt: times ? isoAt(approved! + (times - 1) * 3 * DAY_MS) : null, exportCount: times,
        failureReason: status === 'failed' ? renderFailure(profile) : null,
        createdAt: isoAt(requested), updatedAt: isoAt(approved ?? requested), version: 1 + (approved === null ? 0 : 1) + Math.max(0, times - 1),
      })
      .returning({ id: candidateExports.id });
    count++;
    for (let n = 1; n <= times; n++) {
      const at = isoAt(approved! + (n - 1) * 3 * DAY_MS);
      const file = renderProfile(profile, format, n, at);
      await ctx.tx.insert(candidateExportFiles).values({ exportId: row.id, filename: file.filename, contentType: file.contentType, content: file.content, byteSize: file.byteSize, createdBy: adminId, createdAt: at });
      files++;
    }
  }
  return { candidate_exports: count, candidate_export_files: files };
}
