// Making the redacted copy of a resume: PDFs by their text layer plus the recruiter's boxes, PNGs by the
// boxes alone. Other types cannot be redacted here; the caller refuses them with a sentence.
import type { PersonalDetails } from './personal-details';
import { redactPdf } from './pdf-redact';
import { redactPng } from './png-redact';
import type { BlurRegion } from './regions';

export type { BlurRegion } from './regions';
export type { PersonalDetails } from './personal-details';
export { pdfPlainText } from './pdf-text';

export const BLURRABLE_MIME = ['application/pdf', 'image/png'] as const;

export interface BlurOutcome {
  bytes: Uint8Array;
  /** What was covered: personal details found in the text, and boxes drawn. */
  details_removed: number;
  regions_applied: number;
}

export async function blurResumeFile(mime: string, bytes: Uint8Array, who: PersonalDetails, regions: readonly BlurRegion[]): Promise<BlurOutcome> {
  if (mime === 'application/pdf') {
    const { bytes: out, report } = await redactPdf(bytes, who, regions);
    const { name, email, phone, address } = report.removed;
    return { bytes: out, details_removed: name + email + phone + address, regions_applied: regions.length };
  }
  if (mime === 'image/png') {
    const { bytes: out } = redactPng(bytes, regions);
    return { bytes: out, details_removed: 0, regions_applied: regions.filter((r) => r.page === 1).length };
  }
  throw new Error(`Cannot redact ${mime}`);
}
