// Outer candidates: CSV import with a per-row report, list, detail, edit, remove, invite (an email with a
// short registration link) and the resume score. Every write is audited row by row.
import { and, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ImportReportRow, OuterCandidateRow, outerCandidateCommands, outerApplicationList, outerCandidateList } from '../../../commands/outer-candidate';
import type { ParsedArgsOf } from '../../../commands';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { applications, jobAds, outerCandidates } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { versionedUpdate } from '../kit/versioned-update';
import { containing } from '../queries/staff-keyword';
import { createShortLink, registrationUrl, shortUrl } from '../queries/short-links';
import { knownEmails, parseCandidateCsv } from './outer-candidate-import';
import { ruleScore } from './outer-candidate-score';
import type { HandlerContext, HandlersFor } from './types';

const name = sql<string>`${outerCandidates.firstName} || ' ' || ${outerCandidates.surname}`;
const applicationCount = sql<number>`(select count(*)::int from applications a where a.staff_id = ${outerCandidates.staffId})`;

const rowColumns = {
  id: outerCandidates.id, name, first_name: outerCandidates.firstName, surname: outerCandidates.surname, email: outerCandidates.email,
  phone: outerCandidates.phone, position: outerCandidates.position, suburb: outerCandidates.suburb, state: outerCandidates.state,
  postcode: outerCandidates.postcode, source: outerCandidates.source, note: outerCandidates.note, resume_score: outerCandidates.resumeScore,
  score_note: outerCandidates.scoreNote, scored_at: outerCandidates.scoredAt, status: sql<OuterCandidateRow['status']>`${outerCandidates.status}`,
  invited_at: outerCandidates.invitedAt, invite_count: outerCandidates.inviteCount, staff_id: outerCandidates.staffId,
  application_count: sql<number>`coalesce(${applicationCount}, 0)`, created_at: outerCandidates.createdAt, updated_at: outerCandidates.updatedAt,
  version: outerCandidates.version,
};

export async function loadCandidate(db: Queryable, id: number): Promise<OuterCandidateRow | undefined> {
  const [row] = await db.select(rowColumns).from(outerCandidates).where(eq(outerCandidates.id, id));
  return row;
}

function keywordFilter(keyword: string): SQL | undefined {
  const pattern = containing(keyword);
  const clauses: (SQL | undefined)[] = [ilike(name, pattern), ilike(outerCandidates.email, pattern), ilike(outerCandidates.position, pattern), ilike(outerCandidates.source, pattern)];
  if (/^\d{1,9}$/.test(keyword)) clauses.push(eq(outerCandidates.id, Number(keyword)));
  return or(...clauses);
}

const candidateList: PagedListSpec<ParsedArgsOf<typeof outerCandidateList>, OuterCandidateRow> = {
  name: 'outer_candidate_list',
  rows: (db) => db.select(rowColumns).from(outerCandidates).$dynamic(),
  matching: (db, columns) => db.select(columns).from(outerCandidates).$dynamic(),
  filters: {
    keyword: keywordFilter,
    status: (status) => eq(outerCandidates.status, status),
    scored: (scored) => (scored ? isNotNull(outerCandidates.resumeScore) : isNull(outerCandidates.resumeScore)),
  },
  sorts: { created_at: outerCandidates.createdAt, name, resume_score: sql`coalesce(${outerCandidates.resumeScore}, -1)` },
  tieBreak: outerCandidates.id,
};

type OuterApplication = { id: number; outer_candidate_id: number; candidate_name: string; staff_id: number; job_id: number; job_title: string; status: number; archived: boolean; applied_at: string };

const applicationColumns = {
  id: applications.id, outer_candidate_id: outerCandidates.id, candidate_name: name, staff_id: applications.staffId, job_id: applications.jobId,
  job_title: jobAds.title, status: applications.status, archived: applications.archived, applied_at: applications.appliedAt,
};

