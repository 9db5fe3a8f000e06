// Notes, checklists, tags and attachments for the demo world, in the proportions a recruitment desk has:
// most applicants past sign-up have a note or two, applications further along carry admin notes and a
// checklist ticked as far as they got, and people send documents as they go. 'large' samples the most
// recent applicants so the seed stays quick.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { attachmentTypes } from '../../../domain/attachment-rules';
import { demoDocument, DEMO_KEY_PREFIX } from '../../adapters/file-store-demo';
import type { Queryable } from '../../db/open';
import { accounts, adminNotes, applications, attachments, checkNotes, jobAds, staff, staffNotes, staffTags, tags } from '../../db/schema';
import { insertRows } from '../bulk-insert';
import { DAY_MS, EPOCH_MS, isoAt } from '../clock';
import type { Rng } from '../random';
import type { AreaSeedContext } from './area-seed';
import { adminNotesByStage, applicantComments, checkItems, contractDocuments, hiringComments, personalDocuments, recruiters } from './note-vocabulary';

const SAMPLE = { demo: 1_000_000, large: 4_000 } as const;
const PDF = attachmentTypes.find((t) => t.id === 'pdf')!;
/** Applications from an interview onwards keep a checklist. */
const CHECKLIST_FROM = new Set([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20, 21, 22, 23, 24, 26, 30, 31]);
/** How far through the checklist an application is, by status. */
const progress = (status: number) => ([16, 17, 20, 23, 24].includes(status) ? 0.9 : status >= 8 && status <= 15 ? 0.6 : 0.25);
const CONTRACT_STAGE = new Set([14, 16, 17, 20, 23, 24]);

interface Author {
  id: number | null;
  name: string;
}

const fill = (text: string, first: string, job = '') => text.replaceAll('{first}', first).replaceAll('{job}', job.split(' – ')[0]);
/** A time between `from` and a day before the epoch, leaning recent. */
const between = (rng: Rng, from: number) => from + (EPOCH_MS - DAY_MS - from) * Math.sqrt(rng.next());

async function authors(tx: Queryable): Promise<Author[]> {
  await tx.insert(accounts).values(recruiters.map((r) => ({ ...r, passwordHash: '!', status: 'active' }))).onConflictDoNothing();
  const team = await tx.select({ id: accounts.id, name: accounts.name }).from(accounts).where(inArray(accounts.email, recruiters.map((r) => r.email)));
  // The first administrator writes some too, so the demo has admin notes its user can edit.
  const [admin] = await tx.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.accountType, 'super_account')).orderBy(accounts.id).limit(1);
  return admin ? [...team, admin, admin] : team;
}

/** staff_tags and the pool from the tags the staff rows were generated with, in their order. */
async function seedTags(tx: Queryable): Promise<Record<string, number>> {
  await tx.execute(sql`insert into tags (name) select distinct unnest(tags) from staff on conflict do nothing`);
  await tx.execute(sql`insert into staff_tags (staff_id, tag_id, created_at)
    select s.id, t.id, s.created_at + u.ord * interval '1 second'
    from staff s cross join lateral unnest(s.tags) with ordinality as u(name, ord)
    join tags t on lower(t.name) = lower(u.name)
    on conflict do nothing`);
  const [pool] = await tx.select({ n: sql<number>`count(*)::int` }).from(tags);
  const [uses] = await tx.select({ n: sql<number>`count(*)::int` }).from(staffTags);
  return { tags: Number(pool.n), staff_tags: Number(uses.n) };
}

