// What an applicant is told when their staff status changes, and which documents go with that step
// (spec §3 'Staff status-change state': message, position_name, file_list). Data per target status,
// filled with the person and the position, so the preview and the write say the same thing.

export interface StatusNoticeInput {
  firstName: string;
  /** 'Personal Care Worker · Level 2', or the position alone when no level is set. */
  positionName: string;
  /** Qualifications the position requires, asked for at the materials step. */
  requiredQualifications: readonly string[];
  /** Citizens and permanent residents need no visa check. */
  needsVisaCheck: boolean;
}

export interface StatusFile {
  name: string;
  /** Why this document belongs to this step. */
  purpose: string;
}

type Template = {
  readonly message: (input: StatusNoticeInput) => string;
  readonly files: (input: StatusNoticeInput) => StatusFile[];
};

const file = (name: string, purpose: string): StatusFile => ({ name, purpose });

const templates: Readonly<Partial<Record<number, Template>>> = {
  1: {
    message: (i) => `Hi ${i.firstName}, thanks for registering with us. Your profile is open again and a recruiter will be in touch about ${i.positionName} roles.`,
    files: () => [],
  },
  2: {
    message: (i) => `Hi ${i.firstName}, we have received your application for ${i.positionName}. We will review it and be in touch within five business days.`,
    files: () => [],
  },
  3: {
    message: (i) => `Hi ${i.firstName}, your application for ${i.positionName} has moved to interviews. We will send you times to choose from shortly.`,
    files: () => [file('Interview preparation guide', 'What to bring and what we will ask')],
  },
  13: {
    message: (i) => `Hi ${i.firstName}, your interview for ${i.positionName} is booked. Please bring photo ID and your qualification certificates.`,
    files: () => [file('Interview preparation guide', 'What to bring and what we will ask')],
  },
  5: {
    message: (i) =>
      `Hi ${i.firstName}, congratulations on your interview for ${i.positionName}. Please upload the documents listed below so we can check your eligibility to work with us.`,
    files: (i) => [
      file('Proof of identity (100 points)', 'Identity check'),
      file('National Police Check (issued within 3 years)', 'Aged care and NDIS worker screening'),
      ...(i.needsVisaCheck ? [file('Passport and visa grant notice', 'Work rights (VEVO) check')] : []),
      file('COVID-19 and influenza vaccination records', 'Vaccination requirements of aged care providers'),
      ...i.requiredQualifications.map((q) => file(q, `Required for ${i.positionName}`)),
    ],
  },
  7: {
    message: (i) => `Hi ${i.firstName}, your documents have been approved. Your employment contract for ${i.positionName} is attached: please read, sign and return it.`,
    files: (i) => [
      file(`Employment contract – ${i.positionName}`, 'To sign'),
      file('Tax file number declaration (NAT 3092)', 'Payroll'),
      file('Superannuation standard choice form (NAT 13080)', 'Payroll'),
      file('Bank account details form', 'Payroll'),
    ],
  },
  9: {
    message: (i) => `Hi ${i.firstName}, welcome aboard as ${i.positionName}. Please complete the onboarding steps below before your first shift.`,
    files: () => [
      file('Staff handbook and code of conduct', 'To read and acknowledge'),
      file('Mandatory training modules', 'Nine topics, from hand hygiene to dysphagia'),
      file('Induction checklist', 'Completed with your buddy on your orientation shift'),
      file('Uniform order form', 'Your size, so the uniform is ready on day one'),
    ],
  },
  10: {
    message: (i) => `Hi ${i.firstName}, you are now enabled as ${i.positionName} and can accept shifts in the app.`,
    files: () => [file('Shift app quick-start guide', 'How to find, accept and check in to shifts')],
  },
  11: {
    message: (i) => `Hi ${i.firstName}, thank you for your interest in ${i.positionName} roles. We will not be progressing your application at this time.`,
    files: () => [],
  },
  12: {
    message: (i) => `Hi ${i.firstName}, your account has been paused and you will not be offered shifts for now. Please contact us if you have questions.`,
    files: () => [],
  },
  15: {
    message: (i) => `Hi ${i.firstName}, we have put your application for ${i.positionName} on hold for now and will contact you when we can continue.`,
    files: () => [],
  },
};

/** Steps that are internal bookkeeping: nothing is sent, and the preview says so. */
const INTERNAL = 'Internal step: nothing is sent to the applicant.';

export function statusNotice(to: number, input: StatusNoticeInput): { message: string; files: StatusFile[]; notify: boolean } {
  const template = templates[to];
  if (!template) return { message: INTERNAL, files: [], notify: false };
  return { message: template.message(input), files: template.files(input), notify: true };
}
