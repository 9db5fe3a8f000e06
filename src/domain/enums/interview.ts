// Interviews and reference checks: how an interview is held, what the interviewer recommends, who a
// referee is to the applicant, and where a reference check stands. The spec names the attendance values
// (candidate.ts) but not these; the codes are ours, in snake_case like the spec's own.
import { defineEnum, type EnumCode } from './define-enum';

export const interviewModes = defineEnum('interviewModes', [
  ['in_person', 'In person'],
  ['video', 'Video call'],
  ['phone', 'Phone call'],
]);

export const interviewRecommendations = defineEnum('interviewRecommendations', [
  ['strongly_recommend', 'Strongly recommend'],
  ['recommend', 'Recommend'],
  ['unsure', 'Unsure'],
  ['not_recommend', 'Do not recommend'],
]);

export const refereeRelationships = defineEnum('refereeRelationships', [
  ['direct_manager', 'Direct manager'],
  ['supervisor', 'Supervisor'],
  ['team_leader', 'Team leader'],
  ['colleague', 'Colleague'],
  ['educator', 'Educator or placement supervisor'],
  ['client_or_family', 'Client or family member'],
  ['other', 'Other'],
]);

/** Where a referee's check stands, derived from its dates (never stored as a column). */
export const referenceCheckStates = defineEnum('referenceCheckStates', [
  ['not_sent', 'Not sent'],
  ['sent', 'Awaiting answer'],
  ['answered', 'Answered, unread'],
  ['read', 'Read'],
]);

/** Where an application's one-way interview stands: derived from its invitation and recorded answers. */
export const viInviteStates = defineEnum('viInviteStates', [
  ['not_invited', 'Not invited'],
  ['invited', 'Invited'],
  ['answered', 'Answered'],
]);

export type InterviewModeCode = EnumCode<typeof interviewModes>;
export type InterviewRecommendationCode = EnumCode<typeof interviewRecommendations>;
export type RefereeRelationshipCode = EnumCode<typeof refereeRelationships>;
export type ReferenceCheckStateCode = EnumCode<typeof referenceCheckStates>;
