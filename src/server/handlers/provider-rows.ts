// How provider rows are read: the list row, the info answer (with its company file and counts), and
// disable requests. Shared by the provider, attachment and operator handlers.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DisableRequestRow, ProviderAttachmentRow, ProviderInfo } from '../../../commands/provider-fields';
import { notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { providerAttachments, providerDisableRequests, providers } from '../db/schema';

export const providerAttachmentUrl = (id: number) => `/api/files/provider-attachments/${id}`;

/** The outer row's id, qualified: drizzle writes a bare "id" in one-table selects, which a subquery would read as its own. */
const PROVIDER_ID = sql.raw('"providers"."id"');
const count = (table: string) => sql<number>`(select count(*)::int from ${sql.raw(table)} x where x.provider_id = ${PROVIDER_ID})`;

export const facilityCount = count('facilities');
export const operatorCount = count('provider_operators');
export const disablePending = sql<boolean>`exists (select 1 from provider_disable_requests r where r.provider_id = ${PROVIDER_ID} and r.status = 'pending')`;

export const providerRowColumns = {
  id: providers.id, name: providers.name, email: providers.email, phone_number: providers.phoneNumber, address: providers.address,
  state: providers.state, status: sql<'enabled' | 'disabled'>`${providers.status}`, facility_count: facilityCount, operator_count: operatorCount,
  disable_pending: disablePending, created_at: providers.createdAt, version: providers.version,
};

export async function loadProviderInfo(db: Queryable, id: number): Promise<ProviderInfo | undefined> {
  const [row] = await db
    .select({
      id: providers.id, name: providers.name, email: providers.email, phone_number: providers.phoneNumber, introduction: providers.introduction,
      address: providers.address, state: providers.state, status: sql<'enabled' | 'disabled'>`${providers.status}`,
      facility_count: facilityCount, operator_count: operatorCount,
      blocked_count: count('provider_blocked_staff'), attachment_count: count('provider_attachments'),
      created_at: providers.createdAt, updated_at: providers.updatedAt, version: providers.version,
    })
    .from(providers)
    .where(eq(providers.id, id));
  if (!row) return undefined;
  const [file] = await db
    .select({ id: providerAttachments.id, file_name: providerAttachments.fileName, size: providerAttachments.sizeBytes, created_at: providerAttachments.createdAt })
    .from(providerAttachments)
    .where(and(eq(providerAttachments.providerId, id), eq(providerAttachments.category, 'company_file')))
    .orderBy(desc(providerAttachments.createdAt), desc(providerAttachments.id))
    .limit(1);
  return { ...row, company_file: file ? { ...file, download_url: providerAttachmentUrl(file.id) } : null };
}

export const disableRequestColumns = {
  id: providerDisableRequests.id, provider_id: providerDisableRequests.providerId, provider_name: providers.name, state: providers.state,
  reason: providerDisableRequests.reason, status: sql<'pending' | 'approved' | 'rejected'>`${providerDisableRequests.status}`,
  requested_by_name: providerDisableRequests.requestedByName, created_at: providerDisableRequests.createdAt,
  decided_by_name: providerDisableRequests.decidedByName, decided_at: providerDisableRequests.decidedAt,
  decision_note: providerDisableRequests.decisionNote, version: providerDisableRequests.version,
};

export const disableRequestRows = (db: Queryable) =>
  db.select(disableRequestColumns).from(providerDisableRequests).innerJoin(providers, eq(providers.id, providerDisableRequests.providerId)).$dynamic();

export async function loadDisableRequest(db: Queryable, id: number): Promise<DisableRequestRow | undefined> {
  const [row] = await disableRequestRows(db).where(eq(providerDisableRequests.id, id));
  return row;
}

export async function pendingRequestOf(db: Queryable, providerId: number): Promise<DisableRequestRow | null> {
  const [row] = await disableRequestRows(db).where(and(eq(providerDisableRequests.providerId, providerId), eq(providerDisableRequests.status, 'pending')));
  return row ?? null;
}

export const attachmentColumns = {
  id: providerAttachments.id, provider_id: providerAttachments.providerId,
  category: sql<ProviderAttachmentRow['category']>`${providerAttachments.category}`, file_name: providerAttachments.fileName,
  mime_type: providerAttachments.mimeType, size: providerAttachments.sizeBytes, uploaded_by_name: providerAttachments.uploadedByName,
  created_at: providerAttachments.createdAt,
};

/** The provider, or a 404 naming it. */
export async function requireProvider(db: Queryable, id: number): Promise<{ id: number; name: string; status: string }> {
  const [row] = await db.select({ id: providers.id, name: providers.name, status: providers.status }).from(providers).where(eq(providers.id, id));
  if (!row) throw notFound('Provider', id);
  return row;
}
