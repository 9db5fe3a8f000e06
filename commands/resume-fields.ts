// Shapes the resume commands share: a resume row, a blur region, the scorer's reasons.
import { z } from 'zod';
import { recordId } from './fields';

export const resumeId = recordId('Resume id');

export const scoreReason = z.object({
  rule: z.enum(['keyword', 'qualification', 'experience', 'recognised']),
  met: z.boolean(),
  points: z.number(),
  text: z.string(),
});

export const blurStatuses = ['not_configured', 'configured', 'blurred'] as const;

export const resumeRow = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  attachment_id: z.number().int(),
  file_name: z.string(),
  type: z.string(),
  size: z.number().int(),
  is_default: z.boolean(),
  score: z.number().int().nullable(),
  score_reasons: z.array(scoreReason),
  reviewed: z.boolean(),
  reviewed_at: z.string().nullable(),
  reviewed_by_name: z.string().nullable(),
  blur_status: z.enum(blurStatuses),
  download_url: z.string(),
  blurred_download_url: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export type ResumeRow = z.infer<typeof resumeRow>;

const fraction = (what: string) =>
  z.number({ error: `Region ${what} must be a number between 0 and 1.` }).min(0, `Region ${what} must be at least 0.`).max(1, `Region ${what} must be at most 1.`);

/** A box drawn on a page: fractions of the page from its top-left corner. */
export const blurRegion = z
  .strictObject({
    page: z.number({ error: 'Region page must be a number.' }).int('Region page must be a whole number.').min(1, 'Region page starts at 1.').max(50, 'Region page is at most 50.'),
    x: fraction('x'),
    y: fraction('y'),
    width: fraction('width').refine((n) => n > 0, 'Region width must be more than 0.'),
    height: fraction('height').refine((n) => n > 0, 'Region height must be more than 0.'),
  })
  // Only once each number is valid: a bad x is reported once, as itself.
  .refine((r) => r.x + r.width <= 1.0001 && r.y + r.height <= 1.0001, { message: 'Region must lie inside the page.', when: (payload) => payload.issues.length === 0 });
