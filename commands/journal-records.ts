// What a journal step changed, in a person's terms: which record (its kind and name, read from the audit
// images) and which fields went from what to what. Pure, so the server answers it and any surface can
// label it (the browser translates the kind, the field and enum values).
import { recordKindIds, recordKinds, type RecordKind } from './record-kinds';

/** Audit entities whose name is not their record kind's. */
const ENTITY_KINDS: Readonly<Record<string, RecordKind>> = {
  account: 'adminUser', staff: 'applicant', job_ad: 'jobAd', check_note: 'application', admin_note: 'application',
};

const camel = (entity: string) => entity.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The record kind of an audit entity ('temp_shift' → tempShift), when it has one. */
export function kindOfEntity(entity: string): RecordKind | undefined {
  if (ENTITY_KINDS[entity]) return ENTITY_KINDS[entity];
  const name = camel(entity);
  return (recordKindIds as readonly string[]).includes(name) ? (name as RecordKind) : undefined;
}

type Image = Record<string, unknown> | null | undefined;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** A record's own name from its audit image: a person's name, a title, a label; undefined when it has none. */
export function recordNameOf(image: Image): string | undefined {
  if (!image || typeof image !== 'object') return undefined;
  const person = [text(image.first_name), text(image.surname ?? image.last_name)].filter(Boolean).join(' ');
  return text(image.name) ?? (person || undefined) ?? text(image.title) ?? text(image.label) ?? text(image.staff_name) ?? text(image.version_name);
}

/** Fields that say nothing to a person about what changed (bookkeeping). */
const BOOKKEEPING = /^(version|updated_at|created_at|updatedAt|createdAt|id)$|_at$/;

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** The plain fields that differ between the images, the status first; nested values are left out. */
export function changedFields(before: Image, after: Image, limit = 3): FieldChange[] {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  const plain = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
  const fields = Object.keys(after).filter((k) => !BOOKKEEPING.test(k) && plain(after[k]) && plain(before[k]) && before[k] !== after[k] && k in before);
  fields.sort((a, b) => Number(b === 'status') - Number(a === 'status'));
  return fields.slice(0, limit).map((field) => ({ field, from: before[field], to: after[field] }));
}

/** 'Application' for the entity 'application': the kind's label, else the entity in words. */
export function entityLabel(entity: string): string {
  const kind = kindOfEntity(entity);
  if (kind) return recordKinds[kind].label;
  const words = entity.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