const applicationList: PagedListSpec<ParsedArgsOf<typeof outerApplicationList>, OuterApplication> = {
  name: 'outer_application_list',
  rows: (db) =>
    db.select(applicationColumns).from(applications)
      .innerJoin(outerCandidates, eq(outerCandidates.staffId, applications.staffId))
      .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
      .$dynamic(),
  matching: (db, columns) =>
    db.select(columns).from(applications)
      .innerJoin(outerCandidates, eq(outerCandidates.staffId, applications.staffId))
      .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
      .$dynamic(),
  filters: {
    keyword: (keyword) => or(ilike(name, containing(keyword)), ilike(jobAds.title, containing(keyword))),
    outer_candidate_id: (id) => eq(outerCandidates.id, id),
  },
  sorts: {},
  tieBreak: applications.id,
};

/** The edit call's arguments and the columns they write. */
const editable = {
  first_name: 'firstName', surname: 'surname', email: 'email', phone: 'phone', position: 'position', suburb: 'suburb', state: 'state',
  postcode: 'postcode', source: 'source', note: 'note',
} as const;

const refuseRegistered = (row: OuterCandidateRow, doing: string) => {
  if (row.status === 'registered') {
    throw conflict(`Outer candidate ${row.id} (${row.name}) has already registered as applicant ${row.staff_id}; ${doing} is for people who have not.`);
  }
};

