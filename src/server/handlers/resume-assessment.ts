// Resume assessment configuration: rules per position (a row appears the first time a position's rules
// are saved: version 0 creates it), the CSV import, the SEEK role mapping and recognised provider names.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { resumeAssessmentCommands } from '../../../commands/resume-assessment';
import { readAssessmentCsv } from '../../domain/assessment-csv';
import { scoreResume } from '../../domain/resume-scoring';
import { conflict, invalidArguments, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { positions, recognisedProviderNames, resumeAssessmentRules, seekRoleMappings } from '../db/schema';
import { author } from './note-support';
import { recognisedNames } from './resume-rows';
import type { HandlerContext, HandlersFor } from './types';

type Config = {
  position_id: number; position: string; keywords: { term: string; weight: number }[]; required_qualifications: string[];
  min_experience_years: number; pass_score: number; updated_by_name: string | null; updated_at: string | null; version: number;
};

async function configOf(db: Queryable, positionId: number): Promise<Config> {
  const [row] = await db.select({ position: positions, rule: resumeAssessmentRules }).from(positions)
    .leftJoin(resumeAssessmentRules, eq(resumeAssessmentRules.positionId, positions.id)).where(eq(positions.id, positionId));
  if (!row) throw notFound('Position', positionId);
  const r = row.rule;
  return {
    position_id: positionId, position: row.position.name, keywords: r?.keywords ?? [], required_qualifications: r?.requiredQualifications ?? [],
    min_experience_years: r?.minExperienceYears ?? 0, pass_score: r?.passScore ?? 60, updated_by_name: r?.updatedByName ?? null,
    updated_at: r?.updatedAt ?? null, version: r?.version ?? 0,
  };
}

type RuleValues = Pick<Config, 'keywords' | 'required_qualifications' | 'min_experience_years' | 'pass_score'>;

async function writeConfig(ctx: HandlerContext, before: Config, values: RuleValues): Promise<Config> {
  const by = author(ctx);
  const set = {
    keywords: values.keywords, requiredQualifications: values.required_qualifications, minExperienceYears: values.min_experience_years,
    passScore: values.pass_score, updatedById: by.id, updatedByName: by.name, updatedAt: sql`now()`, version: before.version + 1,
  };
  await ctx.db.insert(resumeAssessmentRules).values({ positionId: before.position_id, ...set })
    .onConflictDoUpdate({ target: resumeAssessmentRules.positionId, set });
  const after = await configOf(ctx.db, before.position_id);
  ctx.audit({ entity: 'resume_assessment_rule', entityId: before.position_id, before, after });
  return after;
}

async function mappings(db: Queryable) {
  return db.select({ id: seekRoleMappings.id, seek_role: seekRoleMappings.seekRole, position_id: seekRoleMappings.positionId, position: positions.name })
    .from(seekRoleMappings).innerJoin(positions, eq(positions.id, seekRoleMappings.positionId)).orderBy(asc(sql`lower(${seekRoleMappings.seekRole})`));
}

async function namesList(db: Queryable) {
  const rows = await db.select({ id: recognisedProviderNames.id, name: recognisedProviderNames.name, kind: recognisedProviderNames.kind })
    .from(recognisedProviderNames).orderBy(asc(sql`lower(${recognisedProviderNames.name})`));
  return rows.map((r) => ({ ...r, kind: r.kind === 'employer' ? 'employer' as const : 'training' as const }));
}

const dedupe = <T>(items: T[], key: (t: T) => string) => items.filter((t, i) => items.findIndex((u) => key(u) === key(t)) === i);

export const resumeAssessmentHandlers: HandlersFor<typeof resumeAssessmentCommands> = {
  async 'assessment.positionList'(_args, ctx) {
    const rows = await ctx.db.select({ position: positions, rule: resumeAssessmentRules }).from(positions)
      .leftJoin(resumeAssessmentRules, eq(resumeAssessmentRules.positionId, positions.id)).orderBy(asc(positions.sortOrder), asc(positions.name));
    return {
      position_list: rows.map(({ position: p, rule: r }) => ({
        id: p.id, name: p.name, category: p.category, has_rules: Boolean(r), keyword_count: r?.keywords.length ?? 0,
        required_count: r?.requiredQualifications.length ?? 0, pass_score: r?.passScore ?? null, updated_at: r?.updatedAt ?? null,
      })),
    };
  },

  async 'assessment.data'({ position_id }, ctx) {
    return { config: await configOf(ctx.db, position_id), recognised_name_list: await recognisedNames(ctx.db) };
  },

  async 'assessment.save'({ position_id, version, keywords, required_qualifications, min_experience_years, pass_score }, ctx) {
    const before = await configOf(ctx.db, position_id);
    if (before.version !== version) {
      throw conflict(`The rules of ${before.position} were changed by someone else (now version ${before.version}, you had ${version}). Reload and try again.`, { current_version: before.version });
    }
    const seen = new Set<string>();
    const dup = keywords.findIndex((k) => seen.size === seen.add(k.term.toLowerCase()).size);
    if (dup >= 0) throw invalidArguments([{ path: `keywords.${dup}.term`, message: `Keyword "${keywords[dup].term}" is listed twice.` }]);
    const config = await writeConfig(ctx, before, { keywords, required_qualifications: dedupe(required_qualifications, (q) => q.toLowerCase()), min_experience_years, pass_score });
    return { config };
  },

  async 'assessment.importFile'({ csv, replace }, ctx) {
    const { rows, problems } = readAssessmentCsv(csv);
    const report = problems.map((p) => ({ line: p.line, ok: false, message: p.message }));
    const all = await ctx.db.select({ id: positions.id, name: positions.name }).from(positions);
    const byName = new Map(all.map((p) => [p.name.toLowerCase(), p]));
    const changed = new Map<number, RuleValues & { before: Config }>();
    const names: { name: string; kind: string }[] = [];
    for (const row of rows) {
      if (row.rule === 'recognised') {
        names.push({ name: row.name, kind: row.kind });
        report.push({ line: row.line, ok: true, message: `Recognised ${row.kind} name "${row.name}".` });
        continue;
      }
      const position = byName.get(row.position.toLowerCase());
      if (!position) {
        report.push({ line: row.line, ok: false, message: `Position "${row.position}" does not exist.` });
        continue;
      }
      if (!changed.has(position.id)) {
        const before = await configOf(ctx.db, position.id);
        changed.set(position.id, { before, keywords: replace ? [] : [...before.keywords], required_qualifications: replace ? [] : [...before.required_qualifications], min_experience_years: before.min_experience_years, pass_score: before.pass_score });
      }
      const c = changed.get(position.id)!;
      if (row.rule === 'keyword') {
        c.keywords = [...c.keywords.filter((k) => k.term.toLowerCase() !== row.term.toLowerCase()), { term: row.term, weight: row.weight }];
        report.push({ line: row.line, ok: true, message: `${position.name}: keyword "${row.term}" (weight ${row.weight}).` });
      } else if (row.rule === 'required') {
        c.required_qualifications = dedupe([...c.required_qualifications, row.qualification], (q) => q.toLowerCase());
        report.push({ line: row.line, ok: true, message: `${position.name}: requires ${row.qualification}.` });
      } else if (row.rule === 'min_years') {
        c.min_experience_years = row.value;
        report.push({ line: row.line, ok: true, message: `${position.name}: at least ${row.value} years.` });
      } else {
        c.pass_score = row.value;
        report.push({ line: row.line, ok: true, message: `${position.name}: pass score ${row.value}.` });
      }
    }
    for (const c of changed.values()) {
      if (c.keywords.length > 60) throw conflict(`The import would give ${c.before.position} ${c.keywords.length} keywords; at most 60 are allowed.`);
      await writeConfig(ctx, c.before, c);
    }
    if (names.length) {
      const inserted = await ctx.db.insert(recognisedProviderNames).values(dedupe(names, (n) => n.name.toLowerCase())).onConflictDoNothing().returning();
      for (const n of inserted) ctx.audit({ entity: 'recognised_provider_name', entityId: n.id, before: null, after: n });
    }
    report.sort((a, b) => a.line - b.line);
    return {
      rows: report, imported: report.filter((r) => r.ok).length, rejected: report.filter((r) => !r.ok).length,
      positions_changed: [...changed.values()].map((c) => c.before.position),
    };
  },

  async 'assessment.seekMapping'(_args, ctx) {
    const position_list = await ctx.db.select({ id: positions.id, name: positions.name }).from(positions).orderBy(asc(positions.sortOrder), asc(positions.name));
    return { mapping_list: await mappings(ctx.db), position_list };
  },

  async 'assessment.saveSeekMapping'({ mapping_list }, ctx) {
    const ids = [...new Set(mapping_list.map((m) => m.position_id))];
    const found = ids.length ? await ctx.db.select({ id: positions.id }).from(positions).where(inArray(positions.id, ids)) : [];
    const missing = mapping_list.findIndex((m) => !found.some((f) => f.id === m.position_id));
    if (missing >= 0) throw invalidArguments([{ path: `mapping_list.${missing}.position_id`, message: `Position ${mapping_list[missing].position_id} does not exist.` }]);
    const before = await mappings(ctx.db);
    await ctx.db.delete(seekRoleMappings);
    if (mapping_list.length) await ctx.db.insert(seekRoleMappings).values(mapping_list.map((m) => ({ seekRole: m.seek_role, positionId: m.position_id })));
    const after = await mappings(ctx.db);
    ctx.audit({ entity: 'seek_role_mapping', entityId: 'all', before, after });
    return { mapping_list: after };
  },

  async 'assessment.recognisedNames'(_args, ctx) {
    return { recognised_name_list: await namesList(ctx.db) };
  },

  async 'assessment.saveRecognisedNames'({ recognised_name_list }, ctx) {
    const before = await namesList(ctx.db);
    const keep = new Set(recognised_name_list.map((n) => n.name.toLowerCase()));
    const gone = before.filter((b) => !keep.has(b.name.toLowerCase()));
    if (gone.length) await ctx.db.delete(recognisedProviderNames).where(inArray(recognisedProviderNames.id, gone.map((g) => g.id)));
    for (const n of recognised_name_list) {
      const existing = before.find((b) => b.name.toLowerCase() === n.name.toLowerCase());
      if (!existing) await ctx.db.insert(recognisedProviderNames).values({ name: n.name, kind: n.kind });
      else if (existing.name !== n.name || existing.kind !== n.kind) {
        await ctx.db.update(recognisedProviderNames).set({ name: n.name, kind: n.kind }).where(eq(recognisedProviderNames.id, existing.id));
      }
    }
    const after = await namesList(ctx.db);
    ctx.audit({ entity: 'recognised_provider_names', entityId: 'all', before, after });
    return { recognised_name_list: after };
  },

  async 'assessment.tryScore'({ position_id, text }, ctx) {
    const config = await configOf(ctx.db, position_id);
    if (config.version === 0) throw conflict(`${config.position} has no resume assessment rules yet: save some first.`);
    return scoreResume(text, { ...config, recognised_names: await recognisedNames(ctx.db) });
  },
};
