// Requests made the way the OpenAPI document describes them: a body built from the operation's schema
// for one content type, written as JSON, a form or multipart parts (files made to the part's type).
import { makeResumePdf } from './resume-files';
import type { OpenApiChecker } from './openapi-check';
import type { RecordIds } from './record-ids';
import { sampleValue, type Schema } from './sample-value';

export const JSON_BODY = 'application/json';
export const FORM_BODY = 'application/x-www-form-urlencoded';
export const MULTIPART_BODY = 'multipart/form-data';

/** A quarter hour two weeks ahead: in the future, on a 15-minute step, within any booking window. */
export function sampleMoment(now = new Date()): Date {
  const at = new Date(now.getTime() + 14 * 24 * 3600_000);
  at.setUTCHours(0, 0, 0, 0);
  return at;
}

/** A body valid by the operation's schema for that content type, or undefined when none could be made. */
export function sampleBody(checker: OpenApiChecker, ids: RecordIds, api: string, contentType: string, moment = sampleMoment()): Record<string, unknown> | undefined {
  const schema: Schema | undefined = checker.operation(api)?.requestBody?.content?.[contentType]?.schema;
  if (!schema) return undefined;
  const body = sampleValue(schema, api, { valid: (s, v) => checker.valid(s, v), idsFor: ids, moment }) as Record<string, unknown> | undefined;
  return body !== undefined && checker.requestErrors(api, contentType, body) === null ? body : undefined;
}

/** The columns each CSV import requires (its handler's REQUIRED), with one row; the document says only "CSV". */
const CSV_SAMPLES: Record<string, string> = {
  import_outer_candidate: 'first_name,surname,email\nProbe,Candidate,probe.candidate@example.com\n',
  import_internal_staff: 'first_name,surname,email,account_type\nProbe,Employee,probe.employee@example.com,hr_officer\n',
};

/** A small file of the first type a part takes: a one-page PDF, or a CSV with a heading row and one row. */
async function fileOf(api: string, contentType: string, name: string): Promise<File> {
  const type = contentType.split(',')[0].trim();
  if (type === 'text/csv') return new File([CSV_SAMPLES[api] ?? 'name\nProbe\n'], `${name}.csv`, { type });
  if (type === 'application/pdf') return new File([(await makeResumePdf()) as Uint8Array<ArrayBuffer>], `${name}.pdf`, { type });
  throw new Error(`no sample file of type ${type}`);
}

/** Fills the file fields (format binary) of a sampled multipart body with files of their documented types. */
export async function withFiles(checker: OpenApiChecker, api: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const media = checker.operation(api).requestBody.content[MULTIPART_BODY];
  const out = { ...body };
  for (const [key, field] of Object.entries<Schema>(media.schema.properties ?? {})) {
    const contentType = media.encoding?.[key]?.contentType ?? 'application/pdf';
    if (field.format === 'binary') out[key] = await fileOf(api, contentType, key);
    else if (field.items?.format === 'binary') out[key] = [await fileOf(api, contentType, key)];
  }
  return out;
}

/** A body written as the content type says: JSON text, form fields (lists as repeated keys) or parts. */
export function encode(body: Record<string, unknown>, contentType: string): { headers: Record<string, string>; body: BodyInit } {
  if (contentType === JSON_BODY) return { headers: { 'content-type': JSON_BODY }, body: JSON.stringify(body) };
  const pairs: [string, string | File][] = [];
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) pairs.push([key, item instanceof File ? item : String(item)]);
  }
  if (contentType === FORM_BODY) {
    return { headers: { 'content-type': FORM_BODY }, body: new URLSearchParams(pairs as [string, string][]).toString() };
  }
  const form = new FormData();
  for (const [key, value] of pairs) form.append(key, value);
  return { headers: {}, body: form };
}
