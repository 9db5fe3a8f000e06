// Handlers of commands/contract.ts: contract templates (body sanitised like job-ad descriptions),
// onboarding templates (ordered checklists) and onboarding files (the upload is checked by content and
// put in the file store before the transaction: adapters/file-store-staging.ts).
import { and, eq, ilike, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ParsedArgsOf } from '../../../commands';
import type { contractCommands, contractTemplateList, ContractTemplateDetail } from '../../../commands/contract';
import { DEMO_KEY_PREFIX, demoDocument } from '../adapters/file-store-demo';
import { StagedFile } from '../adapters/file-store-upload';
import { conflict, invalidArguments, notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { accounts, contractTemplates, onboardingFiles, onboardingTemplates, providers } from '../db/schema';
import { descriptionText, sanitiseDescription } from '../html-sanitise';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { versionedUpdate } from '../kit/versioned-update';
import { requireProvider } from '../queries/master-board-provider';
import { containing } from '../queries/staff-keyword';
import type { HandlersFor } from './types';

type EmploymentType = ContractTemplateDetail['employment_type'];
type TemplateRow = Omit<ContractTemplateDetail, 'body' | 'provider_name'>;

const wordCount = sql<number>`coalesce(array_length(regexp_split_to_array(trim(regexp_replace(${contractTemplates.bodyHtml}, '<[^>]*>', ' ', 'g')), '\\s+'), 1), 0)::int`;
const templateColumns = {
  id: contractTemplates.id, provider_id: contractTemplates.providerId, name: contractTemplates.name, employment_type: contractTemplates.employmentType,
  active: contractTemplates.active, word_count: wordCount, created_at: contractTemplates.createdAt, updated_at: contractTemplates.updatedAt,
  version: contractTemplates.version,
};

const templateSpec: PagedListSpec<ParsedArgsOf<typeof contractTemplateList>, TemplateRow> = {
  name: 'contract_template_list',
  rows: (db) => db.select(templateColumns).from(contractTemplates).$dynamic(),
  matching: (db, columns) => db.select(columns).from(contractTemplates).$dynamic(),
  filters: {
    keyword: (k) => ilike(contractTemplates.name, containing(k)),
    provider_id: (id) => eq(contractTemplates.providerId, id),
    employment_type: (code) => eq(contractTemplates.employmentType, code),
    active: (active) => eq(contractTemplates.active, active),
  },
  sorts: {},
  tieBreak: contractTemplates.id,
};

async function loadTemplate(db: Queryable, id: number): Promise<ContractTemplateDetail | undefined> {
  const [row] = await db.select({ ...templateColumns, body: contractTemplates.bodyHtml, provider_name: providers.name })
    .from(contractTemplates).innerJoin(providers, eq(providers.id, contractTemplates.providerId)).where(eq(contractTemplates.id, id));
  return row && { ...row, employment_type: row.employment_type as EmploymentType };
}

/** The body as stored: sanitised, and not empty once the markup is gone. */
function cleanBody(html: string): string {
  const clean = sanitiseDescription(html);
  if (!descriptionText(clean)) throw invalidArguments([{ path: 'body', message: 'Body is required: write the contract text.' }]);
  return clean;
}

async function refuseDuplicateName(db: Queryable, table: typeof contractTemplates | typeof onboardingTemplates, providerId: number, name: string, except?: number) {
  const where: SQL[] = [eq(table.providerId, providerId), sql`lower(${table.name}) = lower(${name})`];
  if (except !== undefined) where.push(ne(table.id, except));
  const [clash] = await db.select({ id: table.id }).from(table).where(and(...where));
  if (clash) throw invalidArguments([{ path: 'name', message: `This provider already has a template named ${name} (#${clash.id}).` }]);
}

const onboardingColumns = {
  id: onboardingTemplates.id, provider_id: onboardingTemplates.providerId, name: onboardingTemplates.name, items: onboardingTemplates.items,
  created_at: onboardingTemplates.createdAt, updated_at: onboardingTemplates.updatedAt, version: onboardingTemplates.version,
};
async function loadOnboarding(db: Queryable, id: number) {
  const [row] = await db.select(onboardingColumns).from(onboardingTemplates).where(eq(onboardingTemplates.id, id));
  return row;
}

const fileColumns = {
  id: onboardingFiles.id, provider_id: onboardingFiles.providerId, title: onboardingFiles.title, file_name: onboardingFiles.fileName,
  type: sql<'pdf' | 'png' | 'jpeg' | 'docx'>`${onboardingFiles.kind}`, mime_type: onboardingFiles.mimeType, size: onboardingFiles.sizeBytes,
  uploaded_by_name: accounts.name, created_at: onboardingFiles.createdAt,
};
const fileRows = (db: Queryable) => db.select(fileColumns).from(onboardingFiles).leftJoin(accounts, eq(accounts.id, onboardingFiles.uploadedBy)).$dynamic();

export const contractHandlers: HandlersFor<typeof contractCommands> = {
  'contract.templateList': (args, ctx) => pagedList(ctx.db, templateSpec, args),

  async 'contract.templateDetail'({ contract_template_id }, ctx) {
    const template = await loadTemplate(ctx.db, contract_template_id);
    if (!template) throw notFound('Contract template', contract_template_id);
    return { template, version: template.version };
  },

  async 'contract.addTemplate'({ provider_id, name, employment_type, body, active }, ctx) {
    await requireProvider(ctx.db, provider_id);
    await refuseDuplicateName(ctx.db, contractTemplates, provider_id, name);
    const [row] = await ctx.db.insert(contractTemplates).values({
      providerId: provider_id, name, employmentType: employment_type, bodyHtml: cleanBody(body), active: active ?? true, createdBy: ctx.account?.id ?? null,
    }).returning({ id: contractTemplates.id });
    const template = (await loadTemplate(ctx.db, row.id))!;
    ctx.audit({ entity: 'contract_template', entityId: row.id, before: null, after: template });
    return { template };
  },

  async 'contract.editTemplate'({ contract_template_id, version, ...fields }, ctx) {
    const current = await loadTemplate(ctx.db, contract_template_id);
    if (current && fields.name !== undefined) await refuseDuplicateName(ctx.db, contractTemplates, current.provider_id, fields.name, contract_template_id);
    const clean = fields.body === undefined ? undefined : cleanBody(fields.body);
    const template = await versionedUpdate(ctx, {
      noun: 'Contract template', entity: 'contract_template', id: contract_template_id, seen: version, table: contractTemplates, load: loadTemplate,
      change: (before) => {
        const set: Partial<typeof contractTemplates.$inferInsert> = {};
        if (fields.name !== undefined && fields.name !== before.name) set.name = fields.name;
        if (fields.employment_type !== undefined && fields.employment_type !== before.employment_type) set.employmentType = fields.employment_type;
        if (clean !== undefined && clean !== before.body) set.bodyHtml = clean;
        if (fields.active !== undefined && fields.active !== before.active) set.active = fields.active;
        return Object.keys(set).length ? set : null;
      },
    });
    return { template };
  },

  async 'contract.deleteTemplate'({ contract_template_id }, ctx) {
    const before = await loadTemplate(ctx.db, contract_template_id);
    if (!before) throw notFound('Contract template', contract_template_id);
    await ctx.db.delete(contractTemplates).where(eq(contractTemplates.id, contract_template_id));
    ctx.audit({ entity: 'contract_template', entityId: contract_template_id, before, after: null });
    return { id: contract_template_id, deleted: true as const };
  },

  async 'contract.onboardingTemplates'({ provider_id }, ctx) {
    await requireProvider(ctx.db, provider_id);
    const list = await ctx.db.select(onboardingColumns).from(onboardingTemplates).where(eq(onboardingTemplates.providerId, provider_id)).orderBy(onboardingTemplates.name, onboardingTemplates.id);
    return { list };
  },

  async 'contract.addOnboardingTemplate'({ provider_id, name, items }, ctx) {
    await requireProvider(ctx.db, provider_id);
    await refuseDuplicateName(ctx.db, onboardingTemplates, provider_id, name);
    const [row] = await ctx.db.insert(onboardingTemplates).values({ providerId: provider_id, name, items }).returning({ id: onboardingTemplates.id });
    const template = (await loadOnboarding(ctx.db, row.id))!;
    ctx.audit({ entity: 'onboarding_template', entityId: row.id, before: null, after: template });
    return { template };
  },

  async 'contract.editOnboardingTemplate'({ onboarding_template_id, version, name, items }, ctx) {
    const current = await loadOnboarding(ctx.db, onboarding_template_id);
    if (current && name !== undefined) await refuseDuplicateName(ctx.db, onboardingTemplates, current.provider_id, name, onboarding_template_id);
    const template = await versionedUpdate(ctx, {
      noun: 'Onboarding template', entity: 'onboarding_template', id: onboarding_template_id, seen: version, table: onboardingTemplates, load: loadOnboarding,
      change: (before) => {
        const set: Partial<typeof onboardingTemplates.$inferInsert> = {};
        if (name !== undefined && name !== before.name) set.name = name;
        if (items !== undefined && JSON.stringify(items) !== JSON.stringify(before.items)) set.items = items;
        return Object.keys(set).length ? set : null;
      },
    });
    return { template };
  },

  async 'contract.deleteOnboardingTemplate'({ onboarding_template_id }, ctx) {
    const before = await loadOnboarding(ctx.db, onboarding_template_id);
    if (!before) throw notFound('Onboarding template', onboarding_template_id);
    await ctx.db.delete(onboardingTemplates).where(eq(onboardingTemplates.id, onboarding_template_id));
    ctx.audit({ entity: 'onboarding_template', entityId: onboarding_template_id, before, after: null });
    return { id: onboarding_template_id, deleted: true as const };
  },

  async 'contract.onboardingFiles'({ provider_id }, ctx) {
    await requireProvider(ctx.db, provider_id);
    const file_list = await fileRows(ctx.db).where(and(eq(onboardingFiles.providerId, provider_id), isNull(onboardingFiles.deletedAt))).orderBy(sql`${onboardingFiles.id} desc`);
    return { file_list };
  },

  async 'contract.addOnboardingFile'({ provider_id, title, file }, ctx) {
    await requireProvider(ctx.db, provider_id);
    // The staging step (file-store-staging.ts) has checked the content and kept the bytes already.
    if (!(file instanceof StagedFile)) throw conflict('The file was not received as an upload; send it as multipart/form-data.');
    const [row] = await ctx.db.insert(onboardingFiles).values({
      providerId: provider_id, title: title || file.file_name.replace(/\.[a-z0-9]+$/i, ''), fileName: file.file_name, kind: file.kind, mimeType: file.type,
      sizeBytes: file.size_bytes, storageKey: file.storage_key, uploadedBy: ctx.account?.id ?? null,
    }).returning({ id: onboardingFiles.id });
    const [saved] = await fileRows(ctx.db).where(eq(onboardingFiles.id, row.id));
    ctx.audit({ entity: 'onboarding_file', entityId: row.id, before: null, after: saved });
    return { file: saved };
  },

  async 'contract.deleteOnboardingFile'({ onboarding_file_id }, ctx) {
    const [before] = await fileRows(ctx.db).where(and(eq(onboardingFiles.id, onboarding_file_id), isNull(onboardingFiles.deletedAt)));
    if (!before) throw notFound('Onboarding file', onboarding_file_id);
    await ctx.db.update(onboardingFiles).set({ deletedAt: sql`now()`, deletedBy: ctx.account?.id ?? null }).where(eq(onboardingFiles.id, onboarding_file_id));
    ctx.audit({ entity: 'onboarding_file', entityId: onboarding_file_id, before, after: null });
    return { id: onboarding_file_id, deleted: true as const };
  },

  async 'contract.downloadOnboardingFile'({ onboarding_file_id }, ctx) {
    const [row] = await ctx.db.select().from(onboardingFiles).where(and(eq(onboardingFiles.id, onboarding_file_id), isNull(onboardingFiles.deletedAt)));
    if (!row) throw notFound('Onboarding file', onboarding_file_id);
    let bytes = await ctx.adapters.files.get(row.storageKey);
    // A seeded file has no bytes until first asked for (adapters/file-store-demo.ts).
    if (!bytes && row.storageKey.startsWith(DEMO_KEY_PREFIX)) bytes = demoDocument(row.fileName);
    if (!bytes) throw notFound(`The file of onboarding file ${onboarding_file_id} (${row.fileName}) in the file store`);
    return { file_name: row.fileName, mime_type: row.mimeType, content_base64: Buffer.from(bytes).toString('base64') };
  },
};
