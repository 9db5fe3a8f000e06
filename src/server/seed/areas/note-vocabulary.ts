// What recruiters in Australian aged and disability care write: notes on applicants, admin notes by
// hiring step, checklist entries, and the documents people send. Data, not code. {first} is the
// applicant's first name, {job} the job's title.

/** People in the recruitment team who write the seeded notes (they cannot sign in: no password). */
export const recruiters = [
  { email: 'priya.raman@example.com', name: 'Priya Raman', accountType: 'hr_officer' },
  { email: 'tom.mcallister@example.com', name: 'Tom McAllister', accountType: 'hr_coordinator' },
  { email: 'grace.liu@example.com', name: 'Grace Liu', accountType: 'hr_manager' },
  { email: 'hannah.oconnor@example.com', name: "Hannah O'Connor", accountType: 'hrbp' },
] as const;

/** Notes on the applicant, any time after sign-up. */
export const applicantComments = [
  'Called {first}: available weekdays and alternate weekends, happy to travel up to 30 km.',
  'Left a voicemail for {first} about availability. Will try again tomorrow morning.',
  '{first} prefers morning shifts; school pick-up at 3 pm most days.',
  'Spoke with {first} – has own car and a full licence, keen on home care runs.',
  '{first} asked about pay rates under the SCHADS award; sent the rate sheet by email.',
  'Strong dementia care background from previous role; would suit a memory support unit.',
  '{first} is finishing Certificate III in Individual Support in four weeks.',
  'Bilingual (English and Mandarin) – flag for facilities with CALD residents.',
  '{first} can only do night shifts for the next two months (studying during the day).',
  'Police check expires soon – ask {first} to renew before placement.',
  'Emailed {first} the NDIS Worker Screening Check link; waiting on the clearance number.',
  '{first} needs sponsorship advice; student visa with 48 hours a fortnight during term.',
  'No answer on two calls; sent an SMS asking {first} to book a time.',
  '{first} has palliative care experience and is comfortable with end-of-life care.',
  'Referred by a current worker at the same facility.',
  '{first} wants to stay within the inner west; not interested in regional placements.',
  'Flu vaccination record received; COVID-19 evidence still to come.',
  'Good manual handling knowledge; completed the hoist refresher last month.',
];

/** Notes written while working on one application (hiring notes). */
export const hiringComments = [
  'Discussed {job} with {first}; happy with the roster pattern.',
  '{first} confirmed interest in {job} after the phone screen.',
  'Facility manager asked for {first} specifically for {job}.',
  '{first} asked to move the start date for {job} by a week.',
  'Sent {first} the position description for {job}.',
];

/** Admin notes by the application's stage (status codes of spec §3). */
export const adminNotesByStage: readonly { statuses: readonly number[]; notes: readonly string[] }[] = [
  { statuses: [2, 3, 18], notes: ['Resume looks solid: 3+ years residential aged care.', 'Shortlisted – good match for the roster, check weekend availability.', 'Prescreen answers are complete; forward to the facility.'] },
  { statuses: [4, 47], notes: ['Not enough direct care experience for this role; keep on file for home care.', 'Could not meet the shift requirements (nights only).'] },
  { statuses: [5, 25, 26, 27, 28], notes: ['Interview booked with the DON for Thursday 10:30.', 'Candidate asked to reschedule the interview; offered two new times.', 'Video interview link sent; reminder set for the day before.'] },
  { statuses: [6, 7], notes: ['Interviewed well – warm with residents, clear on infection control.', 'Panel recommends selection; reference checks next.', 'Good interview, a little unsure about medication rounds – pair with a buddy.'] },
  { statuses: [8, 9, 10, 11], notes: ['Offer sent at level 2 casual rate.', 'Candidate accepted verbally, waiting on the signed offer.', 'Offer expired without an answer; follow up by phone.'] },
  { statuses: [12, 13, 14, 15, 23, 24, 30, 31], notes: ['Contract sent through e-signing.', 'Contract signed; onboarding pack next.', 'Contract returned with questions about the probation period.'] },
  { statuses: [16, 17, 20, 21, 22], notes: ['Onboarding started: uniform ordered, orientation on Monday.', 'All onboarding documents received – ready to roster.', 'Buddy shifts booked for the first week.'] },
];

export const checkItems = [
  'National police check sighted',
  'NDIS Worker Screening clearance verified',
  'Right to work checked in VEVO',
  'First aid (HLTAID011) current',
  'CPR within the last 12 months',
  'Two referees contacted',
  'Flu vaccination evidence',
  'COVID-19 vaccination evidence',
  'Certificate III in Individual Support sighted',
  'Manual handling training completed',
  "Driver's licence sighted",
];

/** Documents people hold, and which ones a recruiter asks for first. */
export const personalDocuments = [
  'National Police Certificate',
  'First Aid Certificate (HLTAID011)',
  'NDIS Worker Screening Clearance',
  'Certificate III in Individual Support',
  'COVID-19 vaccination certificate',
  'VEVO work rights check',
  "Driver's licence",
  'Cover letter',
];

/** What is uploaded on an application once it reaches the contract stage. */
export const contractDocuments = ['Signed employment contract', 'Tax file number declaration', 'Superannuation choice form'];