async function importCsv(file: File, ctx: HandlerContext) {
  // The upload is already in memory (read-body parsed the multipart body): no disk or network wait here.
  const parsed = parseCandidateCsv(await file.text());
  const known = await knownEmails(ctx.db, parsed.valid.map((v) => v.input.email));
  const report: ImportReportRow[] = [...parsed.refused];
  const fresh: typeof parsed.valid = [];
  const inFile = new Map<string, number>();
  for (const row of parsed.valid) {
    const key = row.input.email.toLowerCase();
    const reason = known.get(key) ?? (inFile.has(key) ? `Same email as line ${inFile.get(key)} of this file.` : null);
    if (reason) {
      report.push({ line: row.line, email: row.input.email, outcome: 'duplicate', candidate_id: null, field: null, message: reason });
      continue;
    }
    inFile.set(key, row.line);
    fresh.push(row);
  }
  if (fresh.length) {
    const inserted = await ctx.db
      .insert(outerCandidates)
      .values(fresh.map(({ input }) => ({
        firstName: input.first_name, surname: input.surname, email: input.email, phone: input.phone, position: input.position,
        suburb: input.suburb, state: input.state, postcode: input.postcode, source: input.source, note: input.note,
        resumeText: input.resume_text, importedBy: ctx.account?.id ?? null,
      })))
      .returning({ id: outerCandidates.id });
    const rows = await ctx.db.select(rowColumns).from(outerCandidates).where(inArray(outerCandidates.id, inserted.map((r) => r.id)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    fresh.forEach((row, i) => {
      const id = inserted[i].id;
      ctx.audit({ entity: 'outer_candidate', entityId: id, before: null, after: byId.get(id) });
      report.push({ line: row.line, email: row.input.email, outcome: 'imported', candidate_id: id, field: null, message: 'Imported.' });
    });
  }
  report.sort((a, b) => a.line - b.line);
  const countOf = (outcome: ImportReportRow['outcome']) => report.filter((r) => r.outcome === outcome).length;
  return { imported: countOf('imported'), duplicates: countOf('duplicate'), refused: countOf('refused'), rows: report, ignored_columns: parsed.ignoredColumns };
}

export const outerCandidateHandlers: HandlersFor<typeof outerCandidateCommands> = {
  'outer.import': ({ file }, ctx) => importCsv(file, ctx),

  'outer.list': (args, ctx) => pagedList(ctx.db, candidateList, args),

  async 'outer.detail'({ outer_candidate_id }, ctx) {
    const [row] = await ctx.db.select({ ...rowColumns, resume_text: outerCandidates.resumeText }).from(outerCandidates).where(eq(outerCandidates.id, outer_candidate_id));
    if (!row) throw notFound('Outer candidate', outer_candidate_id);
    return { candidate: row };
  },

  async 'outer.remove'({ outer_candidate_id, version }, ctx) {
    const before = await loadCandidate(ctx.db, outer_candidate_id);
    if (!before) throw notFound('Outer candidate', outer_candidate_id);
    if (before.version !== version) {
      throw conflict(`Outer candidate ${outer_candidate_id} was changed by someone else (now version ${before.version}, you had ${version}). Reload and try again.`, { current_version: before.version });
    }
    refuseRegistered(before, 'removing');
    await ctx.db.delete(outerCandidates).where(and(eq(outerCandidates.id, outer_candidate_id), eq(outerCandidates.version, version)));
    ctx.audit({ entity: 'outer_candidate', entityId: outer_candidate_id, before, after: null });
    return { id: outer_candidate_id, deleted: true as const };
  },

  async 'outer.invite'({ outer_candidate_id, version }, ctx) {
    const candidate = await versionedUpdate(ctx, {
      noun: 'Outer candidate', id: outer_candidate_id, seen: version, load: loadCandidate, table: outerCandidates, entity: 'outer_candidate',
      change: (before) => {
        refuseRegistered(before, 'an invitation');
        return { status: 'invited', invitedAt: sql`now()` as never, inviteCount: before.invite_count + 1 };
      },
    });
    const target = registrationUrl(ctx, { invite: String(candidate.id), email: candidate.email });
    const short = await createShortLink(ctx.db, target, ctx.account?.id ?? null);
    const link = shortUrl(ctx, short.code);
    await ctx.adapters.messenger.enqueue(ctx.db, {
      channel: 'email',
      recipient: candidate.email,
      subject: 'You are invited to join our care team',
      body: [
        `Hi ${candidate.first_name},`,
        '',
        `We came across your profile${candidate.position ? ` as a ${candidate.position}` : ''} and would love you to join our pool of care workers.`,
        'Registering takes about ten minutes; you can then apply for shifts and roles near you.',
        '',
        `Register here: ${link}`,
        '',
        'Kind regards,',
        'The recruitment team',
      ].join('\n'),
    });
    return { candidate, registration_link: link };
  },

  async 'outer.edit'({ outer_candidate_id, version, ...fields }, ctx) {
    if (fields.email !== undefined) {
      const [taken] = await ctx.db
        .select({ id: outerCandidates.id })
        .from(outerCandidates)
        .where(and(sql`lower(${outerCandidates.email}) = ${fields.email.toLowerCase()}`, ne(outerCandidates.id, outer_candidate_id)));
      if (taken) throw conflict(`Email ${fields.email} already belongs to outer candidate ${taken.id}.`);
    }
    return versionedUpdate(ctx, {
      noun: 'Outer candidate', id: outer_candidate_id, seen: version, load: loadCandidate, table: outerCandidates, entity: 'outer_candidate',
      change: (before) => {
        const set: Partial<typeof outerCandidates.$inferInsert> = {};
        for (const [arg, column] of Object.entries(editable) as [keyof typeof editable, (typeof editable)[keyof typeof editable]][]) {
          const value = fields[arg];
          if (value !== undefined && value !== before[arg]) set[column] = value;
        }
        return Object.keys(set).length ? set : null;
      },
    });
  },

  'outer.applications': (args, ctx) => pagedList(ctx.db, applicationList, args),

  async 'outer.score'({ outer_candidate_id, version, resume_score, score_note }, ctx) {
    // Without a score the rules give one (and say why); the resume text is read only for this.
    let given = resume_score === undefined ? null : { score: resume_score, note: score_note };
    if (!given) {
      const [row] = await ctx.db.select({ id: outerCandidates.id, position: outerCandidates.position, resume_text: outerCandidates.resumeText }).from(outerCandidates).where(eq(outerCandidates.id, outer_candidate_id));
      if (!row) throw notFound('Outer candidate', outer_candidate_id);
      const scored = await ruleScore(ctx.db, row);
      given = { score: scored.score, note: score_note ?? scored.note };
    }
    const { score, note } = given;
    return versionedUpdate(ctx, {
      noun: 'Outer candidate', id: outer_candidate_id, seen: version, load: loadCandidate, table: outerCandidates, entity: 'outer_candidate',
      change: (before) =>
        before.resume_score === score && (note === undefined || note === before.score_note)
          ? null
          : { resumeScore: score, scoreNote: note ?? before.score_note, scoredAt: sql`now()` as never },
    });
  },
};