export async function seedNotes(ctx: AreaSeedContext): Promise<Record<string, number>> {
  const { tx } = ctx;
  const counts = await seedTags(tx);
  const team = await authors(tx);
  const people = await tx
    .select({ id: staff.id, first: staff.firstName, surname: staff.surname, status: staff.status, created: sql<number>`extract(epoch from ${staff.createdAt}) * 1000` })
    .from(staff)
    .orderBy(desc(staff.id))
    .limit(SAMPLE[ctx.scale]);
  const ids = people.map((p) => p.id);
  const apps = await tx
    .select({ id: applications.id, staffId: applications.staffId, status: applications.status, applied: sql<number>`extract(epoch from ${applications.appliedAt}) * 1000`, job: jobAds.title })
    .from(applications)
    .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
    .where(inArray(applications.staffId, ids))
    .orderBy(applications.id);
  const appsOf = new Map<number, typeof apps>();
  for (const app of apps) appsOf.set(app.staffId, [...(appsOf.get(app.staffId) ?? []), app]);

  const rng = { comments: ctx.stream('notes/comments'), admin: ctx.stream('notes/admin'), checks: ctx.stream('notes/checks'), files: ctx.stream('notes/attachments') };
  const pickAuthor = (r: Rng) => r.pick(team);

  const comments: (typeof staffNotes.$inferInsert)[] = [];
  const files: (typeof attachments.$inferInsert)[] = [];
  let fileNo = 0;
  const file = (staffId: number, applicationId: number | null, name: string, at: number, by: Author) => {
    const fileName = `${name}.pdf`;
    files.push({
      staffId, applicationId, fileName, storageKey: `${DEMO_KEY_PREFIX}${++fileNo}.pdf`, mimeType: PDF.mime,
      sizeBytes: demoDocument(fileName).byteLength, uploadedById: by.id, uploadedByName: by.name, createdAt: isoAt(at),
    });
  };

  for (const person of people) {
    const created = Number(person.created);
    const own = appsOf.get(person.id) ?? [];
    const r = rng.comments;
    // Email unverified: nobody has spoken to them yet.
    if (person.status !== 0 && r.chance(person.status === 1 ? 0.25 : 0.7)) {
      const n = r.weighted([[1, 45], [2, 30], [3, 15], [4, 10]] as const);
      for (let i = 0; i < n; i++) {
        const app = own.length && r.chance(0.35) ? r.pick(own) : null;
        const by = pickAuthor(r);
        comments.push({
          staffId: person.id,
          applicationId: app?.id ?? null,
          atStatus: app?.status ?? null,
          body: app ? fill(r.pick(hiringComments), person.first, app.job) : fill(r.pick(applicantComments), person.first),
          authorId: by.id,
          authorName: by.name,
          createdAt: isoAt(between(r, app ? Number(app.applied) : created)),
        });
      }
    }
    const f = rng.files;
    if (person.status >= 2 && f.chance(0.6)) {
      const self = { id: null, name: `${person.first} ${person.surname}` };
      file(person.id, null, `Resume - ${person.first} ${person.surname}`, between(f, created), self);
      const extra = person.status >= 5 ? f.int(1, 4) : f.int(0, 1);
      for (const doc of f.shuffle([...personalDocuments]).slice(0, extra)) file(person.id, null, doc, between(f, created), f.chance(0.5) ? self : pickAuthor(f));
    }
    for (const app of own) {
      if (CONTRACT_STAGE.has(app.status) && f.chance(0.8)) {
        for (const doc of contractDocuments.slice(0, f.int(1, contractDocuments.length))) file(person.id, app.id, doc, between(f, Number(app.applied)), pickAuthor(f));
      }
    }
  }

  const admins: (typeof adminNotes.$inferInsert)[] = [];
  const checks: (typeof checkNotes.$inferInsert)[] = [];
  const firstOf = new Map(people.map((p) => [p.id, p.first]));
  for (const app of apps) {
    const applied = Number(app.applied);
    const stage = adminNotesByStage.find((s) => s.statuses.includes(app.status));
    const a = rng.admin;
    if (stage && a.chance(0.55)) {
      for (let i = a.int(1, 2); i > 0; i--) {
        const by = pickAuthor(a);
        const at = between(a, applied);
        const edited = a.chance(0.1);
        admins.push({
          applicationId: app.id, atStatus: app.status, body: fill(a.pick(stage.notes), firstOf.get(app.staffId) ?? '', app.job), authorId: by.id, authorName: by.name,
          createdAt: isoAt(at), updatedAt: isoAt(edited ? between(a, at) : at), version: edited ? 2 : 1,
        });
      }
    }
    const c = rng.checks;
    if (CHECKLIST_FROM.has(app.status)) {
      const by = pickAuthor(c);
      const at = between(c, applied);
      for (const item of c.shuffle([...checkItems]).slice(0, c.int(3, 6))) {
        const done = c.chance(progress(app.status));
        const ticker = pickAuthor(c);
        checks.push({
          applicationId: app.id, content: item, checked: done, checkedAt: done ? isoAt(between(c, at)) : null,
          checkedById: done ? ticker.id : null, checkedByName: done ? ticker.name : null, createdById: by.id, createdByName: by.name, createdAt: isoAt(at),
        });
      }
    }
  }

  for (const [table, rows] of [[staffNotes, comments], [adminNotes, admins], [checkNotes, checks], [attachments, files]] as const) {
    for (let from = 0; from < rows.length; from += 5_000) await insertRows(tx, table, rows.slice(from, from + 5_000) as never);
  }
  return { ...counts, staff_notes: comments.length, admin_notes: admins.length, check_notes: checks.length, attachments: files.length };
}
