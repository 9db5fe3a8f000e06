// Auto-filling the visa check from what an applicant answered about citizenship and work rights (spec §3
// 'Identity and eligibility'). A recruiter still confirms temporary visas against VEVO; this gives the
// starting point and says what to look for.
import type { CheckValidityCode, CitizenshipCode, WorkRightsCode } from './enums/identity';

export interface VisaAnswers {
  citizenship: CitizenshipCode | null;
  workRights: WorkRightsCode | null;
  visaSubclass: string | null;
}

export interface VisaCheckFill {
  validity: CheckValidityCode;
  /** What the check found or what is left to do, in a sentence. */
  conditions: string;
  /** A temporary visa: its expiry date matters. */
  temporary: boolean;
}

/** Known temporary visas whose conditions recruiters meet most in care work. */
const SUBCLASS_CONDITIONS: Readonly<Record<string, string>> = {
  '500': 'Student visa (500), condition 8105: at most 48 hours per fortnight while the course is in session.',
  '485': 'Temporary Graduate visa (485): unrestricted work rights until it expires.',
  '482': 'Temporary Skill Shortage visa (482): may work only for the sponsoring employer.',
  '417': 'Working Holiday visa (417), condition 8547: at most six months with one employer.',
  '462': 'Work and Holiday visa (462), condition 8547: at most six months with one employer.',
  '408': 'Temporary Activity visa (408): work limited to the approved activity.',
};

const CITIZEN_FILLS: Readonly<Partial<Record<CitizenshipCode, VisaCheckFill>>> = {
  1: { validity: 'valid', conditions: 'Australian citizen: no visa needed.', temporary: false },
  2: { validity: 'valid', conditions: 'Australian permanent resident: unrestricted work rights.', temporary: false },
  3: { validity: 'valid', conditions: 'New Zealand citizen: Special Category visa (444), unrestricted work rights.', temporary: false },
};

/** Whether a visa document belongs in the materials (citizens and permanent residents have none). */
export function needsVisaCheck(citizenship: CitizenshipCode | null): boolean {
  return citizenship !== 1 && citizenship !== 2;
}

export function autoFillVisaCheck({ citizenship, workRights, visaSubclass }: VisaAnswers): VisaCheckFill {
  const citizen = citizenship !== null ? CITIZEN_FILLS[citizenship] : undefined;
  if (citizen) {
    // A citizen or resident who also says 'no work rights' has answered one of the two wrongly.
    if (workRights === 'no_work_rights' || workRights === 'temporary_restricted') {
      return { validity: 'not_specified', conditions: `Answers disagree: citizenship and work rights (${workRights}) do not match. Check the documents.`, temporary: false };
    }
    return citizen;
  }
  switch (workRights) {
    case 'australian_citizen':
      return CITIZEN_FILLS[1]!;
    case 'permanent_unrestricted':
      return { validity: 'valid', conditions: 'Permanent visa: unrestricted work rights.', temporary: false };
    case 'temporary_unrestricted':
      return { validity: 'valid', conditions: SUBCLASS_CONDITIONS[visaSubclass ?? ''] ?? 'Temporary visa with unrestricted work rights: record its expiry date.', temporary: true };
    case 'temporary_restricted':
      return {
        validity: 'valid',
        conditions: SUBCLASS_CONDITIONS[visaSubclass ?? ''] ?? 'Temporary visa with work conditions: record them from VEVO.',
        temporary: true,
      };
    case 'no_work_rights':
      return { validity: 'in_valid', conditions: 'No work rights in Australia: cannot be engaged.', temporary: false };
    default:
      return { validity: 'not_specified', conditions: 'Work rights not provided: ask the applicant before checking VEVO.', temporary: false };
  }
}
