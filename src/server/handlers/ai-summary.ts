// AI conversation summaries and recommendations. The adapter is called only by the queries
// (generate_ai_summary, generate_ai_recommendation), which run outside any transaction; the actions store
// what the recruiter kept, in their transaction with the audit rows.
import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AiSummaryRow, aiSummaryCommands } from '../../../commands/ai-summary';
import type { ConversationMessage } from '../adapters/ai';
import { conflict, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { accounts, aiRecommendations, aiSummaries, applications, conversationMessages, jobAds, staff } from '../db/schema';
import { loadVersioned, versionedUpdate } from '../kit/versioned-update';
import { staffName } from '../queries/staff-keyword';
import type { HandlerContext, HandlersFor } from './types';

const creator = alias(accounts, 'creator');
const editor = alias(accounts, 'editor');
const saver = alias(accounts, 'saver');

const summaryColumns = {
  id: aiSummaries.id,
  application_id: aiSummaries.applicationId,
  body: aiSummaries.body,
  origin: aiSummaries.origin,
  model: aiSummaries.model,
  message_count: aiSummaries.messageCount,
  created_by: creator.name,
  edited_by: editor.name,
  saved_at: aiSummaries.savedAt,
  saved_by: saver.name,
  deleted_at: aiSummaries.deletedAt,
  created_at: aiSummaries.createdAt,
  updated_at: aiSummaries.updatedAt,
  version: aiSummaries.version,
};

const summaryRows = (db: Queryable) =>
  db
    .select(summaryColumns)
    .from(aiSummaries)
    .leftJoin(creator, eq(creator.id, aiSummaries.createdBy))
    .leftJoin(editor, eq(editor.id, aiSummaries.editedBy))
    .leftJoin(saver, eq(saver.id, aiSummaries.savedBy));

const withSaved = (r: Omit<AiSummaryRow, 'saved'>): AiSummaryRow => ({ ...r, saved: r.saved_at !== null && r.deleted_at === null });

/** A live version of this application's summary; another application's or a deleted one is not found. */
const summaryOf = (applicationId: number) => async (db: Queryable, id: number): Promise<AiSummaryRow | undefined> => {
  const [row] = await summaryRows(db).where(and(eq(aiSummaries.id, id), eq(aiSummaries.applicationId, applicationId), isNull(aiSummaries.deletedAt)));
  return row && withSaved(row);
};

async function requireApplication(db: Queryable, id: number) {
  const [row] = await db.select({ id: applications.id }).from(applications).where(eq(applications.id, id));
  if (!row) throw notFound('Application', id);
}

async function conversation(db: Queryable, applicationId: number) {
  return db
    .select({ id: conversationMessages.id, sender: conversationMessages.sender, author_name: conversationMessages.authorName, body: conversationMessages.body, sent_at: conversationMessages.sentAt })
    .from(conversationMessages)
    .where(eq(conversationMessages.applicationId, applicationId))
    .orderBy(asc(conversationMessages.sentAt), asc(conversationMessages.id));
}

const forAdapter = (rows: Awaited<ReturnType<typeof conversation>>): ConversationMessage[] => rows.map((m) => ({ sender: m.sender, author: m.author_name, body: m.body }));

const adapter = (ctx: HandlerContext) => ctx.adapters.ai(ctx.config.ai);

const versioned = (applicationId: number, id: number, seen: number) => ({
  noun: 'AI summary',
  id,
  seen,
  load: summaryOf(applicationId),
  table: aiSummaries,
  entity: 'ai_summary',
});

const recommendationColumns = {
  id: aiRecommendations.id,
  application_id: aiRecommendations.applicationId,
  fit: aiRecommendations.fit,
  score: aiRecommendations.score,
  reasons: aiRecommendations.reasons,
  model: aiRecommendations.model,
  created_by: creator.name,
  created_at: aiRecommendations.createdAt,
};

export const aiSummaryHandlers: HandlersFor<typeof aiSummaryCommands> = {
  async 'ai.messages'({ application_id }, ctx) {
    await requireApplication(ctx.db, application_id);
    return { application_id, messages: await conversation(ctx.db, application_id) };
  },

  async 'ai.generateSummary'({ application_id }, ctx) {
    await requireApplication(ctx.db, application_id);
    const messages = await conversation(ctx.db, application_id);
    if (messages.length === 0) throw conflict(`Application ${application_id} has no screening conversation to summarise yet.`);
    const draft = await adapter(ctx).summarise(forAdapter(messages));
    if (!draft.summary.trim()) throw conflict(`The conversation of application ${application_id} has nothing to summarise yet (only greetings).`);
    return { application_id, ...draft };
  },

  async 'ai.summaryHistory'({ application_id, summary_id }, ctx) {
    await requireApplication(ctx.db, application_id);
    const rows = (await summaryRows(ctx.db)
      .where(and(eq(aiSummaries.applicationId, application_id), isNull(aiSummaries.deletedAt), summary_id === undefined ? undefined : eq(aiSummaries.id, summary_id)))
      .orderBy(desc(aiSummaries.id))).map(withSaved);
    if (summary_id !== undefined && rows.length === 0) throw notFound('AI summary', summary_id);
    const [saved] = await ctx.db
      .select({ id: aiSummaries.id })
      .from(aiSummaries)
      .where(and(eq(aiSummaries.applicationId, application_id), isNotNull(aiSummaries.savedAt), isNull(aiSummaries.deletedAt)));
    return { application_id, saved_id: saved?.id ?? null, list: rows };
  },

  async 'ai.insertSummary'({ application_id, summary, origin }, ctx) {
    await requireApplication(ctx.db, application_id);
    const [{ n }] = await ctx.db.select({ n: count() }).from(conversationMessages).where(eq(conversationMessages.applicationId, application_id));
    if (origin === 'generated' && n === 0) {
      throw conflict(`Application ${application_id} has no conversation, so nothing can have been generated from it. Send origin 'written' for a summary typed by hand.`);
    }
    const [inserted] = await ctx.db
      .insert(aiSummaries)
      .values({
        applicationId: application_id,
        body: summary,
        origin,
        model: origin === 'generated' ? adapter(ctx).model : '',
        messageCount: n,
        createdBy: ctx.account?.id ?? null,
      })
      .returning({ id: aiSummaries.id });
    const row = (await summaryOf(application_id)(ctx.db, inserted.id))!;
    ctx.audit({ entity: 'ai_summary', entityId: row.id, before: null, after: row });
    return row;
  },

  'ai.editSummary': ({ application_id, summary_id, summary, version }, ctx) =>
    versionedUpdate(ctx, {
      ...versioned(application_id, summary_id, version),
      change: (before) => {
        if (before.body === summary) return null;
        return { body: summary, origin: before.origin === 'written' ? ('written' as const) : ('edited' as const), editedBy: ctx.account?.id ?? null };
      },
    }),

  'ai.deleteSummary': ({ application_id, summary_id, version }, ctx) =>
    versionedUpdate(ctx, {
      ...versioned(application_id, summary_id, version),
      change: (before) => {
        if (before.saved) {
          throw conflict(`AI summary ${summary_id} is the saved summary of application ${application_id}: save another version first, then delete this one.`);
        }
        return { deletedAt: ctx.now.toISOString() };
      },
      // Deleted rows are not found by the loader, so the after image is built from the update.
      after: (before, updated) => ({ ...before, deleted_at: updated.deletedAt, updated_at: updated.updatedAt, version: updated.version }),
    }),

  async 'ai.saveSummary'({ application_id, summary_id, version }, ctx) {
    const spec = versioned(application_id, summary_id, version);
    const target = await loadVersioned(ctx.db, spec);
    if (target.saved) return target;
    // One saved version per application (a unique index): the previous one gives way first.
    const [previous] = await summaryRows(ctx.db).where(and(eq(aiSummaries.applicationId, application_id), isNotNull(aiSummaries.savedAt), isNull(aiSummaries.deletedAt)));
    if (previous) {
      await versionedUpdate(ctx, { ...versioned(application_id, previous.id, previous.version), change: () => ({ savedAt: null, savedBy: null }) });
    }
    return versionedUpdate(ctx, { ...spec, change: () => ({ savedAt: ctx.now.toISOString(), savedBy: ctx.account?.id ?? null }) });
  },

  async 'ai.recommend'({ application_id }, ctx) {
    const [row] = await ctx.db
      .select({ staff, job: { title: jobAds.title, position: jobAds.position, suburb: jobAds.suburb, state: jobAds.state }, name: staffName })
      .from(applications)
      .innerJoin(staff, eq(staff.id, applications.staffId))
      .innerJoin(jobAds, eq(jobAds.id, applications.jobId))
      .where(eq(applications.id, application_id));
    if (!row) throw notFound('Application', application_id);
    const messages = await conversation(ctx.db, application_id);
    const profile = { name: row.name, position: row.staff.position, experience: row.staff.experience, suburb: row.staff.suburb, state: row.staff.state, tags: row.staff.tags };
    const recommendation = await adapter(ctx).recommend({ profile, job: row.job, messages: forAdapter(messages) });
    return { application_id, ...recommendation, message_count: messages.length };
  },

  async 'ai.saveRecommendation'({ application_id, recommendation }, ctx) {
    await requireApplication(ctx.db, application_id);
    const [inserted] = await ctx.db
      .insert(aiRecommendations)
      .values({ applicationId: application_id, ...recommendation, createdBy: ctx.account?.id ?? null })
      .returning({ id: aiRecommendations.id });
    const [row] = await ctx.db
      .select(recommendationColumns)
      .from(aiRecommendations)
      .leftJoin(creator, eq(creator.id, aiRecommendations.createdBy))
      .where(eq(aiRecommendations.id, inserted.id));
    ctx.audit({ entity: 'ai_recommendation', entityId: row.id, before: null, after: row });
    return row;
  },

  async 'ai.recommendations'({ application_id }, ctx) {
    await requireApplication(ctx.db, application_id);
    const list = await ctx.db
      .select(recommendationColumns)
      .from(aiRecommendations)
      .leftJoin(creator, eq(creator.id, aiRecommendations.createdBy))
      .where(eq(aiRecommendations.applicationId, application_id))
      .orderBy(desc(aiRecommendations.id));
    return { application_id, list };
  },
};
