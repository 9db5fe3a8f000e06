// The AI conversation summary and candidate exports: who wrote a summary version, how well a candidate
// fits a job, who spoke in a screening conversation, and where a profile export stands. The spec names the
// calls, not these values; the codes are ours, in snake_case like the spec's own.
import { defineEnum, type EnumCode } from './define-enum';

/** How a summary version came to be: drafted by the AI adapter, typed by a recruiter, or a draft edited since. */
export const aiSummaryOrigins = defineEnum('aiSummaryOrigins', [
  ['generated', 'Generated'],
  ['written', 'Written by hand'],
  ['edited', 'Edited'],
]);
export type AiSummaryOrigin = EnumCode<typeof aiSummaryOrigins>;

/** The verdict of a recommendation; the score (0–100) says how far within it. */
export const aiFits = defineEnum('aiFits', [
  ['strong_fit', 'Strong fit'],
  ['possible_fit', 'Possible fit'],
  ['weak_fit', 'Weak fit'],
]);
export type AiFit = EnumCode<typeof aiFits>;

/** One line of a recommendation: for the candidate, or something to ask about. */
export const aiReasonKinds = defineEnum('aiReasonKinds', [
  ['strength', 'Strength'],
  ['concern', 'Concern'],
]);

export const conversationSenders = defineEnum('conversationSenders', [
  ['recruiter', 'Recruiter'],
  ['candidate', 'Candidate'],
]);
export type ConversationSender = EnumCode<typeof conversationSenders>;

/** A provider's request for a candidate's profile: waiting for approval, approved, sent, or not renderable. */
export const candidateExportStatus = defineEnum('candidateExportStatus', [
  ['pending', 'Pending approval'],
  ['approved', 'Approved'],
  ['exported', 'Exported'],
  ['failed', 'Failed'],
]);
export type CandidateExportStatus = EnumCode<typeof candidateExportStatus>;

/** The file a provider asked for: a printable profile page, or one spreadsheet row. */
export const candidateExportFormats = defineEnum('candidateExportFormats', [
  ['html', 'Profile page (HTML)'],
  ['csv', 'Spreadsheet row (CSV)'],
]);
export type CandidateExportFormat = EnumCode<typeof candidateExportFormats>;
