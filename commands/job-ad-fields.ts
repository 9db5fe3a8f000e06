// The shapes job-ad commands share: the list row, the detail, the posting form's fields and options.
import { z } from 'zod';
import { benefits, employmentTypes, payBasis, payLoadings } from '../src/domain/enums/employment';
import { australianStates } from '../src/domain/enums/location';
import { codeOf, recordId } from './fields';

export const jobId = recordId('Job id');

/** A provider's job posting status (docs/job-ads.md). */
export const providerJobStatuses = ['open', 'approval_required', 'suspended'] as const;
export type ProviderJobStatus = (typeof providerJobStatuses)[number];

/** Outside boards an ad may be mirrored on. */
export const externalJobSources = ['seek', 'indeed', 'jora', 'linkedin', 'careers_page'] as const;

export const jobAdRow = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.string(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  facility_id: z.number().int().nullable(),
  facility_name: z.string().nullable(),
  state: z.string(),
  suburb: z.string(),
  employment_type: z.number().int(),
  pay_basis: z.number().int(),
  pay_rate: z.number(),
  pay_rate_max: z.number().nullable(),
  status: z.number().int(),
  visible_directly: z.boolean(),
  supply_enabled: z.boolean(),
  application_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type JobAdRow = z.infer<typeof jobAdRow>;

export const jobAdDetailShape = jobAdRow.extend({
  description: z.string(),
  benefits: z.array(z.string()),
  loadings: z.array(z.string()),
  address: z.string(),
  supply_limit: z.number().int().nullable(),
});
export type JobAdDetail = z.infer<typeof jobAdDetailShape>;

const money = (what: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be a number.`) })
    .positive(`${what} must be more than 0.`)
    .max(1_000_000, `${what} must be at most 1,000,000.`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${what} has at most 2 decimals.`);

const text = (what: string, max: number) =>
  z.string({ error: `${what} is required.` }).trim().min(1, `${what} is required.`).max(max, `${what} is at most ${max.toLocaleString('en-AU')} characters.`);

/** What the posting form sends; the same for a new ad and an edit (which adds job_id and version). */
export const postingFields = {
  title: text('Title', 120),
  provider_id: recordId('Provider'),
  facility_id: recordId('Facility').nullable().optional(),
  position: text('Position', 80),
  employment_type: codeOf('Employment type', employmentTypes),
  pay_basis: codeOf('Pay basis', payBasis),
  pay_rate: money('Pay rate'),
  pay_rate_max: money('Pay rate maximum').nullable().optional(),
  state: codeOf('State', australianStates),
  suburb: text('Suburb', 80),
  address: z.string().trim().max(200, 'Address is at most 200 characters.').default(''),
  // Sanitised on the server (src/server/html-sanitise.ts); the limit leaves room for a few pasted images.
  description: z.string({ error: 'Description must be text.' }).max(200_000, 'Description is at most 200,000 characters.').default(''),
  benefits: z.array(codeOf('Benefit', benefits), { error: 'Benefits must be a list.' }).max(benefits.codes.length, 'Benefits lists a benefit twice.')
    .refine((b) => new Set(b).size === b.length, 'Benefits lists a benefit twice.').default([]),
  loadings: z.array(codeOf('Loading', payLoadings), { error: 'Loadings must be a list.' }).max(payLoadings.codes.length, 'Loadings lists a loading twice.')
    .refine((l) => new Set(l).size === l.length, 'Loadings lists a loading twice.').default([]),
};

const option = z.object({ value: z.union([z.number(), z.string()]), label: z.string() });

/** A blank ad with the choices the posting form offers (spec: new_job_data). */
export const newJobData = z.object({
  defaults: z.object({ employment_type: z.number().int(), pay_basis: z.number().int(), state: z.string(), status: z.number().int() }),
  provider_list: z.array(z.object({ id: z.number().int(), name: z.string(), state: z.string(), job_status: z.enum(providerJobStatuses) })),
  position_list: z.array(z.object({ id: z.number().int(), name: z.string(), min_rate: z.number().nullable(), max_rate: z.number().nullable() })),
  employment_types: z.array(option),
  pay_basis: z.array(option),
  benefits: z.array(option),
  loadings: z.array(option),
  states: z.array(option),
});

export const addressRow = z.object({
  facility_id: z.number().int().nullable(),
  name: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
});

export const jobStatusMoveRow = z.object({ to: z.number().int(), label: z.string(), danger: z.boolean() });

export const externalMappingRow = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  source: z.string(),
  external_id: z.string(),
  external_url: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});

export const providerJobStatusRow = z.object({
  provider_id: z.number().int(),
  provider_name: z.string(),
  job_status: z.enum(providerJobStatuses),
  note: z.string(),
  /** 0 while the provider has never had its status set (the default, open). */
  version: z.number().int(),
  published_count: z.number().int(),
  total_count: z.number().int(),
});
